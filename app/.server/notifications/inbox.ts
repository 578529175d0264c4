// The recipient's inbox (002 §7.2): list, search, sort and pages; one notification's read / unread / archive /
// delete; the same for up to 100 at once; mark all read. Every read and write is scoped to the actor's own rows, so
// another user's notification is a 404. Each write records an audit entry in the same batch and then tells the
// recipient's open tabs through announceNotificationChange.
import { and, asc, count, desc, eq, ne, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import {
  NOTIFICATION_TEXTS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationBulkAction,
  type NotificationStatus,
} from "../../lib/notifications/inbox";
import type { NotificationListQuery } from "../../lib/notifications/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { outsideHolds } from "../auth/organization-holds";
import { auditInsertWhen } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { inList } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";
import type { UserKey } from "../platform/db/user-key";
import { notFound } from "../platform/errors";
import { type DetailedNotificationCounts, detailedCountsFrom, detailedCountsQueries } from "./counts";
import { announceNotificationChange } from "./live";

const { notifications } = schema;

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPage = {
  notifications: NotificationRow[];
  total: number;
  limit: number;
  offset: number;
  page: number;
};

const PRIORITY_RANK = sql`case ${notifications.priority} when 'critical' then 0 when 'high' then 1
  when 'medium' then 2 else 3 end`;
const STATUS_RANK = sql`case ${notifications.status} when 'unread' then 0 when 'read' then 1 else 2 end`;

const mine = (ctx: ActorContext) => eq(notifications.recipientId, ctx.actor.user.id);

/** Who reads the inbox: an actor, or the session lookup's batch (no actor, its holds not known yet: decision 048). */
type InboxReader = Pick<ActorContext, "db"> & { actor?: ActorContext["actor"] };

function filtersOf(ctx: InboxReader, userId: UserKey, query: NotificationListQuery): SQL | undefined {
  // None of an organisation whose security policy holds the actor back here (decision 048).
  const conditions: (SQL | undefined)[] = [
    eq(notifications.recipientId, userId),
    outsideHolds(ctx, notifications.organizationId),
  ];
  if (query.status === undefined) conditions.push(ne(notifications.status, "archived"));
  else if (query.status !== "all") conditions.push(eq(notifications.status, query.status));
  if (query.type) conditions.push(eq(notifications.type, query.type));
  if (query.priority) conditions.push(eq(notifications.priority, query.priority));
  if (query.organization_id) conditions.push(eq(notifications.organizationId, query.organization_id));
  if (query.search) {
    conditions.push(
      or(containsText(notifications.title, query.search), containsText(notifications.body, query.search)),
    );
  }
  return and(...conditions);
}

function orderOf(query: NotificationListQuery): SQL[] {
  const direction = query.sortDirection === "asc" ? asc : desc;
  const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
  switch (query.sortField) {
    case "priority":
      // "Descending" priority puts critical first.
      return [query.sortDirection === "asc" ? desc(PRIORITY_RANK) : asc(PRIORITY_RANK), ...newestFirst];
    case "title":
      return [direction(sql`lower(${notifications.title})`), ...newestFirst];
    case "status":
      return [query.sortDirection === "asc" ? desc(STATUS_RANK) : asc(STATUS_RANK), ...newestFirst];
    default:
      return [direction(notifications.createdAt), direction(notifications.id)];
  }
}

/** The page of the list a query asks for: `offset`, when sent, wins over `page`. */
export function inboxWindow(query: NotificationListQuery) {
  const window = pageWindow(query, NOTIFICATIONS_PAGE_SIZE);
  const offset = query.offset ?? window.offset;
  return { limit: window.limit, offset, page: Math.floor(offset / window.limit) + 1 };
}

/** A page of the list: numbers, or the session lookup's placeholders. */
type InboxWindow = { limit: number | Placeholder; offset: number | Placeholder };

/** A page of the recipient's notifications, then how many match. */
function listQueries(ctx: InboxReader, userId: UserKey, query: NotificationListQuery, window: InboxWindow) {
  const where = filtersOf(ctx, userId, query);
  return [
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ value: count() }).from(notifications).where(where),
  ] as const;
}

function pageFrom(
  window: ReturnType<typeof inboxWindow>,
  rows: NotificationRow[],
  totals: { value: number }[],
): NotificationPage {
  return { notifications: rows, total: totals[0]?.value ?? 0, ...window };
}

/** One page of the actor's notifications, with how many match in all. */
export async function listNotifications(ctx: ActorContext, query: NotificationListQuery): Promise<NotificationPage> {
  const window = inboxWindow(query);
  const [rows, totals] = await ctx.db.batch(listQueries(ctx, ctx.actor.user.id, query, window));
  return pageFrom(window, rows, totals);
}

/**
 * The notifications page's reads: the list, then the counts. Read with the session (decision 066), `userId` is the
 * session's user as SQL and the window placeholders; every read is of the recipient's own rows.
 */
export function notificationsPageQueries(
  ctx: InboxReader,
  userId: UserKey,
  query: NotificationListQuery,
  window: InboxWindow,
) {
  return [...listQueries(ctx, userId, query, window), ...detailedCountsQueries(ctx, userId)] as const;
}

/**
 * The notifications page: the list and the counts in one round trip (decision 039); none with `prefetched`, the
 * rows read with the session for this page of the unfiltered inbox (decision 066).
 */
