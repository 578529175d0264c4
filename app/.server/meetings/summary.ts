// What really happened at a meeting, written to `meetings.summary` when it ends: the agenda with each item's
// outcome, the resolutions with their results, the actions created and the attendance. The minutes and the
// insights tab start from it; it is computed from the recorded facts, never estimated.
import { asc, eq, sql } from "drizzle-orm";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import type { Meeting } from "./access";

const { agendaItems, votes, actionItems, meetingParticipants, users } = schema;

export type MeetingSummary = {
  startedAt: number | null;
  endedAt: number;
  scheduledMinutes: number;
  actualMinutes: number | null;
  agenda: { id: string; title: string; status: string; outcome: string | null; minutes: number | null }[];
  resolutions: {
    id: string;
    title: string;
    status: string;
    result: string;
    forCount: number | null;
    againstCount: number | null;
    abstainCount: number | null;
  }[];
  actionItems: { id: string; description: string; assignee: string | null; dueDate: number | null }[];
  attendance: { invited: number; present: number; virtual: number; late: number; leftEarly: number; absent: number };
};

const minutesBetween = (from: number | null, to: number | null) =>
  from === null || to === null ? null : Math.round((to - from) / 60000);

/** The summary as the meeting ends at `endedAt`: items still open count as completed then (the end completes them). */
export async function meetingSummary(ctx: ActorContext, meeting: Meeting, endedAt: number): Promise<MeetingSummary> {
  const [items, resolutions, actions, presence] = await ctx.db.batch([
    ctx.db
      .select({
        id: agendaItems.id,
        title: agendaItems.title,
        status: agendaItems.status,
        outcome: agendaItems.outcome,
        startTime: agendaItems.startTime,
        endTime: agendaItems.endTime,
      })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meeting.id))
      .orderBy(asc(agendaItems.orderIndex)),
    ctx.db
      .select({
        id: votes.id,
        title: votes.title,
        status: votes.status,
        result: votes.result,
        forCount: votes.forCount,
        againstCount: votes.againstCount,
        abstainCount: votes.abstainCount,
      })
      .from(votes)
      .where(eq(votes.meetingId, meeting.id))
      .orderBy(asc(votes.createdAt)),
    ctx.db
      .select({
        id: actionItems.id,
        description: actionItems.description,
        dueDate: actionItems.dueDate,
        assigneeName: users.fullName,
        assigneeEmail: users.email,
      })
      .from(actionItems)
      .leftJoin(users, eq(users.id, actionItems.assignedTo))
      .where(eq(actionItems.meetingId, meeting.id))
      .orderBy(asc(actionItems.createdAt)),
    ctx.db
      .select({ presence: meetingParticipants.presence, seats: sql<number>`count(*)` })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meeting.id))
      .groupBy(meetingParticipants.presence),
  ]);
  const seatsWith = (value: string | null) => Number(presence.find((row) => row.presence === value)?.seats ?? 0);
  return {
    startedAt: meeting.actualStart,
    endedAt,
    scheduledMinutes: minutesBetween(meeting.scheduledStart, meeting.scheduledEnd) ?? 0,
    actualMinutes: minutesBetween(meeting.actualStart, endedAt),
    agenda: items.map((item) => {
      const open = item.status === "pending" || item.status === "in_progress";
      return {
        id: item.id,
        title: item.title,
        status: open ? "completed" : item.status,
        outcome: item.outcome,
        minutes: minutesBetween(item.startTime, open ? endedAt : item.endTime),
      };
    }),
    resolutions,
    actionItems: actions.map((action) => ({
      id: action.id,
      description: action.description,
      assignee: action.assigneeName || action.assigneeEmail || null,
      dueDate: action.dueDate,
    })),
    attendance: {
      invited: presence.reduce((sum, row) => sum + Number(row.seats), 0),
      present: seatsWith("present"),
      virtual: seatsWith("virtual"),
      late: seatsWith("late"),
      leftEarly: seatsWith("left_early"),
      // Everyone not checked in by the end is recorded absent.
      absent: seatsWith("absent") + seatsWith(null),
    },
  };
}
