// The admin console's security page: current lockouts (with unlock), failed sign-ins by account and by address
// (from security_events), and the audit log viewer with its filters and CSV export.
import { and, count, desc, eq, gt, gte, lt, type SQL, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, AUDIT_EXPORT_MAX_ROWS } from "../../lib/admin/constants";
import type { AuditQuery } from "../../lib/admin/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { feedbackPageFrom, feedbackPageQueries } from "../feedback/feedback";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { batchGroups } from "../platform/db/batch-groups";
import { schema } from "../platform/db/client";
import { ServiceError } from "../platform/errors";
import { requirePlatformAdmin } from "./guard";

const { signInAttempts, securityEvents, auditLogs, users, organizations } = schema;
const DAY = 24 * 60 * 60 * 1000;
/** Failed sign-ins are grouped over this window on the security page. */
export const FAILED_SIGN_IN_WINDOW_DAYS = 7;

export async function listLockouts(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  return lockoutsQuery(ctx, now);
}

function lockoutsQuery(ctx: ActorContext, now: number) {
  return ctx.db
    .select({
      email: signInAttempts.email,
      failedCount: signInAttempts.failedCount,
      lockedUntil: signInAttempts.lockedUntil,
      lastFailedAt: signInAttempts.lastFailedAt,
    })
    .from(signInAttempts)
    .where(gt(signInAttempts.lockedUntil, now))
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

function failedSignInsQueries(ctx: ActorContext, now: number) {
  const since = now - FAILED_SIGN_IN_WINDOW_DAYS * DAY;
  const failed = and(eq(securityEvents.kind, "sign_in_failed"), gte(securityEvents.createdAt, since));
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
  return auditLogFrom(query, await ctx.db.batch(auditLogQueries(ctx, query)));
}

function auditLogQueries(ctx: ActorContext, query: AuditQuery) {
  const { limit, offset } = pageWindow(query, query.limit);
  const where = auditWhere(query);
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
    ctx.db.selectDistinct({ action: auditLogs.action }).from(auditLogs).orderBy(auditLogs.action).limit(300),
    ctx.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
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

/**
 * The security page in one D1 round trip: the lockouts, the failed sign-ins, a page of the audit log and one of the
 * feedback people sent.
 */
export async function loadSecurityPage(
  ctx: ActorContext,
  query: AuditQuery,
  feedbackPage: Parameters<typeof feedbackPageQueries>[1],
  now = Date.now(),
) {
  requirePlatformAdmin(ctx);
  const [[lockouts], failed, audit, feedback] = await batchGroups(
    ctx.db,
    [lockoutsQuery(ctx, now)],
    failedSignInsQueries(ctx, now),
    auditLogQueries(ctx, query),
    feedbackPageQueries(ctx, feedbackPage),
  );
  return {
    lockouts,
    failed: failedSignInsFrom(failed),
    audit: auditLogFrom(query, audit),
    feedback: feedbackPageFrom(feedbackPage, feedback),
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
