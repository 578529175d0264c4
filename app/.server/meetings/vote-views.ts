// What the resolutions pages and the API show of votes: the resolution, its turnout (who voted, never how when
// anonymous), the recused by name, the results once closed, and the ballots the viewer may still cast (their own
// and those of members whose proxy they hold). Reads settle votes past their deadline first.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { VoteChoice } from "../../lib/meetings/constants";
import { percentagesOf } from "../../lib/meetings/vote-arithmetic";
import type { ActorContext } from "../platform/context";
import { inList } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { requireMeeting } from "./access";
import { requireResolutionsOf, requireVote, type Vote } from "./vote-access";
import { settleVotes } from "./votes";

const { votes, voteEligibleVoters, voteTurnout, voteBallots, users, agendaItems } = schema;

const nameOf = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

export type VoteView = Awaited<ReturnType<typeof viewsOf>>[number];

async function viewsOf(ctx: ActorContext, list: Vote[]) {
  if (list.length === 0) return [];
  const ids = list.map((vote) => vote.id);
  const me = ctx.actor.user.id;
  const [eligible, turnout, ballots, items] = await ctx.db.batch([
    ctx.db
      .select({
        voteId: voteEligibleVoters.voteId,
        userId: voteEligibleVoters.userId,
        proxyUserId: voteEligibleVoters.proxyUserId,
        recused: voteEligibleVoters.recused,
        name: nameOf,
      })
      .from(voteEligibleVoters)
      .innerJoin(users, eq(users.id, voteEligibleVoters.userId))
      .where(inList(voteEligibleVoters.voteId, ids))
      .orderBy(asc(nameOf)),
    ctx.db
      .select({
        voteId: voteTurnout.voteId,
        voterId: voteTurnout.voterId,
        isProxy: voteTurnout.isProxy,
        castAt: voteTurnout.castAt,
        name: nameOf,
      })
      .from(voteTurnout)
      .innerJoin(users, eq(users.id, voteTurnout.voterId))
      .where(inList(voteTurnout.voteId, ids))
      .orderBy(asc(voteTurnout.castAt)),
    // How each named voter voted: only for closed votes that are not anonymous.
    ctx.db
      .select({ voteId: voteBallots.voteId, choice: voteBallots.choice, isProxy: voteBallots.isProxy, name: nameOf })
      .from(voteBallots)
      .innerJoin(users, eq(users.id, voteBallots.voterId))
      .innerJoin(votes, eq(votes.id, voteBallots.voteId))
      .where(and(inList(voteBallots.voteId, ids), eq(votes.status, "closed"), eq(votes.isAnonymous, false)))
      .orderBy(asc(nameOf)),
    ctx.db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(inList(agendaItems.id, list.map((vote) => vote.agendaItemId ?? "").filter(Boolean))),
  ]);
  const itemTitles = new Map(items.map((item) => [item.id, item.title]));
  return list.map((vote) => {
    const voters = eligible.filter((row) => row.voteId === vote.id);
    const turnedOut = turnout.filter((row) => row.voteId === vote.id);
    const votedIds = new Set(turnedOut.map((row) => row.voterId));
    const mine = voters.find((row) => row.userId === me);
    const castable = voters.filter(
      (row) => !row.recused && !votedIds.has(row.userId) && (row.userId === me || row.proxyUserId === me),
    );
    const closed = vote.status === "closed" && vote.calculatedAt !== null;
    const counts = {
      forCount: vote.forCount ?? 0,
      againstCount: vote.againstCount ?? 0,
      abstainCount: vote.abstainCount ?? 0,
    };
    return {
      ...vote,
      agendaItemTitle: vote.agendaItemId ? (itemTitles.get(vote.agendaItemId) ?? null) : null,
      turnout: { cast: turnedOut.length, eligible: voters.filter((row) => !row.recused).length },
      voted: turnedOut.map((row) => ({ userId: row.voterId, name: row.name, isProxy: row.isProxy })),
      recused: voters.filter((row) => row.recused).map((row) => row.name),
      results: closed
        ? {
            ...counts,
            ...percentagesOf(counts),
            totalCast: vote.totalCast ?? 0,
            totalEligible: vote.totalEligible ?? 0,
          }
        : null,
      ballotsByName: ballots
        .filter((row) => row.voteId === vote.id)
        .map((row) => ({ name: row.name, choice: row.choice as VoteChoice, isProxy: row.isProxy })),
      /** The ballots the viewer may cast now: their own first, then those they hold a proxy for. */
      ballotsToCast:
        vote.status === "open"
          ? castable
              .map((row) => ({ userId: row.userId, name: row.name, self: row.userId === me }))
              .sort((a, b) => Number(b.self) - Number(a.self))
          : [],
      myState: !mine
        ? ("not_eligible" as const)
        : mine.recused
          ? ("recused" as const)
          : votedIds.has(me)
            ? ("voted" as const)
            : ("not_voted" as const),
    };
  });
}

export async function meetingResolutions(ctx: ActorContext, meetingId: string) {
  const access = await requireMeeting(ctx, meetingId, "read");
  const [list, agenda] = await ctx.db.batch([
    ctx.db.select().from(votes).where(eq(votes.meetingId, access.meeting.id)).orderBy(asc(votes.createdAt)),
    ctx.db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, access.meeting.id))
      .orderBy(asc(agendaItems.orderIndex)),
  ]);
  return {
    meeting: access.meeting,
    canManage: access.canManage,
    agenda,
    resolutions: await viewsOf(ctx, await settleVotes(ctx, list)),
  };
}

export async function writtenResolutions(ctx: ActorContext, organizationRef: string) {
  const membership = await requireResolutionsOf(ctx, organizationRef, "read");
  const list = await ctx.db
    .select()
    .from(votes)
    .where(and(eq(votes.organizationId, membership.organization.id), isNull(votes.meetingId)))
    .orderBy(desc(votes.createdAt))
    .limit(100)
    .all();
  return {
    organization: membership.organization,
    canManage: membership.canManage,
    resolutions: await viewsOf(ctx, await settleVotes(ctx, list)),
  };
}

export async function resolution(ctx: ActorContext, voteId: string) {
  const access = await requireVote(ctx, voteId, "read");
  const [vote] = await settleVotes(ctx, [access.vote]);
  const [view] = await viewsOf(ctx, [vote]);
  return { ...view, canManage: access.canManage, meetingTitle: access.meeting?.title ?? null };
}
