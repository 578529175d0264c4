// The live meeting room's addresses, headers, limits and texts: zod-free, so the page and the Workers import them
// without the protocol's validators.

export const MEETING_ROOM_PATH_PREFIX = "/realtime/meetings/";
export const meetingRoomPath = (meetingId: string) => `${MEETING_ROOM_PATH_PREFIX}${encodeURIComponent(meetingId)}`;

/** The identity the app Worker verified, forwarded on the upgrade (anything the client sent is replaced). */
export const MEETING_ROOM_HEADERS = {
  userId: "X-BoardRoom-User",
  name: "X-BoardRoom-User-Name",
  role: "X-BoardRoom-Participant-Role",
  manages: "X-BoardRoom-Manages",
  listener: "X-BoardRoom-Listener",
  status: "X-BoardRoom-Presence",
  /** The meeting's status as D1 had it at the upgrade: the room's until a service tells it otherwise. */
  meetingStatus: "X-BoardRoom-Meeting-Status",
} as const;

/** Chat: the longest message, and at most CHAT_RATE.messages per CHAT_RATE.windowMs per socket. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_RATE = { messages: 5, windowMs: 5000 } as const;
/** A (re)connecting client gets the last CHAT_BACKLOG messages in its snapshot. */
export const CHAT_BACKLOG = 50;
/** Listener sockets per room before new listeners go to a shard (decision 038); participants always join the room. */
export const LISTENERS_PER_ROOM = 500;
export const shardName = (meetingId: string, shard: number) => `${meetingId}:shard:${shard}`;

export const MEETING_ROOM_TEXTS = {
  invalidFrame: "Invalid message",
  listenersWatchOnly: "Listeners can watch the meeting but not speak or chat",
  chairOnly: "Only the meeting's chair and officers can give the floor",
  notInQueue: "That person has not raised their hand",
  chatTooFast: "You are sending messages too quickly; wait a few seconds",
  roomUnavailable: "The live room is unavailable right now; reload the page to see the latest state",
  live: "Live",
  reconnecting: "Reconnecting… the page shows the last loaded state",
  noRoom: "The live room can't be reached right now: presence, the queue and turnout will show once it is back",
  listenerNote: "You are following this meeting as a listener: you can watch, but not raise a hand or chat",
  done: {
    raise_hand: "Hand raised",
    lower_hand: "Hand lowered",
    give_floor: "Floor given",
    next_speaker: "Moved to the next speaker",
    chat: "Message sent",
  },
} as const;
