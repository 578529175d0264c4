import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { connectRoomSocket, type RoomSocket } from "~/components/realtime/room-socket";
import { meetingRoomPath } from "~/lib/meetings/room-limits";
import type {
  MeetingClientMessage,
  MeetingServerMessage,
  RoomSnapshot,
  SessionParticipant,
} from "~/lib/meetings/room-protocol";

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
  const socketRef = useRef<RoomSocket<MeetingClientMessage> | null>(null);
  const lastInitial = useRef(initial);
  const liveRef = useRef(false);
  const { revalidate } = useRevalidator();

  // Fresh loader data (after a post while the socket was down) wins; while live, the socket is the newer source.
  if (lastInitial.current !== initial) {
    lastInitial.current = initial;
    if (!liveRef.current) setRoom(initial);
  }

  useEffect(() => {
    const markLive = (value: boolean) => {
      liveRef.current = value;
      setLive(value);
    };
    const socket = connectRoomSocket<MeetingServerMessage, MeetingClientMessage>({
      path: meetingRoomPath(meetingId),
      loadParser: async () => (await import("~/lib/meetings/room-protocol")).parseMeetingServerMessage,
      ping: { type: "ping" },
      onMessage: (message, { connected }) => {
        if (message.type === "snapshot") {
          connected();
          markLive(true);
          setProblem(null);
        }
        if (message.type === "error") setProblem(message.message);
        else if (message.type === "event" && needsReload(message)) revalidate();
        setRoom((current) => applyFrame(current, message));
      },
      onClose: () => {
        markLive(false);
        return "reconnect";
      },
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = null;
      socket.close();
    };
  }, [meetingId, revalidate]);

  /** Sends a frame when the room is live; false when it is not (the caller posts the form instead). */
  const send = useCallback(
    (message: MeetingClientMessage): boolean => liveRef.current && (socketRef.current?.send(message) ?? false),
    [],
  );

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
