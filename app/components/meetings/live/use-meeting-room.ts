import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { meetingRoomPath } from "~/lib/meetings/room-limits";
import type {
  MeetingClientMessage,
  MeetingServerMessage,
  RoomSnapshot,
  SessionParticipant,
} from "~/lib/meetings/room-protocol";
import { reconnectDelayMs } from "~/lib/notifications/constants";

const HEARTBEAT_MS = 30_000;
/** How many chat messages the page keeps in view. */
const CHAT_KEPT = 200;

/**
 * The meeting's live room as the page sees it: starts from the loader's snapshot, then follows the room's socket
 * (a fresh snapshot on every (re)connection, then each change). While the socket is down the page shows the
 * loader's data, and `send` says so (false), so its forms post to the route's action instead.
 */
export function useMeetingRoom(meetingId: string, initial: RoomSnapshot) {
  const [room, setRoom] = useState(initial);
  const [live, setLive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const lastInitial = useRef(initial);
  const liveRef = useRef(false);
  const { revalidate } = useRevalidator();

  // Fresh loader data (after a post while the socket was down) wins; while live, the socket is the newer source.
  if (lastInitial.current !== initial) {
    lastInitial.current = initial;
    if (!liveRef.current) setRoom(initial);
  }

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    // The protocol's validators (zod) load with the first socket, after hydration, not with the page.
    let parse: ((frame: unknown) => MeetingServerMessage | null) | null = null;
    const markLive = (value: boolean) => {
      liveRef.current = value;
      setLive(value);
    };

    async function connect() {
      try {
        parse ??= (await import("~/lib/meetings/room-protocol")).parseMeetingServerMessage;
      } catch {
        retryTimer = setTimeout(() => void connect(), reconnectDelayMs(attempt++));
        return;
      }
      if (stopped) return;
      const url = new URL(meetingRoomPath(meetingId), window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socketRef.current = ws;
      ws.addEventListener("message", (event) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const message = parse?.(raw);
        if (!message) return;
        if (message.type === "snapshot") {
          attempt = 0;
          markLive(true);
          setProblem(null);
        }
        if (message.type === "error") setProblem(message.message);
        else if (message.type === "event" && needsReload(message)) revalidate();
        setRoom((current) => applyFrame(current, message));
      });
      ws.addEventListener("open", () => {
        clearInterval(heartbeat);
        heartbeat = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "ping" }));
        }, HEARTBEAT_MS);
      });
      ws.addEventListener("close", () => {
        clearInterval(heartbeat);
        if (socketRef.current === ws) socketRef.current = null;
        markLive(false);
        if (stopped) return;
        retryTimer = setTimeout(() => void connect(), reconnectDelayMs(attempt++));
      });
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      socketRef.current?.close(1000, "page closed");
    };
  }, [meetingId, revalidate]);

  /** Sends a frame when the socket is open; false when it is not (the caller posts the form instead). */
  const send = useCallback((message: MeetingClientMessage): boolean => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN || !liveRef.current) return false;
    ws.send(JSON.stringify(message));
    return true;
  }, []);

  return { room, live, problem, send };
}

/** Events whose details only D1 has (the open votes, the participant list): the loader reads them again. */
function needsReload(message: Extract<MeetingServerMessage, { type: "event" }>): boolean {
  return ["participants_changed", "vote_opened", "vote_closed", "meeting_status"].includes(message.event.type);
}

/** The room after one frame; applying a frame twice changes nothing. */
export function applyFrame(room: RoomSnapshot, message: MeetingServerMessage): RoomSnapshot {
  switch (message.type) {
    case "snapshot":
      return message.snapshot;
    case "participant_joined":
    case "participant_updated":
      return { ...room, participants: upsert(room.participants, message.participant) };
    case "participant_left":
      return {
        ...room,
        participants: room.participants.map((p) =>
          p.userId === message.userId ? { ...p, connected: false, speaking: false, leftAt: message.leftAt } : p,
        ),
      };
    case "queue":
      return { ...room, queue: message.queue, floor: message.floor };
    case "chat":
      if (room.chat.some((chat) => chat.id === message.message.id)) return room;
      return { ...room, chat: [...room.chat, message.message].slice(-CHAT_KEPT) };
    case "event":
      return applyEvent(room, message.event);
    default:
      return room;
  }
}

function applyEvent(room: RoomSnapshot, event: Extract<MeetingServerMessage, { type: "event" }>["event"]) {
  switch (event.type) {
    case "meeting_status":
      return { ...room, status: event.status, ...(event.status === "in_progress" ? {} : { queue: [], floor: null }) };
    case "agenda_changed":
      return { ...room, agenda: { currentItemId: event.currentItemId, items: event.items } };
    case "vote_opened":
      if (room.votes.some((vote) => vote.voteId === event.voteId)) return room;
      return { ...room, votes: [...room.votes, { voteId: event.voteId, title: event.title, cast: 0, eligible: 0 }] };
    case "vote_turnout":
      return {
        ...room,
        votes: room.votes.map((vote) =>
          vote.voteId === event.voteId ? { ...vote, cast: event.cast, eligible: event.eligible } : vote,
        ),
      };
    case "vote_closed":
      return {
        ...room,
        votes: room.votes.filter((vote) => vote.voteId !== event.voteId),
        lastClosedVote: { voteId: event.voteId, title: event.title, result: event.result },
      };
    default:
      return room;
  }
}

function upsert(list: SessionParticipant[], participant: SessionParticipant): SessionParticipant[] {
  const others = list.filter((p) => p.userId !== participant.userId);
  return [...others, participant].sort((a, b) => a.joinedAt - b.joinedAt);
}
