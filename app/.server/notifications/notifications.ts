import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { ServerMessage } from "../../lib/notifications/realtime";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { UserKey } from "../platform/db/user-key";
import { notificationHub } from "./hub";

const { notifications } = schema;

/** One row `{ value }` with the user's unread count, unexecuted so the shell can run it in its batch. */
export function unreadNotificationsQuery(ctx: ServiceContext, userId: UserKey) {
  return ctx.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.status, "unread")));
}

export async function unreadNotificationCount(ctx: ServiceContext, userId: string): Promise<number> {
  const row = await unreadNotificationsQuery(ctx, userId).get();
  return row?.value ?? 0;
}

export type NotificationCounts = { total: number; unread: number; criticalUnread: number; highUnread: number };

/**
 * The counts of 002 §3.8 / §7.2 in one query over the recipient's own rows: every notification
 * they have (read, unread or archived; deleted ones are gone), the unread ones, and the unread
 * ones of critical and of high priority.
 */
export async function notificationCounts(ctx: ServiceContext, userId: string): Promise<NotificationCounts> {
  const unread = sql`${notifications.status} = 'unread'`;
  const countWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.mapWith(Number);
  const row = await ctx.db
    .select({
      total: count(),
      unread: countWhere(unread),
      criticalUnread: countWhere(sql`${unread} and ${notifications.priority} = 'critical'`),
      highUnread: countWhere(sql`${unread} and ${notifications.priority} = 'high'`),
    })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .get();
  return {
    total: row?.total ?? 0,
    unread: row?.unread ?? 0,
    criticalUnread: row?.criticalUnread ?? 0,
    highUnread: row?.highUnread ?? 0,
  };
}

export async function publishUnreadCount(ctx: ServiceContext, userId: string): Promise<void> {
  const unread = await unreadNotificationCount(ctx, userId);
  await publishToUser(ctx, userId, { type: "notifications.count", unread });
}

/** Live delivery is best effort: the count is always correct on the next page load. */
export async function publishToUser(ctx: ServiceContext, userId: string, message: ServerMessage): Promise<void> {
  try {
    await notificationHub(ctx.env, userId).publish(message);
  } catch (error) {
    console.error("notification hub publish failed", error);
  }
}
