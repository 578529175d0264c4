// The meeting detail model (000 §3) and the smaller reads each tab of the meeting page makes. Each runs the guard's
// read in one db.batch with the tab's reads (decision 039): one round trip to D1 however many parts a tab shows
// (the documents tab two: what it reads depends on the actor's role).
import { and, asc, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { alias, type SQLiteSelect } from "drizzle-orm/sqlite-core";
import { COMPACT_PARTICIPANTS, PARTICIPANT_ROLES } from "../../lib/meetings/constants";
import { accessRank, activeSeatInAssetOrganization } from "../assets/access";
import { inAudience } from "../board-packs/access";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import {
  checkMeetingId,
  MEETING_IN_VIEW,
  type MeetingAccess,
  meetingAccessFrom,
  meetingAccessQuery,
  meetingAccessRead,
  meetingViewValues,
  organizationOfMeeting,
} from "./access";
import { meetingInsights } from "./insights";

const {
  meetings,
  meetingParticipants,
  agendaItems,
  agendaItemPapers,
  votes,
  actionItems,
  meetingMinutes,
  committees,
  boardPacks,
  assets,
  organizationMembers,
  users,
} = schema;

/** Participants in the spec's order: chairperson 1 … guest 7, then by name. */
/** A meeting's id, given now or as a batch template's placeholder (decision 052). */
type MeetingKey = string | SQLWrapper;

const rolePriority = sql`case ${meetingParticipants.role} ${sql.join(
  PARTICIPANT_ROLES.map((role, index) => sql`when ${role} then ${index + 1}`),
  sql` `,
)} end`;

const participantColumns = {
  id: meetingParticipants.id,
  userId: meetingParticipants.userId,
  meetingId: meetingParticipants.meetingId,
  role: meetingParticipants.role,
  attendanceStatus: meetingParticipants.attendanceStatus,
  presence: meetingParticipants.presence,
  checkInTime: meetingParticipants.checkInTime,
  isVotingEligible: meetingParticipants.isVotingEligible,
  delegateUserId: meetingParticipants.delegateUserId,
  notificationPreferences: meetingParticipants.notificationPreferences,
  invitedAt: meetingParticipants.invitedAt,
  respondedAt: meetingParticipants.respondedAt,
  guestName: meetingParticipants.guestName,
  guestEmail: meetingParticipants.guestEmail,
  name: users.fullName,
  email: users.email,
  avatarUrl: users.avatarUrl,
  conflictCount: sql<number>`(select count(*) from meeting_conflicts c
    where c.meeting_id = ${meetingParticipants.meetingId} and c.user_id = ${meetingParticipants.userId})`,
  conflictDescription: sql<string | null>`(select group_concat(c.description, '; ') from meeting_conflicts c
    where c.meeting_id = ${meetingParticipants.meetingId} and c.user_id = ${meetingParticipants.userId})`,
};

/** What the overview's compact list shows of a seat: the full columns read a seat's conflicts in two subqueries. */
const compactParticipantColumns = {
  id: meetingParticipants.id,
  role: meetingParticipants.role,
  attendanceStatus: meetingParticipants.attendanceStatus,
  presence: meetingParticipants.presence,
  guestName: meetingParticipants.guestName,
  guestEmail: meetingParticipants.guestEmail,
  name: users.fullName,
  email: users.email,
  avatarUrl: users.avatarUrl,
};

const userOfSeat = eq(users.id, meetingParticipants.userId);
const participantOrder = [rolePriority, asc(sql`coalesce(${users.fullName}, ${meetingParticipants.guestName}, '')`)];

/** A meeting's seats in the spec's order: what the full rows and the overview's compact list share. */
const inSeatOrder = <Query extends SQLiteSelect>(query: Query, meetingId: MeetingKey) =>
  query.where(eq(meetingParticipants.meetingId, meetingId)).orderBy(...participantOrder);

function participantsQuery(db: Db, meetingId: MeetingKey) {
  const seats = db.select(participantColumns).from(meetingParticipants).leftJoin(users, userOfSeat);
  return inSeatOrder(seats.$dynamic(), meetingId);
}

function compactParticipantsQuery(db: Db, meetingId: MeetingKey) {
  const seats = db.select(compactParticipantColumns).from(meetingParticipants).leftJoin(users, userOfSeat);
  return inSeatOrder(seats.$dynamic(), meetingId).limit(COMPACT_PARTICIPANTS);
}

const presenter = alias(users, "presenter");

/** What the overview's agenda timeline shows of an item. */
const timelineColumns = {
  id: agendaItems.id,
  title: agendaItems.title,
  type: agendaItems.itemType,
  status: agendaItems.status,
  presenterName: sql<string | null>`coalesce(${presenter.fullName}, ${presenter.email})`,
  estimatedDurationMinutes: agendaItems.estimatedDurationMinutes,
  actualDurationMinutes: agendaItems.actualDurationMinutes,
  startTime: agendaItems.startTime,
  hasMotion: agendaItems.hasMotion,
  outcome: agendaItems.outcome,
};

const agendaColumns = {
  ...timelineColumns,
  meetingId: agendaItems.meetingId,
  orderIndex: agendaItems.orderIndex,
  description: agendaItems.description,
  presenterId: agendaItems.presenterId,
  endTime: agendaItems.endTime,
  paperCount: sql<number>`(select count(*) from agenda_item_papers p where p.agenda_item_id = ${agendaItems.id})`,
};

/** A meeting's agenda in its order: what the full rows and the overview's timeline share. */
const inAgendaOrder = <Query extends SQLiteSelect>(query: Query, meetingId: MeetingKey) =>
  query.where(eq(agendaItems.meetingId, meetingId)).orderBy(asc(agendaItems.orderIndex));
const presenterOfItem = eq(presenter.id, agendaItems.presenterId);

function agendaQuery(db: Db, meetingId: MeetingKey) {
  const items = db.select(agendaColumns).from(agendaItems).leftJoin(presenter, presenterOfItem);
  return inAgendaOrder(items.$dynamic(), meetingId);
}

function timelineQuery(db: Db, meetingId: MeetingKey) {
  const items = db.select(timelineColumns).from(agendaItems).leftJoin(presenter, presenterOfItem);
  return inAgendaOrder(items.$dynamic(), meetingId);
}

function votesQuery(db: Db, meetingId: MeetingKey) {
  return db
    .select({
      id: votes.id,
      agendaItemId: votes.agendaItemId,
      title: votes.title,
      voteType: votes.voteType,
      votingMethod: votes.votingMethod,
      status: votes.status,
      result: votes.result,
      totalEligible: votes.totalEligible,
      totalCast: votes.totalCast,
      forCount: votes.forCount,
      againstCount: votes.againstCount,
      abstainCount: votes.abstainCount,
      isAnonymous: votes.isAnonymous,
    })
    .from(votes)
    .where(eq(votes.meetingId, meetingId))
    .orderBy(asc(votes.createdAt));
}

const assignee = alias(users, "assignee");

function actionItemsQuery(db: Db, meetingId: MeetingKey) {
  return db
    .select({
      id: actionItems.id,
      description: actionItems.description,
      status: actionItems.status,
      dueDate: actionItems.dueDate,
      agendaItemId: actionItems.agendaItemId,
      voteId: actionItems.voteId,
      assignedTo: actionItems.assignedTo,
      assigneeName: sql<string | null>`coalesce(${assignee.fullName}, ${assignee.email})`,
    })
    .from(actionItems)
    .leftJoin(assignee, eq(assignee.id, actionItems.assignedTo))
    .where(eq(actionItems.meetingId, meetingId))
    .orderBy(asc(actionItems.createdAt));
}

function minutesQuery(db: Db, meetingId: MeetingKey) {
  return db
    .select({ status: meetingMinutes.status, content: meetingMinutes.content, updatedAt: meetingMinutes.updatedAt })
    .from(meetingMinutes)
    .where(eq(meetingMinutes.meetingId, meetingId));
}

const organizer = alias(users, "organizer");
const chairperson = alias(users, "chairperson");
const secretary = alias(users, "secretary");
const displayName = (table: { fullName: SQLWrapper; email: SQLWrapper }) =>
  sql<string | null>`coalesce(${table.fullName}, ${table.email})`;

/** The officers' names, the committee and the counts the hero and tiles show, for the meeting row in scope. */
function headerQuery(db: Db, meetingId: MeetingKey) {
  return db
    .select({
      organizerName: displayName(organizer),
      organizerEmail: organizer.email,
      chairpersonName: displayName(chairperson),
      secretaryName: displayName(secretary),
      committeeName: committees.name,
      participantCount: sql<number>`(select count(*) from meeting_participants mp
        where mp.meeting_id = ${meetings.id} and mp.user_id is not null)
        + (select count(*) from meeting_participants mp
        where mp.meeting_id = ${meetings.id} and mp.user_id is null and mp.guest_email is not null)`,
      agendaItemCount: sql<number>`(select count(*) from agenda_items ai where ai.meeting_id = ${meetings.id})`,
    })
    .from(meetings)
    .leftJoin(organizer, eq(organizer.id, meetings.organizerId))
    .leftJoin(chairperson, eq(chairperson.id, meetings.chairpersonId))
    .leftJoin(secretary, eq(secretary.id, meetings.secretaryId))
    .leftJoin(committees, eq(committees.id, meetings.committeeId))
    .where(eq(meetings.id, meetingId));
}

type HeaderRow = Awaited<ReturnType<ReturnType<typeof headerQuery>["all"]>>[number];
const emptyHeader: HeaderRow = {
  organizerName: null,
  organizerEmail: null,
  chairpersonName: null,
  secretaryName: null,
  committeeName: null,
  participantCount: 0,
  agendaItemCount: 0,
};

function accessFacts(access: MeetingAccess) {
  return {
    organization: { id: access.organization.id, name: access.organization.name, slug: access.organization.slug },
    canManage: access.canManage,
    myParticipantId: access.participant?.id ?? null,
  };
}

// The tabs' batches are the same on every view but for the meeting, the actor and the clock: built once per isolate
// with placeholders (decision 052), each view fills them in.
const meetingInView = MEETING_IN_VIEW;
const viewValues = meetingViewValues;

/** The layout's guard and header reads: alone, or alongside the session lookup (request-context.ts). */
export function meetingHeaderReads(db: Db, meetingId: MeetingKey, userId: string | SQLWrapper) {
  return [meetingAccessRead(db, meetingId, userId), headerQuery(db, meetingId)] as const;
}

export type MeetingHeaderRows = Awaited<ReturnType<typeof readHeader>>;

const headerReads = batchTemplate((db) => meetingHeaderReads(db, meetingInView.meetingId, meetingInView.userId));
const readHeader = (ctx: ActorContext, meetingId: string) =>
  ctx.db.batch(headerReads(ctx.db, viewValues(ctx, meetingId)));

/**
 * What the meeting page's layout shows (hero, info tiles, tab nav). `prefetched` are the rows `meetingHeaderReads`
 * gave alongside this request's session lookup, for this meeting; without them they make their own round trip.
 */
export async function meetingHeader(ctx: ActorContext, meetingId: string, prefetched?: MeetingHeaderRows) {
  checkMeetingId(meetingId);
  const [accessRows, headerRows] = prefetched ?? (await readHeader(ctx, meetingId));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  return { meeting: access.meeting, header: headerRows[0] ?? emptyHeader, ...accessFacts(access) };
}

/** The overview tab's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function overviewQueries(db: Db, meetingId: MeetingKey, userId: string | SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    timelineQuery(db, meetingId),
    votesQuery(db, meetingId),
    compactParticipantsQuery(db, meetingId),
    db
      .select({ total: sql<number>`count(*)` })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meetingId)),
    actionItemsQuery(db, meetingId),
  ] as const;
}

const overviewReads = batchTemplate((db) => overviewQueries(db, meetingInView.meetingId, meetingInView.userId));

/**
 * The overview tab: agenda timeline, resolutions with results, the first participants, action items. `prefetched`
 * are the rows `overviewQueries` gave alongside the session lookup; without them they make their own round trip.
 */
export async function meetingOverview(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof overviewQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, agenda, resolutions, participants, participantTotal, actions] =
    prefetched ?? (await ctx.db.batch(overviewReads(ctx.db, viewValues(ctx, meetingId))));
  // The guard decides; the layout already shows the meeting, so the panels' rows are all the tab sends.
  meetingAccessFrom(ctx, accessRows[0], "read");
  return {
    agenda,
    resolutions,
    participants,
    participantTotal: Number(participantTotal[0]?.total ?? 0),
    actionItems: actions,
  };
}

