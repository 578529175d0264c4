// What every member of an organisation sees of it (001 §3: directors and viewers read, they don't manage): its
// people and its committees. Meetings and documents join it when they are built.
import { and, asc, count, eq } from "drizzle-orm";
import { OVERVIEW_PEOPLE_SHOWN } from "../../lib/organizations/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { authorize } from "../platform/policy";
import { type Membership, requireMembership } from "./memberships";

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
  return overviewFor(ctx, await requireMembership(ctx, organizationRef, "organization.view"));
}

/** The same, for a page that has just checked the actor's membership itself (one D1 round trip fewer). */
export async function overviewFor(ctx: ActorContext, membership: Membership) {
  authorize(ctx.actor, "organization.view", membership);
  authorize(ctx.actor, "members.view", membership);
  authorize(ctx.actor, "committees.view", membership);
  const organizationId = membership.organization.id;
  const activeMembers = and(eq(members.organizationId, organizationId), eq(members.status, "active"));
  const [people, peopleCount, committeeRows] = await ctx.db.batch([
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
      .where(and(eq(committees.organizationId, organizationId), eq(committees.status, "active")))
      .groupBy(committees.id)
      .orderBy(asc(committees.name)),
  ]);
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
    peopleCount: peopleCount[0]?.value ?? 0,
    committees: committeeRows satisfies OverviewCommittee[],
  };
}
