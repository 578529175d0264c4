import { and, desc, eq, gt, ne } from "drizzle-orm";
import { SESSION_COOKIE, SESSION_RENEW_AFTER_MS, SESSION_TTL_MS } from "../../lib/auth/constants";
import { readCookie } from "../../lib/platform/cookies";
import type { ActorUser, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { digestSecret, randomToken } from "./crypto";

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

export type SessionLookup = { sessionId: string; user: ActorUser; renewedCookie?: string };

/** Creates a brand-new session (a fresh id on every sign-in) and returns the Set-Cookie value. */
export async function createSession(
  ctx: ServiceContext,
  userId: string,
): Promise<{ sessionId: string; cookie: string }> {
  const token = randomToken();
  const sessionId = await digestSecret(token, ctx.config.AUTH_SECRET);
  const now = Date.now();
  await ctx.db.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_TTL_MS,
    userAgent: ctx.meta.userAgent?.slice(0, 300) ?? null,
  });
  return { sessionId, cookie: serializeSessionCookie(ctx, token, SESSION_TTL_MS) };
}

/** The session token from the Cookie header; a malformed value (e.g. "%") finds no session: signed out. */
export function readSessionToken(request: Request): string | null {
  return readCookie(request.headers.get("Cookie"), SESSION_COOKIE) || null;
}

/** Resolves the session cookie; renews it (sliding expiry) when it is more than a day old. */
export async function lookupSession(ctx: ServiceContext, token: string): Promise<SessionLookup | null> {
  if (!token || token.length > 100) return null;
  const sessionId = await digestSecret(token, ctx.config.AUTH_SECRET);
  const now = Date.now();
  const row = await ctx.db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      ...actorUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .get();
  if (!row) return null;
  const { expiresAt: _expiresAt, lastSeenAt, ...user } = row;
  if (now - lastSeenAt < SESSION_RENEW_AFTER_MS) return { sessionId, user };
  await ctx.db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: now + SESSION_TTL_MS })
    .where(eq(sessions.id, sessionId));
  return { sessionId, user, renewedCookie: serializeSessionCookie(ctx, token, SESSION_TTL_MS) };
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
  current: boolean;
};

/** The user's live sessions, newest activity first; ids are digests, safe to show and post back. */
export async function listUserSessions(
  ctx: ServiceContext,
  userId: string,
  currentSessionId?: string,
): Promise<SessionSummary[]> {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, Date.now())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50)
    .all();
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
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
