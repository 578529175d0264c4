import type { NotificationCounts } from "../../../app/.server/notifications/notifications";

/** 002 §7.2's counts: total, unread, critical_unread, high_unread. */
export function presentNotificationCounts(counts: NotificationCounts) {
  return {
    total: counts.total,
    unread: counts.unread,
    critical_unread: counts.criticalUnread,
    high_unread: counts.highUnread,
  };
}
