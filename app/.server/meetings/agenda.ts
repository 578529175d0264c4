// The agenda builder and its progression (issue 11; spec 000 §4): managers add, edit, delete, reorder items and
// attach papers; one item at a time is in progress, starting one defaults its start to now, completing one defaults
// its end to now, computes its actual duration and advances the next pending item. Every write tells the live room.
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { ASSETS_PAGE_SIZE } from "../../lib/assets/constants";
import { AGENDA_MESSAGES } from "../../lib/meetings/agenda-messages";
import type { AgendaItemInput, AgendaItemPatch, AgendaMove } from "../../lib/meetings/agenda-schemas";
import { accessRank, activeSeatInAssetOrganization, requireAsset } from "../assets/access";
import { allActiveMembers } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import {
  checkMeetingId,
  MEETING_IN_VIEW,
  type MeetingAccess,
  meetingAccessFrom,
  meetingAccessQuery,
  meetingAccessRead,
  meetingViewValues,
  organizationOfMeeting,
  requireMeeting,
} from "./access";
import { tellMeeting } from "./room";

const { agendaItems, agendaItemPapers, assets, users } = schema;

export type AgendaItem = typeof agendaItems.$inferSelect;
const MAX_ITEMS = 200;
const MINUTE = 60_000;

/** The agenda's items with their presenters, and their papers: unexecuted, for one batch with the guard's read. */
function agendaReads(db: Db, meetingId: string | SQLWrapper) {
  return [
    db
      .select({ item: agendaItems, presenterName: users.fullName, presenterEmail: users.email })
      .from(agendaItems)
      .leftJoin(users, eq(users.id, agendaItems.presenterId))
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.orderIndex)),
    db
      .select({
        agendaItemId: agendaItemPapers.agendaItemId,
        assetId: assets.id,
        title: assets.title,
        fileType: assets.fileType,
      })
      .from(agendaItemPapers)
      .innerJoin(agendaItems, eq(agendaItems.id, agendaItemPapers.agendaItemId))
      .innerJoin(assets, sql`${assets.id} = ${agendaItemPapers.assetId} and ${assets.isDeleted} = 0`)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItemPapers.position)),
  ] as const;
}

type AgendaRows = [Awaited<ReturnType<typeof agendaReads>[0]>, Awaited<ReturnType<typeof agendaReads>[1]>];

/** The agenda in order, each item with its papers and presenter's name, and the item in progress. */
function agendaOf([items, papers]: AgendaRows) {
  const agenda = items.map(({ item, presenterName, presenterEmail }) => ({
    ...item,
    presenterName: presenterName || presenterEmail || null,
    papers: papers.filter((paper) => paper.agendaItemId === item.id),
  }));
  return { items: agenda, currentItemId: agenda.find((item) => item.status === "in_progress")?.id ?? null };
}

/** The agenda in order, each item with its papers and presenter's name: one batch with the guard (decision 039). */
export async function listAgenda(ctx: ActorContext, meetingId: string) {
  checkMeetingId(meetingId);
  const [accessRows, ...agenda] = await ctx.db.batch([
    meetingAccessQuery(ctx, meetingId),
    ...agendaReads(ctx.db, meetingId),
  ]);
  return { access: meetingAccessFrom(ctx, accessRows[0], "read"), ...agendaOf(agenda) };
}

/**
 * The agenda tab's guard and reads: the agenda, and what the builder's pickers offer a manager (the organisation's
 * active members, the documents the actor can view, with shares current `asOf`), read for everyone. Alone, or
 * alongside the session lookup (page-reads.ts).
 */
export function agendaPageQueries(
  db: Db,
  meetingId: string | SQLWrapper,
  userId: string | SQLWrapper,
  asOf: SQLWrapper,
) {
  return [
    meetingAccessRead(db, meetingId, userId),
    ...agendaReads(db, meetingId),
    ...pickerReads(db, organizationOfMeeting(meetingId), userId, asOf),
  ] as const;
}

const agendaPageReads = batchTemplate((db) =>
  agendaPageQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId, MEETING_IN_VIEW.asOf),
);

