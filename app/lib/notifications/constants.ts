// Notifications and their live channel: spec constants (000 §2.2, 002 §9), written once.

export const NOTIFICATION_BADGE_CAP = 99;
export const formatBadgeCount = (count: number) =>
  count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
export const NOTIFICATIONS_HEARTBEAT_MS = 30_000;
/** Reconnect backoff for live sockets: 1 s doubling up to 30 s. */
export const REALTIME_BACKOFF_MS = { initial: 1_000, max: 30_000 } as const;

/**
 * How long a realtime socket waits before its next attempt: doubling from 1 s to 30 s, spread by ±25% so the tabs
 * of a restarted room do not all knock at the same instant.
 */
export const reconnectDelayMs = (attempt: number) =>
  Math.min(REALTIME_BACKOFF_MS.max, REALTIME_BACKOFF_MS.initial * 2 ** attempt) * (0.75 + Math.random() * 0.5);
/** The bell's dropdown panel, named by the bell's aria-controls. */
export const NOTIFICATION_DROPDOWN_ID = "notification-dropdown";
