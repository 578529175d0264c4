// The minutes of a meeting (issue 11): started from the agenda, edited (sanitised HTML), circulated for comment,
// approved by those who run the meeting (frozen: the SHA-256 of the text is kept and the approver signs), then
// signed by participants. A text that no longer matches its approved hash is shown as changed after approval.
import { and, asc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { escapeHtml, sanitizeMinutesHtml } from "../../lib/meetings/minutes-html";
import { MINUTES_MESSAGES } from "../../lib/meetings/minutes-messages";
import { VOTE_RESULT_LABELS } from "../../lib/meetings/vote-messages";
import { formatDateTime } from "../../lib/platform/dates";
import { recordEvent } from "../analytics/events";
import { notify } from "../notifications/notify";
import { auditInsert, auditInsertWhen } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { badRequest, ServiceError } from "../platform/errors";
import {
  checkMeetingId,
  MEETING_IN_VIEW,
  type MeetingAccess,
  meetingAccessFrom,
  meetingAccessRead,
  meetingViewValues,
  requireMeeting,
} from "./access";
import { tellMeeting } from "./room";
import { meetingResolutions } from "./vote-views";

const { meetingMinutes, minutesSignatures, minutesComments, users, meetingParticipants, agendaItems, actionItems } =
  schema;
const nameOf = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const actorName = (ctx: ActorContext) => ctx.actor.user.fullName || ctx.actor.user.email;

/** Whether the actor holds a seat at the meeting (participants comment and sign). */
const seated = (access: MeetingAccess) => access.participant !== null;

/** The minutes tab's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function minutesQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    db.select().from(meetingMinutes).where(eq(meetingMinutes.meetingId, meetingId)),
    db
      .select()
      .from(minutesSignatures)
      .where(eq(minutesSignatures.meetingId, meetingId))
      .orderBy(asc(minutesSignatures.signedAt)),
    db
      .select({
        id: minutesComments.id,
        body: minutesComments.body,
        createdAt: minutesComments.createdAt,
        name: nameOf,
      })
      .from(minutesComments)
      .leftJoin(users, eq(users.id, minutesComments.userId))
      .where(eq(minutesComments.meetingId, meetingId))
      .orderBy(asc(minutesComments.createdAt)),
  ] as const;
}

const minutesReads = batchTemplate((db) => minutesQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId));

/**
 * The minutes, their signatures and comments in one batch with the guard's read (decision 039). `prefetched` are
 * the rows `minutesQueries` gave alongside the session lookup; without them they make their own round trip.
 */
export async function getMinutes(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof minutesQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, rows, signatures, comments] =
    prefetched ?? (await ctx.db.batch(minutesReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  const minutes = rows[0] ?? null;
  const tampered =
    minutes?.status === "approved" && minutes.approvedHash !== null
      ? (await sha256Hex(minutes.content)) !== minutes.approvedHash
      : false;
  const me = ctx.actor.user.id;
  return {
    meeting: access.meeting,
    canManage: access.canManage,
    minutes,
    tampered,
    signatures,
    comments,
    canComment: minutes?.status === "circulated" && (seated(access) || access.canManage),
    canSign:
      minutes?.status === "approved" && !tampered && seated(access) && !signatures.some((row) => row.userId === me),
  };
}

/** The draft the secretary starts from: the agenda with its outcomes, the resolutions and the action items. */
async function draftFromAgenda(ctx: ActorContext, access: MeetingAccess): Promise<string> {
  const meeting = access.meeting;
  const [items, actions, attendees] = await ctx.db.batch([
    ctx.db.select().from(agendaItems).where(eq(agendaItems.meetingId, meeting.id)).orderBy(asc(agendaItems.orderIndex)),
    ctx.db
      .select({ description: actionItems.description, dueDate: actionItems.dueDate, name: nameOf })
      .from(actionItems)
      .leftJoin(users, eq(users.id, actionItems.assignedTo))
      .where(eq(actionItems.meetingId, meeting.id))
      .orderBy(asc(actionItems.createdAt)),
    ctx.db
      .select({
        name: sql<string>`coalesce(${nameOf}, ${meetingParticipants.guestName}, ${meetingParticipants.guestEmail})`,
      })
      .from(meetingParticipants)
      .leftJoin(users, eq(users.id, meetingParticipants.userId))
      .where(
        and(
          eq(meetingParticipants.meetingId, meeting.id),
          sql`${meetingParticipants.presence} in ('present', 'virtual', 'late', 'left_early')`,
        ),
      ),
  ]);
  const { resolutions } = await meetingResolutions(ctx, meeting.id);
  const when = formatDateTime(meeting.actualStart ?? meeting.scheduledStart, meeting.timezone);
  const html: string[] = [`<h1>${escapeHtml(meeting.title)}</h1>`, `<p><strong>Date:</strong> ${escapeHtml(when)}</p>`];
  if (attendees.length)
    html.push(`<p><strong>Present:</strong> ${escapeHtml(attendees.map((row) => row.name).join(", "))}</p>`);
  html.push("<h2>Agenda</h2>");
  if (items.length === 0) html.push("<p>No agenda items were recorded.</p>");
  items.forEach((item, index) => {
    html.push(`<h3>${index + 1}. ${escapeHtml(item.title)}</h3>`);
    html.push(`<p>${item.outcome ? escapeHtml(item.outcome) : "Outcome: "}</p>`);
  });
  const decided = resolutions.filter((vote) => vote.status === "closed");
  if (decided.length) {
    html.push("<h2>Resolutions</h2><ul>");
    for (const vote of decided) {
      const counts = [
        `${vote.forCount ?? 0} for`,
        `${vote.againstCount ?? 0} against`,
        `${vote.abstainCount ?? 0} abstaining`,
      ].join(", ");
      const recused = vote.recused.length ? `; recused: ${vote.recused.join(", ")}` : "";
      const result = VOTE_RESULT_LABELS[vote.result];
      html.push(`<li><strong>${escapeHtml(vote.title)}</strong>: ${result} (${escapeHtml(counts + recused)})</li>`);
    }
    html.push("</ul>");
  }
  if (actions.length) {
    html.push("<h2>Action items</h2><ul>");
    for (const action of actions) {
      const due = action.dueDate ? `, due ${formatDateTime(action.dueDate, meeting.timezone)}` : "";
      html.push(`<li>${escapeHtml(action.description)} (${escapeHtml((action.name ?? "Unassigned") + due)})</li>`);
    }
    html.push("</ul>");
  }
  return sanitizeMinutesHtml(html.join("\n"));
}

export async function startMinutesFromAgenda(ctx: ActorContext, meetingId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const content = await draftFromAgenda(ctx, access);
  const now = Date.now();
  try {
    await ctx.db.batch([
      ctx.db.insert(meetingMinutes).values({
        meetingId: access.meeting.id,
        content,
        updatedBy: ctx.actor.user.id,
        createdAt: now,
        updatedAt: now,
      }),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: access.meeting.organizationId,
        action: "minutes.started",
        entityType: "meeting",
        entityId: access.meeting.id,
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(409, MINUTES_MESSAGES.alreadyStarted);
    throw error;
  }
  await tellMeeting(ctx, access.meeting.id, { type: "minutes_changed", status: "draft" });
}

async function currentMinutes(ctx: ServiceContext, meetingId: string) {
  const minutes = await ctx.db.select().from(meetingMinutes).where(eq(meetingMinutes.meetingId, meetingId)).get();
  if (!minutes) throw new ServiceError(409, MINUTES_MESSAGES.notStarted);
  return minutes;
}

const notApproved = (meetingId: string) =>
  and(eq(meetingMinutes.meetingId, meetingId), sql`${meetingMinutes.status} <> 'approved'`);

export async function saveMinutes(ctx: ActorContext, meetingId: string, input: { content: string }) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const minutes = await currentMinutes(ctx, access.meeting.id);
  if (minutes.status === "approved") throw new ServiceError(409, MINUTES_MESSAGES.approvedFrozen);
  const content = sanitizeMinutesHtml(input.content);
  if (!content) throw badRequest(MINUTES_MESSAGES.emptyMinutes, { content: [MINUTES_MESSAGES.emptyMinutes] });
  const now = Date.now();
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(meetingMinutes)
      .set({ content, updatedBy: ctx.actor.user.id, updatedAt: now })
      .where(notApproved(access.meeting.id))
      .returning({ status: meetingMinutes.status }),
    auditInsertWhen(
      ctx,
      {
        userId: ctx.actor.user.id,
        organizationId: access.meeting.organizationId,
        action: "minutes.updated",
        entityType: "meeting",
        entityId: access.meeting.id,
        changes: { length: content.length },
      },
      sql`exists (select 1 from ${meetingMinutes} where ${meetingMinutes.meetingId} = ${access.meeting.id}
      and ${meetingMinutes.updatedAt} = ${now} and ${meetingMinutes.updatedBy} = ${ctx.actor.user.id})`,
    ),
  ]);
  // Approved between the read and the write: the batch changed nothing.
  if (!updated[0]) throw new ServiceError(409, MINUTES_MESSAGES.approvedFrozen);
  await tellMeeting(ctx, access.meeting.id, { type: "minutes_changed", status: updated[0].status });
  return { content };
}

export async function circulateMinutes(ctx: ActorContext, meetingId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const minutes = await currentMinutes(ctx, access.meeting.id);
  if (minutes.status !== "draft") throw new ServiceError(409, MINUTES_MESSAGES.onlyDraftCirculates);
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(meetingMinutes)
      .set({ status: "circulated", circulatedAt: now, updatedAt: now })
      .where(and(eq(meetingMinutes.meetingId, access.meeting.id), eq(meetingMinutes.status, "draft"))),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: access.meeting.organizationId,
      action: "minutes.circulated",
      entityType: "meeting",
      entityId: access.meeting.id,
    }),
  ]);
  await tellMeeting(ctx, access.meeting.id, { type: "minutes_changed", status: "circulated" });
  const people = await ctx.db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, access.meeting.id), sql`${meetingParticipants.userId} is not null`))
    .all();
  await notify(ctx, {
    recipients: people.map((person) => person.userId as string).filter((userId) => userId !== ctx.actor.user.id),
    organizationId: access.meeting.organizationId,
    type: "meeting",
    priority: "medium",
    category: "meetings",
    title: `Minutes for comment: ${access.meeting.title}`,
    actionUrl: `/dashboard/meetings/${access.meeting.id}/minutes`,
    actionText: "Read the minutes",
  });
}

