// Meetings: create, edit, copy as a template, the list with its stat cards, and what the form offers.
// Every function starts with the meetings guard (requireMeeting) or the tenant guard (requireMembership).
import { and, asc, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { MEETING_LIFECYCLE_MESSAGES as L, MEETING_FORM_MESSAGES as M } from "../../lib/meetings/form-messages";
import {
  MEETINGS_PAGE_SIZE,
  type MeetingInput,
  type MeetingListQuery,
  meetingValues,
} from "../../lib/meetings/schemas";
import { zonedTimeToEpoch } from "../../lib/meetings/zoned-time";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { dateTimeFormat } from "../../lib/platform/intl";
import { pageWindow } from "../../lib/platform/paging";
import { recordEvent } from "../analytics/events";
import { notifyMeetingChanged } from "../notifications/producers";
import {
  allActiveMembers,
  type Membership,
  membershipFrom,
  membershipQuery,
  membershipRead,
  organizationIdOf,
  requireMembership,
  rowsOfOrganization,
  seatRoleRead,
} from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";
import { badRequest, ServiceError } from "../platform/errors";
import { can } from "../platform/policy";
import { createDefaultPreferences, type Preferences, preferencesQuery } from "../shell/preferences";
import {
  checkMeetingId,
  MEETING_IN_VIEW,
  type Meeting,
  meetingAccessFrom,
  meetingAccessRead,
  meetingViewValues,
  organizationOfMeeting,
  requireMeeting,
  visibleMeetingsCondition,
  visibleMeetingsConditionByRole,
} from "./access";
import { attendeeChanges } from "./attendee-changes";
import { sendMeetingUpdate } from "./invitations-email";
import { tellMeeting } from "./room";

const { meetings, meetingParticipants, agendaItems, committees, organizationMembers, users } = schema;

/** People the officer pickers offer (a board is far smaller; the service checks whoever is sent). */
const MEETING_FORM_PEOPLE = 500;

type ParticipantInsert = typeof meetingParticipants.$inferInsert;

/** The organiser, chair and secretary must be active members; the committee one of the organisation's. */
async function checkPeopleAndCommittee(ctx: ActorContext, organizationId: string, values: OfficerValues) {
  const fieldErrors: Record<string, string[]> = {};
  for (const field of ["organizerId", "chairpersonId", "secretaryId"] as const) {
    const userId = values[field];
    if (userId && !(await allActiveMembers(ctx, organizationId, [userId]))) fieldErrors[field] = [M.officerNotMember];
  }
  if (values.committeeId) {
    const committee = await ctx.db
      .select({ id: committees.id })
      .from(committees)
      .where(and(eq(committees.id, values.committeeId), eq(committees.organizationId, organizationId)))
      .get();
    if (!committee) fieldErrors.committeeId = [M.committeeNotFound];
  }
  if (Object.keys(fieldErrors).length > 0) throw badRequest("Check the highlighted fields", fieldErrors);
}

type OfficerValues = {
  organizerId: string | null;
  chairpersonId: string | null;
  secretaryId: string | null;
  committeeId: string | null;
};

/**
 * Seats for the officers so they appear among the participants: the chair as chairperson, the secretary as
 * secretary, the organiser as a member; someone already seated keeps their seat (insert or ignore).
 */
function officerSeats(ctx: ActorContext, meetingId: string, officers: OfficerValues, now: number) {
  const seats: ParticipantInsert[] = [];
  const add = (userId: string | null, role: ParticipantInsert["role"], isVotingEligible: boolean) => {
    if (userId && !seats.some((seat) => seat.userId === userId))
      seats.push({
        id: crypto.randomUUID(),
        meetingId,
        userId,
        role,
        isVotingEligible,
        invitedAt: now,
        invitedBy: ctx.actor.user.id,
      });
  };
  add(officers.chairpersonId, "chairperson", true);
  add(officers.secretaryId, "secretary", false);
  add(officers.organizerId, "member", true);
  return seats.map((seat) => ctx.db.insert(meetingParticipants).values(seat).onConflictDoNothing());
}

export async function createMeeting(ctx: ActorContext, organizationRef: string, input: MeetingInput) {
  const { organization } = await requireMembership(ctx, organizationRef, "content.create");
  const values = meetingValues(input);
  const officers: OfficerValues = {
    organizerId: input.organizerId ?? ctx.actor.user.id,
    chairpersonId: input.chairpersonId ?? null,
    secretaryId: input.secretaryId ?? null,
    committeeId: values.committeeId,
  };
  await checkPeopleAndCommittee(ctx, organization.id, officers);
  const id = crypto.randomUUID();
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(meetings).values({
      id,
      organizationId: organization.id,
      ...values,
      ...officers,
      status: "draft",
      createdBy: ctx.actor.user.id,
      lastModifiedBy: ctx.actor.user.id,
      createdAt: now,
      updatedAt: now,
    }),
    ...officerSeats(ctx, id, officers, now),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "meeting.created",
      entityType: "meeting",
      entityId: id,
      changes: { title: values.title, meetingType: values.meetingType, scheduledStart: values.scheduledStart },
    }),
  ]);
  recordEvent(ctx, organization.id, "meeting_created", { title: values.title, meeting_type: values.meetingType });
  return { id, organizationId: organization.id, title: values.title };
}

