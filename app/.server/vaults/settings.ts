// A vault's settings and lifecycle (001 §2.3, §4, §5): partial updates, the access code, archive and restore,
// ownership transfer and deletion. Every change goes through the guard and leaves an audit entry.
import { and, eq } from "drizzle-orm";
import { VAULT_ACCESS_CODE_LENGTH } from "../../lib/vaults/constants";
import type { VaultSettingsInput } from "../../lib/vaults/schemas";
import { VAULT_TEXTS } from "../../lib/vaults/texts";
import { closeReadersWithoutAccess, documentsOfVault } from "../annotations/room";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { requireVault } from "./access";
import { notificationSettingsOf } from "./detail";

const { vaults, vaultMembers, organizationMembers, users, assets } = schema;

const ACCESS_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** 8 uppercase alphanumerics (001 §5), from the platform's random source, without modulo bias. */
export function generateAccessCode(): string {
  let code = "";
  while (code.length < VAULT_ACCESS_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes above it would favour the first letters.
      if (byte < 252 && code.length < VAULT_ACCESS_CODE_LENGTH) code += ACCESS_CODE_ALPHABET[byte % 36];
    }
  }
  return code;
}

/**
 * Applies the changed fields only (001 §7). Rules of 001 §5: an expiry not in the past; Require Invitation off
 * while Public Access is on. Archiving through the status field is the archive action's own (`vault.archive`).
 */
export async function updateVaultSettings(ctx: ActorContext, vaultId: string, changes: VaultSettingsInput) {
  const { vault, organization } = await requireVault(ctx, vaultId, "vault.edit");
  const now = Date.now();
  if (changes.expiresAt != null && changes.expiresAt <= now)
    throw badRequest(VAULT_TEXTS.expiryInPast, { expiresAt: [VAULT_TEXTS.expiryInPast] });
  const isPublic = changes.isPublic ?? vault.isPublic;
  if (isPublic && changes.requiresInvitation === true)
    throw badRequest(VAULT_TEXTS.requireInvitationWhilePublic, {
      requiresInvitation: [VAULT_TEXTS.requireInvitationWhilePublic],
    });
  const { settings, ...fields } = changes;
  const set: Partial<typeof vaults.$inferInsert> = { ...fields };
  if (isPublic) set.requiresInvitation = false;
  if (changes.status === "archived") set.archivedAt = now;
  if (changes.status && changes.status !== "archived" && vault.status === "archived") set.archivedAt = null;
  if (settings?.notifications) {
    const current = notificationSettingsOf(vault);
    const next = { ...current, ...settings.notifications };
    // With email notifications off, the kinds and the digest are disabled (001 §5): they keep their values.
    set.notificationSettings = next.emailNotifications ? next : { ...current, emailNotifications: false };
  }
  const changed = Object.keys(changes);
  if (changed.length === 0) return { vault, changed };
  await ctx.db.batch([
    ctx.db
      .update(vaults)
      .set({ ...set, updatedAt: now })
      .where(eq(vaults.id, vault.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: organization.id,
      action: changes.status === "archived" ? "vault.archived" : "vault.updated",
      entityType: "vault",
      entityId: vault.id,
      // Which fields changed; the access code itself is never written to the log.
      changes: { fields: changed },
    }),
  ]);
  if (changes.isPublic === false) await closeReadersWithoutAccess(ctx, await documentsOfVault(ctx, vault.id));
  return { vault: { ...vault, ...set }, changed };
}

/** A fresh access code, generated on the server and stored (shown again to those who may edit). */
export async function regenerateAccessCode(ctx: ActorContext, vaultId: string) {
  const { vault } = await requireVault(ctx, vaultId, "vault.edit");
  const accessCode = generateAccessCode();
  await ctx.db.batch([
    ctx.db.update(vaults).set({ accessCode, updatedAt: Date.now() }).where(eq(vaults.id, vault.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: "vault.access_code_generated",
      entityType: "vault",
      entityId: vault.id,
    }),
  ]);
  return accessCode;
}

/** Archive toggles active to archived, restore archived back to active (001 §4). */
export async function setVaultArchived(ctx: ActorContext, vaultId: string, archived: boolean) {
  const { vault } = await requireVault(ctx, vaultId, "vault.archive");
  if (archived === (vault.status === "archived")) return vault;
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(vaults)
      .set({ status: archived ? "archived" : "active", archivedAt: archived ? now : null, updatedAt: now })
      .where(eq(vaults.id, vault.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: archived ? "vault.archived" : "vault.restored",
      entityType: "vault",
      entityId: vault.id,
    }),
  ]);
  return { ...vault, status: archived ? ("archived" as const) : ("active" as const) };
}

/** The new owner (an active member of the organisation) becomes owner; the previous owner becomes admin. */
export async function transferVaultOwnership(ctx: ActorContext, vaultId: string, newOwnerEmail: string) {
  const { vault } = await requireVault(ctx, vaultId, "vault.transfer_ownership");
  const email = newOwnerEmail.trim().toLowerCase();
  if (!email) throw badRequest(VAULT_TEXTS.newOwnerRequired, { newOwnerEmail: [VAULT_TEXTS.newOwnerRequired] });
  const target = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.userId, users.id),
        eq(organizationMembers.organizationId, vault.organizationId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .where(eq(users.email, email))
    .get();
  if (!target) throw badRequest(VAULT_TEXTS.newOwnerNotMember, { newOwnerEmail: [VAULT_TEXTS.newOwnerNotMember] });
  if (target.id === vault.ownerId) throw new ServiceError(409, VAULT_TEXTS.alreadyOwner);
  const now = Date.now();
  const previousOwner = vault.ownerId;
  await ctx.db.batch([
    ctx.db.update(vaults).set({ ownerId: target.id, updatedAt: now }).where(eq(vaults.id, vault.id)),
    ctx.db
      .insert(vaultMembers)
      .values({ vaultId: vault.id, userId: target.id, role: "owner", addedBy: ctx.actor.user.id, joinedAt: now })
      .onConflictDoUpdate({ target: [vaultMembers.vaultId, vaultMembers.userId], set: { role: "owner" } }),
    ...(previousOwner
      ? [
          ctx.db
            .insert(vaultMembers)
            .values({ vaultId: vault.id, userId: previousOwner, role: "admin", joinedAt: now })
            .onConflictDoUpdate({ target: [vaultMembers.vaultId, vaultMembers.userId], set: { role: "admin" } }),
        ]
      : []),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: "vault.ownership_transferred",
      entityType: "vault",
      entityId: vault.id,
      changes: { from: previousOwner, to: target.id },
    }),
  ]);
  return { ownerId: target.id };
}

/** Deletes the vault (its seats, invitations and links go with it); the documents stay in the organisation. */
export async function deleteVault(ctx: ActorContext, vaultId: string, confirmName: string) {
  const { vault } = await requireVault(ctx, vaultId, "vault.delete");
  if (confirmName !== vault.name)
    throw badRequest(VAULT_TEXTS.deleteConfirmMismatch, { confirmName: [VAULT_TEXTS.deleteConfirmMismatch] });
  const documents = await documentsOfVault(ctx, vault.id);
  await ctx.db.batch([
    ctx.db.update(assets).set({ vaultId: null }).where(eq(assets.vaultId, vault.id)),
    ctx.db.delete(vaults).where(eq(vaults.id, vault.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: vault.organizationId,
      action: "vault.deleted",
      entityType: "vault",
      entityId: vault.id,
      changes: { name: vault.name },
    }),
  ]);
  await closeReadersWithoutAccess(ctx, documents);
  return { organizationId: vault.organizationId };
}
