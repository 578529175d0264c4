import { and, asc, count, eq, inArray, or, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { MEMBERS_PAGE_SIZE, ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import { type AssignableRole, type OrganizationRole, ROLE_LABELS } from "../../lib/organizations/roles";
import { pageWindow } from "../../lib/platform/paging";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";
import { notFound, ServiceError } from "../platform/errors";
import { authorize, can } from "../platform/policy";
import { forgetOrganizationVisits } from "../shell/recent";
import { type Membership, organizationIdOf, readWithMembership, requireMembership } from "./memberships";

const { organizationMembers: members, users } = schema;

export type MemberView = {
  id: string;
  userId: string;
  role: OrganizationRole;
  status: "active" | "pending_activation" | "suspended";
  boardTitle: string | null;
  joinedAt: number;
  user: { fullName: string | null; email: string; avatarUrl: string | null };
  /** Display name is the full name, else the email (001 §3). */
  displayName: string;
  isYou: boolean;
  can: { change_role: boolean; remove: boolean; transfer_ownership: boolean };
};

/** A page of the organisation's members (searched by name or email), in one D1 round trip with the guard's read. */
export async function listMembers(
  ctx: ActorContext,
  organizationRef: string,
  options: { page?: number; limit?: number; search?: string } = {},
) {
  const window = memberWindow(options);
  const { membership, rows } = await readWithMembership(
    ctx,
    organizationRef,
    "members.view",
    memberPageQueries(ctx, organizationIdOf(organizationRef), window, options.search),
  );
  return memberPageFrom(ctx, membership, window, rows);
}

/** Which members a page shows: MEMBERS_PAGE_SIZE a page unless asked otherwise. */
export const memberWindow = (options: { page?: number; limit?: number }) => pageWindow(options, MEMBERS_PAGE_SIZE);
type MemberWindow = ReturnType<typeof memberWindow>;

/** The page's members and how many match in all, unexecuted, for a batch with the guard's read. */
export function memberPageQueries(
  ctx: Pick<ServiceContext, "db">,
  organizationId: string | SQLWrapper,
  { limit, offset }: { limit: number | Placeholder; offset: number | Placeholder },
  searched?: string,
) {
  const search = searched?.trim().toLowerCase();
  const where = and(
    eq(members.organizationId, organizationId),
    search ? or(containsText(users.email, search), containsText(users.fullName, search)) : undefined,
  );
  return [
    ctx.db
      .select({ member: members, user: { fullName: users.fullName, email: users.email, avatarUrl: users.avatarUrl } })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(where)
      .orderBy(asc(members.joinedAt), asc(members.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ value: count() }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where),
  ] as const;
}

/** The members page from its reads, for an actor the guard has let see the members. */
export function memberPageFrom(
  ctx: ActorContext,
  membership: Membership,
  { page, limit }: MemberWindow,
  [rows, [total]]: BatchResponse<ReturnType<typeof memberPageQueries>>,
) {
  authorize(ctx.actor, "members.view", membership);
  // Each row offers what the policy allows (an archived organisation offers nothing: its writes are refused).
  const items: MemberView[] = rows.map(({ member, user }) => ({
    id: member.id,
    userId: member.userId,
    role: member.role,
    status: member.status,
    boardTitle: member.boardTitle,
    joinedAt: member.joinedAt,
    user,
    displayName: user.fullName || user.email,
    isYou: member.userId === ctx.actor.user.id,
    can: {
      change_role: can(ctx.actor, "member.change_role", { ...membership, target: member }),
      remove: can(ctx.actor, "member.remove", { ...membership, target: member }),
      transfer_ownership: can(ctx.actor, "member.transfer_ownership", { ...membership, target: member }),
    },
  }));
  return {
    organization: membership.organization,
    actorRole: membership.role,
    members: items,
    pagination: { page, limit, total: total?.value ?? 0 },
  };
}

async function loadTarget(ctx: ActorContext, organizationId: string, targetUserId: string) {
  const target = await ctx.db
    .select({
      id: members.id,
      userId: members.userId,
      role: members.role,
      status: members.status,
      fullName: users.fullName,
      email: users.email,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, targetUserId)))
    .get();
  if (!target) throw notFound(ORGANIZATION_MESSAGES.memberNotFound);
  return target;
}

export async function changeMemberRole(
  ctx: ActorContext,
  organizationRef: string,
  targetUserId: string,
  newRole: AssignableRole,
) {
  const membership = await requireMembership(ctx, organizationRef, "members.manage");
  const target = await loadTarget(ctx, membership.organization.id, targetUserId);
  authorize(ctx.actor, "member.change_role", { ...membership, target, newRole });
  if (target.role === newRole) return { ...target, role: newRole };
  await ctx.db.batch([
    ctx.db.update(members).set({ role: newRole }).where(eq(members.id, target.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: membership.organization.id,
      action: "member.role_changed",
      entityType: "organization_member",
      entityId: target.id,
      changes: { userId: target.userId, from: target.role, to: newRole },
    }),
  ]);
  return {
    ...target,
    role: newRole,
    message: `${target.fullName || target.email} is now a ${ROLE_LABELS[newRole].toLowerCase()}`,
  };
}

export async function removeMember(ctx: ActorContext, organizationRef: string, targetUserId: string, reason?: string) {
  const membership = await requireMembership(ctx, organizationRef, "members.manage");
  const target = await loadTarget(ctx, membership.organization.id, targetUserId);
  authorize(ctx.actor, "member.remove", { ...membership, target });
  const recordedReason = (reason?.trim() || `Removed by ${membership.role}`).slice(0, 500);
  await ctx.db.batch([
    ...membershipDeletion(ctx, membership.organization.id, target),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: membership.organization.id,
      action: "member.removed",
      entityType: "organization_member",
      entityId: target.id,
      changes: { userId: target.userId, role: target.role, reason: recordedReason },
    }),
  ]);
  return { removed: target.userId, reason: recordedReason };
}

