// A meeting's participants (issue 11; spec 000 §2.6, §3, §4): managers invite members and guests, set seats
// (role, voting eligibility), check people in (presence) and record proxies; each participant answers their own
// RSVP (on the page, or by the token in the invitation email's links) and declares their own conflicts.
import { and, asc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { AGENDA_MESSAGES, PARTICIPANT_MESSAGES } from "../../lib/meetings/agenda-messages";
import {
  type ParticipantRole,
  type PresenceStatus,
  participantRolePriority,
  type RsvpAnswer,
} from "../../lib/meetings/constants";
import type {
  InviteParticipantsInput,
  ParticipantPatch,
  ParticipantQuery,
} from "../../lib/meetings/participant-schemas";
import { countsTowardsQuorum, quorumOf } from "../../lib/meetings/quorum";
import { notify } from "../notifications/notify";
import { notifyRsvpAnswered } from "../notifications/producers";
import { allActiveMembers } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
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
import { invitationEmails, rsvpTokenFor, rsvpTokenHash, seatAddresses } from "./invitations-email";
import { tellMeeting } from "./room";

// One collator for every sort: `localeCompare` with options makes a new one on each comparison.
const BY_NAME = new Intl.Collator("en", { sensitivity: "base" });

const { meetings, meetingParticipants, meetingConflicts, agendaItems, users, organizationMembers } = schema;
type Participant = typeof meetingParticipants.$inferSelect;

/** These presences check a participant in (their check-in time is set); left_early records when they left. */
const CHECKS_IN: readonly PresenceStatus[] = ["present", "virtual", "late"];

const percent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 100));

/** Attendance rate = RSVP accepted / total, presence rate = present or virtual / total, as rounded percents. */
export function participationRates(seats: Pick<Participant, "attendanceStatus" | "presence">[]) {
  const total = seats.length;
  const accepted = seats.filter((seat) => seat.attendanceStatus === "accepted").length;
  const inRoom = seats.filter((seat) => countsTowardsQuorum(seat.presence)).length;
  return { total, accepted, inRoom, attendanceRate: percent(accepted, total), presenceRate: percent(inRoom, total) };
}

/**
 * The seats with their people and board titles, and the conflicts declared on the meeting's items: unexecuted, for
 * one batch with the guard's read (decision 039).
 */
function seatReads(db: Db, meetingId: string | SQLWrapper) {
  return [
    db
      .select({
        participant: meetingParticipants,
        fullName: users.fullName,
        email: users.email,
        avatarUrl: users.avatarUrl,
        title: organizationMembers.boardTitle,
      })
      .from(meetingParticipants)
      .leftJoin(users, eq(users.id, meetingParticipants.userId))
      .leftJoin(
        organizationMembers,
        sql`${organizationMembers.userId} = ${meetingParticipants.userId}
          and ${organizationMembers.organizationId} = ${organizationOfMeeting(meetingId)}`,
      )
      .where(eq(meetingParticipants.meetingId, meetingId)),
    db
      .select({
        userId: meetingConflicts.userId,
        agendaItemId: meetingConflicts.agendaItemId,
        description: meetingConflicts.description,
        itemTitle: agendaItems.title,
      })
      .from(meetingConflicts)
      .innerJoin(agendaItems, eq(agendaItems.id, meetingConflicts.agendaItemId))
      .where(eq(meetingConflicts.meetingId, meetingId)),
  ] as const;
}

type SeatRows = Awaited<ReturnType<typeof seatReads>[0]>;
type ConflictRows = Awaited<ReturnType<typeof seatReads>[1]>;

/**
 * The participants as 000 §2.6 lists them: search over name, email or title (case-insensitive), filters by role,
 * RSVP and presence, sorted by role priority then name; the rates are over every participant, not the filtered list.
 */
export async function listParticipants(ctx: ActorContext, meetingId: string, query: ParticipantQuery = {}) {
  checkMeetingId(meetingId);
  const [accessRows, rows, conflicts] = await ctx.db.batch([
    meetingAccessQuery(ctx, meetingId),
    ...seatReads(ctx.db, meetingId),
  ]);
  return participantsOf(ctx, meetingAccessFrom(ctx, accessRows[0], "read"), rows, conflicts, query);
}

