// What the resolutions pages and the API show of votes: the resolution, its turnout (who voted, never how when
// anonymous), the recused by name, the results once closed, and the ballots the viewer may still cast (their own
// and those of members whose proxy they hold). Reads settle votes past their deadline first.
import { and, asc, desc, eq, isNull, SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { VoteChoice } from "../../lib/meetings/constants";
import { percentagesOf } from "../../lib/meetings/vote-arithmetic";
import { ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import {
  type Membership,
  membershipFrom,
  membershipRead,
  organizationIdOf,
  rowsOfOrganization,
} from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { inList } from "../platform/db/bound-parameters";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { checkMeetingId, MEETING_IN_VIEW, meetingAccessFrom, meetingAccessRead, meetingViewValues } from "./access";
import { checkVoteId, resolutionsAccessFrom, type Vote, voteAccessFrom, voteAccessReads } from "./vote-access";
import { settleVotes } from "./votes";

const { votes, voteEligibleVoters, voteTurnout, voteBallots, users, agendaItems } = schema;

const nameOf = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

export type VoteView = Awaited<ReturnType<typeof viewsOf>>[number];

/** Which votes a view reads about: their ids, or SQL yielding them (run in one batch with the votes' own read). */
type VoteIds = string[] | SQL;
const voteIdIn = (column: SQLWrapper, ids: VoteIds) =>
  ids instanceof SQL ? sql`${column} in ${ids}` : inList(column, ids);

/** What a view shows beside each vote (eligible voters, turnout, named ballots, agenda items), unexecuted. */
function viewReads(db: Db, ids: VoteIds) {
  return [
    db
      .select({
        voteId: voteEligibleVoters.voteId,
        userId: voteEligibleVoters.userId,
        proxyUserId: voteEligibleVoters.proxyUserId,
        recused: voteEligibleVoters.recused,
        name: nameOf,
      })
      .from(voteEligibleVoters)
      .innerJoin(users, eq(users.id, voteEligibleVoters.userId))
      .where(voteIdIn(voteEligibleVoters.voteId, ids))
      .orderBy(asc(nameOf)),
    db
      .select({
        voteId: voteTurnout.voteId,
        voterId: voteTurnout.voterId,
        isProxy: voteTurnout.isProxy,
        castAt: voteTurnout.castAt,
        name: nameOf,
      })
      .from(voteTurnout)
      .innerJoin(users, eq(users.id, voteTurnout.voterId))
      .where(voteIdIn(voteTurnout.voteId, ids))
      .orderBy(asc(voteTurnout.castAt)),
    // How each named voter voted: only for closed votes that are not anonymous.
    db
      .select({ voteId: voteBallots.voteId, choice: voteBallots.choice, isProxy: voteBallots.isProxy, name: nameOf })
      .from(voteBallots)
      .innerJoin(users, eq(users.id, voteBallots.voterId))
      .innerJoin(votes, eq(votes.id, voteBallots.voteId))
      .where(and(voteIdIn(voteBallots.voteId, ids), eq(votes.status, "closed"), eq(votes.isAnonymous, false)))
      .orderBy(asc(nameOf)),
    db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(sql`${agendaItems.id} in (select ${votes.agendaItemId} from ${votes} where ${voteIdIn(votes.id, ids)})`),
  ] as const;
}

const readViews = (ctx: ActorContext, ids: string[]) => ctx.db.batch(viewReads(ctx.db, ids));
type ViewRows = Awaited<ReturnType<typeof readViews>>;

async function viewsOf(ctx: ActorContext, list: Vote[]) {
  if (list.length === 0) return [];
  return viewsFrom(
    ctx,
    list,
    await readViews(
      ctx,
      list.map((vote) => vote.id),
    ),
  );
}

/**
 * The views of `list`, settled first (votes past their deadline are closed): from `rows`, read with the list in its
 * batch, unless settling changed a vote; then they are read again (a second round trip, rare: the Cron trigger
 * closes most votes).
 */
async function settledViews(ctx: ActorContext, list: Vote[], rows: ViewRows) {
  const settled = await settleVotes(ctx, list);
  const unchanged = settled.every((vote, index) => vote === list[index]);
  return unchanged ? viewsFrom(ctx, settled, rows) : viewsOf(ctx, settled);
}

function viewsFrom(ctx: ActorContext, list: Vote[], [eligible, turnout, ballots, items]: ViewRows) {
  const me = ctx.actor.user.id;
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

/** The resolutions tab's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function resolutionsQueries(db: Db, meetingId: string | SQLWrapper, userId: string | SQLWrapper) {
  const meetingVotes = sql`(select ${votes.id} from ${votes} where ${votes.meetingId} = ${meetingId})`;
  return [
    meetingAccessRead(db, meetingId, userId),
    db.select().from(votes).where(eq(votes.meetingId, meetingId)).orderBy(asc(votes.createdAt)),
    db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.orderIndex)),
    ...viewReads(db, meetingVotes),
  ] as const;
}

const resolutionsReads = batchTemplate((db) =>
  resolutionsQueries(db, MEETING_IN_VIEW.meetingId, MEETING_IN_VIEW.userId),
);

/**
 * A meeting's resolutions: the guard's read, the votes, the agenda and the views' reads in one batch. `prefetched`
 * are the rows `resolutionsQueries` gave alongside the session lookup; without them they make their own round trip.
 */
export async function meetingResolutions(
  ctx: ActorContext,
  meetingId: string,
  prefetched?: BatchResponse<ReturnType<typeof resolutionsQueries>>,
) {
  checkMeetingId(meetingId);
  const [accessRows, list, agenda, ...views] =
    prefetched ?? (await ctx.db.batch(resolutionsReads(ctx.db, meetingViewValues(ctx, meetingId))));
  const access = meetingAccessFrom(ctx, accessRows[0], "read");
  return {
    meeting: access.meeting,
    canManage: access.canManage,
    agenda,
    resolutions: await settledViews(ctx, list, views),
  };
}

const WRITTEN_RESOLUTIONS_SHOWN = 100;

/**
 * The written resolutions page's guard and reads, for an organisation by its id or slug: alone, or alongside the
 * session lookup (page-reads.ts, by the page's `?org=`).
 */
export function writtenResolutionsQueries(db: Db, organizationRef: string | SQLWrapper, userId: string | SQLWrapper) {
  const written = and(eq(votes.organizationId, organizationIdOf(organizationRef)), isNull(votes.meetingId));
  const shown = sql`(select ${votes.id} from ${votes} where ${written}
    order by ${votes.createdAt} desc limit ${WRITTEN_RESOLUTIONS_SHOWN})`;
  return [
    membershipRead(db, organizationRef, userId),
    db.select().from(votes).where(written).orderBy(desc(votes.createdAt)).limit(WRITTEN_RESOLUTIONS_SHOWN),
    ...viewReads(db, shown),
  ] as const;
}

const writtenResolutionsReads = batchTemplate((db) =>
  writtenResolutionsQueries(db, sql.placeholder("organizationRef"), MEETING_IN_VIEW.userId),
);

/**
 * An organisation's written resolutions (newest first): the guard's read, the votes and their views in one batch.
 * `prefetched` are the rows `writtenResolutionsQueries` gave alongside the session lookup for the page's organisation
 * (its `?org=`, else the preferred one); rows whose guard's row is not of `organizationRef` (a guess that was another
 * organisation or found no seat, a reference that is one's slug and another's id) are read again, as are those of a
 * request without them.
 */
export async function writtenResolutions(
  ctx: ActorContext,
  organizationRef: string,
  prefetched?: BatchResponse<ReturnType<typeof writtenResolutionsQueries>>,
): Promise<{ organization: Membership["organization"]; canManage: boolean; resolutions: VoteView[] }> {
  if (!organizationRef || organizationRef.length > 100) throw notFound(ORGANIZATION_MESSAGES.notFound);
  const [membershipRows, list, ...views] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await ctx.db.batch(writtenResolutionsReads(ctx.db, { organizationRef, userId: ctx.actor.user.id })));
  const membership = resolutionsAccessFrom(ctx, membershipFrom(ctx, membershipRows[0], "content.view"), "read");
  return {
    organization: membership.organization,
    canManage: membership.canManage,
    resolutions: await settledViews(ctx, list, views),
  };
}

/** One resolution's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function resolutionQueries(db: Db, voteId: string | SQLWrapper, userId: string | SQLWrapper) {
  return [
    ...voteAccessReads(db, voteId, userId),
    ...viewReads(db, sql`(select ${votes.id} from ${votes} where ${votes.id} = ${voteId})`),
  ] as const;
}

const resolutionReads = batchTemplate((db) => resolutionQueries(db, sql.placeholder("voteId"), MEETING_IN_VIEW.userId));

/**
 * One resolution as the actor sees it: the vote, its guards and its view's reads in one batch. `prefetched` are the
 * rows `resolutionQueries` gave alongside the session lookup; without them they make their own round trip.
 */
export async function resolution(
  ctx: ActorContext,
  voteId: string,
  prefetched?: BatchResponse<ReturnType<typeof resolutionQueries>>,
) {
  checkVoteId(voteId);
  const [voteRows, meetingRows, membershipRows, ...views] =
    prefetched ?? (await ctx.db.batch(resolutionReads(ctx.db, { voteId, userId: ctx.actor.user.id })));
  const access = voteAccessFrom(ctx, [voteRows, meetingRows, membershipRows], "read");
  const [view] = await settledViews(ctx, [access.vote], views);
  return { ...view, canManage: access.canManage, meetingTitle: access.meeting?.title ?? null };
}
