// The admin console's security page: current lockouts (with unlock), failed sign-ins by account and by address
// (from security_events), and the audit log viewer with its filters and CSV export.
import { and, count, desc, eq, gt, gte, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, AUDIT_EXPORT_MAX_ROWS } from "../../lib/admin/constants";
import type { AuditQuery } from "../../lib/admin/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { feedbackPageFrom, feedbackPageQueries } from "../feedback/feedback";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { ServiceError } from "../platform/errors";
import { requirePlatformAdmin } from "./guard";
import type { ListWindow } from "./users";

const { signInAttempts, securityEvents, auditLogs, users, organizations } = schema;
const DAY = 24 * 60 * 60 * 1000;

type Reader = Pick<ActorContext, "db">;
/** The request's time: a number, or the session lookup's own `now` placeholder (decision 066). */
type Clock = number | Placeholder;

/** Failed sign-ins are grouped over this window on the security page. */
export const FAILED_SIGN_IN_WINDOW_DAYS = 7;

export async function listLockouts(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  return lockoutsQuery(ctx, now);
}

/** `now` is a number or the session lookup's own clock; `onlyIf` gates the read as in `securityPageQueries`. */
function lockoutsQuery(ctx: Reader, now: Clock, onlyIf?: SQL) {
  return ctx.db
    .select({
      email: signInAttempts.email,
      failedCount: signInAttempts.failedCount,
      lockedUntil: signInAttempts.lockedUntil,
      lastFailedAt: signInAttempts.lastFailedAt,
    })
    .from(signInAttempts)
    .where(and(gt(signInAttempts.lockedUntil, now), onlyIf))
    .orderBy(desc(signInAttempts.lockedUntil))
    .limit(ADMIN_PAGE_SIZE * 4);
}

/** Lifts a lockout now (the counter starts again from zero). */
export async function unlockSignIn(ctx: ActorContext, email: string): Promise<string> {
  requirePlatformAdmin(ctx);
  const now = Date.now();
  const locked = await ctx.db
    .select({ email: signInAttempts.email })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.email, email), gt(signInAttempts.lockedUntil, now)))
    .get();
  if (!locked) throw new ServiceError(404, ADMIN_MESSAGES.notLocked);
  const user = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  await ctx.db.batch([
    ctx.db.delete(signInAttempts).where(eq(signInAttempts.email, email)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      action: "admin.lockout_cleared",
      entityType: "user",
      entityId: user?.id ?? null,
      changes: { email },
    }),
  ]);
  return ADMIN_MESSAGES.unlocked;
}

/** Failed sign-ins in the last days, grouped by the address typed and by the client's IP address. */
export async function failedSignIns(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  return failedSignInsFrom(await ctx.db.batch(failedSignInsQueries(ctx, now)));
}

function failedSignInsQueries(ctx: Reader, now: Clock, onlyIf?: SQL) {
  // Counted back from `now` in SQL: the same statement whether the clock is a number or the lookup's placeholder.
  const since = sql`${now} - ${FAILED_SIGN_IN_WINDOW_DAYS * DAY}`;
  const failed = and(eq(securityEvents.kind, "sign_in_failed"), gte(securityEvents.createdAt, since), onlyIf);
  const attempts = count().as("attempts");
  const last = sql<number>`max(${securityEvents.createdAt})`.mapWith(Number).as("last_at");
  return [
    ctx.db
      .select({ email: securityEvents.email, attempts, lastAt: last })
      .from(securityEvents)
      .where(failed)
      .groupBy(securityEvents.email)
      .orderBy(desc(sql`attempts`))
      .limit(ADMIN_PAGE_SIZE),
    ctx.db
      .select({ ipAddress: securityEvents.ipAddress, attempts, lastAt: last })
      .from(securityEvents)
      .where(failed)
      .groupBy(securityEvents.ipAddress)
      .orderBy(desc(sql`attempts`))
      .limit(ADMIN_PAGE_SIZE),
  ] as const;
}

function failedSignInsFrom([byAccount, byAddress]: BatchResponse<ReturnType<typeof failedSignInsQueries>>) {
  return { byAccount, byAddress, days: FAILED_SIGN_IN_WINDOW_DAYS };
}

/** The filters as SQL: organisation, actor (user id or exact email), action, risk level, and a range of days. */
function auditWhere(query: AuditQuery): SQL | undefined {
  const from = query.from ? Date.parse(`${query.from}T00:00:00Z`) : undefined;
  const to = query.to ? Date.parse(`${query.to}T00:00:00Z`) + DAY : undefined;
  const actor = query.actor?.includes("@")
    ? sql`${auditLogs.userId} = (select ${users.id} from ${users} where ${users.email} = ${query.actor.toLowerCase()})`
    : query.actor
      ? eq(auditLogs.userId, query.actor)
      : undefined;
  return and(
    query.organizationId ? eq(auditLogs.organizationId, query.organizationId) : undefined,
    actor,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.risk ? eq(auditLogs.riskLevel, query.risk) : undefined,
    from !== undefined ? gte(auditLogs.createdAt, from) : undefined,
    to !== undefined ? lt(auditLogs.createdAt, to) : undefined,
  );
}

