// What the live page shows: the meeting's agenda and open votes from D1 (titles, estimates) and the live room's
// snapshot (presence, queue, timer, turnout, chat). Without the room the page still shows D1's part and the chat.
import { and, asc, desc, eq, isNotNull, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { CHAT_BACKLOG } from "../../lib/meetings/room-limits";
import type { ChatMessage, RoomSnapshot } from "../../lib/meetings/room-protocol";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { checkMeetingId, MEETING_IN_VIEW, meetingAccessFrom, meetingAccessRead, meetingViewValues } from "./access";
import { meetingRoomSnapshot } from "./room";

const { agendaItems, votes, meetingChatMessages, meetingParticipants, users } = schema;

/** The live page's D1 part: the guard's read, the agenda, the open votes and the chat senders' photos. */
export function liveQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    db
      .select({
        id: agendaItems.id,
        title: agendaItems.title,
        status: agendaItems.status,
        estimatedDurationMinutes: agendaItems.estimatedDurationMinutes,
        startTime: agendaItems.startTime,
        endTime: agendaItems.endTime,
      })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.orderIndex)),
    db
      .select({ id: votes.id, title: votes.title })
      .from(votes)
      .where(and(eq(votes.meetingId, meetingId), eq(votes.status, "open"))),
    // The participants' photos, for the chat's senders (the rest show initials).
    db
      .select({ userId: users.id, avatarUrl: users.avatarUrl })
      .from(meetingParticipants)
      .innerJoin(users, eq(users.id, meetingParticipants.userId))
      .where(and(eq(meetingParticipants.meetingId, meetingId), isNotNull(users.avatarUrl))),
  ] as const;
}

const liveReads = batchTemplate((db) => liveQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId));

/**
 * The live page's D1 part in one batch with the guard's read (decision 039), then the room's snapshot. `prefetched`
 * are the rows `liveQueries` gave alongside the session lookup; without them they make their own round trip.
 */
export async function loadLiveMeeting(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof liveQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, agenda, openVotes, photos] =
    prefetched ?? (await ctx.db.batch(liveReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  const { meeting } = access;
  // The room is asked only once the guard has admitted the actor.
  const snapshot = await meetingRoomSnapshot(ctx, meeting.id);
  const avatars: Record<string, string> = Object.fromEntries(photos.map((row) => [row.userId, row.avatarUrl ?? ""]));
  if (ctx.actor.user.avatarUrl) avatars[ctx.actor.user.id] = ctx.actor.user.avatarUrl;
  return {
    meeting: { id: meeting.id, title: meeting.title, status: meeting.status },
    you: {
      userId: ctx.actor.user.id,
      canManage: access.canManage,
      listener: access.participant === null && !access.canManage,
    },
    agenda,
    openVotes,
    snapshot,
    avatars,
    /** The room's chat, or D1's when the room can't be reached. */
    chat: snapshot?.chat ?? (await recentChat(ctx, meeting.id)),
  };
}

export type LiveMeeting = Awaited<ReturnType<typeof loadLiveMeeting>>;
export type { RoomSnapshot };

async function recentChat(ctx: ActorContext, meetingId: string): Promise<ChatMessage[]> {
  const rows = await ctx.db
    .select()
    .from(meetingChatMessages)
    .where(eq(meetingChatMessages.meetingId, meetingId))
    .orderBy(desc(meetingChatMessages.createdAt))
    .limit(CHAT_BACKLOG)
    .all();
  return rows.reverse().map((row) => ({
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    message: row.message,
    timestamp: row.createdAt,
    type: row.messageType,
  }));
}