export async function commentOnMinutes(ctx: ActorContext, meetingId: string, input: { body: string }) {
  const access = await requireMeeting(ctx, meetingId, "read");
  const minutes = await currentMinutes(ctx, access.meeting.id);
  if (minutes.status !== "circulated") throw new ServiceError(409, MINUTES_MESSAGES.onlyCirculatedComments);
  if (!seated(access) && !access.canManage) throw new ServiceError(403, MINUTES_MESSAGES.onlyParticipantsComment);
  const id = crypto.randomUUID();
  await ctx.db.batch([
    ctx.db
      .insert(minutesComments)
      .values({ id, meetingId: access.meeting.id, userId: ctx.actor.user.id, body: input.body }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: access.meeting.organizationId,
      action: "minutes.commented",
      entityType: "meeting",
      entityId: access.meeting.id,
    }),
  ]);
  return { id };
}

export async function approveMinutes(ctx: ActorContext, meetingId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const minutes = await currentMinutes(ctx, access.meeting.id);
  if (minutes.status === "approved") throw new ServiceError(409, MINUTES_MESSAGES.approvedFrozen);
  const hash = await sha256Hex(minutes.content);
  const now = Date.now();
  const me = ctx.actor.user.id;
  // The approver's signature and the audit line are written only if this batch approved them.
  const approvedNow = sql`exists (select 1 from ${meetingMinutes}
    where ${meetingMinutes.meetingId} = ${access.meeting.id}
    and ${meetingMinutes.approvedAt} = ${now} and ${meetingMinutes.approvedBy} = ${me})`;
  try {
    const [approved] = await ctx.db.batch([
      // Approves exactly the text that was read (a save in between makes this a no-op, refused below).
      ctx.db
        .update(meetingMinutes)
        .set({ status: "approved", approvedHash: hash, approvedAt: now, approvedBy: me, updatedAt: now })
        .where(and(notApproved(access.meeting.id), eq(meetingMinutes.updatedAt, minutes.updatedAt)))
        .returning({ meetingId: meetingMinutes.meetingId }),
      ctx.db
        .insert(minutesSignatures)
        .select(sql`select ${access.meeting.id}, ${me}, ${actorName(ctx)}, ${hash}, ${now} where ${approvedNow}`),
      auditInsertWhen(
        ctx,
        {
          userId: me,
          organizationId: access.meeting.organizationId,
          action: "minutes.approved",
          entityType: "meeting",
          entityId: access.meeting.id,
          changes: { hash },
        },
        approvedNow,
      ),
    ]);
    if (!approved[0]) throw new ServiceError(409, MINUTES_MESSAGES.approvedFrozen);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(409, MINUTES_MESSAGES.alreadySigned);
    throw error;
  }
  await tellMeeting(ctx, access.meeting.id, { type: "minutes_changed", status: "approved" });
  recordEvent(ctx, access.meeting.organizationId, "minutes_approved", { meeting: access.meeting.title });
  return { hash };
}

export async function signMinutes(ctx: ActorContext, meetingId: string) {
  const access = await requireMeeting(ctx, meetingId, "read");
  const minutes = await currentMinutes(ctx, access.meeting.id);
  if (minutes.status !== "approved" || !minutes.approvedHash)
    throw new ServiceError(409, MINUTES_MESSAGES.onlyApprovedSigned);
  if (!seated(access)) throw new ServiceError(403, MINUTES_MESSAGES.onlyParticipantsSign);
  if ((await sha256Hex(minutes.content)) !== minutes.approvedHash)
    throw new ServiceError(409, MINUTES_MESSAGES.cannotSignChanged);
  try {
    await ctx.db.batch([
      ctx.db.insert(minutesSignatures).values({
        meetingId: access.meeting.id,
        userId: ctx.actor.user.id,
        signerName: actorName(ctx),
        contentHash: minutes.approvedHash,
      }),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: access.meeting.organizationId,
        action: "minutes.signed",
        entityType: "meeting",
        entityId: access.meeting.id,
        changes: { hash: minutes.approvedHash },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(409, MINUTES_MESSAGES.alreadySigned);
    throw error;
  }
}