/**
 * The venue tab shows the meeting's own row: the layout's guard read, which rode with the session lookup
 * (`prefetched`, the layout's rows for this meeting), else read now.
 */
export async function meetingVenue(ctx: ActorContext, meetingId: string, prefetched?: MeetingHeaderRows) {
  checkMeetingId(meetingId);
  const row = prefetched ? prefetched[0][0] : await meetingAccessQuery(ctx, meetingId).get();
  return meetingAccessFrom(ctx, row, "read");
}

/**
 * The documents tab's guard and reads: the meeting's board packs (each marked whether it opens for the actor: the
 * packs they made and the published ones they are in the audience of) and the papers on its agenda the actor may
 * open (the documents' own rule, decision 030, with shares current `asOf`). Alone, or alongside the session lookup.
 */
export function documentsQueries(db: Db, meetingId: MeetingKey, userId: string | SQLWrapper, asOf: SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    db
      .select({
        id: boardPacks.id,
        title: boardPacks.title,
        status: boardPacks.status,
        publishedAt: boardPacks.publishedAt,
        paperCount: sql<number>`(select count(*) from board_pack_items i where i.board_pack_id = ${boardPacks.id})`,
        opensForMember: sql<number>`(${boardPacks.createdBy} = ${userId}
          or (${boardPacks.status} = 'published' and ${inAudience(userId)}))`,
      })
      .from(boardPacks)
      .where(and(eq(boardPacks.organizationId, organizationOfMeeting(meetingId)), eq(boardPacks.meetingId, meetingId)))
      .orderBy(desc(boardPacks.updatedAt)),
    db
      .select({
        assetId: assets.id,
        title: assets.title,
        description: assets.description,
        version: assets.currentVersion,
        visibility: assets.visibility,
        uploadedBy: assets.ownerId,
        fileName: assets.fileName,
        fileSize: assets.fileSize,
        mimeType: assets.mimeType,
        category: assets.category,
        uploadedAt: assets.createdAt,
        // Named apart from the document's own id and title: D1's batch answers rows keyed by column name.
        agendaItemId: sql<string>`${agendaItems.id}`.as("agenda_item_id"),
        agendaItemTitle: sql<string>`${agendaItems.title}`.as("agenda_item_title"),
        orderIndex: agendaItems.orderIndex,
      })
      .from(agendaItemPapers)
      .innerJoin(agendaItems, eq(agendaItems.id, agendaItemPapers.agendaItemId))
      .innerJoin(assets, and(eq(assets.id, agendaItemPapers.assetId), eq(assets.isDeleted, false)))
      .innerJoin(organizationMembers, activeSeatInAssetOrganization(userId))
      .where(and(eq(agendaItems.meetingId, meetingId), sql`${accessRank(userId, asOf)} > 0`))
      .orderBy(asc(agendaItems.orderIndex), asc(agendaItemPapers.position)),
  ] as const;
}