export async function updateMeeting(ctx: ActorContext, meetingId: string, input: MeetingInput) {
  const { meeting, organization } = await requireMeeting(ctx, meetingId, "manage");
  if (meeting.status === "completed" || meeting.status === "cancelled") throw new ServiceError(409, L.notEditable);
  const values = meetingValues(input);
  const officers: OfficerValues = {
    organizerId: input.organizerId ?? meeting.organizerId,
    chairpersonId: input.chairpersonId ?? null,
    secretaryId: input.secretaryId ?? null,
    committeeId: values.committeeId,
  };
  await checkPeopleAndCommittee(ctx, organization.id, officers);
  const now = Date.now();
  const rescheduled = values.scheduledStart !== meeting.scheduledStart || values.scheduledEnd !== meeting.scheduledEnd;
  const changedForAttendees = attendeeChanges(meeting, values);
  await ctx.db.batch([
    ctx.db
      .update(meetings)
      .set({
        ...values,
        ...officers,
        lastModifiedBy: ctx.actor.user.id,
        updatedAt: now,
        // Calendars take an updated .ics only with a higher SEQUENCE.
        icsSequence: sql`${meetings.icsSequence} + 1`,
      })
      .where(eq(meetings.id, meeting.id)),
    ...officerSeats(ctx, meeting.id, officers, now),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "meeting.updated",
      entityType: "meeting",
      entityId: meeting.id,
      changes: changedFields(meeting, { ...values, ...officers }),
    }),
  ]);
  await tellMeeting(ctx, meeting.id, { type: "participants_changed" });
  // A new time, place or name reaches the invitees' calendars (an updated .ics) and their notifications, once per
  // edit, naming what changed (a draft has sent no invitation yet).
  if (changedForAttendees.length > 0 && meeting.status !== "draft") {
    await sendMeetingUpdate(ctx, meeting.id, "changed");
    await notifyMeetingChanged(ctx, { ...meeting, title: values.title }, changedForAttendees);
  }
  return { id: meeting.id, rescheduled };
}

/** Which columns an edit changed, with their old and new values, for the audit entry. */
function changedFields(before: Meeting, after: Partial<Meeting>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key as keyof Meeting];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[key] = { from: old, to: value };
  }
  return changes;
}

/**
 * A new draft with the meeting's settings, officers and agenda (every item pending, no times): the spec's 'copy as
 * template' (002 §4.5). Participants other than the officers, votes, minutes and actions stay with the original.
 */
