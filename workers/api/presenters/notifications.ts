import type { DetailedNotificationCounts, NotificationCounts } from "../../../app/.server/notifications/counts";
import type { NotificationPage, NotificationRow } from "../../../app/.server/notifications/inbox";
import type { NotificationItem, NotificationPriority, NotificationStatus } from "../../../app/lib/notifications/inbox";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** 002 §7.2's counts: total, unread, critical_unread, high_unread (and by_type, by_priority when read). */
export function presentNotificationCounts(counts: NotificationCounts | DetailedNotificationCounts) {
  return {
    total: counts.total,
    unread: counts.unread,
    critical_unread: counts.criticalUnread,
    high_unread: counts.highUnread,
    ...("byType" in counts ? { by_type: counts.byType, by_priority: counts.byPriority } : {}),
  };
}

/** 000 §3 / 002 §3.8: a notification in snake_case; `message` repeats `body`, as the spec's clients read either. */
export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    priority: row.priority as NotificationPriority,
    status: row.status as NotificationStatus,
    title: row.title,
    body: row.body,
    message: row.body,
    action_url: row.actionUrl,
    action_text: row.actionText,
    organization_id: row.organizationId,
    recipient_id: row.recipientId,
    created_at: iso(row.createdAt) as string,
    read_at: iso(row.readAt),
    archived_at: iso(row.archivedAt),
  };
}

/** A page of the list: the rows, the window asked for, how many match, and whether a next page exists. */
export function presentNotificationPage(page: NotificationPage) {
  return {
    notifications: page.notifications.map(presentNotification),
    limit: page.limit,
    offset: page.offset,
    page: page.page,
    total: page.total,
    has_more: page.offset + page.notifications.length < page.total,
  };
}
