// Resolutions and their votes (issue 11): create, edit while draft, open (the voters are fixed then), cast, close
// (the count of app/lib/meetings/vote-arithmetic.ts is stored), cancel. One ballot per voter is the database's
// rule (vote_turnout's primary key); an anonymous ballot is stored without its voter, beside the turnout row.
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { quorumOf } from "../../lib/meetings/quorum";
import { countVote, turnoutQuorumMet } from "../../lib/meetings/vote-arithmetic";
import { VOTE_MESSAGES } from "../../lib/meetings/vote-messages";
import type { BallotInput, ResolutionInput } from "../../lib/meetings/vote-schemas";
import { recordVoteOutcome } from "../analytics/decisions";
import { recordEvent } from "../analytics/events";
import { notify } from "../notifications/notify";
import { auditInsert, auditInsertWhen } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { inList, insertsInChunks } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { badRequest, ServiceError } from "../platform/errors";
import { type Meeting, requireMeeting } from "./access";
import { tellMeeting } from "./room";
import {
  authorizeBallot,
  requireResolutionsOf,
  requireVote,
  type Vote,
  WRITTEN_RESOLUTION_VOTER_ROLES,
} from "./vote-access";

const { votes, voteEligibleVoters, voteTurnout, voteBallots, meetingParticipants, meetingConflicts } = schema;

/** Quorum of a written resolution: half the eligible voters must return a ballot (the meetings' default). */
export const WRITTEN_RESOLUTION_QUORUM = 0.5;

export const voteHref = (vote: Pick<Vote, "id" | "meetingId">) =>
  vote.meetingId
    ? `/dashboard/meetings/${vote.meetingId}/resolutions#vote-${vote.id}`
    : `/dashboard/resolutions/${vote.id}`;

/** The checks a resolution's fields need beyond the schema: its agenda item, anonymity, the deadline. */
async function checkResolution(ctx: ActorContext, meeting: Meeting | null, input: ResolutionInput) {
  if (input.deadline !== undefined && input.deadline <= Date.now())
    throw badRequest(VOTE_MESSAGES.deadlineInPast, { deadline: [VOTE_MESSAGES.deadlineInPast] });
  if (!meeting) {
    if (input.deadline === undefined)
      throw badRequest(VOTE_MESSAGES.deadlineRequired, { deadline: [VOTE_MESSAGES.deadlineRequired] });
    return { agendaItemId: null };
  }
  if (input.isAnonymous && !meeting.allowsAnonymousVoting)
    throw badRequest(VOTE_MESSAGES.anonymousNotAllowed, { isAnonymous: [VOTE_MESSAGES.anonymousNotAllowed] });
  if (!input.agendaItemId) return { agendaItemId: null };
  const item = await ctx.db
    .select({ id: schema.agendaItems.id })
    .from(schema.agendaItems)
    .where(and(eq(schema.agendaItems.id, input.agendaItemId), eq(schema.agendaItems.meetingId, meeting.id)))
    .get();
  if (!item) throw badRequest(VOTE_MESSAGES.agendaItemNotFound, { agendaItemId: [VOTE_MESSAGES.agendaItemNotFound] });
  return { agendaItemId: item.id };
}

const resolutionFields = (input: ResolutionInput, agendaItemId: string | null) => ({
  title: input.title,
  description: input.description ?? null,
  agendaItemId,
  votingMethod: input.votingMethod,
  requiredThreshold: input.requiredThreshold,
  deadline: input.deadline ?? null,
  isAnonymous: input.isAnonymous,
  allowAbstention: input.allowAbstention,
  allowProxy: input.allowProxy,
});

