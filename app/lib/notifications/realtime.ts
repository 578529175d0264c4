// The realtime protocol: one discriminated union per direction, shared by the rooms and the browser.
import { z } from "zod";

export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), room: z.string() }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("notifications.count"), unread: z.number().int().nonnegative() }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export const ClientMessageSchema = z.discriminatedUnion("type", [z.object({ type: z.literal("ping") })]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

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