/**
 * The statements that take someone out of an organisation, for the caller's db.batch: the membership,
 * their seats on its committees (and only its committees) and their recent visits to its pages.
 * Removal and leaving both use them.
 */
export function membershipDeletion(
  ctx: ServiceContext,
  organizationId: string,
  member: { id: string; userId: string },
) {
  return [
    forgetOrganizationVisits(ctx, organizationId, member.userId),
    ctx.db.delete(members).where(eq(members.id, member.id)),
    ctx.db
      .delete(schema.committeeMembers)
      .where(
        and(
          eq(schema.committeeMembers.userId, member.userId),
          inArray(
            schema.committeeMembers.committeeId,
            ctx.db
              .select({ id: schema.committees.id })
              .from(schema.committees)
              .where(eq(schema.committees.organizationId, organizationId)),
          ),
        ),
      ),
  ] as const;
}

/** Irreversible: the target becomes owner and the previous owner becomes admin (001 §4). */
export async function transferOwnership(ctx: ActorContext, organizationRef: string, targetUserId: string) {
  const membership = await requireMembership(ctx, organizationRef, "organization.transfer_ownership");
  const target = await loadTarget(ctx, membership.organization.id, targetUserId);
  authorize(ctx.actor, "member.transfer_ownership", { ...membership, target });
  // One statement swaps both roles, and only while the actor is still the owner and the target still
  // active: never two owners, never none, never an owner who can't sign in to act.
  const swapped = await ctx.db.run(sql`
    update ${members}
    set role = case when id = ${membership.memberId} then 'admin' else 'owner' end
    where id in (${membership.memberId}, ${target.id})
      and (select role from ${members} where id = ${membership.memberId}) = 'owner'
      and (select status from ${members} where id = ${target.id}) = 'active'`);
  if (swapped.meta.changes !== 2) throw new ServiceError(409, "Ownership changed meanwhile. Reload and try again.");
  await auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: membership.organization.id,
    action: "organization.ownership_transferred",
    entityType: "organization",
    entityId: membership.organization.id,
    changes: { from: ctx.actor.user.id, to: target.userId },
  });
  return {
    newOwner: { userId: target.userId, role: "owner" as const },
    previousOwner: { userId: ctx.actor.user.id, role: "admin" as const },
  };
}