/** A resolution on a meeting (`meetingId`) or, with `organizationRef`, a written resolution between meetings. */
export async function createResolution(
  ctx: ActorContext,
  where: { meetingId: string } | { organizationRef: string },
  input: ResolutionInput,
) {
  const meeting = "meetingId" in where ? (await requireMeeting(ctx, where.meetingId, "manage")).meeting : null;
  const organizationId =
    meeting?.organizationId ??
    (await requireResolutionsOf(ctx, (where as { organizationRef: string }).organizationRef, "manage")).organization.id;
  const { agendaItemId } = await checkResolution(ctx, meeting, input);
  const id = crypto.randomUUID();
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(votes).values({
      id,
      organizationId,
      meetingId: meeting?.id ?? null,
      voteType: meeting ? "resolution" : "written_resolution",
      ...resolutionFields(input, agendaItemId),
      createdBy: ctx.actor.user.id,
      createdAt: now,
      updatedAt: now,
    }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId,
      action: "vote.created",
      entityType: "vote",
      entityId: id,
      changes: { title: input.title, meetingId: meeting?.id ?? null, method: input.votingMethod },
    }),
  ]);
  return { id };
}

export async function updateResolution(ctx: ActorContext, voteId: string, input: ResolutionInput) {
  const { vote, meeting } = await requireVote(ctx, voteId, "manage");
  if (vote.status !== "draft") throw new ServiceError(409, VOTE_MESSAGES.onlyDraftEdits);
  const { agendaItemId } = await checkResolution(ctx, meeting, input);
  await ctx.db.batch([
    ctx.db
      .update(votes)
      .set({ ...resolutionFields(input, agendaItemId), updatedAt: Date.now() })
      .where(and(eq(votes.id, vote.id), eq(votes.status, "draft"))),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vote.organizationId,
      action: "vote.updated",
      entityType: "vote",
      entityId: vote.id,
      changes: { title: input.title, method: input.votingMethod, threshold: input.requiredThreshold },
    }),
  ]);
}

type EligibleRow = typeof voteEligibleVoters.$inferInsert;

/** Who may vote, fixed now: the meeting's voting-eligible seats (recused marked), or the board's members. */
async function votersAtOpen(ctx: ServiceContext, vote: Vote): Promise<EligibleRow[]> {
  if (!vote.meetingId) {
    const members = await ctx.db
      .select({ userId: schema.organizationMembers.userId })
      .from(schema.organizationMembers)
      .where(
        and(
          eq(schema.organizationMembers.organizationId, vote.organizationId),
          eq(schema.organizationMembers.status, "active"),
          inList(schema.organizationMembers.role, WRITTEN_RESOLUTION_VOTER_ROLES),
        ),
      )
      .all();
    return members.map(({ userId }) => ({ voteId: vote.id, userId, proxyUserId: null, recused: false }));
  }
  const [seats, conflicts] = await ctx.db.batch([
    ctx.db
      .select({ userId: meetingParticipants.userId, delegateUserId: meetingParticipants.delegateUserId })
      .from(meetingParticipants)
      .where(
        and(
          eq(meetingParticipants.meetingId, vote.meetingId),
          eq(meetingParticipants.isVotingEligible, true),
          sql`${meetingParticipants.userId} is not null`,
        ),
      ),
    ctx.db
      .select({ userId: meetingConflicts.userId })
      .from(meetingConflicts)
      .where(eq(meetingConflicts.agendaItemId, vote.agendaItemId ?? "")),
  ]);
  const recused = new Set(conflicts.map((conflict) => conflict.userId));
  return seats.map((seat) => ({
    voteId: vote.id,
    userId: seat.userId as string,
    proxyUserId: vote.allowProxy && seat.delegateUserId !== seat.userId ? seat.delegateUserId : null,
    recused: recused.has(seat.userId as string),
  }));
}

