// The MeetingRoom protocol (one room per meeting, 002 §3.9 Live meeting session): one zod union per direction,
// validated by the room (a bad frame gets an error frame) and by the live page. Only the live page loads it.
import { z } from "../platform/zod";
import {
  AGENDA_ITEM_STATUSES,
  CHAT_MESSAGE_TYPES,
  MEETING_STATUSES,
  MINUTES_STATUSES,
  PARTICIPANT_ROLES,
  PRESENCE_STATUSES,
  VOTE_RESULTS,
} from "./constants";
import { CHAT_MESSAGE_MAX } from "./room-limits";

/** 002 §3.9 Session participant: one per user (however many sockets they hold), kept after they leave. */
export const SessionParticipantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(PARTICIPANT_ROLES).nullable(),
  /** Present in the room or joining from elsewhere; both count towards quorum. */
  status: z.enum(["present", "virtual"]),
  connected: z.boolean(),
  cameraEnabled: z.boolean(),
  microphoneEnabled: z.boolean(),
  screenSharing: z.boolean(),
  speaking: z.boolean(),
  joinedAt: z.number(),
  leftAt: z.number().nullable(),
});
export type SessionParticipant = z.infer<typeof SessionParticipantSchema>;

/** 002 §3.9 Chat message. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  message: z.string(),
  timestamp: z.number(),
  type: z.enum(CHAT_MESSAGE_TYPES),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const SpeakerSchema = z.object({ userId: z.string(), name: z.string(), since: z.number() });
export type Speaker = z.infer<typeof SpeakerSchema>;

/** The agenda as the services last told the room (titles and estimates come from D1, in the page's loader). */
const AgendaStateSchema = z.object({
  currentItemId: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      status: z.enum(AGENDA_ITEM_STATUSES),
      startTime: z.number().nullable(),
      endTime: z.number().nullable(),
    }),
  ),
});
export type AgendaState = z.infer<typeof AgendaStateSchema>;

const OpenVoteSchema = z.object({ voteId: z.string(), title: z.string(), cast: z.number(), eligible: z.number() });
export type OpenVote = z.infer<typeof OpenVoteSchema>;
const ClosedVoteSchema = z.object({ voteId: z.string(), title: z.string(), result: z.enum(VOTE_RESULTS) });

/** Everything a client needs to draw the room: sent first on every (re)connection, so it misses nothing. */
export const RoomSnapshotSchema = z.object({
  status: z.enum(MEETING_STATUSES).nullable(),
  participants: z.array(SessionParticipantSchema),
  queue: z.array(SpeakerSchema),
  floor: SpeakerSchema.nullable(),
  agenda: AgendaStateSchema.nullable(),
  votes: z.array(OpenVoteSchema),
  lastClosedVote: ClosedVoteSchema.nullable(),
  chat: z.array(ChatMessageSchema),
});
export type RoomSnapshot = z.infer<typeof RoomSnapshotSchema>;

/** Who this socket is, as the app Worker verified it. Listeners (an AGM's audience) only watch. */
export const RoomSelfSchema = z.object({
  userId: z.string(),
  canManage: z.boolean(),
  listener: z.boolean(),
});
export type RoomSelf = z.infer<typeof RoomSelfSchema>;

const MeetingRoomEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("meeting_status"), status: z.enum(MEETING_STATUSES), at: z.number() }),
  z.object({ type: z.literal("agenda_changed"), ...AgendaStateSchema.shape }),
  z.object({
    type: z.literal("attendance_changed"),
    participantId: z.string(),
    userId: z.string().nullable(),
    presence: z.enum(PRESENCE_STATUSES).nullable(),
  }),
  z.object({ type: z.literal("participants_changed") }),
  z.object({ type: z.literal("vote_opened"), voteId: z.string(), title: z.string() }),
  z.object({ type: z.literal("vote_turnout"), voteId: z.string(), cast: z.number(), eligible: z.number() }),
  z.object({ type: z.literal("vote_closed"), ...ClosedVoteSchema.shape }),
  z.object({ type: z.literal("minutes_changed"), status: z.enum(MINUTES_STATUSES) }),
  z.object({ type: z.literal("actions_changed") }),
]);

/** Server → client. */
export const MeetingServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("snapshot"), snapshot: RoomSnapshotSchema, you: RoomSelfSchema }),
  z.object({ type: z.literal("participant_joined"), participant: SessionParticipantSchema }),
  z.object({ type: z.literal("participant_updated"), participant: SessionParticipantSchema }),
  z.object({ type: z.literal("participant_left"), userId: z.string(), leftAt: z.number() }),
  z.object({ type: z.literal("queue"), queue: z.array(SpeakerSchema), floor: SpeakerSchema.nullable() }),
  z.object({ type: z.literal("chat"), message: ChatMessageSchema }),
  /** What a service wrote (MeetingRoomEvent of room-events.ts), passed on as it came. */
  z.object({ type: z.literal("event"), event: MeetingRoomEventSchema }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type MeetingServerMessage = z.infer<typeof MeetingServerMessageSchema>;

const flag = z.boolean().optional();

/** Client → server. The room checks who may do what (listeners watch; only managers give the floor). */
export const MeetingClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({
    type: z.literal("presence"),
    status: z.enum(["present", "virtual"]).optional(),
    cameraEnabled: flag,
    microphoneEnabled: flag,
    screenSharing: flag,
    speaking: flag,
  }),
  z.object({ type: z.literal("raise_hand") }),
  z.object({ type: z.literal("lower_hand") }),
  z.object({ type: z.literal("give_floor"), userId: z.string().min(1).max(100) }),
  z.object({ type: z.literal("next_speaker") }),
  z.object({ type: z.literal("chat"), message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) }),
]);
export type MeetingClientMessage = z.infer<typeof MeetingClientMessageSchema>;

export const parseMeetingClientMessage = (frame: unknown): MeetingClientMessage | null => {
  const parsed = MeetingClientMessageSchema.safeParse(frame);
  return parsed.success ? parsed.data : null;
};
export const parseMeetingServerMessage = (frame: unknown): MeetingServerMessage | null => {
  const parsed = MeetingServerMessageSchema.safeParse(frame);
  return parsed.success ? parsed.data : null;
};

/** The live page's form posts (without JavaScript, or while the socket is down), one action matched by intent. */
export const LiveActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("raise_hand") }),
  z.object({ intent: z.literal("lower_hand") }),
  z.object({ intent: z.literal("give_floor"), userId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("next_speaker") }),
  z.object({ intent: z.literal("chat"), message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) }),
]);
export type LiveAction = z.infer<typeof LiveActionSchema>;