function participantsOf(
  ctx: ActorContext,
  access: MeetingAccess,
  rows: SeatRows,
  conflicts: ConflictRows,
  query: ParticipantQuery,
) {
  const all = rows.map(({ participant, fullName, email, avatarUrl, title }) => {
    const own = conflicts.filter((conflict) => participant.userId && conflict.userId === participant.userId);
    return {
      ...participant,
      rsvpTokenHash: undefined,
      name: fullName || participant.guestName || email || participant.guestEmail || "",
      email: email ?? participant.guestEmail ?? "",
      avatarUrl,
      title,
      isGuest: participant.userId === null,
      conflicts: own,
      hasConflictOfInterest: own.length > 0,
    };
  });
  all.sort(
    (a, b) => participantRolePriority(a.role) - participantRolePriority(b.role) || BY_NAME.compare(a.name, b.name),
  );
  const needle = query.q?.toLowerCase();
  const shown = all.filter(
    (seat) =>
      (!needle || [seat.name, seat.email, seat.title ?? ""].some((text) => text.toLowerCase().includes(needle))) &&
      (!query.role || seat.role === query.role) &&
      (!query.rsvp || seat.attendanceStatus === query.rsvp) &&
      (!query.presence || seat.presence === query.presence),
  );
  const mine = all.find((seat) => seat.userId === ctx.actor.user.id) ?? null;
  return {
    access,
    participants: shown,
    total: all.length,
    rates: participationRates(all),
    quorum: quorumOf(access.meeting, all),
    mine,
    all,
  };
}

/**
 * The participants tab's guard and reads: the seats, the agenda items a participant may declare a conflict on and
 * the members a manager may invite (those two read for everyone). Alone, or alongside the session lookup.
 */
export function participantsPageQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [
    meetingAccessRead(db, meetingId, userId),
    ...seatReads(db, meetingId),
    db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.orderIndex)),
    inviteCandidatesQuery(db, meetingId),
  ] as const;
}

const participantsPageReads = batchTemplate((db) =>
  participantsPageQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId),
);

/**
 * The participants tab in one round trip (decision 060): the list, with the agenda's items and the invite
 * candidates kept only for whom they are for. The filters of `query` apply to the rows read, so `prefetched` (the
 * rows `participantsPageQueries` gave alongside the session lookup) serve any of them; without them they make their
 * own round trip.
 */
