// Who sees and runs a vote: a meeting's vote follows its meeting (requireMeeting, confidentiality included); a
// written resolution between meetings is seen by every active member of its organisation and run by its owners
// and admins. Anything else, and any other organisation, is 404 'Vote not found'.
import { eq } from "drizzle-orm";
import { MEETING_MESSAGES } from "../../lib/meetings/messages";
import { VOTE_MESSAGES } from "../../lib/meetings/vote-messages";
import { type Membership, requireMembership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { authorize, type MembershipScope } from "../platform/policy";
import { type Meeting, requireMeeting } from "./access";

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

export async function requireVote(ctx: ActorContext, voteId: string, need: "read" | "manage"): Promise<VoteAccess> {
  if (!voteId || voteId.length > 100) throw voteNotFound();
  const vote = await ctx.db.select().from(schema.votes).where(eq(schema.votes.id, voteId)).get();
  if (!vote) throw voteNotFound();
  try {
    if (vote.meetingId) {
      const access = await requireMeeting(ctx, vote.meetingId, need);
      return { vote, meeting: access.meeting, organization: access.organization, canManage: access.canManage };
    }
    const membership = await requireResolutionsOf(ctx, vote.organizationId, need);
    return { vote, meeting: null, organization: membership.organization, canManage: membership.canManage };
  } catch (error) {
    // The meeting's or organisation's 404 is this vote's 404: nothing says the vote exists.
    if (error instanceof ServiceError && error.status === 404) throw voteNotFound();
    throw error;
  }
}

/**
 * A ballot is a write to the organisation, so an archived organisation refuses it (409) by the policy's rule for
 * writes. Who votes is decided by the vote's eligible voters, not the organisation role (a viewer may hold a seat
 * with a vote), so the policy's rule allows every role and this asks it as a viewer, the least of them.
 */
export function authorizeBallot(ctx: ActorContext, organization: MembershipScope["organization"]) {
  authorize(ctx.actor, "votes.cast", { role: "viewer", organization });
}
