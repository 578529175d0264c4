import { useEffect, useRef, useState } from "react";
import { NOTIFICATIONS_HEARTBEAT_MS, reconnectDelayMs } from "~/lib/notifications/constants";
import {
  type ClientMessage,
  parseServerMessage,
  REALTIME_FINAL_CLOSE_CODES,
  REALTIME_PATHS,
} from "~/lib/notifications/realtime";

export type LiveState = "connecting" | "connected" | "reconnecting" | "offline";

/**
 * The unread count, kept live through the user's NotificationHub: starts from the loader's count,
 * follows 'notifications.count' frames, reconnects with doubling backoff, and re-reads the count
 * after a reconnect (frames sent while disconnected are not replayed).
 */
export function useLiveNotifications(initialUnread: number): { unread: number; state: LiveState } {
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

    const refreshCount = async () => {
      try {
        const response = await fetch("/api/notifications/count", { headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const body = (await response.json()) as { counts?: { unread?: number } };
        if (typeof body.counts?.unread === "number") setUnread(body.counts.unread);
      } catch {
        // The socket state already tells the reader we are not live.
      }
    };

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
        if (reconnected) void refreshCount();
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

  return { unread, state };
}
