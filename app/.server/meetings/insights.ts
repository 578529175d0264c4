// A meeting's insights (issue 11; 000 §2.6, §3): only what was recorded. Duration (scheduled, actual, efficiency),
// participation (invited, attended, rate), decisions (resolutions, passed, average time from open to close) and
// productivity (agenda items completed, action items created). What we don't record (who spoke how long, the
// mood of the room) is absent rather than invented. Before any fact exists, 000 §2.6's empty text.
import { eq, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { countsTowardsQuorum } from "../../lib/meetings/quorum";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { checkMeetingId, MEETING_IN_VIEW, meetingAccessFrom, meetingAccessRead, meetingViewValues } from "./access";

const MINUTE = 60_000;
const ATTENDED = new Set(["present", "virtual", "late", "left_early"]);

export type MeetingInsights = Awaited<ReturnType<typeof meetingInsights>>;

/** The insights tab's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function insightsQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    db
      .select({ presence: schema.meetingParticipants.presence, checkInTime: schema.meetingParticipants.checkInTime })
      .from(schema.meetingParticipants)
      .where(eq(schema.meetingParticipants.meetingId, meetingId)),
    db
      .select({ status: schema.agendaItems.status })
      .from(schema.agendaItems)
      .where(eq(schema.agendaItems.meetingId, meetingId)),
    db
      .select({
        status: schema.votes.status,
        result: schema.votes.result,
        startTime: schema.votes.startTime,
        endTime: schema.votes.endTime,
      })
      .from(schema.votes)
      .where(eq(schema.votes.meetingId, meetingId)),
    db
      .select({ id: schema.actionItems.id })
      .from(schema.actionItems)
      .where(eq(schema.actionItems.meetingId, meetingId)),
  ] as const;
}

const insightsReads = batchTemplate((db) => insightsQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId));

/**
 * The facts in one batch with the guard's read (decision 039). `prefetched` are the rows `insightsQueries` gave
 * alongside the session lookup; without them they make their own round trip.
 */
export async function meetingInsights(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof insightsQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, seats, items, resolutions, actions] =
    prefetched ?? (await ctx.db.batch(insightsReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const { meeting } = meetingAccessFrom(ctx, accessRows[0], "read");
  const attended = seats.filter((seat) => seat.presence !== null && ATTENDED.has(seat.presence)).length;
  const closed = resolutions.filter((vote) => vote.status === "closed");
  const timed = closed.filter((vote) => vote.startTime !== null && vote.endTime !== null);
  const completedItems = items.filter((item) => item.status === "completed").length;
  const hasFacts =
    meeting.actualStart !== null || attended > 0 || closed.length > 0 || completedItems > 0 || actions.length > 0;
  if (!hasFacts) return { meeting, available: false as const };

  const scheduledMinutes = Math.round((meeting.scheduledEnd - meeting.scheduledStart) / MINUTE);
  const actualMinutes =
    meeting.actualStart !== null && meeting.actualEnd !== null
      ? Math.max(1, Math.round((meeting.actualEnd - meeting.actualStart) / MINUTE))
      : null;
  return {
    meeting,
    available: true as const,
    duration: {
      scheduledMinutes,
      actualMinutes,
      /** Scheduled over actual, as a rounded percent: above 100 finished early, below ran over. */
      efficiencyPercent: actualMinutes ? Math.round((scheduledMinutes / actualMinutes) * 100) : null,
    },
    participation: {
      invited: seats.length,
      attended,
      present: seats.filter((seat) => countsTowardsQuorum(seat.presence)).length,
      attendanceRatePercent: seats.length ? Math.round((attended / seats.length) * 100) : null,
    },
    decisions: {
      total: resolutions.filter((vote) => vote.status !== "cancelled").length,
      decided: closed.length,
      passed: closed.filter((vote) => vote.result === "passed").length,
      averageVotingMinutes: timed.length
        ? Math.round(
            timed.reduce((sum, vote) => sum + ((vote.endTime as number) - (vote.startTime as number)), 0) /
              timed.length /
              MINUTE,
          )
        : null,
    },
    productivity: {
      agendaItems: items.length,
      agendaItemsCompleted: completedItems,
      actionItemsCreated: actions.length,
    },
  };
}
