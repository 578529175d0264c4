// The meeting's live room, as the services see it: `tellMeeting` after a write. The MeetingRoom Durable Object
// (issue 11, the live-room slice) fills this in; until it lands the services' writes are complete without it.
import type { MeetingRoomEvent } from "../../lib/meetings/room-events";
import type { ServiceContext } from "../platform/context";

/** Tells the meeting's connected clients what just changed. Best effort: never throws (the write has happened). */
export async function tellMeeting(_ctx: ServiceContext, _meetingId: string, _event: MeetingRoomEvent): Promise<void> {}