export async function openVote(ctx: ActorContext, voteId: string) {
  const { vote } = await requireVote(ctx, voteId, "manage");
  if (vote.status !== "draft") throw new ServiceError(409, VOTE_MESSAGES.onlyDraftOpens);
  if (vote.deadline !== null && vote.deadline <= Date.now()) throw new ServiceError(409, VOTE_MESSAGES.deadlineInPast);
  const voters = await votersAtOpen(ctx, vote);
  if (!voters.some((voter) => !voter.recused)) throw new ServiceError(409, VOTE_MESSAGES.noVoters);
  const now = Date.now();
  try {
    await ctx.db.batch([
      ctx.db
        .update(votes)
        .set({ status: "open", startTime: now, updatedAt: now })
        .where(and(eq(votes.id, vote.id), eq(votes.status, "draft"))),
      ...insertsInChunks(ctx.db, voteEligibleVoters, voters),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: vote.organizationId,
        action: "vote.opened",
        entityType: "vote",
        entityId: vote.id,
        changes: { eligible: voters.filter((voter) => !voter.recused).length },
      }),
    ]);
  } catch (error) {
    // Two managers opened it at once: the first one's voters stand.
    if (isUniqueViolation(error)) throw new ServiceError(409, VOTE_MESSAGES.onlyDraftOpens);
    throw error;
  }
  if (vote.meetingId)
    await tellMeeting(ctx, vote.meetingId, { type: "vote_opened", voteId: vote.id, title: vote.title });
  await notify(ctx, {
    // The one who opened it knows (the house rule: nobody is told of their own act).
    recipients: voters
      .filter((voter) => !voter.recused && voter.userId !== ctx.actor.user.id)
      .map((voter) => voter.userId),
    organizationId: vote.organizationId,
    type: "meeting",
    priority: "high",
    category: "meetings",
    title: `Vote open: ${vote.title}`,
    body: vote.deadline ? "Cast your ballot before the deadline." : "Cast your ballot now.",
    actionUrl: voteHref(vote),
    actionText: "Vote",
  });
}

/** An `insert … select … where condition` of one row, each value encoded as its column encodes it. */
function insertWhen<Table extends SQLiteTable>(
  ctx: ServiceContext,
  table: Table,
  row: Record<string, unknown>,
  condition: ReturnType<typeof sql>,
) {
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => sql.param(row[key] ?? null, column));
  return ctx.db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

/** Closes a vote whose deadline has passed (on read, or by the Cron trigger). */
async function closeIfPastDeadline(ctx: ServiceContext, vote: Vote): Promise<Vote> {
  if (vote.status === "open" && vote.deadline !== null && vote.deadline <= Date.now())
    return (await closeNow(ctx, vote, null)) ?? vote;
  if (vote.status === "closed" && vote.calculatedAt === null) return (await countAndStore(ctx, vote)) ?? vote;
  return vote;
}

export async function settleVotes(ctx: ServiceContext, list: Vote[]): Promise<Vote[]> {
  return Promise.all(list.map((vote) => closeIfPastDeadline(ctx, vote)));
}

