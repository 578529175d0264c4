import { and, asc, eq, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import {
  type Membership,
  membershipFrom,
  organizationIdOf,
  readUndecided,
  rowsOfOrganization,
} from "../organizations/memberships";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { authorize, type OrganizationAction } from "../platform/policy";

const { committees, committeeMembers, organizationMembers, users } = schema;

export type CommitteeCandidate = { userId: string; displayName: string };
type CandidateRow = { userId: string; fullName: string | null; email: string };

/**
 * The organisation's members a committee can draw from: the first 100 active members by join date,
 * plus every active member already seated on one of its committees. The form offers only these, so
 * without the second part saving a committee would silently drop a chair or member beyond the first 100.
 * In one D1 round trip with the guard's read; `action` is what the page asks of the actor besides seeing the members
 * (the create page: committees.manage).
 */
export async function committeeCandidates(
  ctx: ActorContext,
  organizationRef: string,
  action: OrganizationAction = "members.view",
  prefetched?: CommitteeCandidateRows,
): Promise<CommitteeCandidate[]> {
  const [membershipRows, first, seated] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(ctx, organizationRef, committeeCandidateQueries(ctx, organizationIdOf(organizationRef))));
  const membership = membershipFrom(ctx, membershipRows[0], action);
  authorize(ctx.actor, "members.view", membership);
  return committeeCandidatesFrom(first, seated);
}

/** The guard's rows and the candidates', as the new committee's page reads them with the session (decision 066). */
export type CommitteeCandidateRows = readonly [
  Membership[],
  ...BatchResponse<ReturnType<typeof committeeCandidateQueries>>,
];

/** The two reads, unexecuted, for a page's `db.batch` (the caller has checked the membership). */
export function committeeCandidateQueries(ctx: Pick<ServiceContext, "db">, organizationId: string | SQLWrapper) {
  const active = and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.status, "active"));
  return [
    ctx.db
      .select({ userId: users.id, fullName: users.fullName, email: users.email })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(active)
      .orderBy(asc(organizationMembers.joinedAt), asc(organizationMembers.id))
      .limit(100),
    ctx.db
      .selectDistinct({ userId: users.id, fullName: users.fullName, email: users.email })
      .from(committeeMembers)
      .innerJoin(
        committees,
        and(eq(committees.id, committeeMembers.committeeId), eq(committees.organizationId, organizationId)),
      )
      .innerJoin(organizationMembers, and(active, eq(organizationMembers.userId, committeeMembers.userId)))
      .innerJoin(users, eq(users.id, committeeMembers.userId))
      .orderBy(asc(users.fullName), asc(users.email)),
  ] as const;
}

export function committeeCandidatesFrom(first: CandidateRow[], seated: CandidateRow[]): CommitteeCandidate[] {
  const candidates = first.map((person) => ({ userId: person.userId, displayName: person.fullName || person.email }));
  const offered = new Set(candidates.map((candidate) => candidate.userId));
  for (const person of seated) {
    if (!offered.has(person.userId))
      candidates.push({ userId: person.userId, displayName: person.fullName || person.email });
  }
  return candidates;
}
