import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { unreadNotificationCount } from "./counts";
import { announceNotificationChange, publishToUser } from "./live";

// The counts moved to counts.ts (which live.ts reads without importing this file); existing importers keep working.
export {
  type NotificationCounts,
  notificationCounts,
  unreadNotificationCount,
  unreadNotificationsQuery,
} from "./counts";
export { publishToUser } from "./live";

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

/** Stores a notification and tells every open tab of the recipient (live.ts). */
export async function notifyUser(ctx: ServiceContext, notification: NewNotification): Promise<void> {
  const id = crypto.randomUUID();
  await ctx.db.insert(notifications).values({
    id,
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
  await announceNotificationChange(ctx, notification.recipientId, { kind: "created", ids: [id] });
}

export async function publishUnreadCount(ctx: ServiceContext, userId: string): Promise<void> {
  const unread = await unreadNotificationCount(ctx, userId);
  await publishToUser(ctx, userId, { type: "notifications.count", unread });
}
