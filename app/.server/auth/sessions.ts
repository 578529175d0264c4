import { and, desc, eq, gt, isNull, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { SESSION_COOKIE, SESSION_RENEW_AFTER_MS, SESSION_TTL_MS } from "../../lib/auth/constants";
import { LAST_SEEN_PRECISION_MS } from "../../lib/auth/two-factor";
import { readCookie } from "../../lib/platform/cookies";
import type { ActorUser, ServiceContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { digestSecret, randomToken } from "./crypto";
import {
  type OrganizationPolicy,
  organizationPoliciesColumn,
  parseOrganizationPolicies,
  strictestIdleMinutes,
  twoFactorOnColumn,
} from "./security-policy";

const { sessions, users } = schema;

/** The columns of `users` an Actor carries, read in the same query as the session or the API token. */
export const actorUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  role: users.role,
  isDemo: users.isDemo,
};

export type SessionLookup = {
  sessionId: string;
  user: ActorUser;
  renewedCookie?: string;
  /** The results of the reads that rode along with the lookup (see `lookupSession`), in their order. */
  alongside?: unknown[];
  /** The security policy of the user's organisations and whether two-factor is on, read in the same query. */
  policies: OrganizationPolicy[];
  twoFactorOn: boolean;
};

/**
 * Reads keyed on the session's user, to run in the lookup's own D1 round trip (docs/decisions/026). A constant of
 * its module, not a closure made per request: the lookup's batch is built once per function (decision 052), so it
 * must read nothing but `db` and the user key.
 */
export type AlongsideSession = (db: Db, sessionUser: SQL) => BatchItem<"sqlite">[];

/** The session's user id as SQL, for queries that run in the same batch as the lookup itself. */
const sessionIdInLookup = sql.placeholder("sessionId");
const sessionUserKey = sql`(select ${sessions.userId} from ${sessions} where ${sessions.id} = ${sessionIdInLookup})`;

/** The session's row with its user's, policies and two-factor state, for the session id and time given at run time. */
function sessionQuery(db: Db) {
  return (
    db
      .select({
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        ...actorUserColumns,
        organizationPolicies: organizationPoliciesColumn,
        twoFactorOn: twoFactorOnColumn,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A suspended account has no session, even one that raced the suspension (issue 13, admin console).
      .where(
        and(
          eq(sessions.id, sessionIdInLookup),
          gt(sessions.expiresAt, sql.placeholder("now")),
          isNull(users.suspendedAt),
        ),
      )
  );
}

type LookupBatch = ReturnType<typeof lookupBatchOf>;
const lookupBatchOf = (alongside?: AlongsideSession) =>
  batchTemplate((db) => [sessionQuery(db), ...(alongside?.(db, sessionUserKey) ?? [])] as const);
const lookupAlone = lookupBatchOf();
const lookupsAlongside = new WeakMap<AlongsideSession, LookupBatch>();

/** The lookup's batch for these alongside reads, built the first time they are asked for. */
function lookupBatch(alongside?: AlongsideSession): LookupBatch {
  if (!alongside) return lookupAlone;
  const known = lookupsAlongside.get(alongside);
  if (known) return known;
  const batch = lookupBatchOf(alongside);
  lookupsAlongside.set(alongside, batch);
  return batch;
}

/** Creates a brand-new session (a fresh id on every sign-in) and returns the Set-Cookie value. */
export async function createSession(
  ctx: ServiceContext,
  userId: string,
): Promise<{ sessionId: string; cookie: string }> {
  const { insert, sessionId, cookie } = await prepareSession(ctx, userId);
  await insert;
  return { sessionId, cookie };
}

/** A new session's row insert, unexecuted (to run alone or in a batch), with its id and cookie. */
export async function prepareSession(ctx: ServiceContext, userId: string) {
  const token = randomToken();
  const sessionId = await digestSecret(token, ctx.config.AUTH_SECRET);
  const now = Date.now();
  const insert = ctx.db.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_TTL_MS,
    userAgent: ctx.meta.userAgent?.slice(0, 300) ?? null,
    ipAddress: ctx.meta.ip,
    place: ctx.meta.place ?? null,
  });
  return { insert, sessionId, cookie: serializeSessionCookie(ctx, token, SESSION_TTL_MS) };
}

/** The session token from the Cookie header; a malformed value (e.g. "%") finds no session: signed out. */
export function readSessionToken(request: Request): string | null {
  return readCookie(request.headers.get("Cookie"), SESSION_COOKIE) || null;
}

/**
 * Resolves the session cookie; renews it (sliding expiry) when it is more than a day old. `alongside`
 * reads go in the same D1 batch, keyed on the session rather than a user id: a page that needs the
 * user's rows pays one round trip, not two. They are thrown away when the session is not valid.
 * `alongsideValues` fill the alongside reads' own placeholders (a meeting page's meeting id).
 * A session idle for longer than the strictest `sessionTimeout` of the user's organisations ends here; the
 * policy comes from the same query (organisation policies ride along as one JSON column).
 */
export async function lookupSession(
  ctx: ServiceContext,
  token: string,
  alongside?: AlongsideSession,
  alongsideValues: Record<string, unknown> = {},
): Promise<SessionLookup | null> {
  if (!token || token.length > 100) return null;
  const sessionId = await digestSecret(token, ctx.config.AUTH_SECRET);
  const now = Date.now();
  const values = { ...alongsideValues, sessionId, now };
  const [rows, ...alongsideResults] = (await lookupBatch(alongside).run(ctx.db, values)) as [
    Awaited<ReturnType<typeof sessionQuery>>,
    ...unknown[],
  ];
  const row = rows[0];
  if (!row) return null;
  const { expiresAt: _expiresAt, lastSeenAt, organizationPolicies, twoFactorOn, ...user } = row;
  const policies = parseOrganizationPolicies(organizationPolicies);
  const idleMinutes = strictestIdleMinutes(policies);
  if (idleMinutes !== null && now - lastSeenAt > idleMinutes * 60_000) {
    await deleteSession(ctx, sessionId);
    return null;
  }
  const found = {
    sessionId,
    user,
    policies,
    twoFactorOn: Boolean(twoFactorOn),
    ...(alongside ? { alongside: alongsideResults } : {}),
  };
  if (now - lastSeenAt >= SESSION_RENEW_AFTER_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: now + SESSION_TTL_MS })
      .where(eq(sessions.id, sessionId));
    return { ...found, renewedCookie: serializeSessionCookie(ctx, token, SESSION_TTL_MS) };
  }
  // Last activity, for the idle timeout and the sessions list: at most once a minute, after the answer.
  if (now - lastSeenAt >= LAST_SEEN_PRECISION_MS)
    ctx.waitUntil(ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId)).run());
  return found;
}