export async function participantsPage(
  ctx: ActorContext,
  meetingId: string,
  query: ParticipantQuery,
  prefetched?: BatchResponse<ReturnType<typeof participantsPageQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, rows, conflicts, agenda, candidates] =
    prefetched ?? (await ctx.db.batch(participantsPageReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const list = participantsOf(ctx, meetingAccessFrom(ctx, accessRows[0], "read"), rows, conflicts, query);
  return {
    ...list,
    agendaItems: list.mine ? agenda : [],
    candidates: list.access.canManage ? candidates : [],
  };
}

function audit(
  ctx: ServiceContext & { actor?: ActorContext["actor"] },
  access: { meeting: { id: string; organizationId: string } },
  action: string,
  entityId: string,
  changes?: object,
  /** Who acted: the actor, else (an answer by the email's token) the seat's own user. */
  userId: string | null = ctx.actor?.user.id ?? null,
) {
  return auditInsert(ctx, {
    userId,
    organizationId: access.meeting.organizationId,
    action: `meeting_participant.${action}`,
    entityType: "meeting_participant",
    entityId,
    changes: { meetingId: access.meeting.id, ...changes },
  });
}

/**
 * Invites members of the organisation and/or a guest by email. Already-seated people are skipped (named in the
 * answer); each new seat gets its RSVP token (only the hash is kept) and an invitation email with the .ics.
 */
export async function inviteParticipants(ctx: ActorContext, meetingId: string, input: InviteParticipantsInput) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  if (!(await allActiveMembers(ctx, access.meeting.organizationId, input.userIds)))
    throw badRequest(PARTICIPANT_MESSAGES.notMembers, { userIds: [PARTICIPANT_MESSAGES.notMembers] });
  const existing = await ctx.db
    .select({ userId: meetingParticipants.userId, guestEmail: meetingParticipants.guestEmail })
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meetingId))
    .all();
  const seatedUsers = new Set(existing.map((seat) => seat.userId));
  const seatedGuests = new Set(existing.map((seat) => seat.guestEmail));
  const now = Date.now();
  const base = { meetingId, role: input.role, isVotingEligible: input.isVotingEligible, invitedAt: now };
  const newSeats: (typeof meetingParticipants.$inferInsert & { id: string })[] = [
    ...input.userIds.filter((userId) => !seatedUsers.has(userId)).map((userId) => ({ ...base, userId })),
    ...(input.guestEmail && !seatedGuests.has(input.guestEmail)
      ? [{ ...base, guestEmail: input.guestEmail, guestName: input.guestName, isVotingEligible: false }]
      : []),
  ].map((seat) => ({ ...seat, id: crypto.randomUUID(), invitedBy: ctx.actor.user.id }));
  const skipped = input.userIds.length + (input.guestEmail ? 1 : 0) - newSeats.length;
  if (newSeats.length === 0) return { invited: 0, skipped };
  const rows = await Promise.all(
    newSeats.map(async (seat) => ({
      ...seat,
      rsvpTokenHash: await rsvpTokenHash(await rsvpTokenFor(ctx.config, seat.id)),
    })),
  );
  // Addresses of members come from their accounts; the seats are written in the same batch as their emails.
  const memberAddresses = input.userIds.length
    ? await ctx.db
        .select({ id: users.id, email: users.email, name: users.fullName })
        .from(users)
        .where(inArray(users.id, input.userIds))
        .all()
    : [];
  const addresses = rows.flatMap((seat) => {
    if (seat.userId) {
      const user = memberAddresses.find((member) => member.id === seat.userId);
      return user ? [{ id: seat.id, email: user.email, name: user.name }] : [];
    }
    return seat.guestEmail ? [{ id: seat.id, email: seat.guestEmail, name: seat.guestName ?? null }] : [];
  });
  const emails = await invitationEmails(ctx, access.meeting, "invited", addresses);
  await ctx.db.batch([
    audit(ctx, access, "invited", meetingId, { count: rows.length, role: input.role }),
    ...rows.map((seat) => ctx.db.insert(meetingParticipants).values(seat)),
    ...emails.inserts,
  ]);
  await emails.dispatch();
  await notify(ctx, {
    recipients: rows.flatMap((seat) => (seat.userId && seat.userId !== ctx.actor.user.id ? [seat.userId] : [])),
    organizationId: access.meeting.organizationId,
    type: "meeting",
    priority: "medium",
    category: "meetings",
    title: `Invitation: ${access.meeting.title}`,
    actionUrl: `/dashboard/meetings/${meetingId}/participants`,
    actionText: "Answer the invitation",
  });
  await tellMeeting(ctx, meetingId, { type: "participants_changed" });
  return { invited: rows.length, skipped };
}

async function requireSeat(ctx: ServiceContext, meetingId: string, participantId: string) {
  const seat = await ctx.db
    .select()
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.id, participantId), eq(meetingParticipants.meetingId, meetingId)))
    .get();
  if (!seat) throw notFound(PARTICIPANT_MESSAGES.notFound);
  return seat;
}

/** Proxy rules: not yourself, to another voting-eligible participant, and no chains either way. */
async function checkDelegate(ctx: ServiceContext, seat: Participant, delegateUserId: string) {
  if (!seat.userId) throw badRequest(PARTICIPANT_MESSAGES.delegateGuest);
  if (delegateUserId === seat.userId) throw badRequest(PARTICIPANT_MESSAGES.delegateSelf);
  const seats = await ctx.db
    .select()
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, seat.meetingId))
    .all();
  const delegate = seats.find((other) => other.userId === delegateUserId);
  if (!delegate?.isVotingEligible) throw badRequest(PARTICIPANT_MESSAGES.delegateNotEligible);
  if (delegate.delegateUserId) throw badRequest(PARTICIPANT_MESSAGES.delegateChain);
  if (seats.some((other) => other.delegateUserId === seat.userId)) throw badRequest(PARTICIPANT_MESSAGES.delegateHolds);
}

/** What a presence writes: checking in sets the check-in time (once), leaving early sets when they left. */
function presenceFields(seat: Participant, presence: PresenceStatus | null, now: number) {
  if (presence === null) return { presence, checkInTime: null, leftAt: null };
  if (CHECKS_IN.includes(presence)) return { presence, checkInTime: seat.checkInTime ?? now, leftAt: null };
  if (presence === "left_early") return { presence, leftAt: now };
  return { presence };
}

