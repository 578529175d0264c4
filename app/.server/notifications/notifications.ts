import { and, count, eq, sql } from "drizzle-orm";
import type { ServerMessage } from "../../lib/notifications/realtime";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { notifications } = schema;

export type NewNotification = {
  recipientId: string;
  organizationId?: string | null;
  type: "document" | "meeting" | "user" | "message" | "alert" | "system";
  priority: "critical" | "high" | "medium" | "low";
  title: string;
  body?: string;
  actionUrl?: string;
  actionText?: string;
};

/** One row `{ value }` with the user's unread count, unexecuted so the shell can run it in its batch. */
export function unreadNotificationsQuery(ctx: ServiceContext, userId: string) {
  return ctx.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.status, "unread")));
}

export async function unreadNotificationCount(ctx: ServiceContext, userId: string): Promise<number> {
  const row = await unreadNotificationsQuery(ctx, userId).get();
  return row?.value ?? 0;
}

export type NotificationCounts = { total: number; unread: number; critical_unread: number; high_unread: number };

/**
 * The counts of 002 §3.8 / §7.2 in one query over the recipient's own rows: every notification
 * they have (read, unread or archived; deleted ones are gone), the unread ones, and the unread
 * ones of critical and of high priority.
 */
export async function notificationCounts(ctx: ServiceContext, userId: string): Promise<NotificationCounts> {
  const unread = sql`${notifications.status} = 'unread'`;
  const row = await ctx.db
    .select({
      total: count(),
      unread: sql<number>`coalesce(sum(case when ${unread} then 1 else 0 end), 0)`.mapWith(Number),
      criticalUnread:
        sql<number>`coalesce(sum(case when ${unread} and ${notifications.priority} = 'critical' then 1 else 0 end), 0)`.mapWith(
          Number,
        ),
      highUnread:
        sql<number>`coalesce(sum(case when ${unread} and ${notifications.priority} = 'high' then 1 else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .get();
  return {
    total: row?.total ?? 0,
    unread: row?.unread ?? 0,
    critical_unread: row?.criticalUnread ?? 0,
    high_unread: row?.highUnread ?? 0,
  };
}

/** Stores a notification and pushes the new unread count to every open tab of the recipient. */
export async function notifyUser(ctx: ServiceContext, notification: NewNotification): Promise<void> {
  await ctx.db.insert(notifications).values({
    id: crypto.randomUUID(),
    recipientId: notification.recipientId,
    organizationId: notification.organizationId ?? null,
    type: notification.type,
    priority: notification.priority,
    title: notification.title,
    body: notification.body ?? null,
    actionUrl: notification.actionUrl ?? null,
    actionText: notification.actionText ?? null,
    createdAt: Date.now(),
  });
  await publishUnreadCount(ctx, notification.recipientId);
}

export async function publishUnreadCount(ctx: ServiceContext, userId: string): Promise<void> {
  const unread = await unreadNotificationCount(ctx, userId);
  await publishToUser(ctx, userId, { type: "notifications.count", unread });
}

/** Live delivery is best effort: the count is always correct on the next page load. */
export async function publishToUser(ctx: ServiceContext, userId: string, message: ServerMessage): Promise<void> {
  try {
    const hub = ctx.env.NOTIFICATION_HUB.get(ctx.env.NOTIFICATION_HUB.idFromName(userId));
    await hub.fetch("https://notification-hub/publish", { method: "POST", body: JSON.stringify(message) });
  } catch (error) {
    console.error("notification hub publish failed", error);
  }
}
