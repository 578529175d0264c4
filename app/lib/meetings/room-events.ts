// What the meeting's services tell its live room after a write (D1 stays the record): the room passes each event to
// the connected clients, which update what they show or reload the part named. Presence of sockets, the speakers'
// queue and chat are the room's own and are not listed here.
import type { AgendaItemStatus, MeetingStatus, MinutesStatus, PresenceStatus, VoteResult } from "./constants";

export type MeetingRoomEvent =
  | { type: "meeting_status"; status: MeetingStatus; at: number }
  | {
      type: "agenda_changed";
      currentItemId: string | null;
      items: { id: string; status: AgendaItemStatus; startTime: number | null; endTime: number | null }[];
    }
  | { type: "attendance_changed"; participantId: string; userId: string | null; presence: PresenceStatus | null }
  | { type: "participants_changed" }
  | { type: "vote_opened"; voteId: string; title: string }
  | { type: "vote_turnout"; voteId: string; cast: number; eligible: number }
  | { type: "vote_closed"; voteId: string; title: string; result: VoteResult }
  | { type: "minutes_changed"; status: MinutesStatus }
  | { type: "actions_changed" };
