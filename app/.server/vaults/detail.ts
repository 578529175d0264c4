// One vault as its page shows it (001 §2.3, issue 10): documents, members, recent activity, access statistics.
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import {
  VAULT_ACCESS_COUNT_INTERVAL_MS,
  VAULT_NOTIFICATION_DEFAULTS,
  VAULT_RECENT_ACTIVITY_SHOWN,
} from "../../lib/vaults/texts";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { can } from "../platform/policy";
import { requireVault, type VaultAccess } from "./access";

const { vaultMembers, vaultAssets, assets, vaultInvitations, vaultAccessEvents, auditLogs, users } = schema;

export type VaultPermissions = {
  canEdit: boolean;
  canManageMembers: boolean;
  canArchive: boolean;
  canExport: boolean;
  isOwner: boolean;
};

/** What the actor may do here, each answered by the policy (the page shows only what would be allowed). */
export function vaultPermissions(ctx: ActorContext, access: VaultAccess): VaultPermissions {
  return {
    canEdit: can(ctx.actor, "vault.edit", access.scope),
    canManageMembers: can(ctx.actor, "vault.manage_members", access.scope),
    canArchive: can(ctx.actor, "vault.archive", access.scope),
    canExport: can(ctx.actor, "vault.export", access.scope),
    isOwner: can(ctx.actor, "vault.transfer_ownership", access.scope) || can(ctx.actor, "vault.delete", access.scope),
  };
}

export function notificationSettingsOf(vault: { notificationSettings: Record<string, unknown> | null }) {
  const stored = (vault.notificationSettings ?? {}) as Partial<typeof VAULT_NOTIFICATION_DEFAULTS>;
  return { ...VAULT_NOTIFICATION_DEFAULTS, ...stored };
}

/** The documents a vault holds: not deleted, in its order. */
export function vaultDocuments(ctx: ServiceContext, vaultId: string) {
  return ctx.db
    .select({
      id: assets.id,
      title: assets.title,
      fileName: assets.originalFileName,
      fileType: assets.fileType,
      mimeType: assets.mimeType,
      fileSize: assets.fileSize,
      storageKey: assets.storageKey,
      updatedAt: assets.updatedAt,
      position: vaultAssets.position,
    })
    .from(vaultAssets)
    .innerJoin(assets, eq(assets.id, vaultAssets.assetId))
    .where(and(eq(vaultAssets.vaultId, vaultId), eq(assets.isDeleted, false)))
    .orderBy(asc(vaultAssets.position), asc(assets.title))
    .all();
}

export async function vaultMembersOf(ctx: ServiceContext, vaultId: string) {
  return ctx.db
    .select({
      userId: vaultMembers.userId,
      role: vaultMembers.role,
      joinedAt: vaultMembers.joinedAt,
      lastAccessedAt: vaultMembers.lastAccessedAt,
      fullName: users.fullName,
      email: users.email,
    })
    .from(vaultMembers)
    .innerJoin(users, eq(users.id, vaultMembers.userId))
    .where(eq(vaultMembers.vaultId, vaultId))
    .orderBy(sql`case ${vaultMembers.role} when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`)
    .all();
}

/** Access statistics (001 §2.3), counted from the rows instead of the prototype's zeros. */
export async function vaultAccessStatistics(ctx: ServiceContext, vaultId: string) {
  const now = Date.now();
  const [members, pending, accesses] = await Promise.all([
    ctx.db.select({ n: count() }).from(vaultMembers).where(eq(vaultMembers.vaultId, vaultId)).get(),
    ctx.db
      .select({ n: count() })
      .from(vaultInvitations)
      .where(
        and(
          eq(vaultInvitations.vaultId, vaultId),
          eq(vaultInvitations.status, "pending"),
          gt(vaultInvitations.expiresAt, now),
        ),
      )
      .get(),
    ctx.db.select({ n: count() }).from(vaultAccessEvents).where(eq(vaultAccessEvents.vaultId, vaultId)).get(),
  ]);
  return { activeMembers: members?.n ?? 0, pendingInvites: pending?.n ?? 0, totalAccesses: accesses?.n ?? 0 };
}