/** A manager's change to a seat (role, eligibility, presence, proxy); a participant may set their own proxy. */
export async function updateParticipant(
  ctx: ActorContext,
  meetingId: string,
  participantId: string,
  patch: ParticipantPatch,
) {
  const read = await requireMeeting(ctx, meetingId, "read");
  const seat = await requireSeat(ctx, meetingId, participantId);
  const ownProxyOnly = seat.userId === ctx.actor.user.id && Object.keys(patch).every((key) => key === "delegateUserId");
  const access = ownProxyOnly ? read : await requireMeeting(ctx, meetingId, "manage");
  if (patch.delegateUserId) await checkDelegate(ctx, seat, patch.delegateUserId);
  const now = Date.now();
  // A seat that stops voting no longer holds anyone's proxy: those fall back to their givers.
  const dropsProxiesOf = patch.isVotingEligible === false && seat.isVotingEligible ? seat.userId : null;
  const changes = {
    ...(patch.role ? { role: patch.role as ParticipantRole } : {}),
    ...(patch.isVotingEligible !== undefined ? { isVotingEligible: patch.isVotingEligible } : {}),
    ...(patch.delegateUserId !== undefined ? { delegateUserId: patch.delegateUserId } : {}),
    ...(patch.presence !== undefined ? presenceFields(seat, patch.presence, now) : {}),
  };
  if (Object.keys(changes).length === 0) return seat;
  const [updated] = await ctx.db.batch([
    ctx.db.update(meetingParticipants).set(changes).where(eq(meetingParticipants.id, participantId)).returning(),
    ...(dropsProxiesOf
      ? [
          ctx.db
            .update(meetingParticipants)
            .set({ delegateUserId: null })
            .where(
              and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.delegateUserId, dropsProxiesOf)),
            ),
        ]
      : []),
    audit(ctx, access, patch.presence !== undefined ? "attendance_updated" : "updated", participantId, {
      fields: Object.keys(changes),
      presence: patch.presence,
    }),
  ]);
  if (patch.presence !== undefined) {
    await tellMeeting(ctx, meetingId, {
      type: "attendance_changed",
      participantId,
      userId: seat.userId,
      presence: patch.presence,
    });
  } else {
    await tellMeeting(ctx, meetingId, { type: "participants_changed" });
  }
  return updated[0];
}

export async function removeParticipant(ctx: ActorContext, meetingId: string, participantId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  const seat = await requireSeat(ctx, meetingId, participantId);
  await ctx.db.batch([
    ctx.db.delete(meetingParticipants).where(eq(meetingParticipants.id, participantId)),
    // Proxies given to the removed person fall back to their givers.
    ...(seat.userId
      ? [
          ctx.db
            .update(meetingParticipants)
            .set({ delegateUserId: null })
            .where(
              and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.delegateUserId, seat.userId)),
            ),
        ]
      : []),
    audit(ctx, access, "removed", participantId, { userId: seat.userId, guestEmail: seat.guestEmail }),
  ]);
  await tellMeeting(ctx, meetingId, { type: "participants_changed" });
}

/** Records an answer; the same answer again changes nothing (no new time, no audit entry). */
async function recordAnswer(
  ctx: ServiceContext & { actor?: ActorContext["actor"] },
  seat: Participant,
  organizationId: string,
  answer: RsvpAnswer,
  via: string,
) {
  if (seat.attendanceStatus === answer) return { changed: false };
  await ctx.db.batch([
    ctx.db
      .update(meetingParticipants)
      .set({ attendanceStatus: answer, respondedAt: Date.now() })
      .where(eq(meetingParticipants.id, seat.id)),
    audit(
      ctx,
      { meeting: { id: seat.meetingId, organizationId } },
      "rsvp",
      seat.id,
      { answer, via },
      ctx.actor?.user.id ?? seat.userId,
    ),
  ]);
  await tellMeeting(ctx, seat.meetingId, { type: "participants_changed" });
  await notifyRsvpAnswered(ctx, seat, answer);
  return { changed: true };
}

/** The signed-in participant answers their own invitation. */
export async function answerRsvp(ctx: ActorContext, meetingId: string, answer: RsvpAnswer) {
  const access = await requireMeeting(ctx, meetingId, "read");
  if (!access.participant) throw new ServiceError(403, PARTICIPANT_MESSAGES.notSeated);
  return recordAnswer(ctx, access.participant, access.meeting.organizationId, answer, "page");
}

