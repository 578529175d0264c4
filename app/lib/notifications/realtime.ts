// The realtime protocol: one discriminated union per direction, shared by the rooms and the browser. Each has
// its validator here, written by hand rather than with zod: the browser parses every frame it receives with
// `parseServerMessage`, and the shell must not ship zod to every page for four small shapes (decision 024).

export type ServerMessage =
  | { type: "ready"; room: string }
  | { type: "pong" }
  | { type: "notifications.count"; unread: number }
  | { type: "notifications.changed"; change: NotificationChangeKind; ids: string[]; unread: number }
  | { type: "error"; message: string };

export type ClientMessage = { type: "ping" };

/** What happened to a recipient's notifications: inserted, changed status, or removed. */
export type NotificationChangeKind = "created" | "updated" | "deleted";
const CHANGE_KINDS: readonly string[] = ["created", "updated", "deleted"] satisfies NotificationChangeKind[];
/** A change frame names at most this many ids; a larger change (mark all read) tells the tab to refetch all. */
export const REALTIME_CHANGE_MAX_IDS = 100;

type Frame = Record<string, unknown>;
const isFrame = (value: unknown): value is Frame => typeof value === "object" && value !== null;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The frame as a ServerMessage (its known fields only), or null when it is not one. */
export function parseServerMessage(value: unknown): ServerMessage | null {
  if (!isFrame(value)) return null;
  switch (value.type) {
    case "ready":
      return typeof value.room === "string" ? { type: "ready", room: value.room } : null;
    case "pong":
      return { type: "pong" };
    case "notifications.count": {
      const { unread } = value;
      return isCount(unread) ? { type: "notifications.count", unread } : null;
    }
    case "notifications.changed": {
      const { change, ids, unread } = value;
      const validIds =
        Array.isArray(ids) && ids.length <= REALTIME_CHANGE_MAX_IDS && ids.every((id) => typeof id === "string");
      return typeof change === "string" && CHANGE_KINDS.includes(change) && validIds && isCount(unread)
        ? { type: "notifications.changed", change: change as NotificationChangeKind, ids: ids as string[], unread }
        : null;
    }
    case "error":
      return typeof value.message === "string" ? { type: "error", message: value.message } : null;
    default:
      return null;
  }
}

/** The frame as a ClientMessage, or null when it is not one: what a room accepts from a socket. */
export function parseClientMessage(value: unknown): ClientMessage | null {
  return isFrame(value) && value.type === "ping" ? { type: "ping" } : null;
}

export const REALTIME_PATHS = { notifications: "/realtime/notifications" } as const;

/**
 * How many sockets one browser session, and one user across all their sessions, may hold open on their
 * NotificationHub. A new socket past either cap closes the oldest one (of that session first), so the
 * tab in front of the person stays live and a script opening sockets in a loop holds no more than this.
 */
export const REALTIME_MAX_SOCKETS_PER_SESSION = 5;
export const REALTIME_MAX_SOCKETS_PER_USER = 10;

/** Close codes (4000-4999: the application's own) the browser reads as "do not reconnect". */
export const REALTIME_CLOSE = {
  signedOut: { code: 4401, reason: "Signed out" },
  tooManySockets: { code: 4429, reason: "Too many open connections" },
} as const;
export const REALTIME_FINAL_CLOSE_CODES: readonly number[] = Object.values(REALTIME_CLOSE).map((close) => close.code);

/** Which of a user's sockets to close: some sessions' sockets, or every socket but one session's. */
export type RealtimeDisconnect = { sessionIds: string[] } | { everySessionExcept: string | null };

/** The header by which the app Worker tells the room which session opened a socket (never taken from the client). */
export const REALTIME_SESSION_HEADER = "X-BoardRoom-Session";

// In the browser, the shell's one socket passes changes on to the open lists (the bell's dropdown, the notifications
// page) as a window event, so their code can load on first use and still hear every frame after it loads.
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