const auditColumns = {
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  action: auditLogs.action,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  riskLevel: auditLogs.riskLevel,
  ipAddress: auditLogs.ipAddress,
  changes: auditLogs.changes,
  organizationId: auditLogs.organizationId,
  organizationName: organizations.name,
  userId: auditLogs.userId,
  actorEmail: users.email,
};

/** One page of the audit log, newest first, with the filters' choices (organisations, actions). */
export async function queryAuditLog(ctx: ActorContext, query: AuditQuery) {
  requirePlatformAdmin(ctx);
  return auditLogFrom(query, await ctx.db.batch(auditLogQueries(ctx, query, pageWindow(query, query.limit))));
}

function auditLogQueries(ctx: Reader, query: AuditQuery, { limit, offset }: ListWindow, onlyIf?: SQL) {
  const where = and(auditWhere(query), onlyIf);
  return [
    ctx.db
      .select(auditColumns)
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .leftJoin(organizations, eq(organizations.id, auditLogs.organizationId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ value: count() }).from(auditLogs).where(where),
    ctx.db
      .selectDistinct({ action: auditLogs.action })
      .from(auditLogs)
      .where(onlyIf)
      .orderBy(auditLogs.action)
      .limit(300),
    ctx.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(onlyIf)
      .orderBy(organizations.name)
      .limit(300),
  ] as const;
}

function auditLogFrom(
  query: AuditQuery,
  [rows, [total], actions, organizationChoices]: BatchResponse<ReturnType<typeof auditLogQueries>>,
) {
  const { page, limit } = pageWindow(query, query.limit);
  return {
    entries: rows,
    page,
    limit,
    total: total?.value ?? 0,
    actions: actions.map((row) => row.action),
    organizations: organizationChoices,
  };
}

type FeedbackPage = { page: number; limit: number };

/**
 * The security page's reads: the lockouts, the failed sign-ins, a page of the audit log and one of the feedback.
 * Read with the session (decision 066), `now` is the lookup's own clock, the pages' windows placeholders, and
 * `onlyIf` keeps every read to a platform administrator: anyone else reads none of it.
 */
export function securityPageQueries(
  ctx: Reader,
  query: AuditQuery,
  windows: { audit: ListWindow; feedback: ListWindow },
  now: Clock,
  onlyIf?: SQL,
) {
  return [
    lockoutsQuery(ctx, now, onlyIf),
    ...failedSignInsQueries(ctx, now, onlyIf),
    ...auditLogQueries(ctx, query, windows.audit, onlyIf),
    ...feedbackPageQueries(ctx, windows.feedback, onlyIf),
  ] as const;
}

/**
 * The security page in one D1 round trip; none with `prefetched`, the rows read with the session for these pages of
 * the unfiltered log (decision 066).
 */
export async function loadSecurityPage(
  ctx: ActorContext,
  query: AuditQuery,
  feedbackPage: FeedbackPage,
  now = Date.now(),
  prefetched?: BatchResponse<ReturnType<typeof securityPageQueries>>,
) {
  requirePlatformAdmin(ctx);
  const windows = { audit: pageWindow(query, query.limit), feedback: pageWindow(feedbackPage, feedbackPage.limit) };
  const [lockouts, byAccount, byAddress, entries, total, actions, organizationChoices, feedback, feedbackTotal] =
    prefetched ?? (await ctx.db.batch(securityPageQueries(ctx, query, windows, now)));
  return {
    lockouts,
    failed: failedSignInsFrom([byAccount, byAddress]),
    audit: auditLogFrom(query, [entries, total, actions, organizationChoices]),
    feedback: feedbackPageFrom(feedbackPage, [feedback, feedbackTotal]),
  };
}

/**
 * A cell a spreadsheet will not run: values starting with =, +, -, @, tab or carriage return are prefixed with
 * an apostrophe (OWASP "CSV injection"), then quoted when they hold a comma, quote or line break.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_HEADER = [
  "time (UTC)",
  "organization",
  "actor",
  "action",
  "entity type",
  "entity id",
  "risk",
  "ip",
  "changes",
];

/** The filtered audit log as CSV, newest first, up to AUDIT_EXPORT_MAX_ROWS rows; the export is itself audited. */
export async function exportAuditLogCsv(ctx: ActorContext, query: AuditQuery): Promise<string> {
  requirePlatformAdmin(ctx);
  const rows = await ctx.db
    .select(auditColumns)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(organizations, eq(organizations.id, auditLogs.organizationId))
    .where(auditWhere(query))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    action: "admin.audit_exported",
    entityType: "audit_log",
    changes: { rows: rows.length, filters: { ...query, page: undefined, limit: undefined } },
  });
  const lines = rows.map((row) =>
    [
      new Date(row.createdAt).toISOString(),
      row.organizationName ?? row.organizationId,
      row.actorEmail ?? row.userId,
      row.action,
      row.entityType,
      row.entityId,
      row.riskLevel,
      row.ipAddress,
      row.changes,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[CSV_HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}
