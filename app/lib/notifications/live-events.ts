// How the shell's one live socket tells the open list (the bell's dropdown, the notifications page) that something
// changed: a window event, so the list's code can load on first use and still hear every frame after it loads.
import type { NotificationChangeKind } from "./realtime";

export const NOTIFICATIONS_CHANGED_EVENT = "boardroom:notifications-changed";

/** A change the hub announced, or "resync" after a reconnect (frames sent meanwhile are not replayed). */
export type NotificationsChangedDetail = { change: NotificationChangeKind | "resync"; ids: string[] };

export function announceToOpenLists(detail: NotificationsChangedDetail): void {
  window.dispatchEvent(new CustomEvent<NotificationsChangedDetail>(NOTIFICATIONS_CHANGED_EVENT, { detail }));
}

/** Subscribes to the changes; returns the unsubscribe. */
export function onNotificationsChanged(listener: (detail: NotificationsChangedDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<NotificationsChangedDetail>).detail);
  window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, handle);
  return () => window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, handle);
}
