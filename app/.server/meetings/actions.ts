// A meeting's action items (issue 11): created and edited by those who run the meeting, for an active member of the
// organisation, optionally tied to an agenda item or a resolution; moved along by them or by the assignee.
import { and, asc, eq, isNotNull, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { ActionItemInput } from "../../lib/meetings/action-item-schemas";
import { ACTION_MESSAGES, ACTION_MOVES, isOverdue } from "../../lib/meetings/action-items";
import type { ActionItemStatus } from "../../lib/meetings/constants";
import { recordEvent } from "../analytics/events";
import { outsideHoldsOfUser } from "../auth/organization-holds";
import { notify } from "../notifications/notify";
import { allActiveMembers } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import {
  checkMeetingId,
  MEETING_IN_VIEW,
  type Meeting,
  meetingAccessFrom,
  meetingAccessRead,
  meetingViewValues,
  organizationOfMeeting,
  requireMeeting,
} from "./access";
import { tellMeeting } from "./room";

const { actionItems, users, agendaItems, votes, meetings, organizationMembers } = schema;
const assigneeName = sql<string | null>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

/**
 * The action items tab's guard and reads: alone, or alongside the session lookup (page-reads.ts). Who an action may
 * be assigned to (the form's choices: the organisation's active members) is read for everyone.
 */
export function actionsQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    db
      .select({ action: actionItems, assigneeName })
      .from(actionItems)
      .leftJoin(users, eq(users.id, actionItems.assignedTo))
      .where(eq(actionItems.meetingId, meetingId))
      .orderBy(asc(actionItems.createdAt)),
    db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.orderIndex)),
    db
      .select({ id: votes.id, title: votes.title })
      .from(votes)
      .where(eq(votes.meetingId, meetingId))
      .orderBy(asc(votes.createdAt)),
    db
      .select({ userId: users.id, name: assigneeName })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(
        and(
          eq(organizationMembers.organizationId, organizationOfMeeting(meetingId)),
          eq(organizationMembers.status, "active"),
        ),
      )
      .orderBy(asc(assigneeName))
      .limit(500),
  ] as const;
}

const actionsReads = batchTemplate((db) => actionsQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId));

/**
 * The action items tab in one batch with the guard's read (decision 039); the assignee choices are kept for those
 * who run the meeting. `prefetched` are the rows `actionsQueries` gave alongside the session lookup; without them
 * they make their own round trip.
 */
export async function meetingActions(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof actionsQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, rows, agenda, resolutions, members] =
    prefetched ?? (await ctx.db.batch(actionsReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  const now = Date.now();
  const me = ctx.actor.user.id;
  const people = access.canManage ? members : [];
  return {
    meeting: access.meeting,
    canManage: access.canManage,
    people,
    agenda,
    resolutions,
    actions: rows.map(({ action, assigneeName: name }) => ({
      ...action,
      assigneeName: name,
      overdue: isOverdue(action, now),
      canMove: access.canManage || action.assignedTo === me,
      agendaItemTitle: agenda.find((item) => item.id === action.agendaItemId)?.title ?? null,
      resolutionTitle: resolutions.find((vote) => vote.id === action.voteId)?.title ?? null,
    })),
  };
}

/** The links and the assignee an action may have: of this meeting, and an active member. */
async function checkAction(ctx: ActorContext, meeting: Meeting, input: ActionItemInput) {
  if (input.assignedTo && !(await allActiveMembers(ctx, meeting.organizationId, [input.assignedTo])))
    throw badRequest(ACTION_MESSAGES.assigneeNotMember, { assignedTo: [ACTION_MESSAGES.assigneeNotMember] });
  const [items, resolutions] = await ctx.db.batch([
    ctx.db
      .select({ id: agendaItems.id })
      .from(agendaItems)
      .where(and(eq(agendaItems.id, input.agendaItemId ?? ""), eq(agendaItems.meetingId, meeting.id))),
    ctx.db
      .select({ id: votes.id })
      .from(votes)
      .where(and(eq(votes.id, input.voteId ?? ""), eq(votes.meetingId, meeting.id))),
  ]);
  if (input.agendaItemId && !items[0])
    throw badRequest(ACTION_MESSAGES.badLink, { agendaItemId: [ACTION_MESSAGES.badLink] });
  if (input.voteId && !resolutions[0]) throw badRequest(ACTION_MESSAGES.badLink, { voteId: [ACTION_MESSAGES.badLink] });
}

async function tellAssignee(ctx: ActorContext, meeting: Meeting, assignee: string | undefined, description: string) {
  if (!assignee || assignee === ctx.actor.user.id) return;
  await notify(ctx, {
    recipients: assignee,
    organizationId: meeting.organizationId,
    type: "meeting",
    priority: "medium",
    category: "meetings",
    title: `Action assigned to you: ${description.slice(0, 120)}`,
    body: `From ${meeting.title}`,
    actionUrl: `/dashboard/meetings/${meeting.id}/actions`,
    actionText: "See the action",
  });
}

const fields = (input: ActionItemInput) => ({
  description: input.description,
  assignedTo: input.assignedTo ?? null,
  dueDate: input.dueDate ?? null,
  agendaItemId: input.agendaItemId ?? null,
  voteId: input.voteId ?? null,
});

export async function createAction(ctx: ActorContext, meetingId: string, input: ActionItemInput) {
  const { meeting } = await requireMeeting(ctx, meetingId, "manage");
  await checkAction(ctx, meeting, input);
  const id = crypto.randomUUID();
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(actionItems).values({
      id,
      organizationId: meeting.organizationId,
      meetingId: meeting.id,
      ...fields(input),
      createdBy: ctx.actor.user.id,
      createdAt: now,
      updatedAt: now,
    }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: meeting.organizationId,
      action: "action_item.created",
      entityType: "action_item",
      entityId: id,
      changes: { assignedTo: input.assignedTo ?? null, dueDate: input.dueDate ?? null },
    }),
  ]);
  await tellMeeting(ctx, meeting.id, { type: "actions_changed" });
  await tellAssignee(ctx, meeting, input.assignedTo, input.description);
  return { id };
}