/** The seat and meeting an RSVP token names, else 404 (a wrong, old or removed seat's token). */
export async function findRsvp(ctx: ServiceContext, token: string) {
  if (!token || token.length > 200) throw notFound(PARTICIPANT_MESSAGES.rsvpInvalid);
  const row = await ctx.db
    .select({ seat: meetingParticipants, meeting: meetings })
    .from(meetingParticipants)
    .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
    .where(eq(meetingParticipants.rsvpTokenHash, await rsvpTokenHash(token)))
    .get();
  if (!row) throw notFound(PARTICIPANT_MESSAGES.rsvpInvalid);
  return row;
}

/** Answers by the invitation email's token (the public /meetings/rsvp page, after its POST confirmation). */
export async function answerRsvpByToken(ctx: ServiceContext, token: string, answer: RsvpAnswer) {
  const { seat, meeting } = await findRsvp(ctx, token);
  if (meeting.status === "cancelled" || meeting.status === "completed")
    throw new ServiceError(409, AGENDA_MESSAGES.meetingClosed);
  const result = await recordAnswer(ctx, seat, meeting.organizationId, answer, "email");
  return { ...result, meeting: { id: meeting.id, title: meeting.title } };
}

/** The participant declares their own conflict of interest on an item of this meeting. */
export async function declareConflict(
  ctx: ActorContext,
  meetingId: string,
  input: { agendaItemId: string; description: string },
) {
  const access = await requireMeeting(ctx, meetingId, "read");
  if (!access.participant) throw new ServiceError(403, PARTICIPANT_MESSAGES.notSeated);
  const item = await ctx.db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .where(and(eq(agendaItems.id, input.agendaItemId), eq(agendaItems.meetingId, meetingId)))
    .get();
  if (!item) throw badRequest(PARTICIPANT_MESSAGES.conflictItem, { agendaItemId: [PARTICIPANT_MESSAGES.conflictItem] });
  const userId = ctx.actor.user.id;
  await ctx.db.batch([
    ctx.db
      .insert(meetingConflicts)
      .values({ id: crypto.randomUUID(), meetingId, agendaItemId: item.id, userId, description: input.description })
      .onConflictDoUpdate({
        target: [meetingConflicts.agendaItemId, meetingConflicts.userId],
        set: { description: input.description },
      }),
    audit(ctx, access, "conflict_declared", access.participant.id, { agendaItemId: item.id }),
  ]);
  await tellMeeting(ctx, meetingId, { type: "participants_changed" });
}

export async function withdrawConflict(ctx: ActorContext, meetingId: string, agendaItemId: string) {
  const access = await requireMeeting(ctx, meetingId, "read");
  if (!access.participant) throw new ServiceError(403, PARTICIPANT_MESSAGES.notSeated);
  await ctx.db.batch([
    ctx.db
      .delete(meetingConflicts)
      .where(
        and(
          eq(meetingConflicts.meetingId, meetingId),
          eq(meetingConflicts.agendaItemId, agendaItemId),
          eq(meetingConflicts.userId, ctx.actor.user.id),
        ),
      ),
    audit(ctx, access, "conflict_withdrawn", access.participant.id, { agendaItemId }),
  ]);
  await tellMeeting(ctx, meetingId, { type: "participants_changed" });
}

/** Members of the organisation not yet seated, for the invite form's picker: unexecuted, keyed on the meeting. */
function inviteCandidatesQuery(db: Db, meetingId: string | SQLWrapper) {
  return db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      sql`${organizationMembers.organizationId} = ${organizationOfMeeting(meetingId)}
        and ${organizationMembers.status} = 'active'
        and not exists (select 1 from meeting_participants mp
          where mp.meeting_id = ${meetingId} and mp.user_id = ${users.id})`,
    )
    .orderBy(asc(users.fullName))
    .limit(500);
}

/** Re-sends a seat's invitation (for a guest who lost it); also used by tests to read a fresh link. */
export async function resendInvitation(ctx: ActorContext, meetingId: string, participantId: string) {
  const access = await requireMeeting(ctx, meetingId, "manage");
  await requireSeat(ctx, meetingId, participantId);
  const emails = await invitationEmails(
    ctx,
    access.meeting,
    "invited",
    await seatAddresses(ctx, meetingId, [participantId]),
  );
  await ctx.db.batch([audit(ctx, access, "invitation_resent", participantId), ...emails.inserts]);
  await emails.dispatch();
}
