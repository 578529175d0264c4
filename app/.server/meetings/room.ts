// The meeting's live room, as the services see it: `tellMeeting` after a write, `openMeetingRoom` for a socket,
// `meetingRoomSnapshot` and `actInMeetingRoom` for the live page without a socket. D1 stays the record of what the
// services write; the room owns presence, the speakers' queue and chat (docs/decisions/038-meeting-room.md).
import type { MeetingRoom, RoomAction } from "../../../durable-objects/meeting-room";
import type { MeetingRoomEvent } from "../../lib/meetings/room-events";
import {
  LISTENERS_PER_ROOM,
  MEETING_ROOM_HEADERS,
  MEETING_ROOM_TEXTS,
  shardName,
} from "../../lib/meetings/room-limits";
import type { RoomSnapshot } from "../../lib/meetings/room-protocol";
import type { ActorContext, ServiceContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { type MeetingAccess, requireMeeting } from "./access";

/**
 * The meeting's room (or one of its listener shards), typed for RPC. The generated Env says only
 * `DurableObjectNamespace` because the class lives in the realtime Worker; this is the one place that names it.
 */
export function meetingRoom(env: Env, meetingId: string, shard = 0): DurableObjectStub<MeetingRoom> {
  const rooms = env.MEETING_ROOM as unknown as DurableObjectNamespace<MeetingRoom>;
  return rooms.get(rooms.idFromName(shard === 0 ? meetingId : shardName(meetingId, shard)));
}

/** Tells the meeting's connected clients what just changed. Best effort: never throws (the write has happened). */
export async function tellMeeting(ctx: ServiceContext, meetingId: string, event: MeetingRoomEvent): Promise<void> {
  try {
    await meetingRoom(ctx.env, meetingId).publish(event);
  } catch (error) {
    console.error("meeting room publish failed", error);
  }
}

/**
 * Who joins the room, and how: the meeting's participants and whoever runs it join with the floor (presence,
 * hand, chat); anyone else the meeting guard lets see it (a public meeting's members: an AGM's audience) joins as
 * a listener, who watches only and may be sent to a listener shard.
 */
function roomSeat(access: MeetingAccess) {
  return { listener: access.participant === null && !access.canManage, role: access.participant?.role ?? null };
}

/** A listener room's capacity: LISTENERS_PER_ROOM, or the (test) environment's own. */
function listenersPerRoom(env: Env): number {
  const configured = Number((env as { MEETING_ROOM_LISTENERS_PER_ROOM?: string }).MEETING_ROOM_LISTENERS_PER_ROOM);
  return Number.isInteger(configured) && configured > 0 ? configured : LISTENERS_PER_ROOM;
}

/**
 * Opens a socket on the meeting's room: only for someone the meeting guard lets see it (else its 404, before any
 * upgrade), with the verified identity in place of anything the client sent. `presence` is how they attend.
 */
export async function openMeetingRoom(
  ctx: ActorContext,
  meetingId: string,
  upgrade: Request,
  presence: "present" | "virtual" = "virtual",
): Promise<Response> {
  try {
    const access = await requireMeeting(ctx, meetingId, "read");
    const seat = roomSeat(access);
    const forwarded = new Request(upgrade);
    for (const name of Object.values(MEETING_ROOM_HEADERS)) forwarded.headers.delete(name);
    forwarded.headers.set(MEETING_ROOM_HEADERS.userId, ctx.actor.user.id);
    forwarded.headers.set(MEETING_ROOM_HEADERS.name, encodeURIComponent(displayName(ctx)));
    if (seat.role) forwarded.headers.set(MEETING_ROOM_HEADERS.role, seat.role);
    forwarded.headers.set(MEETING_ROOM_HEADERS.manages, access.canManage ? "1" : "0");
    forwarded.headers.set(MEETING_ROOM_HEADERS.listener, seat.listener ? "1" : "0");
    forwarded.headers.set(MEETING_ROOM_HEADERS.status, presence);
    forwarded.headers.set(MEETING_ROOM_HEADERS.meetingStatus, access.meeting.status);
    const main = meetingRoom(ctx.env, access.meeting.id);
    const shard = seat.listener ? await main.placeListener(listenersPerRoom(ctx.env)) : 0;
    return (shard === 0 ? main : meetingRoom(ctx.env, access.meeting.id, shard)).fetch(forwarded);
  } catch (error) {
    if (error instanceof ServiceError) return new Response(error.message, { status: error.status });
    throw error;
  }
}

/** What the live page shows without a socket: the room's snapshot (null when the room can't be reached). */
export async function meetingRoomSnapshot(ctx: ServiceContext, meetingId: string): Promise<RoomSnapshot | null> {
  try {
    return await meetingRoom(ctx.env, meetingId).snapshot();
  } catch (error) {
    console.error("meeting room snapshot failed", error);
    return null;
  }
}

/**
 * A no-JavaScript post of the live page (raise or lower a hand, a chat message), forwarded to the room. Listeners
 * watch only (403); outside a meeting in progress there is no session to act in (409 'No active session for this
 * meeting'); a refusal of the room (the chat rate) is a 429 with its text.
 */
export async function actInMeetingRoom(ctx: ActorContext, meetingId: string, action: RoomAction): Promise<void> {
  const access = await requireMeeting(ctx, meetingId, "read");
  if (roomSeat(access).listener) throw new ServiceError(403, MEETING_ROOM_TEXTS.listenersWatchOnly);
  const outcome = await meetingRoom(ctx.env, access.meeting.id).act(
    { userId: ctx.actor.user.id, name: displayName(ctx), canManage: access.canManage },
    action,
    access.meeting.status,
  );
  if (outcome.ok) return;
  throw new ServiceError(outcome.status, outcome.message);
}

const displayName = (ctx: ActorContext) => ctx.actor.user.fullName?.trim() || ctx.actor.user.email;
