import { eq } from "drizzle-orm";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { authorize } from "../platform/policy";
import { listApiTokens } from "./api-tokens";
import { describeDevice } from "./devices";
import { recentSecurityEventsQuery, recentSignInsQuery } from "./security-events";
import { listUserSessions } from "./sessions";
import { hasTwoFactor } from "./two-factor";

/**
 * Everything the settings page shows about the signed-in account, in one call. The page manages
 * tokens, password and devices, so it needs the browser session: a bearer token gets a 403 page.
 */
export async function loadAccountSettings(ctx: ActorContext) {
  const { actor } = ctx;
  authorize(actor, "account.view_settings");
  const [profile, sessions, tokens, twoFactorOn, signIns, events] = await Promise.all([
    ctx.db
      .select({
        fullName: schema.users.fullName,
        email: schema.users.email,
        avatarUrl: schema.users.avatarUrl,
        createdAt: schema.users.createdAt,
      })
      .from(schema.users)
      .where(eq(schema.users.id, actor.user.id))
      .get(),
    listUserSessions(ctx, actor.user.id, actor.sessionId),
    listApiTokens(ctx),
    // Issue 13 (slice F): two-factor, the last 10 sign-ins and the last 100 security events.
    hasTwoFactor(ctx, actor.user.id),
    recentSignInsQuery(ctx, actor.user.id),
    recentSecurityEventsQuery(ctx, actor.user.id),
  ]);
  const withDevice = <Row extends { userAgent: string | null }>(row: Row) => ({
    ...row,
    device: describeDevice(row.userAgent),
  });
  return {
    profile: profile ?? { ...actor.user, createdAt: 0 },
    sessions: sessions.map(withDevice),
    tokens,
    twoFactorOn,
    signIns: signIns.map(withDevice),
    securityEvents: events.map(withDevice),
    isDemo: actor.user.isDemo,
  };
}
