import { and, asc, eq } from "drizzle-orm";
import { listMembers } from "../organizations/members";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { committees, committeeMembers, organizationMembers, users } = schema;

/**
 * The organisation's members a committee can draw from: the first 100 active members by join date,
 * plus every active member already seated on one of its committees. The form offers only these, so
 * without the second part saving a committee would silently drop a chair or member beyond the first 100.
 */
export async function committeeCandidates(ctx: ActorContext, organizationId: string) {
  const { organization, members } = await listMembers(ctx, organizationId, { limit: 100 });
  const candidates = members
    .filter((member) => member.status === "active")
    .map((member) => ({ userId: member.userId, displayName: member.displayName }));
  const seated = await ctx.db
    .selectDistinct({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(committeeMembers)
    .innerJoin(
      committees,
      and(eq(committees.id, committeeMembers.committeeId), eq(committees.organizationId, organization.id)),
    )
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, organization.id),
        eq(organizationMembers.userId, committeeMembers.userId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .innerJoin(users, eq(users.id, committeeMembers.userId))
    .orderBy(asc(users.fullName), asc(users.email))
    .all();
  const offered = new Set(candidates.map((candidate) => candidate.userId));
  for (const person of seated) {
    if (!offered.has(person.userId))
      candidates.push({ userId: person.userId, displayName: person.fullName || person.email });
  }
  return candidates;
}
