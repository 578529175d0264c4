import { useCallback, useEffect, useRef, useState } from "react";
import type {
  AnnotationEvent,
  AnnotationView,
  AssetClientMessage,
  AssetServerMessage,
} from "~/lib/annotations/realtime";
import { ASSET_ROOM_CLOSE, assetRoomPath } from "~/lib/annotations/room";
import { reconnectDelayMs } from "~/lib/notifications/constants";

export type AnnotationsStatus = "ready" | "loading" | "failed";
const HEARTBEAT_MS = 30_000;

/**
 * A document's annotations, kept live through its AssetRoom (001 §4: the panel loads them and enables real-time
 * updates): starts from the loader's list, applies each event the room sends, and on a reconnect asks the room for
 * what it missed since its last event (or reloads the list when the room says the gap is too old).
 */
export function useLiveAnnotations(assetId: string, initial: AnnotationView[]) {
  const [annotations, setAnnotations] = useState(initial);
  const [status, setStatus] = useState<AnnotationsStatus>("ready");
  const [live, setLive] = useState(false);
  /** Set when the room closed the socket because this reader no longer has access: it does not reconnect. */
  const [revoked, setRevoked] = useState(false);
  const lastInitial = useRef(initial);

  // A fresh loader list (after a form post, a revalidation) wins over an older live one.
  if (lastInitial.current !== initial) {
    lastInitial.current = initial;
    setAnnotations(initial);
  }

  const reload = useCallback(
    async ({ quietly = false } = {}) => {
      if (!quietly) setStatus("loading");
      try {
        const response = await fetch(`/api/assets/${encodeURIComponent(assetId)}/annotations`, {
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`annotations answered ${response.status}`);
        const body = (await response.json()) as { annotations: AnnotationView[] };
        setAnnotations(body.annotations);
        setStatus("ready");
      } catch {
        if (!quietly) setStatus("failed");
      }
    },
    [assetId],
  );

  useEffect(() => {
    let socket: WebSocket | null = null;
    let lastSeq: number | null = null;
    let attempt = 0;
    let stopped = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const send = (ws: WebSocket, message: AssetClientMessage) => ws.send(JSON.stringify(message));

    // The protocol's validators (zod) load with the first socket, after hydration, not with the page.
    let parseAssetServerMessage: ((frame: unknown) => AssetServerMessage | null) | null = null;
    async function connect() {
      try {
        parseAssetServerMessage ??= (await import("~/lib/annotations/realtime")).parseAssetServerMessage;
      } catch {
        // Offline before the module came: try again like a lost socket.
        retryTimer = setTimeout(() => void connect(), reconnectDelayMs(attempt++));
        return;
      }
      if (stopped) return;
      const url = new URL(assetRoomPath(assetId), window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socket = ws;
      ws.addEventListener("message", (event) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const message = parseAssetServerMessage?.(raw);
        if (!message) return;
        if (message.type === "ready") {
          attempt = 0;
          setLive(true);
          // First connection: the loader's list may be a moment older than the room; read it again quietly.
          if (lastSeq === null) {
            lastSeq = message.seq;
            void reload({ quietly: true });
          } else if (message.seq !== lastSeq) send(ws, { type: "sync", since: lastSeq });
        } else if (message.type === "event") {
          lastSeq = message.seq;
          if (message.event.type === "annotations.reanchored") void reload({ quietly: true });
          else setAnnotations((current) => applyEvent(current, message.event));
        } else if (message.type === "reset") {
          lastSeq = message.seq;
          void reload();
        }
      });
      ws.addEventListener("open", () => {
        clearInterval(heartbeat);
        heartbeat = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) send(ws, { type: "ping" });
        }, HEARTBEAT_MS);
      });
      ws.addEventListener("close", (event) => {
        clearInterval(heartbeat);
        setLive(false);
        if (socket === ws) socket = null;
        if (event.code === ASSET_ROOM_CLOSE.accessRevoked.code) {
          stopped = true;
          setRevoked(true);
        }
        if (stopped) return;
        retryTimer = setTimeout(() => void connect(), reconnectDelayMs(attempt));
        attempt++;
      });
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      socket?.close(1000, "page closed");
    };
  }, [assetId, reload]);

  return { annotations, status, live, revoked, reload };
}

/** The list after one event of the room; applying an event twice changes nothing. */
export function applyEvent(list: AnnotationView[], event: AnnotationEvent): AnnotationView[] {
  switch (event.type) {
    case "annotation.created":
    case "annotation.changed": {
      const others = list.filter((annotation) => annotation.id !== event.annotation.id);
      return [...others, event.annotation].sort((a, b) => a.pageNumber - b.pageNumber || a.createdAt - b.createdAt);
    }
    case "annotation.deleted":
      return list.filter((annotation) => annotation.id !== event.annotationId);
    case "reply.created":
      return list.map((annotation) => {
        if (annotation.id !== event.reply.annotationId) return annotation;
        if (annotation.replies.some((reply) => reply.id === event.reply.id)) return annotation;
        const replies = [...annotation.replies, event.reply];
        return { ...annotation, replies, repliesCount: replies.length };
      });
    default:
      return list;
  }
}
