// What an open tab hears when a user's notifications change. One entry for every writer (notify, the
// inbox's read / archive / delete), so the frames a tab receives are decided in one place.

import type { ServerMessage } from "../../lib/notifications/realtime";
import { REALTIME_CHANGE_MAX_IDS } from "../../lib/notifications/realtime";
import type { ServiceContext } from "../platform/context";
import { unreadNotificationCount } from "./counts";
import { notificationHub } from "./hub";

/** Which of a recipient's notifications changed, and how. */
export type NotificationChange = { kind: "created" | "updated" | "deleted"; ids: string[] };

/**
 * Tells every open tab and device of the recipient: one `notifications.changed` frame with what changed and the new
 * unread count, so the bell moves and an open list refetches without polling. Best effort: a failure is logged and
 * the next page load (or the hub's count on reconnect) is right again.
 */
export async function announceNotificationChange(
  ctx: ServiceContext,
  recipientId: string,
  change: NotificationChange,
): Promise<void> {
  try {
    const unread = await unreadNotificationCount(ctx, recipientId);
    await publishToUser(ctx, recipientId, {
      type: "notifications.changed",
      change: change.kind,
      // A mark-all-read can touch thousands: past the cap the tab refetches, which it does for any change anyway.
      ids: change.ids.slice(0, REALTIME_CHANGE_MAX_IDS),
      unread,
    });
  } catch (error) {
    console.error("notification change announce failed", error);
  }
}

/** Live delivery is best effort: the count is always correct on the next page load. */
export async function publishToUser(ctx: ServiceContext, userId: string, message: ServerMessage): Promise<void> {
  try {
    await notificationHub(ctx.env, userId).publish(message);
  } catch (error) {
    console.error("notification hub publish failed", error);
  }
}
