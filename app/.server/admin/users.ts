// The admin console's users: search and page, one user's picture, and what an administrator may do to an
// account (suspend, reactivate, force a password reset, grant or revoke the platform role). Every change is
// one db.batch with its audit entry (high risk, decision 011) and its security event.
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { ADMIN_MESSAGES, ADMIN_USER_AUDIT_ENTRIES, type UserFilter } from "../../lib/admin/constants";
import type { AdminUserAction, UserListQuery } from "../../lib/admin/schemas";
import { PASSWORD_RESET_TTL_MS } from "../../lib/auth/constants";
import type { SecurityEventKind } from "../../lib/auth/security-events";
import { escapeHtml } from "../../lib/platform/html";
import { pageWindow } from "../../lib/platform/paging";
import { digestSecret, randomToken } from "../auth/crypto";
import { outboxEmail } from "../email/outbox";
import { disconnectSessions } from "../notifications/hub";
import { auditInsert, auditInsertWhen } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import { requirePlatformAdmin } from "./guard";

const { users, sessions, organizationMembers, organizations, auditLogs, passwordResetTokens, securityEvents } = schema;

/** Case-insensitive "contains" without LIKE (D1 refuses long LIKE patterns; decision in STACK.md 18). */
export function contains(column: SQL | typeof users.email, needle: string): SQL {
  return sql`instr(lower(${column}), ${needle.toLowerCase()}) > 0`;
}

const FILTERS: Record<UserFilter, SQL | undefined> = {
  all: undefined,
  admins: eq(users.role, "admin"),
  suspended: isNotNull(users.suspendedAt),
  active: isNull(users.suspendedAt),
};

/** A page of the list: its size and offset, numbers or the session lookup's placeholders (decision 066). */
export type ListWindow = { limit: number | Placeholder; offset: number | Placeholder };

/**
 * The users list's reads: a page of users, then how many match. `now` counts live sessions (a number, or the session
 * lookup's own clock); `onlyIf` keeps them to a platform administrator when read with the session (decision 066).
 */
export function userListQueries(
  ctx: Pick<ActorContext, "db">,
  query: Pick<UserListQuery, "q" | "filter">,
  window: ListWindow,
  now: number | Placeholder,
  onlyIf?: SQL,
) {
  const where = and(
    FILTERS[query.filter],
    query.q ? or(contains(users.email, query.q), contains(sql`coalesce(${users.fullName}, '')`, query.q)) : undefined,
    onlyIf,
  );
  return [
    ctx.db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        role: users.role,
        isDemo: users.isDemo,
        suspendedAt: users.suspendedAt,
        createdAt: users.createdAt,
        activeSessions: sql<number>`(select count(*) from ${sessions} where ${sessions.userId} = ${users.id}
          and ${sessions.expiresAt} > ${now})`.mapWith(Number),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ value: count() }).from(users).where(where),
  ] as const;
}

/** A page of users; `prefetched`, the rows read with the session for this page (decision 066), else read here. */
export async function listUsers(
  ctx: ActorContext,
  query: UserListQuery,
  prefetched?: BatchResponse<ReturnType<typeof userListQueries>>,
) {
  requirePlatformAdmin(ctx);
  const { page, limit, offset } = pageWindow(query, query.limit);
  const [rows, [total]] =
    prefetched ?? (await ctx.db.batch(userListQueries(ctx, query, { limit, offset }, Date.now())));
  return { users: rows, page, limit, total: total?.value ?? 0 };
}

