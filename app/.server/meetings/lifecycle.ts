// The meeting's lifecycle (000 §4, 002 §4.5): draft → scheduled → in_progress → completed, and cancelled or
// postponed on the way. Each transition is one conditional batch: the status changes only from the states the rule
// allows, and every other write of the batch is made only if that change happened, so two clicks racing (or a
// start racing a cancel) leave exactly one outcome and never half of one.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { MeetingStatus } from "../../lib/meetings/constants";
import { MEETING_LIFECYCLE_MESSAGES as L } from "../../lib/meetings/form-messages";
import { MEETING_MESSAGES } from "../../lib/meetings/messages";
import { recordEvent } from "../analytics/events";
import { notify } from "../notifications/notify";
import { notifyMeetingScheduled } from "../notifications/producers";
import { auditInsertWhen } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { ServiceError } from "../platform/errors";
import { type Meeting, requireMeeting } from "./access";
import { sendMeetingUpdate } from "./invitations-email";
import { tellMeeting } from "./room";
import { meetingSummary } from "./summary";

const { meetings, agendaItems, meetingParticipants } = schema;

/** True inside the batch once this transition (to `status`, stamped `at`) has been made. */
const transitioned = (meetingId: string, status: MeetingStatus, at: number): SQL =>
  sql`exists (select 1 from meetings m where m.id = ${meetingId} and m.status = ${status}
    and m.updated_at = ${at})`;

type Transition = {
  from: readonly MeetingStatus[];
  to: MeetingStatus;
  refusal: string;
  action: string;
  set?: (at: number) => SQLiteUpdateSetSource<typeof meetings>;
  /** Further writes of the same batch; they run only if the status changed. */
  alongside?: (meeting: Meeting, at: number, done: SQL) => BatchItem<"sqlite">[];
  /** The instant of the change, when the caller has already used it (the summary's end time). */
  at?: number;
};

async function transition(ctx: ActorContext, meetingId: string, rule: Transition, access?: { meeting: Meeting }) {
  const { meeting } = access ?? (await requireMeeting(ctx, meetingId, "manage"));
  if (!rule.from.includes(meeting.status)) throw new ServiceError(409, rule.refusal);
  const at = Math.max(rule.at ?? Date.now(), meeting.updatedAt + 1);
  const done = transitioned(meeting.id, rule.to, at);
  const [changed] = await ctx.db.batch([
    ctx.db
      .update(meetings)
      .set({ status: rule.to, updatedAt: at, lastModifiedBy: ctx.actor.user.id, ...rule.set?.(at) })
      .where(and(eq(meetings.id, meeting.id), inArray(meetings.status, [...rule.from])))
      .returning({ id: meetings.id }),
    ...(rule.alongside?.(meeting, at, done) ?? []),
    auditInsertWhen(
      ctx,
      {
        userId: ctx.actor.user.id,
        organizationId: meeting.organizationId,
        action: rule.action,
        entityType: "meeting",
        entityId: meeting.id,
        changes: { from: meeting.status, to: rule.to },
      },
      done,
    ),
  ]);
  // Someone else moved it first: the rule now refuses with the same words.
  if (changed.length === 0) throw new ServiceError(409, rule.refusal);
  await tellMeeting(ctx, meeting.id, { type: "meeting_status", status: rule.to, at });
  return { meeting, at };
}

/** Draft (or postponed) → scheduled: the meeting is on the calendar and can be started. */
export async function scheduleMeeting(ctx: ActorContext, meetingId: string) {
  const { meeting } = await transition(ctx, meetingId, {
    from: ["draft", "postponed"],
    to: "scheduled",
    refusal: L.failedSchedule(L.onlyDraftOrPostponedSchedules),
    action: "meeting.scheduled",
    set: () => ({ icsSequence: sql`${meetings.icsSequence} + 1` }),
  });
  await notifyMeetingScheduled(ctx, meeting);
}

/** Only a scheduled meeting starts; the first pending agenda item becomes the one in progress, from now. */
export async function startMeeting(ctx: ActorContext, meetingId: string) {
  const { meeting, at } = await transition(ctx, meetingId, {
    from: ["scheduled"],
    to: "in_progress",
    refusal: MEETING_MESSAGES.failedStart(MEETING_MESSAGES.onlyScheduledStarts),
    action: "meeting.started",
    set: (at) => ({ actualStart: at }),
    alongside: (meeting, at, done) => [
      ctx.db
        .update(agendaItems)
        .set({ status: "in_progress", startTime: at, updatedAt: at })
        .where(
          sql`${agendaItems.id} = (select ai.id from agenda_items ai where ai.meeting_id = ${meeting.id}
              and ai.status = 'pending' order by ai.order_index limit 1)
            and not exists (select 1 from agenda_items ai where ai.meeting_id = ${meeting.id}
              and ai.status = 'in_progress')
            and ${done}`,
        ),
    ],
  });
  await tellAgenda(ctx, meeting.id);
  recordEvent(ctx, meeting.organizationId, "meeting_started", { title: meeting.title, meeting_id: meeting.id });
  return { at };
}

