// What every member of an organisation sees of it (001 §3: directors and viewers read, they don't manage): its
// people and its committees. Meetings and documents join it when they are built.
import { and, asc, count, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { OVERVIEW_PEOPLE_SHOWN } from "../../lib/organizations/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { authorize } from "../platform/policy";
import { type Membership, organizationIdOf, readWithMembership } from "./memberships";

const { organizationMembers: members, users, committees, committeeMembers } = schema;

export type OverviewPerson = {
  userId: string;
  displayName: string;
  fullName: string | null;
  email: string;
  avatarUrl: string | null;
  role: OrganizationRole;
  boardTitle: string | null;
  isYou: boolean;
};

export type OverviewCommittee = { id: string; name: string; description: string | null; memberCount: number };

/** The organisation's active people (the first OVERVIEW_PEOPLE_SHOWN, in joining order, and how many in all). */
export async function loadOrganizationOverview(ctx: ActorContext, organizationRef: string) {
  const { membership, rows } = await readWithMembership(
    ctx,
    organizationRef,
    "organization.view",
    overviewQueries(ctx, organizationIdOf(organizationRef)),
  );
  return overviewFrom(ctx, membership, rows);
}

/**
 * The overview's reads, unexecuted, for a batch with the guard's read: its people, how many, its committees; only
 * where `onlyIf` holds, when given (the organisation page's landing tab, foretold in SQL by the role).
 */
export function overviewQueries(ctx: Pick<ServiceContext, "db">, organizationId: string | SQLWrapper, onlyIf?: SQL) {
  const activeMembers = and(eq(members.organizationId, organizationId), eq(members.status, "active"), onlyIf);
  return [
    ctx.db
      .select({
        userId: members.userId,
        role: members.role,
        boardTitle: members.boardTitle,
        fullName: users.fullName,
        email: users.email,
        avatarUrl: users.avatarUrl,
      })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(activeMembers)
      .orderBy(asc(members.joinedAt), asc(members.id))
      .limit(OVERVIEW_PEOPLE_SHOWN),
    ctx.db.select({ value: count() }).from(members).where(activeMembers),
    ctx.db
      .select({
        id: committees.id,
        name: committees.name,
        description: committees.description,
        memberCount: count(committeeMembers.userId),
      })
      .from(committees)
      .leftJoin(committeeMembers, eq(committeeMembers.committeeId, committees.id))
      .where(and(eq(committees.organizationId, organizationId), eq(committees.status, "active"), onlyIf))
      .groupBy(committees.id)
      .orderBy(asc(committees.name)),
  ] as const;
}

/** The overview from its reads, for a member the guard has let in. */
export function overviewFrom(
  ctx: ActorContext,
  membership: Membership,
  [people, [peopleCount], committeeRows]: BatchResponse<ReturnType<typeof overviewQueries>>,
) {
  authorize(ctx.actor, "organization.view", membership);
  authorize(ctx.actor, "members.view", membership);
  authorize(ctx.actor, "committees.view", membership);
  return {
    people: people.map(
      (person): OverviewPerson => ({
        userId: person.userId,
        // Display name is the full name, else the email (001 §3).
        displayName: person.fullName || person.email,
        fullName: person.fullName,
        email: person.email,
        avatarUrl: person.avatarUrl,
        role: person.role,
        boardTitle: person.boardTitle,
        isYou: person.userId === ctx.actor.user.id,
      }),
    ),
    peopleCount: peopleCount?.value ?? 0,
    committees: committeeRows satisfies OverviewCommittee[],
  };
}