export async function copyMeetingAsTemplate(ctx: ActorContext, meetingId: string) {
  const { meeting, organization } = await requireMeeting(ctx, meetingId, "manage");
  const items = await ctx.db
    .select()
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, meeting.id))
    .orderBy(asc(agendaItems.orderIndex))
    .all();
  const id = crypto.randomUUID();
  const now = Date.now();
  const officers: OfficerValues = {
    organizerId: ctx.actor.user.id,
    chairpersonId: meeting.chairpersonId,
    secretaryId: meeting.secretaryId,
    committeeId: meeting.committeeId,
  };
  const copies = items.map((item) =>
    ctx.db.insert(agendaItems).values({
      id: crypto.randomUUID(),
      meetingId: id,
      orderIndex: item.orderIndex,
      title: item.title,
      description: item.description,
      itemType: item.itemType,
      presenterId: item.presenterId,
      estimatedDurationMinutes: item.estimatedDurationMinutes,
      hasMotion: item.hasMotion,
      createdAt: now,
      updatedAt: now,
    }),
  );
  const title = `${meeting.title} (copy)`.slice(0, 200);
  await ctx.db.batch([
    ctx.db.insert(meetings).values({
      id,
      organizationId: organization.id,
      title,
      description: meeting.description,
      meetingType: meeting.meetingType,
      status: "draft",
      confidentiality: meeting.confidentiality,
      scheduledStart: meeting.scheduledStart,
      scheduledEnd: meeting.scheduledEnd,
      timezone: meeting.timezone,
      venue: meeting.venue,
      virtualMeetingUrl: meeting.virtualMeetingUrl,
      isHybrid: meeting.isHybrid,
      isRecorded: meeting.isRecorded,
      allowsAnonymousVoting: meeting.allowsAnonymousVoting,
      requiresQuorum: meeting.requiresQuorum,
      quorumThreshold: meeting.quorumThreshold,
      copiedFromId: meeting.id,
      ...officers,
      createdBy: ctx.actor.user.id,
      lastModifiedBy: ctx.actor.user.id,
      createdAt: now,
      updatedAt: now,
    }),
    ...copies,
    ...officerSeats(ctx, id, officers, now),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "meeting.copied",
      entityType: "meeting",
      entityId: id,
      changes: { from: meeting.id, agendaItems: items.length },
    }),
  ]);
  return { id, title };
}

// Counts for the list item (000 §3). Every participant is a platform user or a guest known only by email; the two
// partial unique indexes on meeting_participants cover those two halves, so each count is an index search.
const seatCount = (condition: SQL = sql`1 = 1`) => sql<number>`(
  (select count(*) from meeting_participants mp
    where mp.meeting_id = ${meetings.id} and mp.user_id is not null and ${condition})
  + (select count(*) from meeting_participants mp
    where mp.meeting_id = ${meetings.id} and mp.user_id is null and mp.guest_email is not null and ${condition}))`;

/** The meeting's board packs (published ones) and the papers on its agenda. */
const documentCount = sql<number>`(
  (select count(*) from board_packs bp where bp.organization_id = ${meetings.organizationId}
    and bp.meeting_id = ${meetings.id} and bp.status = 'published')
  + (select count(*) from agenda_items ai join agenda_item_papers aip on aip.agenda_item_id = ai.id
    where ai.meeting_id = ${meetings.id}))`;

export const meetingListColumns = {
  id: meetings.id,
  title: meetings.title,
  description: meetings.description,
  meetingType: meetings.meetingType,
  status: meetings.status,
  confidentiality: meetings.confidentiality,
  scheduledStart: meetings.scheduledStart,
  scheduledEnd: meetings.scheduledEnd,
  timezone: meetings.timezone,
  venue: meetings.venue,
  virtualMeetingUrl: meetings.virtualMeetingUrl,
  isHybrid: meetings.isHybrid,
  isRecorded: meetings.isRecorded,
  attendeeCount: seatCount(),
  rsvpCount: seatCount(sql`mp.attendance_status = 'accepted'`),
  agendaItemCount: sql<number>`(select count(*) from agenda_items ai where ai.meeting_id = ${meetings.id})`,
  documentCount,
  organizerEmail: users.email,
  organizerName: users.fullName,
};