export async function deleteSession(ctx: ServiceContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs the user out everywhere, optionally keeping the session that asked. */
export async function deleteUserSessions(ctx: ServiceContext, userId: string, keepSessionId?: string): Promise<void> {
  await ctx.db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

export function clearSessionCookie(ctx: ServiceContext): string {
  return serializeSessionCookie(ctx, "", 0);
}

function serializeSessionCookie(_ctx: ServiceContext, token: string, maxAgeMs: number): string {
  // Secure is honoured by browsers on http://localhost too, so local mode keeps it on.
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    "HttpOnly",
    "Secure",
    "SameSite=Strict",
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
  ].join("; ");
}

export type SessionSummary = {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string | null;
  ipAddress: string | null;
  place: string | null;
  current: boolean;
};

/** The user's live sessions, newest activity first (unexecuted, so a page can batch it); ids are digests. */
export function userSessionsQuery(db: Db, userId: string | SQLWrapper, now: number | SQLWrapper = Date.now()) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      place: sessions.place,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}

/** Marks the session the request came with, which the page shows as "this device". */
export function markCurrentSession(
  rows: Omit<SessionSummary, "current">[],
  currentSessionId?: string,
): SessionSummary[] {
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
}

/** The user's live sessions, newest activity first; ids are digests, safe to show and post back. */
export async function listUserSessions(
  ctx: ServiceContext,
  userId: string,
  currentSessionId?: string,
): Promise<SessionSummary[]> {
  return markCurrentSession(await userSessionsQuery(ctx.db, userId), currentSessionId);
}

/** Ends one of the user's own sessions; another user's session id is simply not found. */
export async function revokeUserSession(ctx: ServiceContext, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id })
    .get();
  return Boolean(deleted);
}
