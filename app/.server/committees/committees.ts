import { and, asc, count, eq, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { CommitteeInput } from "../../lib/committees/schemas";
import {
  allActiveMembers,
  type Membership,
  membershipFrom,
  organizationIdOf,
  readUndecided,
  requireMembership,
  rowsOfOrganization,
} from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { insertsInChunks } from "../platform/db/bound-parameters";
import { type Db, schema } from "../platform/db/client";
import { badRequest, notFound } from "../platform/errors";
import { can } from "../platform/policy";
import { committeeCandidateQueries, committeeCandidatesFrom } from "./candidates";

const { committees, committeeMembers, users } = schema;

/** The organisation's committees of one status, by name, with their seats counted, unexecuted. */
export function committeeListQuery(
  db: Db,
  organizationId: string | SQLWrapper,
  status: "active" | "archived" | Placeholder,
) {
  return db
    .select({
      id: committees.id,
      name: committees.name,
      description: committees.description,
      status: committees.status,
      createdAt: committees.createdAt,
      memberCount: count(committeeMembers.userId),
    })
    .from(committees)
    .leftJoin(committeeMembers, eq(committeeMembers.committeeId, committees.id))
    .where(and(eq(committees.organizationId, organizationId), eq(committees.status, status)))
    .groupBy(committees.id)
    .orderBy(asc(committees.name));
}

export type CommitteeListRows = readonly [
  Membership[],
  Awaited<ReturnType<ReturnType<typeof committeeListQuery>["all"]>>,
];

/**
 * The organisation's committees of one status: one D1 round trip with the guard's read, or none when `prefetched`
 * (the rows the session lookup read for the page, decision 066) are of this organisation.
 */
export async function listCommittees(
  ctx: ActorContext,
  organizationRef: string,
  options: { status?: "active" | "archived" } = {},
  prefetched?: CommitteeListRows,
) {
  const [membershipRows, rows] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(ctx, organizationRef, [
      committeeListQuery(ctx.db, organizationIdOf(organizationRef), options.status ?? "active"),
    ]));
  const { organization, role } = membershipFrom(ctx, membershipRows[0], "committees.view");
  return { organization, canManage: can(ctx.actor, "committees.manage", { organization, role }), committees: rows };
}

/**
 * A committee's page's reads, unexecuted, after the guard's: the committee, its seats (read by the committee's id,
 * dropped below unless the committee is the organisation's) and the people its form may seat (kept for those who
 * manage committees).
 */
export function committeeQueries(db: Db, organizationId: string | SQLWrapper, committeeId: string | SQLWrapper) {
  return [
    db
      .select()
      .from(committees)
      .where(and(eq(committees.id, committeeId), eq(committees.organizationId, organizationId))),
    db
      .select({
        userId: committeeMembers.userId,
        role: committeeMembers.role,
        fullName: users.fullName,
        email: users.email,
        avatarUrl: users.avatarUrl,
      })
      .from(committeeMembers)
      .innerJoin(users, eq(users.id, committeeMembers.userId))
      .where(eq(committeeMembers.committeeId, committeeId))
      .orderBy(asc(users.fullName)),
    ...committeeCandidateQueries({ db }, organizationId),
  ] as const;
}

export type CommitteeRows = readonly [Membership[], ...BatchResponse<ReturnType<typeof committeeQueries>>];

/**
 * The committee with its seats and, for those who manage committees, the people its form may seat: in one D1
 * round trip, the membership guard's read and the page's in one batch (rows the guard would not allow are dropped),
 * or none when `prefetched` (read with the session, decision 066) are of this organisation.
 */