/**
 * The agenda tab in one round trip (decision 060): the agenda, and the builder's pickers kept for managers.
 * `prefetched` are the rows `agendaPageQueries` gave alongside the session lookup; without them they make their own
 * round trip.
 */
export async function agendaPage(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof agendaPageQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, items, papers, people, documents] =
    prefetched ?? (await ctx.db.batch(agendaPageReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  const pickers = access.canManage
    ? {
        presenters: people.map((person) => ({ value: person.id, label: person.name || person.email })),
        papers: documents.map((asset) => ({ value: asset.id, label: asset.title })),
      }
    : { presenters: [], papers: [] };
  return { access, ...agendaOf([items, papers]), ...pickers };
}

/** The presenter must be an active member of the meeting's organisation. */
async function checkPresenter(ctx: ActorContext, access: MeetingAccess, presenterId: string | null | undefined) {
  if (!presenterId) return;
  if (!(await allActiveMembers(ctx, access.meeting.organizationId, [presenterId])))
    throw badRequest(AGENDA_MESSAGES.presenterNotMember, { presenterId: [AGENDA_MESSAGES.presenterNotMember] });
}

async function itemsOf(ctx: ActorContext, meetingId: string) {
  return ctx.db
    .select()
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(asc(agendaItems.orderIndex))
    .all();
}

async function requireItem(ctx: ActorContext, meetingId: string, itemId: string) {
  const item = await ctx.db
    .select()
    .from(agendaItems)
    .where(and(eq(agendaItems.id, itemId), eq(agendaItems.meetingId, meetingId)))
    .get();
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  return item;
}

function audit(ctx: ActorContext, access: MeetingAccess, action: string, itemId: string, changes?: object) {
  return auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: access.meeting.organizationId,
    action: `agenda_item.${action}`,
    entityType: "agenda_item",
    entityId: itemId,
    changes: { meetingId: access.meeting.id, ...changes },
  });
}

/** Tells the room the agenda's state after a write (best effort). */
async function tellAgenda(ctx: ActorContext, meetingId: string) {
  const items = await itemsOf(ctx, meetingId);
  await tellMeeting(ctx, meetingId, {
    type: "agenda_changed",
    currentItemId: items.find((item) => item.status === "in_progress")?.id ?? null,
    items: items.map(({ id, status, startTime, endTime }) => ({ id, status, startTime, endTime })),
  });
}

export async function addAgendaItem(ctx: ActorContext, meetingId: string, input: AgendaItemInput) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  await checkPresenter(ctx, access, input.presenterId);
  const existing = await itemsOf(ctx, meetingId);
  if (existing.length >= MAX_ITEMS) throw new ServiceError(409, AGENDA_MESSAGES.tooMany(MAX_ITEMS));
  const id = crypto.randomUUID();
  const now = Date.now();
  const [inserted] = await ctx.db.batch([
    ctx.db
      .insert(agendaItems)
      .values({ id, meetingId, orderIndex: existing.length, ...input, createdAt: now, updatedAt: now })
      .returning(),
    audit(ctx, access, "created", id, { title: input.title }),
  ]);
  await tellAgenda(ctx, meetingId);
  return inserted[0];
}

export async function updateAgendaItem(ctx: ActorContext, meetingId: string, itemId: string, patch: AgendaItemPatch) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  await requireItem(ctx, meetingId, itemId);
  await checkPresenter(ctx, access, patch.presenterId);
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(agendaItems)
      .set({ ...patch, updatedAt: Date.now() })
      .where(eq(agendaItems.id, itemId))
      .returning(),
    audit(ctx, access, "updated", itemId, { fields: Object.keys(patch) }),
  ]);
  await tellAgenda(ctx, meetingId);
  return updated[0];
}

/** The statements that write `ordered` back as positions 0…n-1 (only the rows whose position changes). */
function renumber(ctx: ActorContext, ordered: AgendaItem[]) {
  return ordered.flatMap((item, index) =>
    item.orderIndex === index
      ? []
      : [
          ctx.db
            .update(agendaItems)
            .set({ orderIndex: index, updatedAt: Date.now() })
            .where(eq(agendaItems.id, item.id)),
        ],
  );
}

