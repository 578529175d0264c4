// The inbox's spec texts and constants (000 §2.3, §3, §8, §9; 002 §3.8, §7.2, §8.2, §9), written once. No zod here:
// the bell's dropdown and the notifications page import these, and zod stays out of the shell (decision 024).
import { dateTimeFormat } from "../platform/intl";

export const NOTIFICATION_STATUSES = ["unread", "read", "archived"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** 000 §3: document, meeting, user, message, alert, "else default" (the producers' `system`). */
export const NOTIFICATION_TYPES = ["document", "meeting", "user", "message", "alert", "system"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_SORT_FIELDS = ["created_at", "priority", "title", "status"] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];

/** 002 §7.2 bulk actions; DELETE /bulk is the fourth. */
export const NOTIFICATION_BULK_ACTIONS = ["mark_read", "mark_unread", "archive", "delete"] as const;
export type NotificationBulkAction = (typeof NOTIFICATION_BULK_ACTIONS)[number];

/** 000 §9: 10 a page in the dropdown; 002 §9: 50 by default elsewhere (the API and the page). */
export const NOTIFICATIONS_DROPDOWN_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** 000 §9: the dropdown's list is 400 px tall. */
export const NOTIFICATIONS_LIST_HEIGHT_PX = 400;
/** The issue's bad-input rule: a bulk request names at most 100 notifications (also D1's bound-parameter cap). */
export const NOTIFICATIONS_BULK_MAX = 100;
/** Searches match title and body with instr(), never LIKE (STACK.md 18); the typed text is held to this. */
export const NOTIFICATIONS_SEARCH_MAX = 100;

export const NOTIFICATION_TEXTS = {
  heading: "Notifications",
  markAllRead: "Mark all read",
  refresh: "Refresh",
  loadFailed: "Failed to load notifications",
  tryAgain: "Try again",
  emptyTitle: "No notifications",
  emptyBody: "You're all caught up!",
  viewAll: "View all notifications",
  loadMore: "Load more",
  pageDescription: "Everything that needed your attention, newest first.",
  noMatches: "No notifications match these filters.",
  bulkTooMany: `At most ${NOTIFICATIONS_BULK_MAX} notifications at a time`,
  bulkNoneSelected: "Select at least one notification",
  notFound: "Notification not found",
} as const;

/** 002 §8.2: what each failed action says (a toast, and the page's status line). */
export const NOTIFICATION_ERRORS = {
  fetch: "Failed to fetch notifications",
  counts: "Failed to fetch notification counts",
  read: "Failed to mark notification as read",
  unread: "Failed to mark notification as unread",
  archived: "Failed to archive notification",
  delete: "Failed to delete notification",
  bulk: "Failed to perform bulk action",
} as const;

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  unread: "Unread",
  read: "Read",
  archived: "Archived",
};
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  document: "Documents",
  meeting: "Meetings",
  user: "People",
  message: "Messages",
  alert: "Alerts",
  system: "Other",
};
export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};
export const NOTIFICATION_BULK_LABELS: Record<NotificationBulkAction, string> = {
  mark_read: "Mark read",
  mark_unread: "Mark unread",
  archive: "Archive",
  delete: "Delete",
};

/** What a notification looks like to the browser (the API's presenter shape, 000 §3 / 002 §3.8). */
export type NotificationItem = {
  id: string;
  type: string;
  priority: NotificationPriority;
  status: NotificationStatus;
  title: string;
  body: string | null;
  message: string | null;
  action_url: string | null;
  action_text: string | null;
  organization_id: string | null;
  recipient_id: string;
  created_at: string;
  read_at: string | null;
  archived_at: string | null;
};

/** 000 §2.3: an action_url starting with http is a full navigation; anything else stays in the app. */
export const isExternalUrl = (url: string) => /^https?:/i.test(url);

/** 002 §9 relative times: under 1 h "Just now", under 24 h "Nh ago", under 48 h "Yesterday", else a date. */
export function relativeTime(epochMs: number, now: number, timeZone?: string): string {
  const hours = Math.floor((now - epochMs) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours}h ago`;
  if (hours < 48) return "Yesterday";
  return dateTimeFormat("en-GB", { dateStyle: "medium", timeZone: timeZone ?? "UTC" }).format(epochMs);
}