export async function getCommittee(
  ctx: ActorContext,
  organizationRef: string,
  committeeId: string,
  prefetched?: CommitteeRows,
) {
  const [membershipRows, committeeRows, people, first, seated] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(
      ctx,
      organizationRef,
      committeeQueries(ctx.db, organizationIdOf(organizationRef), committeeId),
    ));
  const { organization, role } = membershipFrom(ctx, membershipRows[0], "committees.view");
  const committee = committeeRows[0];
  if (!committee) throw notFound("Committee not found");
  const canManage = can(ctx.actor, "committees.manage", { organization, role });
  return {
    organization,
    canManage,
    committee,
    members: people,
    candidates: canManage ? committeeCandidatesFrom(first, seated) : [],
  };
}

/** Committee members are drawn from the organisation's active members; anyone else is refused. */
async function checkPeople(ctx: ActorContext, organizationId: string, input: CommitteeInput): Promise<string[]> {
  const ids = [...new Set([...input.memberIds, ...(input.chairId ? [input.chairId] : [])])];
  if (ids.length === 0) return ids;
  if (!(await allActiveMembers(ctx, organizationId, ids)))
    throw badRequest("Committee members must be members of the organization", {
      memberIds: ["Committee members must be members of the organization"],
    });
  return ids;
}

/** The seats of a committee, for the caller's db.batch: the chair (if any) and the members. */
function seatInserts(
  ctx: ActorContext,
  committeeId: string,
  people: string[],
  chairId: string | undefined,
  now: number,
) {
  if (people.length === 0) return [];
  const seats = people.map((userId) => ({
    committeeId,
    userId,
    role: userId === chairId ? ("chair" as const) : ("member" as const),
    addedAt: now,
  }));
  return insertsInChunks(ctx.db, committeeMembers, seats);
}

export async function createCommittee(ctx: ActorContext, organizationRef: string, input: CommitteeInput) {
  const { organization } = await requireMembership(ctx, organizationRef, "committees.manage");
  const people = await checkPeople(ctx, organization.id, input);
  const id = crypto.randomUUID();
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(committees).values({
      id,
      organizationId: organization.id,
      name: input.name,
      description: input.description ?? null,
      createdBy: ctx.actor.user.id,
      createdAt: now,
      updatedAt: now,
    }),
    ...seatInserts(ctx, id, people, input.chairId, now),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "committee.created",
      entityType: "committee",
      entityId: id,
      changes: { name: input.name, members: people.length },
    }),
  ]);
  return { id, name: input.name };
}

export async function updateCommittee(
  ctx: ActorContext,
  organizationRef: string,
  committeeId: string,
  input: CommitteeInput,
) {
  const { organization } = await requireMembership(ctx, organizationRef, "committees.manage");
  const existing = await ctx.db
    .select({ id: committees.id })
    .from(committees)
    .where(and(eq(committees.id, committeeId), eq(committees.organizationId, organization.id)))
    .get();
  if (!existing) throw notFound("Committee not found");
  const people = await checkPeople(ctx, organization.id, input);
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(committees)
      .set({ name: input.name, description: input.description ?? null, updatedAt: now })
      .where(eq(committees.id, committeeId)),
    ctx.db.delete(committeeMembers).where(eq(committeeMembers.committeeId, committeeId)),
    ...seatInserts(ctx, committeeId, people, input.chairId, now),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: "committee.updated",
      entityType: "committee",
      entityId: committeeId,
      changes: { name: input.name, members: people.length },
    }),
  ]);
}

export async function setCommitteeStatus(
  ctx: ActorContext,
  organizationRef: string,
  committeeId: string,
  status: "active" | "archived",
) {
  const { organization } = await requireMembership(ctx, organizationRef, "committees.manage");
  const updated = await ctx.db
    .update(committees)
    .set({ status, updatedAt: Date.now() })
    .where(and(eq(committees.id, committeeId), eq(committees.organizationId, organization.id)))
    .returning({ id: committees.id })
    .get();
  if (!updated) throw notFound("Committee not found");
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: organization.id,
    action: status === "archived" ? "committee.archived" : "committee.restored",
    entityType: "committee",
    entityId: committeeId,
  });
}