export async function deleteAgendaItem(ctx: ActorContext, meetingId: string, itemId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const item = await requireItem(ctx, meetingId, itemId);
  const rest = (await itemsOf(ctx, meetingId)).filter((other) => other.id !== itemId);
  await ctx.db.batch([
    ctx.db.delete(agendaItems).where(eq(agendaItems.id, itemId)),
    ...renumber(ctx, rest),
    audit(ctx, access, "deleted", itemId, { title: item.title }),
  ]);
  await tellAgenda(ctx, meetingId);
}

/** Moves an item to a position (clamped to the agenda), or one step up or down. */
export async function moveAgendaItem(ctx: ActorContext, meetingId: string, move: AgendaMove) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const items = await itemsOf(ctx, meetingId);
  const from = items.findIndex((item) => item.id === move.itemId);
  if (from < 0) throw notFound(AGENDA_MESSAGES.itemNotFound);
  const target = "position" in move ? move.position : from + (move.direction === "up" ? -1 : 1);
  const to = Math.max(0, Math.min(items.length - 1, target));
  if (to === from) return items;
  const ordered = [...items];
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved);
  await ctx.db.batch([audit(ctx, access, "moved", move.itemId, { from, to }), ...renumber(ctx, ordered)]);
  await tellAgenda(ctx, meetingId);
  return ordered.map((item, orderIndex) => ({ ...item, orderIndex }));
}

const minutesBetween = (start: number | null, end: number) =>
  start === null ? null : Math.max(0, Math.round((end - start) / MINUTE));

/** The statement that completes an in-progress item at `end` (its duration from its start). */
function completion(ctx: ActorContext, item: AgendaItem, end: number, outcome?: string | null) {
  return ctx.db
    .update(agendaItems)
    .set({
      status: "completed",
      endTime: end,
      actualDurationMinutes: minutesBetween(item.startTime, end),
      ...(outcome ? { outcome } : {}),
      updatedAt: Date.now(),
    })
    .where(eq(agendaItems.id, item.id));
}

function refuseIfClosed(access: MeetingAccess) {
  if (access.meeting.status === "completed" || access.meeting.status === "cancelled")
    throw new ServiceError(409, AGENDA_MESSAGES.meetingClosed);
}

/**
 * Sets an item in progress (start defaults to now). Only one item is active: one already in progress is completed
 * at that moment, as the chair moving on does.
 */
export async function startAgendaItem(
  ctx: ActorContext,
  meetingId: string,
  itemId: string,
  options: { startTime?: number | null } = {},
) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  refuseIfClosed(access);
  const item = await requireItem(ctx, meetingId, itemId);
  if (item.status === "in_progress") return item;
  const start = options.startTime ?? Date.now();
  const active = (await itemsOf(ctx, meetingId)).filter((other) => other.status === "in_progress");
  await ctx.db.batch([
    audit(ctx, access, "started", itemId, { completed: active.map((other) => other.id) }),
    ...active.map((other) => completion(ctx, other, start)),
    ctx.db
      .update(agendaItems)
      .set({ status: "in_progress", startTime: start, endTime: null, actualDurationMinutes: null, updatedAt: start })
      .where(eq(agendaItems.id, itemId)),
  ]);
  await tellAgenda(ctx, meetingId);
  return { ...item, status: "in_progress" as const, startTime: start };
}

/**
 * Completes an item (end defaults to now; its actual duration computed) and advances the agenda: the next pending
 * item after it becomes in progress from that moment.
 */