const documentsReads = batchTemplate((db) =>
  documentsQueries(db, meetingInView.meetingId, meetingInView.userId, meetingInView.asOf),
);

/**
 * The documents tab, in one batch with the guard's read (decision 039): the packs the actor may open (the
 * organisation's owners and admins see drafts too; others those marked as opening for them: read for all, kept by
 * the guard's role) and the agenda's papers the actor may open. `prefetched` are the rows `documentsQueries` gave
 * alongside the session lookup; without them they make their own round trip.
 */
export async function meetingDocuments(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof documentsQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, packs, papers] =
    prefetched ?? (await ctx.db.batch(documentsReads(ctx.db, viewValues(ctx, meetingId))));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  const managesAll = access.role === "owner" || access.role === "admin";
  const shown = packs.filter((pack) => managesAll || Boolean(pack.opensForMember));
  return {
    meeting: access.meeting,
    boardPacks: shown.map(({ opensForMember: _, ...pack }) => pack),
    papers,
    ...accessFacts(access),
  };
}

/**
 * The whole detail model of 000 §3 (camelCase), for GET /api/meetings/:id: the meeting's own parts in one batch
 * with the guard, then its documents and analytics from the services the documents and insights tabs use.
 */
export async function meetingDetail(ctx: ActorContext, meetingId: string) {
  checkMeetingId(meetingId);
  const id = meetingId;
  const [accessRows, participants, agenda, resolutions, actions, minutes] = await ctx.db.batch([
    meetingAccessQuery(ctx, meetingId),
    participantsQuery(ctx.db, id),
    agendaQuery(ctx.db, id),
    votesQuery(ctx.db, id),
    actionItemsQuery(ctx.db, id),
    minutesQuery(ctx.db, id),
  ]);
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  const [documents, insights] = await Promise.all([
    meetingDocuments(ctx, access.meeting.id),
    meetingInsights(ctx, access.meeting.id),
  ]);
  return {
    access,
    participants,
    agenda,
    resolutions,
    actionItems: actions,
    minutes: minutes[0] ?? null,
    documents: { boardPacks: documents.boardPacks, papers: documents.papers },
    insights,
  };
}