export async function castBallot(ctx: ActorContext, voteId: string, input: BallotInput) {
  const access = await requireVote(ctx, voteId, "read");
  authorizeBallot(ctx, access.organization);
  const vote = await closeIfPastDeadline(ctx, access.vote);
  if (vote.status === "closed") {
    const passed = vote.deadline !== null && vote.deadline <= (vote.endTime ?? Date.now());
    throw new ServiceError(409, passed ? VOTE_MESSAGES.deadlinePassed : VOTE_MESSAGES.closed);
  }
  if (vote.status !== "open") throw new ServiceError(409, VOTE_MESSAGES.notOpen);
  if (input.choice === "abstain" && !vote.allowAbstention)
    throw badRequest(VOTE_MESSAGES.noAbstention, { choice: [VOTE_MESSAGES.noAbstention] });
  const me = ctx.actor.user.id;
  const principal = input.onBehalfOf || me;
  const seat = await ctx.db
    .select()
    .from(voteEligibleVoters)
    .where(and(eq(voteEligibleVoters.voteId, vote.id), eq(voteEligibleVoters.userId, principal)))
    .get();
  const isProxy = principal !== me;
  if (isProxy && seat?.proxyUserId !== me) throw new ServiceError(403, VOTE_MESSAGES.noProxy);
  if (!seat) throw new ServiceError(403, VOTE_MESSAGES.notEligible);
  if (seat.recused) throw new ServiceError(403, isProxy ? VOTE_MESSAGES.principalRecused : VOTE_MESSAGES.recused);
  const now = Date.now();
  const stillOpen = sql`exists (select 1 from ${votes} where ${votes.id} = ${vote.id} and ${votes.status} = 'open')`;
  // The ballot and its audit entry are written only if this batch's turnout row was: same voter, same instant.
  const turnoutWritten = sql`exists (select 1 from ${voteTurnout} where ${voteTurnout.voteId} = ${vote.id}
    and ${voteTurnout.voterId} = ${principal} and ${voteTurnout.castBy} = ${me} and ${voteTurnout.castAt} = ${now})`;
  try {
    await ctx.db.batch([
      insertWhen(
        ctx,
        voteTurnout,
        { voteId: vote.id, voterId: principal, castBy: me, isProxy, castAt: now },
        stillOpen,
      ),
      insertWhen(
        ctx,
        voteBallots,
        {
          id: crypto.randomUUID(),
          voteId: vote.id,
          // Anonymous: nothing on the ballot leads back to the voter (no voter, no time).
          voterId: vote.isAnonymous ? null : principal,
          choice: input.choice,
          isProxy,
          castAt: vote.isAnonymous ? null : now,
        },
        turnoutWritten,
      ),
      auditInsertWhen(
        ctx,
        {
          userId: me,
          organizationId: vote.organizationId,
          action: "vote.ballot_cast",
          entityType: "vote",
          entityId: vote.id,
          // Never the choice: the audit log must not undo an anonymous vote.
          changes: { voterId: principal, isProxy },
        },
        turnoutWritten,
      ),
    ]);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ServiceError(409, isProxy ? VOTE_MESSAGES.alreadyVotedFor : VOTE_MESSAGES.alreadyVoted);
    throw error;
  }
  // The batch writes nothing when the vote closed in between.
  if (!(await ballotWasCast(ctx, vote.id, principal, now))) throw new ServiceError(409, VOTE_MESSAGES.closed);
  recordEvent(ctx, vote.organizationId, "vote_cast", { vote: vote.title });
  const counts = await turnoutCounts(ctx, vote.id);
  if (vote.meetingId) await tellMeeting(ctx, vote.meetingId, { type: "vote_turnout", voteId: vote.id, ...counts });
  return counts;
}

async function ballotWasCast(ctx: ServiceContext, voteId: string, voterId: string, at: number) {
  const row = await ctx.db
    .select({ at: voteTurnout.castAt })
    .from(voteTurnout)
    .where(and(eq(voteTurnout.voteId, voteId), eq(voteTurnout.voterId, voterId)))
    .get();
  return row?.at === at;
}

/** How many ballots are in and how many could be (the recused aside): what the room shows while a vote runs. */
export async function turnoutCounts(ctx: ServiceContext, voteId: string) {
  const row = await ctx.db
    .select({
      cast: sql<number>`(select count(*) from ${voteTurnout} where ${voteTurnout.voteId} = ${voteId})`.mapWith(Number),
      eligible: sql<number>`(select count(*) from ${voteEligibleVoters}
        where ${voteEligibleVoters.voteId} = ${voteId} and ${voteEligibleVoters.recused} = 0)`.mapWith(Number),
    })
    .from(sql`(select 1)`)
    .get();
  return { cast: row?.cast ?? 0, eligible: row?.eligible ?? 0 };
}

/** Counts the ballots of a closed vote and stores the results (idempotent: a second count stores the same). */
async function countAndStore(ctx: ServiceContext, vote: Vote): Promise<Vote | undefined> {
  const [eligible, ballots, seats, meeting] = await ctx.db.batch([
    ctx.db
      .select({ userId: voteEligibleVoters.userId, recused: voteEligibleVoters.recused })
      .from(voteEligibleVoters)
      .where(eq(voteEligibleVoters.voteId, vote.id)),
    ctx.db
      .select({ choice: voteBallots.choice, isProxy: voteBallots.isProxy })
      .from(voteBallots)
      .where(eq(voteBallots.voteId, vote.id)),
    ctx.db
      .select({ isVotingEligible: meetingParticipants.isVotingEligible, presence: meetingParticipants.presence })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, vote.meetingId ?? "")),
    ctx.db
      .select({ requiresQuorum: schema.meetings.requiresQuorum, quorumThreshold: schema.meetings.quorumThreshold })
      .from(schema.meetings)
      .where(eq(schema.meetings.id, vote.meetingId ?? "")),
  ]);
  // In a meeting, the meeting's quorum when the vote closes; between meetings, the turnout.
  const quorumMet = meeting[0]
    ? quorumOf(meeting[0], seats).met
    : turnoutQuorumMet(eligible.filter((voter) => !voter.recused).length, ballots.length, WRITTEN_RESOLUTION_QUORUM);
  const results = countVote({
    method: vote.votingMethod,
    threshold: vote.requiredThreshold,
    eligible,
    ballots,
    quorumMet,
    at: Date.now(),
  });
  const { percentageFor: _for, percentageAgainst: _against, percentageAbstain: _abstain, ...stored } = results;
  return ctx.db
    .update(votes)
    .set({ ...stored, updatedAt: results.calculatedAt })
    .where(and(eq(votes.id, vote.id), eq(votes.status, "closed")))
    .returning()
    .get();
}