export type MeetingListItem = Awaited<ReturnType<typeof listMeetings>>["meetings"][number];

/** First instant of the month containing `now` in `timeZone`, and of the next month: what "this month" counts. */
export function listMonth(now: number, timeZone = "UTC"): [number, number] {
  const parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === "year")?.value);
  const month = Number(parts.find((p) => p.type === "month")?.value);
  const pad = (n: number) => String(n).padStart(2, "0");
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [zoned(`${year}-${pad(month)}-01T00:00`, timeZone), zoned(`${next[0]}-${pad(next[1])}-01T00:00`, timeZone)];
}

const zoned = (local: string, timeZone: string) => zonedTimeToEpoch(local, timeZone) ?? Date.now();

type ListRequest = MeetingListQuery & { offset?: number; timeZone?: string | null };

/**
 * Whose list: the organisation, the person and their role there, as values, or as SQL keyed on the session's user
 * (the page's reads with the session, decision 066: the role is their seat's, read in the same statement).
 */
type ListScope = { organizationId: string | SQLWrapper; userId: string | SQLWrapper; role: OrganizationRole | SQL };

/** The list's page offset and the month its card counts, as values or as a batch's placeholders. */
type ListBounds = {
  offset: number | Placeholder;
  monthStart: number | SQLWrapper;
  monthEnd: number | SQLWrapper;
};

/**
 * The list's three reads, unexecuted (one db.batch runs them; the query-plan test explains each): a page of the
 * visible meetings with the filters, their count, and the stat cards over every visible meeting. One rule for who
 * sees what (`visibleMeetingsCondition`), picked by the role in SQL when the role is SQL.
 */
function meetingListReads(db: Db, scope: ListScope, query: MeetingListQuery, limit: number, bounds: ListBounds) {
  const seen =
    typeof scope.role === "string"
      ? visibleMeetingsCondition(scope.userId, scope.role)
      : visibleMeetingsConditionByRole(scope.userId, scope.role);
  const visible = and(eq(meetings.organizationId, scope.organizationId), seen);
  const where = and(
    visible,
    query.status ? eq(meetings.status, query.status) : undefined,
    query.type ? eq(meetings.meetingType, query.type) : undefined,
    query.q
      ? sql`(${containsText(meetings.title, query.q)} or ${containsText(meetings.description, query.q)})`
      : undefined,
  );
  return [
    db
      .select(meetingListColumns)
      .from(meetings)
      .leftJoin(users, eq(users.id, meetings.organizerId))
      .where(where)
      .orderBy(desc(meetings.scheduledStart), asc(meetings.id))
      .limit(limit)
      .offset(bounds.offset),
    db.select({ total: sql<number>`count(*)` }).from(meetings).where(where),
    db
      .select({
        scheduled: sql<number>`coalesce(sum(${meetings.status} = 'scheduled'), 0)`,
        completed: sql<number>`coalesce(sum(${meetings.status} = 'completed'), 0)`,
        thisMonth: sql<number>`coalesce(sum(${meetings.scheduledStart} >= ${bounds.monthStart}
          and ${meetings.scheduledStart} < ${bounds.monthEnd}), 0)`,
        attendees: sql<number>`coalesce(sum(${seatCount()}), 0)`,
      })
      .from(meetings)
      .where(visible),
  ] as const;
}

/** The list's reads for the actor with a role known now, with the page's window. */
export function meetingListQueries(
  ctx: ActorContext,
  organizationId: string,
  role: OrganizationRole,
  query: ListRequest,
) {
  const window = pageWindow(query, MEETINGS_PAGE_SIZE);
  const [monthStart, monthEnd] = listMonth(Date.now(), query.timeZone ?? "UTC");
  const scope = { organizationId, userId: ctx.actor.user.id, role };
  const bounds = { offset: query.offset ?? window.offset, monthStart, monthEnd };
  const [page, count, stats] = meetingListReads(ctx.db, scope, query, window.limit, bounds);
  return { window, page, count, stats };
}