/** One user as the admin console shows them: account, organisations, live sessions, recent audit entries. */
export async function getAdminUser(ctx: ActorContext, userId: string) {
  requirePlatformAdmin(ctx);
  const now = Date.now();
  const [[user], memberships, liveSessions, audit] = await ctx.db.batch([
    ctx.db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        title: users.title,
        role: users.role,
        isDemo: users.isDemo,
        suspendedAt: users.suspendedAt,
        mustChangePassword: users.mustChangePassword,
        passwordChangedAt: users.passwordChangedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    ctx.db
      .select({
        organizationId: organizations.id,
        organizationName: organizations.name,
        organizationSlug: organizations.slug,
        memberRole: organizationMembers.role,
        memberStatus: organizationMembers.status,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(organizations.name)
      .limit(100),
    ctx.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(50),
    ctx.db
      .select({
        id: auditLogs.id,
        action: auditLogs.action,
        entityType: auditLogs.entityType,
        riskLevel: auditLogs.riskLevel,
        ipAddress: auditLogs.ipAddress,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .where(eq(auditLogs.userId, userId))
      .orderBy(desc(auditLogs.createdAt))
      .limit(ADMIN_USER_AUDIT_ENTRIES),
  ]);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return { user, memberships, sessions: liveSessions, audit };
}

type Target = { id: string; email: string; fullName: string | null; role: "user" | "admin"; isDemo: boolean };

async function targetOf(ctx: ActorContext, userId: string, options: { notYourself: boolean }): Promise<Target> {
  requirePlatformAdmin(ctx);
  if (options.notYourself && userId === ctx.actor.user.id) throw badRequest(ADMIN_MESSAGES.notYourself);
  const target = await ctx.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
  return target;
}

/**
 * True in SQL while another administrator than `userId` can still act: a change that would take away the last
 * one is written only under this condition, so two administrators demoting each other at once can't both win.
 */
function anotherActiveAdministrator(userId: string): SQL {
  return sql`exists (select 1 from ${users} where ${users.role} = 'admin' and ${users.suspendedAt} is null
    and ${users.id} <> ${userId})`;
}

function securityEventRow(ctx: ActorContext, target: Target, kind: SecurityEventKind, detail: object) {
  return {
    id: crypto.randomUUID(),
    userId: target.id,
    email: target.email,
    kind,
    ipAddress: ctx.meta.ip,
    userAgent: ctx.meta.userAgent?.slice(0, 300) ?? null,
    place: null,
    detail: JSON.stringify({ ...detail, by: ctx.actor.user.id }),
    createdAt: Date.now(),
  } satisfies typeof securityEvents.$inferInsert;
}

/** The security event, written only if `condition` holds when the batch runs (the change it records happened). */
function securityEventWhen(
  ctx: ActorContext,
  target: Target,
  kind: SecurityEventKind,
  condition: SQL,
  detail: object = {},
) {
  const row = securityEventRow(ctx, target, kind, detail);
  const values = Object.entries(getTableColumns(securityEvents)).map(([key, column]) =>
    sql.param(row[key as keyof typeof row], column),
  );
  return ctx.db.insert(securityEvents).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

function securityEvent(ctx: ActorContext, target: Target, kind: SecurityEventKind, detail: object = {}) {
  return ctx.db.insert(securityEvents).values(securityEventRow(ctx, target, kind, detail));
}

const entryOf = (ctx: ActorContext, target: Target, action: string, changes: Record<string, unknown> = {}) => ({
  userId: ctx.actor.user.id,
  action,
  entityType: "user",
  entityId: target.id,
  changes: { email: target.email, ...changes },
});

function audit(ctx: ActorContext, target: Target, action: string, changes: Record<string, unknown> = {}) {
  return auditInsert(ctx, entryOf(ctx, target, action, changes));
}

function auditWhen(ctx: ActorContext, target: Target, action: string, condition: SQL, changes = {}) {
  return auditInsertWhen(ctx, entryOf(ctx, target, action, changes), condition);
}

/** True in SQL when the user row carries exactly this stamp: the batch's own update took effect. */
const stamped = (userId: string, column: SQL, value: number) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${column} = ${value})`;

/** Suspends the account: it can't sign in, its sessions and tokens stop at once and its open sockets close. */
export async function suspendUser(ctx: ActorContext, userId: string): Promise<string> {
  const target = await targetOf(ctx, userId, { notYourself: true });
  const now = Date.now();
  // One batch: the rows after the update are written only if the update was (the stamp reads it back).
  const done = stamped(target.id, sql`${users.suspendedAt}`, now);
  const [suspended] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ suspendedAt: now, updatedAt: now })
      .where(
        and(
          eq(users.id, target.id),
          isNull(users.suspendedAt),
          target.role === "admin" ? anotherActiveAdministrator(target.id) : undefined,
        ),
      )
      .returning({ id: users.id }),
    ctx.db.delete(sessions).where(and(eq(sessions.userId, target.id), done)),
    securityEventWhen(ctx, target, "account_suspended", done),
    auditWhen(ctx, target, "admin.user_suspended", done),
  ]);
  if (!suspended.length) {
    const row = await ctx.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, target.id))
      .get();
    throw new ServiceError(409, row?.suspendedAt ? ADMIN_MESSAGES.alreadySuspended : ADMIN_MESSAGES.lastAdministrator);
  }
  await disconnectSessions(ctx.env, target.id, { everySessionExcept: null });
  return ADMIN_MESSAGES.suspended;
}

export async function reactivateUser(ctx: ActorContext, userId: string): Promise<string> {
  const target = await targetOf(ctx, userId, { notYourself: true });
  const now = Date.now();
  const done = sql`exists (select 1 from ${users} where ${users.id} = ${target.id}
    and ${users.updatedAt} = ${now} and ${users.suspendedAt} is null)`;
  const [reactivated] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ suspendedAt: null, updatedAt: now })
      .where(and(eq(users.id, target.id), isNotNull(users.suspendedAt)))
      .returning({ id: users.id }),
    securityEventWhen(ctx, target, "account_reactivated", done),
    auditWhen(ctx, target, "admin.user_reactivated", done),
  ]);
  if (!reactivated.length) throw new ServiceError(409, ADMIN_MESSAGES.notSuspended);
  return ADMIN_MESSAGES.reactivated;
}

const FORCED_RESET_EMAIL = {
  subject: "Choose a new BoardRoom password",
  ask:
    "A BoardRoom administrator asked you to choose a new password, and signed your devices out. " +
    "Open this link within an hour to choose one:",
  later: "If the link has expired, use “Forgot password?” on the sign-in page: you'll be asked for a new password.",
} as const;

/** Requires a new password at the next sign-in, ends the sessions and emails a reset link (spending older ones). */
export async function forcePasswordReset(ctx: ActorContext, userId: string): Promise<string> {
  const target = await targetOf(ctx, userId, { notYourself: true });
  if (target.isDemo) throw badRequest(ADMIN_MESSAGES.demoAccount);
  const token = randomToken();
  const now = Date.now();
  const link = `${ctx.config.APP_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const name = target.fullName ?? target.email;
  const email = outboxEmail(ctx, {
    to: target.email,
    subject: FORCED_RESET_EMAIL.subject,
    text: [`Hello ${name},`, "", FORCED_RESET_EMAIL.ask, link, "", FORCED_RESET_EMAIL.later].join("\n"),
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>${FORCED_RESET_EMAIL.ask}</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>${FORCED_RESET_EMAIL.later}</p>`,
  });
  await ctx.db.batch([
    ctx.db.update(users).set({ mustChangePassword: true, updatedAt: now }).where(eq(users.id, target.id)),
    ctx.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, target.id), isNull(passwordResetTokens.usedAt))),
    ctx.db.insert(passwordResetTokens).values({
      id: crypto.randomUUID(),
      userId: target.id,
      tokenHash: await digestSecret(token, ctx.config.AUTH_SECRET),
      expiresAt: now + PASSWORD_RESET_TTL_MS,
      createdAt: now,
    }),
    ctx.db.delete(sessions).where(eq(sessions.userId, target.id)),
    securityEvent(ctx, target, "password_reset_forced", {}),
    audit(ctx, target, "admin.password_reset_forced"),
    email.insert,
  ]);
  await email.dispatch();
  await disconnectSessions(ctx.env, target.id, { everySessionExcept: null });
  return ADMIN_MESSAGES.resetForced;
}

/** Grants or revokes the platform role; never on yourself, never the last active administrator. */
export async function setPlatformRole(ctx: ActorContext, userId: string, role: "user" | "admin"): Promise<string> {
  const target = await targetOf(ctx, userId, { notYourself: true });
  if (target.role === role) throw new ServiceError(409, ADMIN_MESSAGES.roleUnchanged);
  if (target.isDemo) throw badRequest(ADMIN_MESSAGES.demoAccount);
  const now = Date.now();
  const [changed] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ role, updatedAt: now })
      .where(
        and(
          eq(users.id, target.id),
          ne(users.role, role),
          role === "user" ? anotherActiveAdministrator(target.id) : undefined,
        ),
      )
      .returning({ id: users.id }),
    auditWhen(ctx, target, "user.platform_role_changed", stamped(target.id, sql`${users.updatedAt}`, now), {
      from: target.role,
      to: role,
    }),
  ]);
  if (!changed.length) throw new ServiceError(409, ADMIN_MESSAGES.lastAdministrator);
  // The role rides on each request's session lookup: open pages show or lose the admin area on their next load.
  return role === "admin" ? ADMIN_MESSAGES.roleGranted : ADMIN_MESSAGES.roleRevoked;
}

/** Ends one session of the user (the id is the stored digest, never the cookie). */
export async function revokeSessionAsAdmin(ctx: ActorContext, userId: string, sessionId: string): Promise<string> {
  const target = await targetOf(ctx, userId, { notYourself: false });
  const session = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, target.id)))
    .get();
  if (!session) throw notFound(ADMIN_MESSAGES.sessionNotFound);
  await ctx.db.batch([
    ctx.db.delete(sessions).where(eq(sessions.id, session.id)),
    securityEvent(ctx, target, "session_revoked", { session: sessionId.slice(0, 12) }),
    audit(ctx, target, "admin.session_revoked", { session: sessionId.slice(0, 12) }),
  ]);
  await disconnectSessions(ctx.env, target.id, { sessionIds: [sessionId] });
  return ADMIN_MESSAGES.sessionRevoked;
}

export async function revokeAllSessionsAsAdmin(ctx: ActorContext, userId: string): Promise<string> {
  const target = await targetOf(ctx, userId, { notYourself: false });
  await ctx.db.batch([
    ctx.db.delete(sessions).where(eq(sessions.userId, target.id)),
    securityEvent(ctx, target, "session_revoked", { sessions: "all" }),
    audit(ctx, target, "admin.sessions_revoked"),
  ]);
  await disconnectSessions(ctx.env, target.id, { everySessionExcept: null });
  return ADMIN_MESSAGES.sessionsRevoked;
}

/** One entry for the user page's buttons and the API (decision 015: intent matched by a discriminated union). */
export function performAdminUserAction(ctx: ActorContext, action: AdminUserAction): Promise<string> {
  switch (action.intent) {
    case "suspend":
      return suspendUser(ctx, action.userId);
    case "reactivate":
      return reactivateUser(ctx, action.userId);
    case "force-reset":
      return forcePasswordReset(ctx, action.userId);
    case "set-role":
      return setPlatformRole(ctx, action.userId, action.role);
    case "revoke-session":
      return revokeSessionAsAdmin(ctx, action.userId, action.sessionId);
    case "revoke-all-sessions":
      return revokeAllSessionsAsAdmin(ctx, action.userId);
  }
}
