import { useCallback, useEffect, useRef, useState } from "react";
import { connectRoomSocket } from "~/components/realtime/room-socket";
import type {
  AnnotationEvent,
  AnnotationView,
  AssetClientMessage,
  AssetServerMessage,
} from "~/lib/annotations/realtime";
import { ASSET_ROOM_CLOSE, assetRoomPath } from "~/lib/annotations/room";

export type AnnotationsStatus = "ready" | "loading" | "failed";

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
    let lastSeq: number | null = null;
    const socket = connectRoomSocket<AssetServerMessage, AssetClientMessage>({
      path: assetRoomPath(assetId),
      loadParser: async () => (await import("~/lib/annotations/realtime")).parseAssetServerMessage,
      ping: { type: "ping" },
      onMessage: (message, { send, connected }) => {
        if (message.type === "ready") {
          connected();
          setLive(true);
          // First connection: the loader's list may be a moment older than the room; read it again quietly.
          if (lastSeq === null) {
            lastSeq = message.seq;
            void reload({ quietly: true });
          } else if (message.seq !== lastSeq) send({ type: "sync", since: lastSeq });
        } else if (message.type === "event") {
          lastSeq = message.seq;
          if (message.event.type === "annotations.reanchored") void reload({ quietly: true });
          else setAnnotations((current) => applyEvent(current, message.event));
        } else if (message.type === "reset") {
          lastSeq = message.seq;
          void reload();
        }
      },
      onClose: (event) => {
        setLive(false);
        if (event.code !== ASSET_ROOM_CLOSE.accessRevoked.code) return "reconnect";
        setRevoked(true);
        return "stop";
      },
    });
    return () => socket.close();
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