/**
 * The list page without filters, alongside the session lookup (page-reads.ts): the guard's read of the page's
 * organisation, then the list's reads with the session user's role there, so the rows match the guard's row.
 */
export function meetingListPageQueries(db: Db, organizationRef: SQL, user: SQL, bounds: ListBounds) {
  const organizationId = organizationIdOf(organizationRef);
  const scope = { organizationId, userId: user, role: seatRoleRead(organizationId, user) };
  return [
    membershipRead(db, organizationRef, user),
    ...meetingListReads(db, scope, {}, MEETINGS_PAGE_SIZE, bounds),
  ] as const;
}

/**
 * A page of the meetings the actor may see in one organisation (newest start first), with the four stat cards
 * over every visible meeting (the filters narrow the list, not the cards). `offset` overrides the page (the API).
 * `prefetched` are the rows `meetingListPageQueries` gave alongside the session lookup (the page without filters):
 * kept when their guard's row is of this organisation, the guard deciding on it. Else, which meetings are visible
 * depends on the actor's role: a page that read the actor's organisations with the session (decision 032) builds
 * the list with that role and runs it in one batch with the guard's read; the guard decides, and a role changed
 * since the request began is read again with the guard's role.
 */
export async function listMeetings(
  ctx: ActorContext,
  organizationRef: string,
  query: ListRequest = {},
  prefetched?: BatchResponse<ReturnType<typeof meetingListPageQueries>>,
) {
  const read = rowsOfOrganization(prefetched, organizationRef);
  if (read) {
    const [membershipRows, ...rows] = read;
    const membership = membershipFrom(ctx, membershipRows[0], "content.view");
    return meetingListFrom(ctx, membership, pageWindow(query, MEETINGS_PAGE_SIZE), rows);
  }
  const atStart = ctx.snapshot?.organizations.find((org) => org.id === organizationRef || org.slug === organizationRef);
  if (!atStart) return meetingListOf(ctx, await requireMembership(ctx, organizationRef, "content.view"), query);
  const reads = meetingListQueries(ctx, atStart.id, atStart.role, query);
  const [membershipRows, ...rows] = await ctx.db.batch([
    membershipQuery(ctx, organizationRef),
    reads.page,
    reads.count,
    reads.stats,
  ]);
  const membership = membershipFrom(ctx, membershipRows[0], "content.view");
  if (membership.organization.id !== atStart.id || membership.role !== atStart.role)
    return meetingListOf(ctx, membership, query);
  return meetingListFrom(ctx, membership, reads.window, rows);
}

/** The list for a membership the guard admitted, read in a batch of its own. */
async function meetingListOf(ctx: ActorContext, membership: Membership, query: ListRequest) {
  const reads = meetingListQueries(ctx, membership.organization.id, membership.role, query);
  return meetingListFrom(ctx, membership, reads.window, await readList(ctx, reads));
}

const readList = (ctx: ActorContext, reads: ReturnType<typeof meetingListQueries>) =>
  ctx.db.batch([reads.page, reads.count, reads.stats]);