/** The action and its meeting, as the actor sees them (404 'Action item not found' otherwise). */
async function requireAction(ctx: ActorContext, actionId: string, need: "read" | "manage") {
  const action = await ctx.db.select().from(actionItems).where(eq(actionItems.id, actionId)).get();
  if (!action?.meetingId) throw notFound(ACTION_MESSAGES.notFound);
  try {
    const access = await requireMeeting(ctx, action.meetingId, need);
    return { action, access };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw notFound(ACTION_MESSAGES.notFound);
    throw error;
  }
}

export async function updateAction(ctx: ActorContext, actionId: string, input: ActionItemInput) {
  const { action, access } = await requireAction(ctx, actionId, "manage");
  await checkAction(ctx, access.meeting, input);
  await ctx.db.batch([
    ctx.db
      .update(actionItems)
      .set({ ...fields(input), updatedAt: Date.now() })
      .where(eq(actionItems.id, action.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: action.organizationId,
      action: "action_item.updated",
      entityType: "action_item",
      entityId: action.id,
      changes: { assignedTo: input.assignedTo ?? null, dueDate: input.dueDate ?? null },
    }),
  ]);
  await tellMeeting(ctx, access.meeting.id, { type: "actions_changed" });
  if (input.assignedTo !== action.assignedTo)
    await tellAssignee(ctx, access.meeting, input.assignedTo, input.description);
}

export async function moveAction(ctx: ActorContext, actionId: string, status: ActionItemStatus) {
  const { action, access } = await requireAction(ctx, actionId, "read");
  if (!access.canManage && action.assignedTo !== ctx.actor.user.id)
    throw new ServiceError(403, ACTION_MESSAGES.onlyRunnersOrAssignee);
  if (!ACTION_MOVES[action.status].includes(status)) throw new ServiceError(409, ACTION_MESSAGES.badMove);
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(actionItems)
      .set({ status, completedAt: status === "completed" ? now : null, updatedAt: now })
      .where(and(eq(actionItems.id, action.id), eq(actionItems.status, action.status))),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: action.organizationId,
      action: "action_item.status_changed",
      entityType: "action_item",
      entityId: action.id,
      changes: { from: action.status, to: status },
    }),
  ]);
  if (status === "completed")
    recordEvent(ctx, action.organizationId, "action_completed", { action: action.description.slice(0, 100) });
  await tellMeeting(ctx, access.meeting.id, { type: "actions_changed" });
}

export async function deleteAction(ctx: ActorContext, actionId: string) {
  const { action, access } = await requireAction(ctx, actionId, "manage");
  await ctx.db.batch([
    ctx.db.delete(actionItems).where(eq(actionItems.id, action.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: action.organizationId,
      action: "action_item.deleted",
      entityType: "action_item",
      entityId: action.id,
    }),
  ]);
  await tellMeeting(ctx, access.meeting.id, { type: "actions_changed" });
}

export const MY_OPEN_ACTIONS_LIMIT = 5;

/**
 * The user's open actions (soonest due first) in organisations where they are an active member, unexecuted so the
 * home page runs it in its batch.
 */
export function myOpenActionsQuery(ctx: Pick<ServiceContext, "db">, userId: string | ReturnType<typeof sql>) {
  return ctx.db
    .select({
      id: actionItems.id,
      description: actionItems.description,
      status: actionItems.status,
      dueDate: actionItems.dueDate,
      meetingId: actionItems.meetingId,
      meetingTitle: meetings.title,
    })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, actionItems.organizationId),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .where(
      and(
        eq(actionItems.assignedTo, userId),
        sql`${actionItems.status} <> 'completed'`,
        isNotNull(actionItems.meetingId),
        // None of an organisation whose security policy holds the actor back (decision 048).
        outsideHoldsOfUser(ctx, userId, actionItems.organizationId),
      ),
    )
    .orderBy(sql`${actionItems.dueDate} is null`, asc(actionItems.dueDate), asc(actionItems.createdAt))
    .limit(MY_OPEN_ACTIONS_LIMIT);
}
