// A recipient's notification counts (002 §3.8, §7.2), read by the shell's batch, the API, live frames and the hub.
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { outsideHoldsOfUser } from "../auth/organization-holds";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { UserKey } from "../platform/db/user-key";

const { notifications } = schema;

type Reader = Pick<ServiceContext, "db">;

/**
 * The recipient's own rows, less those of organisations whose security policy holds the recipient back here
 * (decision 048) when the recipient is the one asking (the shell, the inbox; a producer's live count keeps them).
 */
const recipientRows = (ctx: Reader, userId: UserKey) =>
  and(eq(notifications.recipientId, userId), outsideHoldsOfUser(ctx, userId, notifications.organizationId));

/** One row `{ value }` with the user's unread count, unexecuted so the shell can run it in its batch. */
export function unreadNotificationsQuery(ctx: Reader, userId: UserKey) {
  return ctx.db
    .select({ value: count() })
    .from(notifications)
    .where(and(recipientRows(ctx, userId), eq(notifications.status, "unread")));
}

export async function unreadNotificationCount(ctx: Reader, userId: string): Promise<number> {
  const row = await unreadNotificationsQuery(ctx, userId).get();
  return row?.value ?? 0;
}

export type NotificationCounts = { total: number; unread: number; criticalUnread: number; highUnread: number };
/** The counts with the unread ones by type and by priority (decision 042: beside critical_unread, high_unread). */
export type DetailedNotificationCounts = NotificationCounts & {
  byType: Record<string, number>;
  byPriority: Record<string, number>;
};

const unread = sql`${notifications.status} = 'unread'`;
const countWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.mapWith(Number);

function countsQuery(ctx: Reader, userId: UserKey) {
  return ctx.db
    .select({
      total: count(),
      unread: countWhere(unread),
      criticalUnread: countWhere(sql`${unread} and ${notifications.priority} = 'critical'`),
      highUnread: countWhere(sql`${unread} and ${notifications.priority} = 'high'`),
    })
    .from(notifications)
    .where(recipientRows(ctx, userId));
}

/**
 * The counts of 002 §3.8 / §7.2 in one query over the recipient's own rows: every notification
 * they have (read, unread or archived; deleted ones are gone), the unread ones, and the unread
 * ones of critical and of high priority.
 */
export async function notificationCounts(ctx: Reader, userId: string): Promise<NotificationCounts> {
  return countsFrom(await countsQuery(ctx, userId).get());
}

/** The counts and the unread ones grouped by type and by priority, in one round trip. */
export async function detailedNotificationCounts(ctx: Reader, userId: string): Promise<DetailedNotificationCounts> {
  return detailedCountsFrom(await ctx.db.batch(detailedCountsQueries(ctx, userId)));
}

/**
 * The three reads of the detailed counts, unexecuted so a page can run them in its own batch (decision 039) or in the
 * session lookup's (decision 066: `userId` is then the session's user as SQL).
 */
export function detailedCountsQueries(ctx: Reader, userId: UserKey) {
  const mine = and(recipientRows(ctx, userId), eq(notifications.status, "unread"));
  return [
    countsQuery(ctx, userId),
    ctx.db
      .select({ key: notifications.type, value: count() })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.type),
    ctx.db
      .select({ key: notifications.priority, value: count() })
      .from(notifications)
      .where(mine)
      .groupBy(notifications.priority),
  ] as const;
}

type KeyedCount = { key: string; value: number };

export function detailedCountsFrom([totals, byType, byPriority]: readonly [
  Partial<NotificationCounts>[],
  KeyedCount[],
  KeyedCount[],
]): DetailedNotificationCounts {
  const tally = (rows: KeyedCount[]) => Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...countsFrom(totals[0]), byType: tally(byType), byPriority: tally(byPriority) };
}

function countsFrom(row: Partial<NotificationCounts> | undefined): NotificationCounts {
  return {
    total: row?.total ?? 0,
    unread: row?.unread ?? 0,
    criticalUnread: row?.criticalUnread ?? 0,
    highUnread: row?.highUnread ?? 0,
  };
}
