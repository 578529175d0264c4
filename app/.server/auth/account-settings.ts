import { eq } from "drizzle-orm";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { authorize } from "../platform/policy";
import { activeApiTokensQuery } from "./api-tokens";
import { describeDevice } from "./devices";
import { recentSecurityEventsQuery, recentSignInsQuery } from "./security-events";
import { markCurrentSession, userSessionsQuery } from "./sessions";
import { twoFactorOnQuery } from "./two-factor";

/**
 * Everything the settings page shows about the signed-in account, in one call. The page manages
 * tokens, password and devices, so it needs the browser session: a bearer token gets a 403 page.
 */
export async function loadAccountSettings(ctx: ActorContext) {
  const { actor } = ctx;
  authorize(actor, "account.view_settings");
  // One round trip for the six reads (issue 9): they depend on nothing but the actor.
  const [profileRows, sessions, tokens, twoFactorRows, signIns, events] = await ctx.db.batch([
    ctx.db
      .select({
        fullName: schema.users.fullName,
        email: schema.users.email,
        avatarUrl: schema.users.avatarUrl,
        createdAt: schema.users.createdAt,
      })
      .from(schema.users)
      .where(eq(schema.users.id, actor.user.id))
      .limit(1),
    userSessionsQuery(ctx.db, actor.user.id),
    activeApiTokensQuery(ctx),
    // Issue 13 (slice F): two-factor, the last 10 sign-ins and the last 100 security events.
    twoFactorOnQuery(ctx, actor.user.id),
    recentSignInsQuery(ctx, actor.user.id),
    recentSecurityEventsQuery(ctx, actor.user.id),
  ]);
  const profile = profileRows[0];
  const twoFactorOn = twoFactorRows.length > 0;
  const withDevice = <Row extends { userAgent: string | null }>(row: Row) => ({
    ...row,
    device: describeDevice(row.userAgent),
  });
  return {
    profile: profile ?? { ...actor.user, createdAt: 0 },
    sessions: markCurrentSession(sessions, actor.sessionId).map(withDevice),
    tokens,
    twoFactorOn,
    signIns: signIns.map(withDevice),
    securityEvents: events.map(withDevice),
    isDemo: actor.user.isDemo,
  };
}