/**
 * Closes an open vote: first the status (so no ballot gets in after; a cast checks it in its own batch), then the
 * count. `actorId` null is the system (a deadline passed). Undefined when it was not open any more.
 */
async function closeNow(ctx: ServiceContext, vote: Vote, actorId: string | null): Promise<Vote | undefined> {
  const now = Date.now();
  const [closed] = await ctx.db.batch([
    ctx.db
      .update(votes)
      .set({ status: "closed", endTime: now, updatedAt: now })
      .where(and(eq(votes.id, vote.id), eq(votes.status, "open")))
      .returning(),
    auditInsertWhen(
      ctx,
      {
        userId: actorId,
        organizationId: vote.organizationId,
        action: actorId ? "vote.closed" : "vote.closed_at_deadline",
        entityType: "vote",
        entityId: vote.id,
      },
      sql`exists (select 1 from ${votes} where ${votes.id} = ${vote.id} and ${votes.endTime} = ${now})`,
    ),
  ]);
  if (!closed[0]) return undefined;
  const counted = (await countAndStore(ctx, closed[0])) ?? closed[0];
  await recordVoteOutcome(ctx, counted, actorId);
  if (vote.meetingId)
    await tellMeeting(ctx, vote.meetingId, {
      type: "vote_closed",
      voteId: vote.id,
      title: vote.title,
      result: counted.result,
    });
  return counted;
}

export async function closeVote(ctx: ActorContext, voteId: string) {
  const { vote } = await requireVote(ctx, voteId, "manage");
  if (vote.status !== "open") throw new ServiceError(409, VOTE_MESSAGES.onlyOpenCloses);
  const closed = await closeNow(ctx, vote, ctx.actor.user.id);
  if (!closed) throw new ServiceError(409, VOTE_MESSAGES.onlyOpenCloses);
  return closed;
}

export async function cancelVote(ctx: ActorContext, voteId: string) {
  const { vote } = await requireVote(ctx, voteId, "manage");
  if (vote.status !== "draft" && vote.status !== "open") throw new ServiceError(409, VOTE_MESSAGES.cannotCancel);
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(votes)
      .set({ status: "cancelled", endTime: now, updatedAt: now })
      .where(and(eq(votes.id, vote.id), inList(votes.status, ["draft", "open"]))),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vote.organizationId,
      action: "vote.cancelled",
      entityType: "vote",
      entityId: vote.id,
    }),
  ]);
  if (vote.meetingId && vote.status === "open")
    await tellMeeting(ctx, vote.meetingId, {
      type: "vote_closed",
      voteId: vote.id,
      title: vote.title,
      result: "pending",
    });
}

/** The Cron trigger's part: open votes whose deadline has passed are closed and counted. */
export async function closeVotesPastDeadline(ctx: ServiceContext, now = Date.now()): Promise<number> {
  const due = await ctx.db
    .select()
    .from(votes)
    .where(and(eq(votes.status, "open"), sql`${votes.deadline} is not null and ${votes.deadline} <= ${now}`))
    .limit(50)
    .all();
  for (const vote of due) await closeNow(ctx, vote, null);
  return due.length;
}
