// The meeting guard: who sees a meeting (its confidentiality) and who runs it, in one query. ONE copy of the rule;
// every meetings service, page, endpoint and the MeetingRoom's join check go through it.
//
// Seeing a meeting needs an active membership of its organisation, and then by confidentiality:
// - public: every member;
// - confidential: its participants, its organiser, chair and secretary, and the organisation's owners and admins;
// - board_only: as confidential, plus every member whose role creates content (owner, admin, member: the board),
//   but not viewers, and not a participant seated as a guest or observer;
// - restricted: only its participants, organiser, chair and secretary (owners and admins too only if seated).
// Running a meeting (editing it, its agenda, participants, votes and minutes; starting and ending it) belongs to its
// organiser, chair and secretary and to the organisation's owners and admins who can see it.
// Across organisations, and where the actor may not see it, the answer is 404 'Meeting not found'.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { MeetingConfidentiality, ParticipantRole } from "../../lib/meetings/constants";
import { MEETING_MESSAGES } from "../../lib/meetings/messages";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { admitPastHolds } from "../auth/organization-holds";
import type { ActorContext } from "../platform/context";
import { columnsNamedApart } from "../platform/db/batch-columns";
import { type Db, schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { authorize, can } from "../platform/policy";

const { meetings, meetingParticipants, organizations, organizationMembers } = schema;

export type Meeting = typeof meetings.$inferSelect;
export type MeetingAccess = {
  meeting: Meeting;
  organization: typeof organizations.$inferSelect;
  role: OrganizationRole;
  /** The actor's seat, if they are a participant. */
  participant: typeof meetingParticipants.$inferSelect | null;
  canManage: boolean;
};

const isOrgManager = (role: OrganizationRole) => role === "owner" || role === "admin";

type Seat = { role: ParticipantRole } | null;

/** Whether a member with this organisation role and seat may see a meeting of this confidentiality. */
export function seesMeeting(
  meeting: Pick<Meeting, "confidentiality" | "organizerId" | "chairpersonId" | "secretaryId">,
  userId: string,
  role: OrganizationRole,
  seat: Seat,
): boolean {
  const officer = [meeting.organizerId, meeting.chairpersonId, meeting.secretaryId].includes(userId);
  const seated = seat !== null || officer;
  const level: MeetingConfidentiality = meeting.confidentiality;
  switch (level) {
    case "public":
      return true;
    case "confidential":
      return seated || isOrgManager(role);
    case "board_only":
      if (isOrgManager(role) || officer) return true;
      if (seat) return seat.role !== "guest" && seat.role !== "observer";
      return role === "member";
    case "restricted":
      return seated;
  }
}

/** Whether the actor runs the meeting: organiser, chair, secretary, or an owner or admin of its organisation. */
export function runsMeeting(
  meeting: Pick<Meeting, "organizerId" | "chairpersonId" | "secretaryId">,
  userId: string,
  role: OrganizationRole,
) {
  return isOrgManager(role) || [meeting.organizerId, meeting.chairpersonId, meeting.secretaryId].includes(userId);
}

/** A meeting id no meeting can have (empty, overlong) is a 404 before any read: the guard's and the pages' batches. */
export function checkMeetingId(meetingId: string): void {
  if (!meetingId || meetingId.length > 100) throw notFound(MEETING_MESSAGES.notFound);
}

/**
 * The meeting as the actor sees it, else 404 'Meeting not found'. `manage` also needs the right to run it (403) and
 * an organisation that is not archived (409, through the policy's content.create rule).
 */
export async function requireMeeting(
  ctx: ActorContext,
  meetingId: string,
  need: "read" | "manage" = "read",
): Promise<MeetingAccess> {
  checkMeetingId(meetingId);
  return meetingAccessFrom(ctx, await meetingAccessQuery(ctx, meetingId).get(), need);
}

/** The guard's one read, unexecuted, so a page can run it in one `db.batch` with its own reads (decision 039). */
export function meetingAccessQuery(ctx: ActorContext, meetingId: string) {
  return meetingAccessRead(ctx.db, meetingId, ctx.actor.user.id);
}

/**
 * A meeting tab's batch template (decision 052) names the meeting, the actor and (for reads of documents, whose shares
 * expire) the clock by these placeholders; each view fills them in with `meetingViewValues`.
 */
export const MEETING_IN_VIEW = {
  meetingId: sql.placeholder("meetingId"),
  userId: sql.placeholder("userId"),
  asOf: sql.placeholder("asOf"),
};
export const meetingViewValues = (ctx: ActorContext, meetingId: string) => ({
  meetingId,
  userId: ctx.actor.user.id,
  asOf: Date.now(),
});

/** `meetingAccessQuery` for ids given now or as a batch template's placeholders (decision 052). */
export function meetingAccessRead(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return db
    .select({
      meeting: meetings,
      // Named apart from the meeting's columns of the same name, for `db.batch` (platform/db/batch-columns.ts).
      organization: columnsNamedApart(organizations, "organization"),
      role: sql<OrganizationRole>`${organizationMembers.role}`.as("organization_role"),
      participant: columnsNamedApart(meetingParticipants, "participant"),
    })
    .from(meetings)
    .innerJoin(organizations, sql`${organizations.id} = ${meetings.organizationId}`)
    .innerJoin(
      organizationMembers,
      sql`${organizationMembers.organizationId} = ${meetings.organizationId}
        and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active'`,
    )
    .leftJoin(
      meetingParticipants,
      sql`${meetingParticipants.meetingId} = ${meetings.id} and ${meetingParticipants.userId} = ${userId}`,
    )
    .where(sql`${meetings.id} = ${meetingId}`);
}

/**
 * The meeting's organisation as a scalar subquery, for a page's reads of its organisation in the guard's batch
 * (decision 039): a refused or missing meeting names none, and nothing is read.
 */
export function organizationOfMeeting(meetingId: string | SQLWrapper) {
  return sql<string>`(select ${meetings.organizationId} from ${meetings} where ${meetings.id} = ${meetingId})`;
}

/** The guard's decision on the row `meetingAccessQuery` read (none: 404). */
export function meetingAccessFrom(
  ctx: ActorContext,
  row: Awaited<ReturnType<ReturnType<typeof meetingAccessQuery>["get"]>>,
  need: "read" | "manage",
): MeetingAccess {
  if (!row) throw notFound(MEETING_MESSAGES.notFound);
  const userId = ctx.actor.user.id;
  const { role } = row;
  // Columns named apart are not nulled by drizzle for a missing left join: no seat reads as a row of nulls.
  const participant = row.participant.id === null ? null : (row.participant as MeetingAccess["participant"]);
  const membership = { role, organization: row.organization };
  if (!can(ctx.actor, "content.view", membership)) throw notFound(MEETING_MESSAGES.notFound);
  if (!seesMeeting(row.meeting, userId, role, participant)) throw notFound(MEETING_MESSAGES.notFound);
  admitPastHolds(ctx, row.organization);
  const canManage = runsMeeting(row.meeting, userId, role);
  if (need === "manage") {
    if (!canManage) throw new ServiceError(403, MEETING_MESSAGES.noPermission);
    authorize(ctx.actor, "content.create", membership);
  }
  return { meeting: row.meeting, organization: row.organization, role, participant, canManage };
}

/**
 * The same rule as a SQL condition over the `meetings` row in scope, for lists (the calendar, the meetings list,
 * search): `role` is the actor's role in that organisation (the list is already scoped to one organisation).
 */
export function visibleMeetingsCondition(userId: string | SQLWrapper, role: OrganizationRole) {
  const seated = sql`(exists (select 1 from meeting_participants mp
      where mp.meeting_id = ${meetings.id} and mp.user_id = ${userId})
    or ${meetings.organizerId} = ${userId} or ${meetings.chairpersonId} = ${userId}
    or ${meetings.secretaryId} = ${userId})`;
  if (isOrgManager(role)) return sql`(${meetings.confidentiality} <> 'restricted' or ${seated})`;
  const boardSeat = sql`(exists (select 1 from meeting_participants mp where mp.meeting_id = ${meetings.id}
      and mp.user_id = ${userId} and mp.role not in ('guest', 'observer'))
    or ${meetings.organizerId} = ${userId} or ${meetings.chairpersonId} = ${userId}
    or ${meetings.secretaryId} = ${userId})`;
  const boardOnly =
    role === "member"
      ? sql`not exists (select 1 from meeting_participants mp where mp.meeting_id = ${meetings.id}
          and mp.user_id = ${userId} and mp.role in ('guest', 'observer'))`
      : boardSeat;
  return sql`(${meetings.confidentiality} = 'public'
    or (${meetings.confidentiality} in ('confidential', 'restricted') and ${seated})
    or (${meetings.confidentiality} = 'board_only' and ${boardOnly}))`;
}

/** The roles visibleMeetingsCondition tells apart, each group answered alike. */
const ROLES_ALIKE: OrganizationRole[][] = [["owner", "admin"], ["member"], ["viewer"]];

/**
 * visibleMeetingsCondition for a role SQL yields (the actor's seat, read in the same statement): the rule is asked
 * once per role and picked by that role in SQL, for a search across seats or a read in one batch with the guard.
 */
export function visibleMeetingsConditionByRole(userId: string | SQLWrapper, role: SQL): SQL {
  const branches = ROLES_ALIKE.map(
    (group) =>
      sql`(${role} in (${sql.join(
        group.map((each) => sql`${each}`),
        sql`, `,
      )}) and ${visibleMeetingsCondition(userId, group[0])})`,
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}
