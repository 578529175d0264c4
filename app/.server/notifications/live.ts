// What an open tab hears when a user's notifications change. One entry for every writer (notify, the
// inbox's read / archive / delete), so the frames a tab receives are decided in one place.

import type { ServiceContext } from "../platform/context";
import { publishUnreadCount } from "./notifications";

/** Which of a recipient's notifications changed, and how. */
export type NotificationChange = { kind: "created" | "updated" | "deleted"; ids: string[] };

/** Tells every open tab of the recipient; best effort (the next page load is always right). */
export async function announceNotificationChange(
  ctx: ServiceContext,
  recipientId: string,
  _change: NotificationChange,
): Promise<void> {
  await publishUnreadCount(ctx, recipientId);
}
