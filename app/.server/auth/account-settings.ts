import { eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { authorize } from "../platform/policy";
import { activeApiTokensRead } from "./api-tokens";
import { describeDevice } from "./devices";
import { recentSecurityEventsQuery, recentSignInsQuery } from "./security-events";
import { markCurrentSession, userSessionsQuery } from "./sessions";
import { twoFactorOnQuery } from "./two-factor";

/**
 * The settings page's six reads: they depend on nothing but the user and the clock. Alone, or alongside the session
 * lookup (page-reads.ts).
 */
export function accountSettingsQueries(db: Db, userId: string | SQLWrapper, now: number | SQLWrapper) {
  return [
    db
      .select({
        fullName: schema.users.fullName,
        email: schema.users.email,
        avatarUrl: schema.users.avatarUrl,
        createdAt: schema.users.createdAt,
      })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .limit(1),
    userSessionsQuery(db, userId, now),
    activeApiTokensRead(db, userId),
    // Issue 13 (slice F): two-factor, the last 10 sign-ins and the last 100 security events.
    twoFactorOnQuery({ db }, userId),
    recentSignInsQuery({ db }, userId),
    recentSecurityEventsQuery({ db }, userId),
  ] as const;
}

// The same batch on every view but for the user and the clock: built once per isolate (decision 052).
const accountSettingsReads = batchTemplate((db) =>
  accountSettingsQueries(db, sql.placeholder("userId"), sql.placeholder("now")),
);

/**
 * Everything the settings page shows about the signed-in account, in one call. The page manages
 * tokens, password and devices, so it needs the browser session: a bearer token gets a 403 page.
 * `prefetched` are the rows `accountSettingsQueries` gave alongside the session lookup (decision 066); without them
 * the six reads make one round trip of their own (issue 9).
 */
export async function loadAccountSettings(
  ctx: ActorContext,
  prefetched?: BatchResponse<ReturnType<typeof accountSettingsQueries>>,
) {
  const { actor } = ctx;
  authorize(actor, "account.view_settings");
  authorize(actor, "api_tokens.view");
  const [profileRows, sessions, tokens, twoFactorRows, signIns, events] =
    prefetched ?? (await ctx.db.batch(accountSettingsReads(ctx.db, { userId: actor.user.id, now: Date.now() })));
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