function meetingListFrom(
  ctx: ActorContext,
  membership: Membership,
  { page, limit }: ReturnType<typeof pageWindow>,
  [rows, totals, stats]: Awaited<ReturnType<typeof readList>>,
) {
  const total = Number(totals[0]?.total ?? 0);
  return {
    organization: membership.organization,
    canCreate: can(ctx.actor, "content.create", membership),
    meetings: rows,
    stats: {
      scheduled: Number(stats[0]?.scheduled ?? 0),
      totalAttendees: Number(stats[0]?.attendees ?? 0),
      completed: Number(stats[0]?.completed ?? 0),
      thisMonth: Number(stats[0]?.thisMonth ?? 0),
    },
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

/** What the meeting form offers: the organisation's active committees and members, unexecuted (for one batch). */
function meetingFormReads(db: Db, organizationId: string | SQL<string>) {
  return [
    db
      .select({ id: committees.id, name: committees.name })
      .from(committees)
      .where(and(eq(committees.organizationId, organizationId), eq(committees.status, "active")))
      .orderBy(asc(committees.name)),
    db
      .select({ userId: users.id, fullName: users.fullName, email: users.email })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.status, "active")))
      .orderBy(asc(users.fullName), asc(users.email))
      .limit(MEETING_FORM_PEOPLE),
  ] as const;
}

type FormRows = [Awaited<ReturnType<typeof meetingFormReads>[0]>, Awaited<ReturnType<typeof meetingFormReads>[1]>];

/** The form's committees, and its people (organiser, chair, secretary) by their names. */
function meetingFormOptions([committeeRows, memberRows]: FormRows) {
  return {
    committees: committeeRows,
    people: memberRows.map((row) => ({ userId: row.userId, displayName: row.fullName || row.email })),
  };
}

/**
 * The create form's guard read (the organisation by its id or slug), options and the actor's preferences: alone, or
 * alongside the session lookup (page-reads.ts, by the page's `?org=`).
 */
export function newFormQueries(db: Db, organizationRef: string | SQLWrapper, userId: string | SQL) {
  return [
    membershipRead(db, organizationRef, userId),
    ...meetingFormReads(db, organizationIdOf(organizationRef)),
    preferencesQuery({ db }, userId),
  ] as const;
}

const newFormReads = batchTemplate((db) =>
  newFormQueries(db, sql.placeholder("organizationRef"), sql`${MEETING_IN_VIEW.userId}`),
);

/**
 * The create form in one round trip: the membership guard (a role that creates content), the form's options and the
 * actor's preferences (their zone and meeting defaults) in one batch (decision 039). `prefetched` are the rows
 * `newFormQueries` gave alongside the session lookup for the page's organisation (its `?org=`, else the preferred
 * one); rows whose guard's row is not of `organizationId` (a guess that was another organisation or found no seat)
 * are read again, as are those of a request without them.
 */
export async function newMeetingForm(
  ctx: ActorContext,
  organizationId: string,
  prefetched?: BatchResponse<ReturnType<typeof newFormQueries>>,
): Promise<ReturnType<typeof meetingFormOptions> & { preferences: Preferences }> {
  const [membershipRows, committeeRows, memberRows, preferenceRows] =
    rowsOfOrganization(prefetched, organizationId) ??
    (await ctx.db.batch(newFormReads(ctx.db, { organizationRef: organizationId, userId: ctx.actor.user.id })));
  membershipFrom(ctx, membershipRows[0], "content.create");
  // A user's first page creates their preferences row (a rare write after the read, as the shell does).
  const preferences = preferenceRows[0] ?? (await createDefaultPreferences(ctx, ctx.actor.user.id));
  return { ...meetingFormOptions([committeeRows, memberRows]), preferences };
}

/** The edit form's guard read and options: alone, or alongside the session lookup (page-reads.ts). */
export function editFormQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [meetingAccessRead(db, meetingId, userId), ...meetingFormReads(db, organizationOfMeeting(meetingId))] as const;
}

const editFormReads = batchTemplate((db) => editFormQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId));

/**
 * The edit form in one round trip: the guard (the right to run the meeting) and the form's options in one batch.
 * `prefetched` are the rows `editFormQueries` gave alongside the session lookup; without them they make their own
 * round trip.
 */
export async function editMeetingForm(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof editFormQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, ...options] =
    prefetched ?? (await ctx.db.batch(editFormReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const { meeting } = meetingAccessFrom(ctx, accessRows[0], "manage");
  return { meeting, ...meetingFormOptions(options) };
}
