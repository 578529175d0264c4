import { useCallback, useEffect, useRef, useState } from "react";
import { NOTIFICATIONS_HEARTBEAT_MS, reconnectDelayMs } from "~/lib/notifications/constants";
import {
  announceToOpenLists,
  type ClientMessage,
  parseServerMessage,
  REALTIME_FINAL_CLOSE_CODES,
  REALTIME_PATHS,
} from "~/lib/notifications/realtime";

export type LiveState = "connecting" | "connected" | "reconnecting" | "offline";

/**
 * The unread count, kept live through the user's NotificationHub: starts from the loader's count, follows the
 * hub's count and change frames, and reconnects with doubling backoff. On every (re)connect the hub sends the
 * current count; after a reconnect an open list is told to refetch (frames sent meanwhile are not replayed).
 * Change frames are passed on to open lists (lib/notifications/realtime.ts).
 */
export function useLiveNotifications(initialUnread: number): {
  unread: number;
  state: LiveState;
  /** For an optimistic change (the dropdown's mark read): the hub's next frame sets the exact count. */
  adjustUnread: (delta: number) => void;
} {
  const [unread, setUnread] = useState(initialUnread);
  const [state, setState] = useState<LiveState>("connecting");
  const lastInitial = useRef(initialUnread);

  // A fresh loader count (navigation, revalidation) wins over an older live one.
  if (lastInitial.current !== initialUnread) {
    lastInitial.current = initialUnread;
    setUnread(initialUnread);
  }

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let attempt = 0;
    let stopped = false;

    const scheduleReconnect = () => {
      if (stopped) return;
      if (!navigator.onLine) {
        setState("offline");
        return;
      }
      setState("reconnecting");
      retryTimer = setTimeout(connect, reconnectDelayMs(attempt));
      attempt++;
    };

    function connect() {
      if (stopped) return;
      const url = new URL(REALTIME_PATHS.notifications, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socket = ws;
      ws.addEventListener("open", () => {
        const reconnected = attempt > 0;
        attempt = 0;
        setState("connected");
        if (reconnected) announceToOpenLists({ change: "resync", ids: [] });
        clearInterval(heartbeat);
        heartbeat = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "ping" } satisfies ClientMessage));
        }, NOTIFICATIONS_HEARTBEAT_MS);
      });
      ws.addEventListener("message", (event) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const message = parseServerMessage(raw);
        if (message?.type === "notifications.count") setUnread(message.unread);
        if (message?.type === "notifications.changed") {
          setUnread(message.unread);
          announceToOpenLists({ change: message.change, ids: message.ids });
        }
      });
      ws.addEventListener("close", (event) => {
        clearInterval(heartbeat);
        if (socket === ws) socket = null;
        // Signed out, or a newer tab took this one's place: reconnecting would fail or push that tab out.
        if (REALTIME_FINAL_CLOSE_CODES.includes(event.code)) {
          setState("offline");
          return;
        }
        scheduleReconnect();
      });
    }

    const goOffline = () => {
      setState("offline");
      socket?.close();
    };
    const goOnline = () => {
      clearTimeout(retryTimer);
      attempt = 0;
      if (!socket) connect();
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    if (navigator.onLine) connect();
    else setState("offline");

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      socket?.close(1000, "page closed");
    };
  }, []);

  const adjustUnread = useCallback((delta: number) => setUnread((count) => Math.max(0, count + delta)), []);
  return { unread, state, adjustUnread };
}