export async function notificationsPage(
  ctx: ActorContext,
  query: NotificationListQuery,
  prefetched?: BatchResponse<ReturnType<typeof notificationsPageQueries>>,
): Promise<{ page: NotificationPage; counts: DetailedNotificationCounts }> {
  const window = inboxWindow(query);
  const [rows, totals, ...counts] =
    prefetched ?? (await ctx.db.batch(notificationsPageQueries(ctx, ctx.actor.user.id, query, window)));
  return { page: pageFrom(window, rows, totals), counts: detailedCountsFrom(counts) };
}

export async function getNotification(ctx: ActorContext, id: string): Promise<NotificationRow> {
  const row = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(ctx)))
    .get();
  if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
  return row;
}

/** The columns a status change sets: read stamps read_at, unread clears it, archive stamps archived_at. */
function statusChange(status: NotificationStatus, now: number) {
  switch (status) {
    case "read":
      return { status, readAt: sql`coalesce(${notifications.readAt}, ${now})`, archivedAt: null };
    case "unread":
      return { status, readAt: null, archivedAt: null };
    case "archived":
      // Archiving takes it out of the unread count (002 §4.2), so it counts as read from then.
      return { status, readAt: sql`coalesce(${notifications.readAt}, ${now})`, archivedAt: now };
  }
}

const AUDIT_ACTION: Record<NotificationStatus, string> = {
  read: "notification.read",
  unread: "notification.unread",
  archived: "notification.archived",
};

/** Sets one notification's status; answers the row as it now is. */
export async function updateNotificationStatus(
  ctx: ActorContext,
  id: string,
  status: NotificationStatus,
): Promise<NotificationRow> {
  const target = and(eq(notifications.id, id), mine(ctx));
  const [updated] = await ctx.db.batch([
    ctx.db.update(notifications).set(statusChange(status, Date.now())).where(target).returning(),
    auditInsertWhen(ctx, auditEntry(ctx, AUDIT_ACTION[status], id), existsWhere(target)),
  ]);
  const row = updated[0];
  if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
  await announceNotificationChange(ctx, ctx.actor.user.id, { kind: "updated", ids: [id] });
  return row;
}

export async function deleteNotification(ctx: ActorContext, id: string): Promise<void> {
  const target = and(eq(notifications.id, id), mine(ctx));
  // The audit entry goes first: its condition reads the row the delete then removes.
  const [, deleted] = await ctx.db.batch([
    auditInsertWhen(ctx, auditEntry(ctx, "notification.deleted", id), existsWhere(target)),
    ctx.db.delete(notifications).where(target).returning({ id: notifications.id }),
  ]);
  if (deleted.length === 0) throw notFound(NOTIFICATION_TEXTS.notFound);
  await announceNotificationChange(ctx, ctx.actor.user.id, { kind: "deleted", ids: [id] });
}

export type BulkOutcome = { id: string; ok: true } | { id: string; ok: false; error: string };
export type BulkResult = { action: NotificationBulkAction; succeeded: number; failed: number; results: BulkOutcome[] };

/**
 * One action on up to 100 of the actor's notifications (the schema holds the list to that). Ids that are unknown or
 * someone else's are reported one by one as not found, never as a failure of the whole request.
 */
export async function bulkNotifications(
  ctx: ActorContext,
  action: NotificationBulkAction,
  ids: string[],
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  const target = and(mine(ctx), inList(notifications.id, unique));
  const audit = auditInsertWhen(
    ctx,
    { ...auditEntry(ctx, `notification.bulk_${action}`, null), changes: { ids: unique } },
    existsWhere(target),
  );
  let changed: { id: string }[];
  if (action === "delete") {
    [, changed] = await ctx.db.batch([
      audit,
      ctx.db.delete(notifications).where(target).returning({ id: notifications.id }),
    ]);
  } else {
    const status: NotificationStatus =
      action === "mark_read" ? "read" : action === "mark_unread" ? "unread" : "archived";
    [changed] = await ctx.db.batch([
      ctx.db
        .update(notifications)
        .set(statusChange(status, Date.now()))
        .where(target)
        .returning({ id: notifications.id }),
      audit,
    ]);
  }
  const done = new Set(changed.map((row) => row.id));
  if (done.size > 0) {
    const kind = action === "delete" ? "deleted" : "updated";
    await announceNotificationChange(ctx, ctx.actor.user.id, { kind, ids: [...done] });
  }
  const results: BulkOutcome[] = unique.map((id) =>
    done.has(id) ? { id, ok: true } : { id, ok: false, error: NOTIFICATION_TEXTS.notFound },
  );
  return { action, succeeded: done.size, failed: unique.length - done.size, results };
}

/** Every unread notification of the actor becomes read (002 §4.2); answers how many changed. */
export async function markAllNotificationsRead(ctx: ActorContext): Promise<number> {
  const target = and(mine(ctx), eq(notifications.status, "unread"));
  // The audit entry goes first: after the update nothing is unread any more.
  const [, changed] = await ctx.db.batch([
    auditInsertWhen(ctx, auditEntry(ctx, "notification.all_read", null), existsWhere(target)),
    ctx.db
      .update(notifications)
      .set(statusChange("read", Date.now()))
      .where(target)
      .returning({ id: notifications.id }),
  ]);
  if (changed.length > 0) {
    await announceNotificationChange(ctx, ctx.actor.user.id, { kind: "updated", ids: changed.map((row) => row.id) });
  }
  return changed.length;
}

function auditEntry(ctx: ActorContext, action: string, entityId: string | null) {
  return { userId: ctx.actor.user.id, action, entityType: "notification", entityId };
}

function existsWhere(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${notifications} where ${condition})`;
}