export async function completeAgendaItem(
  ctx: ActorContext,
  meetingId: string,
  itemId: string,
  options: { endTime?: number | null; outcome?: string | null } = {},
) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  refuseIfClosed(access);
  const items = await itemsOf(ctx, meetingId);
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound(AGENDA_MESSAGES.itemNotFound);
  if (item.status === "completed") throw new ServiceError(409, AGENDA_MESSAGES.alreadyCompleted);
  const end = options.endTime ?? Date.now();
  if (item.startTime !== null && end < item.startTime) throw badRequest(AGENDA_MESSAGES.endBeforeStart);
  const next = items.find((candidate) => candidate.orderIndex > item.orderIndex && candidate.status === "pending");
  const otherActive = items.filter((other) => other.status === "in_progress" && other.id !== itemId);
  const started = item.startTime ?? end;
  await ctx.db.batch([
    completion(ctx, { ...item, startTime: started }, end, options.outcome),
    ...(next ? otherActive.map((other) => completion(ctx, other, end)) : []),
    ...(next
      ? [
          ctx.db
            .update(agendaItems)
            .set({ status: "in_progress", startTime: end, updatedAt: end })
            .where(eq(agendaItems.id, next.id)),
        ]
      : []),
    audit(ctx, access, "completed", itemId, { next: next?.id ?? null }),
  ]);
  await tellAgenda(ctx, meetingId);
  return { completedId: itemId, nextId: next?.id ?? null };
}

/** Attaches a document the actor may view, of the meeting's own organisation, as a paper of the item. */
export async function attachPaper(ctx: ActorContext, meetingId: string, itemId: string, assetId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  await requireItem(ctx, meetingId, itemId);
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  // Another organisation's document answers as a missing one: its existence is not revealed.
  if (asset.organizationId !== access.meeting.organizationId) throw notFound(AGENDA_MESSAGES.paperNotFound);
  const position = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(agendaItemPapers)
    .where(eq(agendaItemPapers.agendaItemId, itemId))
    .get();
  await ctx.db.batch([
    ctx.db
      .insert(agendaItemPapers)
      .values({ agendaItemId: itemId, assetId, position: Number(position?.n ?? 0) })
      .onConflictDoNothing(),
    audit(ctx, access, "paper_attached", itemId, { assetId }),
  ]);
  await tellAgenda(ctx, meetingId);
}

export async function detachPaper(ctx: ActorContext, meetingId: string, itemId: string, assetId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  await requireItem(ctx, meetingId, itemId);
  await ctx.db.batch([
    ctx.db
      .delete(agendaItemPapers)
      .where(and(eq(agendaItemPapers.agendaItemId, itemId), eq(agendaItemPapers.assetId, assetId))),
    audit(ctx, access, "paper_detached", itemId, { assetId }),
  ]);
  await tellAgenda(ctx, meetingId);
}

/** Item ids of this meeting, for checks by other services (conflicts name an item of the same meeting). */
export async function agendaItemIdsOf(ctx: ActorContext, meetingId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await ctx.db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .where(and(eq(agendaItems.meetingId, meetingId), inArray(agendaItems.id, ids)))
    .all();
  return new Set(rows.map((row) => row.id));
}

/** The builder's pickers' reads: the organisation's active members and the documents the actor can view. */
function pickerReads(db: Db, organizationId: SQL<string>, userId: string | SQLWrapper, asOf: SQLWrapper) {
  return [
    db
      .select({ id: users.id, name: users.fullName, email: users.email })
      .from(schema.organizationMembers)
      .innerJoin(users, eq(users.id, schema.organizationMembers.userId))
      .where(
        and(
          eq(schema.organizationMembers.organizationId, organizationId),
          eq(schema.organizationMembers.status, "active"),
        ),
      )
      .orderBy(asc(users.fullName))
      .limit(200),
    // The documents list's first page (the 50 last updated the actor may open), without its counts and filters.
    db
      .select({ id: assets.id, title: assets.title })
      .from(assets)
      .innerJoin(schema.organizationMembers, activeSeatInAssetOrganization(userId))
      .where(
        sql`${assets.organizationId} = ${organizationId} and ${assets.isDeleted} = 0
          and ${accessRank(userId, asOf)} > 0`,
      )
      .orderBy(desc(assets.updatedAt), desc(assets.id))
      .limit(ASSETS_PAGE_SIZE),
  ] as const;
}
