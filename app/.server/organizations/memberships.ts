import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { admitPastHolds } from "../auth/organization-holds";
import type { ActorContext, ServiceContext } from "../platform/context";
import { batchGroups } from "../platform/db/batch-groups";
import { inList } from "../platform/db/bound-parameters";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { authorize, type OrganizationAction } from "../platform/policy";

const { organizations, organizationMembers } = schema;

export type Membership = {
  organization: typeof organizations.$inferSelect;
  role: OrganizationRole;
  memberId: string;
};

/**
 * The tenant guard: the organisation (by id or slug) as seen by an active member, else 404 —
 * never revealing whether it exists. Then, for an action, the policy's answer: the role (403), the
 * archive (409 for a write until it is restored), the demo rules.
 */
export async function requireMembership(
  ctx: ActorContext,
  organizationRef: string,
  action?: OrganizationAction,
): Promise<Membership> {
  checkOrganizationRef(organizationRef);
  return membershipFrom(ctx, await membershipQuery(ctx, organizationRef).get(), action);
}

/** A reference no organisation can have (empty, or longer than any id or slug) is a 404 before any read. */
export function checkOrganizationRef(organizationRef: string): void {
  if (!organizationRef || organizationRef.length > 100) throw notFound(ORGANIZATION_MESSAGES.notFound);
}

/**
 * The guard and a page's own reads of the organisation in one D1 round trip (decision 039): `reads` name it through
 * `organizationIdOf(organizationRef)`, so their rows are dropped unseen when the guard refuses (404, 403, 409 as
 * `requireMembership` answers).
 */
export async function readWithMembership<const Reads extends readonly BatchItem<"sqlite">[]>(
  ctx: ActorContext,
  organizationRef: string,
  action: OrganizationAction,
  reads: Reads,
): Promise<{ membership: Membership; rows: BatchResponse<Reads> }> {
  checkOrganizationRef(organizationRef);
  const [[membershipRows], rows] = await batchGroups(ctx.db, [membershipQuery(ctx, organizationRef)], reads);
  return { membership: membershipFrom(ctx, membershipRows[0], action), rows };
}

/**
 * The guard's read and a page's own in one round trip, undecided: `[guard's rows, ...reads' rows]`, the shape of a
 * page's rows read with the session (decision 066), for `membershipFrom` to decide on.
 */
export async function readUndecided<const Reads extends readonly BatchItem<"sqlite">[]>(
  ctx: ActorContext,
  organizationRef: string,
  reads: Reads,
) {
  checkOrganizationRef(organizationRef);
  const [guard, rows] = await batchGroups(ctx.db, [membershipQuery(ctx, organizationRef)], reads);
  return [guard[0], ...rows] as const;
}

/**
 * A page's rows read with the session (decision 066) when their guard's row is of this organisation: a page that
 * named its organisation by a guess (the preferred one, decision 032) reads again when the guess was another, or
 * found no seat (the guard then answers on a read of its own).
 */
export function rowsOfOrganization<Rows extends readonly [readonly Membership[], ...unknown[]]>(
  rows: Rows | undefined,
  organizationRef: string,
): Rows | undefined {
  const organization = rows?.[0][0]?.organization;
  return organization && (organization.id === organizationRef || organization.slug === organizationRef)
    ? rows
    : undefined;
}

/** The guard's one read, unexecuted, so a page can run it in one `db.batch` with its own reads (decision 026). */
export function membershipQuery(ctx: ActorContext, organizationRef: string) {
  return membershipRead(ctx.db, organizationRef, ctx.actor.user.id);
}

/**
 * `membershipQuery` for a reference and a user given now or as SQL: a batch template's placeholders (decision 052),
 * the session's user in the session lookup's batch (decision 066).
 */
export function membershipRead(db: Db, organizationRef: string | SQLWrapper, userId: string | SQLWrapper) {
  return db
    .select({
      organization: organizations,
      // Named apart from the organisation's columns (`id`), for `db.batch` (platform/db/batch-columns.ts).
      role: sql<OrganizationRole>`${organizationMembers.role}`.as("member_role"),
      memberId: sql<string>`${organizationMembers.id}`.as("member_id"),
    })
    .from(organizations)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, organizations.id),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .where(or(eq(organizations.id, organizationRef), eq(organizations.slug, organizationRef)));
}

/**
 * The organisation's id from a reference (its id or slug) as SQL, for the reads that run in one batch with
 * `membershipQuery` before its answer is known (their rows are dropped if the guard refuses).
 */
export function organizationIdOf(organizationRef: string | SQLWrapper) {
  return sql<string>`(select ${organizations.id} from ${organizations}
    where ${organizations.id} = ${organizationRef} or ${organizations.slug} = ${organizationRef})`;
}

/** The actor's role in the organisation as SQL (null without an active seat), for reads in the guard's batch. */
export function seatRoleOf(ctx: ActorContext, organizationId: string | SQL) {
  return seatRoleRead(organizationId, ctx.actor.user.id);
}

/** `seatRoleOf` for a user given now or as SQL (the session's user, decision 066). */
export function seatRoleRead(organizationId: string | SQLWrapper, userId: string | SQLWrapper) {
  return sql<OrganizationRole | null>`(select ${organizationMembers.role} from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizationId}
      and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active')`;
}

/** The guard's decision on the row `membershipQuery` read (none: 404). */
export function membershipFrom(
  ctx: ActorContext,
  row: Membership | undefined,
  action?: OrganizationAction,
): Membership {
  if (!row) throw notFound(ORGANIZATION_MESSAGES.notFound);
  admitPastHolds(ctx, row.organization);
  if (action) authorize(ctx.actor, action, row);
  return row;
}

/**
 * Whether every one of `userIds` is an active member of the organisation: the rule for drawing people into a
 * committee, a vault or a board pack's audience (anyone else is refused, never silently dropped).
 */
export async function allActiveMembers(
  ctx: ServiceContext,
  organizationId: string,
  userIds: readonly string[],
): Promise<boolean> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return true;
  const found = await ctx.db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, "active"),
        inList(organizationMembers.userId, unique),
      ),
    )
    .all();
  return found.length === unique.length;
}
