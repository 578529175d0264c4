// Who sees and runs a vote: a meeting's vote follows its meeting (requireMeeting, confidentiality included); a
// written resolution between meetings is seen by every active member of its organisation and run by its owners
// and admins. Anything else, and any other organisation, is 404 'Vote not found'.
import { eq, type SQLWrapper, sql } from "drizzle-orm";
import { MEETING_MESSAGES } from "../../lib/meetings/messages";
import { VOTE_MESSAGES } from "../../lib/meetings/vote-messages";
import { type Membership, membershipFrom, membershipRead, requireMembership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { authorize, type MembershipScope } from "../platform/policy";
import { type Meeting, meetingAccessFrom, meetingAccessRead } from "./access";

export type Vote = typeof schema.votes.$inferSelect;
export type VoteAccess = {
  vote: Vote;
  meeting: Meeting | null;
  organization: MembershipScope["organization"];
  canManage: boolean;
};

const voteNotFound = () => notFound(MEETING_MESSAGES.voteNotFound);

/** The organisation roles whose members vote on written resolutions: those whose role creates content. */
export const WRITTEN_RESOLUTION_VOTER_ROLES = ["owner", "admin", "member"] as const;

/** A written resolution's organisation as the actor sees it: read by members, managed by owners and admins. */
export async function requireResolutionsOf(ctx: ActorContext, organizationRef: string, need: "read" | "manage") {
  return resolutionsAccessFrom(ctx, await requireMembership(ctx, organizationRef, "content.view"), need);
}

/** `requireResolutionsOf`'s rule on a membership the guard admitted (read in a page's batch, decision 039). */
export function resolutionsAccessFrom(ctx: ActorContext, membership: Membership, need: "read" | "manage") {
  const canManage = membership.role === "owner" || membership.role === "admin";
  if (need === "manage") {
    if (!canManage) throw new ServiceError(403, VOTE_MESSAGES.onlyManagers);
    authorize(ctx.actor, "content.create", membership);
  }
  return { ...membership, canManage };
}

/** A reference no vote can have (empty, or longer than any id) is a 404 before any read. */
export function checkVoteId(voteId: string): void {
  if (!voteId || voteId.length > 100) throw voteNotFound();
}

/**
 * The vote and both guards it may need, unexecuted, for one `db.batch` (decision 039): its meeting's guard row
 * (`requireMeeting`'s) and its organisation's membership row (`requireResolutionsOf`'s), each keyed on the vote's
 * row in SQL, so neither waits for the vote. `voteAccessFrom` decides on the rows.
 */
export function voteAccessReads(db: Db, voteId: string | SQLWrapper, userId: string | SQLWrapper) {
  const ofVote = (column: SQLWrapper) =>
    sql<string>`(select ${column} from ${schema.votes} where ${schema.votes.id} = ${voteId})`;
  return [
    db.select().from(schema.votes).where(eq(schema.votes.id, voteId)),
    meetingAccessRead(db, ofVote(schema.votes.meetingId), userId),
    membershipRead(db, ofVote(schema.votes.organizationId), userId),
  ] as const;
}

type VoteAccessRows = Awaited<ReturnType<typeof readVoteAccess>>;
const readVoteAccess = (ctx: ActorContext, voteId: string) =>
  ctx.db.batch(voteAccessReads(ctx.db, voteId, ctx.actor.user.id));

/**
 * A meeting's vote follows its meeting's guard, a written resolution its organisation's; either's 404 is the vote's
 * 404: nothing says the vote exists.
 */
export function voteAccessFrom(
  ctx: ActorContext,
  [[vote], [meetingRow], [membershipRow]]: VoteAccessRows,
  need: "read" | "manage",
): VoteAccess {
  if (!vote) throw voteNotFound();
  try {
    if (vote.meetingId) {
      const access = meetingAccessFrom(ctx, meetingRow, need);
      return { vote, meeting: access.meeting, organization: access.organization, canManage: access.canManage };
    }
    const membership = resolutionsAccessFrom(ctx, membershipFrom(ctx, membershipRow, "content.view"), need);
    return { vote, meeting: null, organization: membership.organization, canManage: membership.canManage };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw voteNotFound();
    throw error;
  }
}

/** The vote as the actor may `need` it, in one round trip, else 404 'Vote not found' (or the guard's 403/409). */
export async function requireVote(ctx: ActorContext, voteId: string, need: "read" | "manage"): Promise<VoteAccess> {
  checkVoteId(voteId);
  return voteAccessFrom(ctx, await readVoteAccess(ctx, voteId), need);
}

/**
 * A ballot is a write to the organisation, so an archived organisation refuses it (409) by the policy's rule for
 * writes. Who votes is decided by the vote's eligible voters, not the organisation role (a viewer may hold a seat
 * with a vote), so the policy's rule allows every role and this asks it as a viewer, the least of them.
 */
export function authorizeBallot(ctx: ActorContext, organization: MembershipScope["organization"]) {
  authorize(ctx.actor, "votes.cast", { role: "viewer", organization });
}