/** Recent activity: the vault's audit entries and its openings, newest first. */
async function recentActivity(ctx: ServiceContext, organizationId: string, vaultId: string) {
  const [audited, opened] = await Promise.all([
    ctx.db
      .select({ at: auditLogs.createdAt, action: auditLogs.action, fullName: users.fullName, email: users.email })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(
        and(
          // The organisation's index first, then the vault's entries.
          eq(auditLogs.organizationId, organizationId),
          eq(auditLogs.entityType, "vault"),
          eq(auditLogs.entityId, vaultId),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(VAULT_RECENT_ACTIVITY_SHOWN)
      .all(),
    ctx.db
      .select({ at: vaultAccessEvents.accessedAt, fullName: users.fullName, email: users.email })
      .from(vaultAccessEvents)
      .leftJoin(users, eq(users.id, vaultAccessEvents.userId))
      .where(eq(vaultAccessEvents.vaultId, vaultId))
      .orderBy(desc(vaultAccessEvents.accessedAt))
      .limit(VAULT_RECENT_ACTIVITY_SHOWN)
      .all(),
  ]);
  return [
    ...audited.map((row) => ({ at: row.at, what: activityLabel(row.action), who: row.fullName || row.email || "" })),
    ...opened.map((row) => ({ at: row.at, what: "Opened the vault", who: row.fullName || row.email || "" })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, VAULT_RECENT_ACTIVITY_SHOWN);
}

const ACTIVITY_LABELS: Record<string, string> = {
  "vault.created": "Created the vault",
  "vault.updated": "Changed the settings",
  "vault.archived": "Archived the vault",
  "vault.restored": "Restored the vault",
  "vault.exported": "Exported the vault",
  "vault.ownership_transferred": "Transferred ownership",
  "vault.member_added": "Added a member",
  "vault.member_role_changed": "Changed a member's role",
  "vault.member_removed": "Removed a member",
  "vault.invitation_sent": "Sent an invitation",
  "vault.invitation_accepted": "Accepted an invitation",
  "vault.invitation_rejected": "Declined an invitation",
  "vault.invitation_deleted": "Deleted an invitation",
  "vault.access_code_generated": "Generated a new access code",
};
const activityLabel = (action: string) => ACTIVITY_LABELS[action] ?? action;

export async function getVaultDetail(ctx: ActorContext, vaultId: string) {
  const access = await requireVault(ctx, vaultId, "vault.view");
  const [documents, members, activity, statistics, invitations] = await Promise.all([
    vaultDocuments(ctx, access.vault.id),
    vaultMembersOf(ctx, access.vault.id),
    recentActivity(ctx, access.vault.organizationId, access.vault.id),
    vaultAccessStatistics(ctx, access.vault.id),
    ctx.db
      .select({
        id: vaultInvitations.id,
        email: vaultInvitations.email,
        role: vaultInvitations.role,
        expiresAt: vaultInvitations.expiresAt,
      })
      .from(vaultInvitations)
      .where(and(eq(vaultInvitations.vaultId, access.vault.id), eq(vaultInvitations.status, "pending")))
      .orderBy(desc(vaultInvitations.createdAt))
      .limit(50)
      .all(),
  ]);
  const permissions = vaultPermissions(ctx, access);
  return {
    ...access,
    permissions,
    documents: documents.map(({ storageKey: _key, ...document }) => document),
    members,
    invitations: permissions.canManageMembers ? invitations : [],
    activity,
    statistics,
    notifications: notificationSettingsOf(access.vault),
  };
}

/**
 * Counts an opening of the vault by a member (the access statistics): at most one a minute per person, so a
 * reload does not inflate the count. Runs after the answer (ctx.waitUntil); a failure only loses one count.
 */
export function recordVaultAccess(ctx: ActorContext, vaultId: string): void {
  const userId = ctx.actor.user.id;
  const now = Date.now();
  const work = ctx.db.batch([
    ctx.db.insert(vaultAccessEvents).select(
      sql`select ${crypto.randomUUID()}, ${vaultId}, ${userId}, ${now} where not exists (
        select 1 from ${vaultAccessEvents} where vault_id = ${vaultId} and user_id = ${userId}
        and accessed_at > ${now - VAULT_ACCESS_COUNT_INTERVAL_MS})`,
    ),
    ctx.db
      .update(vaultMembers)
      .set({ lastAccessedAt: now })
      .where(and(eq(vaultMembers.vaultId, vaultId), eq(vaultMembers.userId, userId))),
  ]);
  ctx.waitUntil(work.catch((error) => console.error("vault access not recorded", error)));
}
