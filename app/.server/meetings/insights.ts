// A meeting's insights (issue 11; 000 §2.6, §3): only what was recorded. Duration (scheduled, actual, efficiency),
// participation (invited, attended, rate), decisions (resolutions, passed, average time from open to close) and
// productivity (agenda items completed, action items created). What we don't record (who spoke how long, the
// mood of the room) is absent rather than invented. Before any fact exists, 000 §2.6's empty text.
import { eq } from "drizzle-orm";
import { countsTowardsQuorum } from "../../lib/meetings/quorum";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { checkMeetingId, meetingAccessFrom, meetingAccessQuery } from "./access";

const MINUTE = 60_000;
const ATTENDED = new Set(["present", "virtual", "late", "left_early"]);

export type MeetingInsights = Awaited<ReturnType<typeof meetingInsights>>;

/** The facts in one batch with the guard's read (decision 039). */
export async function meetingInsights(ctx: ActorContext, meetingId: string) {
  checkMeetingId(meetingId);
  const [accessRows, seats, items, resolutions, actions] = await ctx.db.batch([
    meetingAccessQuery(ctx, meetingId),
    ctx.db
      .select({ presence: schema.meetingParticipants.presence, checkInTime: schema.meetingParticipants.checkInTime })
      .from(schema.meetingParticipants)
      .where(eq(schema.meetingParticipants.meetingId, meetingId)),
    ctx.db
      .select({ status: schema.agendaItems.status })
      .from(schema.agendaItems)
      .where(eq(schema.agendaItems.meetingId, meetingId)),
    ctx.db
      .select({
        status: schema.votes.status,
        result: schema.votes.result,
        startTime: schema.votes.startTime,
        endTime: schema.votes.endTime,
      })
      .from(schema.votes)
      .where(eq(schema.votes.meetingId, meetingId)),
    ctx.db
      .select({ id: schema.actionItems.id })
      .from(schema.actionItems)
      .where(eq(schema.actionItems.meetingId, meetingId)),
  ]);
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