/**
 * Only a meeting in progress ends. The remaining agenda items are completed (end time now), participants who
 * never checked in are recorded absent, the summary of what really happened is written, and every participant
 * with an account is notified.
 */
export async function endMeeting(ctx: ActorContext, meetingId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const refusal = MEETING_MESSAGES.failedEnd(MEETING_MESSAGES.onlyInProgressEnds);
  if (access.meeting.status !== "in_progress") throw new ServiceError(409, refusal);
  const endedAt = Date.now();
  const summary = await meetingSummary(ctx, access.meeting, endedAt);
  const { meeting } = await transition(
    ctx,
    meetingId,
    {
      from: ["in_progress"],
      to: "completed",
      refusal,
      action: "meeting.ended",
      set: (at) => ({ actualEnd: at, summary }),
      at: endedAt,
      alongside: (meeting, at, done) => [
        ctx.db
          .update(agendaItems)
          .set({
            status: "completed",
            endTime: at,
            actualDurationMinutes: sql`case when ${agendaItems.startTime} is null then null
                else cast(round((${at} - ${agendaItems.startTime}) / 60000.0) as integer) end`,
            updatedAt: at,
          })
          .where(
            and(eq(agendaItems.meetingId, meeting.id), inArray(agendaItems.status, ["pending", "in_progress"]), done),
          ),
        ctx.db
          .update(meetingParticipants)
          .set({ presence: "absent" })
          .where(
            and(
              eq(meetingParticipants.meetingId, meeting.id),
              sql`${meetingParticipants.presence} is null and ${meetingParticipants.checkInTime} is null`,
              done,
            ),
          ),
      ],
    },
    access,
  );
  await tellAgenda(ctx, meeting.id);
  recordEvent(ctx, meeting.organizationId, "meeting_ended", { title: meeting.title, meeting_id: meeting.id });
  // Who never checked in is now recorded absent.
  await tellMeeting(ctx, meeting.id, { type: "participants_changed" });
  await notifyParticipants(ctx, meeting, L.endedNotification(meeting.title), L.endedNotificationBody);
}

/** A meeting not yet started (draft, scheduled or postponed) can be cancelled; participants are told. */
export async function cancelMeeting(ctx: ActorContext, meetingId: string) {
  const { meeting } = await transition(ctx, meetingId, {
    from: ["draft", "scheduled", "postponed"],
    to: "cancelled",
    refusal: L.failedCancel(L.onlyOpenCancels),
    action: "meeting.cancelled",
    set: () => ({ icsSequence: sql`${meetings.icsSequence} + 1` }),
  });
  if (meeting.status !== "draft") {
    await notifyParticipants(ctx, meeting, L.cancelledNotification(meeting.title));
    // Their calendars drop it too: an .ics with METHOD:CANCEL to every seat.
    await sendMeetingUpdate(ctx, meeting.id, "cancelled");
  }
}

/** A scheduled meeting can be postponed; scheduling it again (after editing its dates) puts it back. */
export async function postponeMeeting(ctx: ActorContext, meetingId: string, reason?: string) {
  const { meeting } = await transition(ctx, meetingId, {
    from: ["scheduled"],
    to: "postponed",
    refusal: L.failedPostpone(L.onlyScheduledPostpones),
    action: "meeting.postponed",
    set: () => ({ icsSequence: sql`${meetings.icsSequence} + 1` }),
  });
  await notifyParticipants(ctx, meeting, L.postponedNotification(meeting.title), reason);
}

async function tellAgenda(ctx: ActorContext, meetingId: string) {
  const items = await ctx.db
    .select({
      id: agendaItems.id,
      status: agendaItems.status,
      startTime: agendaItems.startTime,
      endTime: agendaItems.endTime,
    })
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(asc(agendaItems.orderIndex))
    .all();
  const current = items.find((item) => item.status === "in_progress");
  await tellMeeting(ctx, meetingId, { type: "agenda_changed", currentItemId: current?.id ?? null, items });
}

/** Every participant with an account hears of the change in their notifications (the meeting's page linked). */
async function notifyParticipants(ctx: ActorContext, meeting: Meeting, title: string, body?: string) {
  const seats = await ctx.db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, meeting.id), sql`${meetingParticipants.userId} is not null`))
    .all();
  await notify(ctx, {
    recipients: seats.map((seat) => seat.userId as string).filter((userId) => userId !== ctx.actor.user.id),
    organizationId: meeting.organizationId,
    type: "meeting",
    priority: "medium",
    category: "meetings",
    title,
    body,
    actionUrl: `/dashboard/meetings/${meeting.id}`,
    actionText: "Open meeting",
  });
}
