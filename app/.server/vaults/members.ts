// A vault's members (001 §6): admins add people from the organisation, change roles and remove seats. The owner's
// seat changes only by transferring ownership.
import { and, eq } from "drizzle-orm";
import type { AssignableVaultRole } from "../../lib/vaults/roles";
import { VAULT_TEXTS } from "../../lib/vaults/texts";
import { closeReadersWithoutAccess, documentsOfVault } from "../annotations/room";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import { requireVault } from "./access";

const { vaultMembers, organizationMembers } = schema;

/** Adds someone from the organisation, or changes their role when they already have a seat. */
export async function setVaultMemberRole(
  ctx: ActorContext,
  vaultId: string,
  userId: string,
  role: AssignableVaultRole,
) {
  const { vault } = await requireVault(ctx, vaultId, "vault.manage_members");
  if (userId === vault.ownerId) throw new ServiceError(409, VAULT_TEXTS.ownerRoleFixed);
  const inOrganization = await ctx.db
    .select({ userId: organizationMembers.userId, seat: vaultMembers.role })
    .from(organizationMembers)
    .leftJoin(vaultMembers, and(eq(vaultMembers.vaultId, vault.id), eq(vaultMembers.userId, userId)))
    .where(
      and(
        eq(organizationMembers.organizationId, vault.organizationId),
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .get();
  if (!inOrganization) throw badRequest(VAULT_TEXTS.notOrganizationMember);
  const now = Date.now();
  const added = inOrganization.seat === null;
  await ctx.db.batch([
    ctx.db
      .insert(vaultMembers)
      .values({ vaultId: vault.id, userId, role, addedBy: ctx.actor.user.id, joinedAt: now })
      .onConflictDoUpdate({ target: [vaultMembers.vaultId, vaultMembers.userId], set: { role } }),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: added ? "vault.member_added" : "vault.member_role_changed",
      entityType: "vault",
      entityId: vault.id,
      changes: { memberId: userId, role, previousRole: inOrganization.seat },
    }),
  ]);
  return { userId, role, added };
}

export async function removeVaultMember(ctx: ActorContext, vaultId: string, userId: string) {
  const { vault } = await requireVault(ctx, vaultId, "vault.manage_members");
  if (userId === vault.ownerId) throw new ServiceError(409, VAULT_TEXTS.ownerRoleFixed);
  const seat = await ctx.db
    .select({ role: vaultMembers.role })
    .from(vaultMembers)
    .where(and(eq(vaultMembers.vaultId, vault.id), eq(vaultMembers.userId, userId)))
    .get();
  if (!seat) throw notFound("Member not found");
  await ctx.db.batch([
    ctx.db.delete(vaultMembers).where(and(eq(vaultMembers.vaultId, vault.id), eq(vaultMembers.userId, userId))),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: "vault.member_removed",
      entityType: "vault",
      entityId: vault.id,
      changes: { memberId: userId, role: seat.role },
    }),
  ]);
  await closeReadersWithoutAccess(ctx, await documentsOfVault(ctx, vault.id));
}
