// One vault as its page shows it (001 §2.3, issue 10): documents, members, recent activity, access statistics.
import { and, asc, desc, eq, gt, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { VAULT_MESSAGES } from "../../lib/vaults/constants";
import {
  VAULT_ACCESS_COUNT_INTERVAL_MS,
  VAULT_NOTIFICATION_DEFAULTS,
  VAULT_RECENT_ACTIVITY_SHOWN,
} from "../../lib/vaults/texts";
import type { ActorContext, ServiceContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { can } from "../platform/policy";
import { type Key, type VaultAccess, vaultAccessFrom, vaultAccessRead } from "./access";

const {
  vaults,
  vaultMembers,
  vaultAssets,
  assets,
  vaultInvitations,
  vaultAccessEvents,
  auditLogs,
  users,
  organizationMembers,
} = schema;

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
  return vaultDocumentsQuery(ctx.db, vaultId).all();
}

function vaultDocumentsQuery(db: Db, vaultId: Key) {
  return db
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
    .orderBy(asc(vaultAssets.position), asc(assets.title));
}

export function vaultMembersOf(ctx: ServiceContext, vaultId: string) {
  return vaultMembersQuery(ctx.db, vaultId).all();
}

function vaultMembersQuery(db: Db, vaultId: Key) {
  return db
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
    .orderBy(sql`case ${vaultMembers.role} when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`);
}

/** Access statistics (001 §2.3), counted from the rows instead of the prototype's zeros: one statement. */
function vaultAccessStatisticsQuery(db: Db, vaultId: Key, now: number | SQLWrapper) {
  return db
    .select({
      activeMembers: sql<number>`(select count(*) from ${vaultMembers} where vault_id = ${vaultId})`.as("members"),
      pendingInvites: sql<number>`(select count(*) from ${vaultInvitations} where vault_id = ${vaultId}
        and status = 'pending' and expires_at > ${now})`.as("pending"),
      totalAccesses: sql<number>`(select count(*) from ${vaultAccessEvents} where vault_id = ${vaultId})`.as(
        "accesses",
      ),
    })
    .from(sql`(select 1)`);
}

/** Recent activity: the vault's audit entries and its openings (merged newest first by `recentActivityOf`). */
function recentActivityQueries(db: Db, vaultId: Key) {
  return [
    db
      .select({ at: auditLogs.createdAt, action: auditLogs.action, fullName: users.fullName, email: users.email })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(
        and(
          // The organisation's index first, then the vault's entries.
          eq(auditLogs.organizationId, sql`(select organization_id from ${vaults} where id = ${vaultId})`),
          eq(auditLogs.entityType, "vault"),
          eq(auditLogs.entityId, vaultId),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(VAULT_RECENT_ACTIVITY_SHOWN),
    db
      .select({ at: vaultAccessEvents.accessedAt, fullName: users.fullName, email: users.email })
      .from(vaultAccessEvents)
      .leftJoin(users, eq(users.id, vaultAccessEvents.userId))
      .where(eq(vaultAccessEvents.vaultId, vaultId))
      .orderBy(desc(vaultAccessEvents.accessedAt))
      .limit(VAULT_RECENT_ACTIVITY_SHOWN),
  ] as const;
}

type ActivityRows<I extends 0 | 1> = Awaited<ReturnType<typeof recentActivityQueries>[I]>;

function recentActivityOf(audited: ActivityRows<0>, opened: ActivityRows<1>) {
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

/** The pending invitations (the members section, for those who manage members). */
function pendingInvitationsQuery(db: Db, vaultId: Key) {
  return db
    .select({
      id: vaultInvitations.id,
      email: vaultInvitations.email,
      role: vaultInvitations.role,
      expiresAt: vaultInvitations.expiresAt,
    })
    .from(vaultInvitations)
    .where(and(eq(vaultInvitations.vaultId, vaultId), eq(vaultInvitations.status, "pending")))
    .orderBy(desc(vaultInvitations.createdAt))
    .limit(50);
}

/** Active members of the vault's organisation other than the actor: whom a member manager may add. */
function seatCandidatesQuery(db: Db, vaultId: Key, userId: Key) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, organizationRole: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, sql`(select organization_id from ${vaults} where id = ${vaultId})`),
        eq(organizationMembers.status, "active"),
        ne(organizationMembers.userId, userId),
        sql`not exists (select 1 from ${vaultMembers} vm where vm.vault_id = ${vaultId}
          and vm.user_id = ${organizationMembers.userId})`,
      ),
    )
    .orderBy(users.fullName)
    .limit(200);
}

/** The vault page's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function vaultPageQueries(db: Db, vaultId: Key, userId: Key, now: number | SQLWrapper) {
  return [
    vaultAccessRead(db, vaultId, userId),
    vaultDocumentsQuery(db, vaultId),
    vaultMembersQuery(db, vaultId),
    ...recentActivityQueries(db, vaultId),
    vaultAccessStatisticsQuery(db, vaultId, now),
    pendingInvitationsQuery(db, vaultId),
    seatCandidatesQuery(db, vaultId, userId),
    openedByActorWithinTheMinuteQuery(db, vaultId, userId, now),
  ] as const;
}

// The same batch on every view but for the vault, the actor and the clock: built once per isolate (decision 052).
const vaultPageReads = batchTemplate((db) =>
  vaultPageQueries(db, sql.placeholder("vaultId"), sql.placeholder("userId"), sql.placeholder("now")),
);

/**
 * The vault as its page shows it, in ONE round trip (decision 026): the guard's read and every section's reads run
 * in one `db.batch`; the guard then decides, and rows it would not allow are dropped unseen (the invitations and the
 * seat candidates for those who don't manage members). `prefetched` are the rows `vaultPageQueries` gave alongside
 * the session lookup (decision 066); without them they make their own round trip.
 */
export async function getVaultDetail(
  ctx: ActorContext,
  vaultId: string,
  prefetched?: BatchResponse<ReturnType<typeof vaultPageQueries>>,
) {
  if (!vaultId || vaultId.length > 100) throw notFound(VAULT_MESSAGES.notFound);
  const [accessRows, documents, members, audited, opened, statistics, invitations, candidates, openedByMe] =
    prefetched ?? (await ctx.db.batch(vaultPageReads(ctx.db, { vaultId, userId: ctx.actor.user.id, now: Date.now() })));
  const access = vaultAccessFrom(ctx, accessRows[0], "vault.view");
  const permissions = vaultPermissions(ctx, access);
  return {
    ...access,
    permissions,
    documents: documents.map(({ storageKey: _key, ...document }) => document),
    members,
    invitations: permissions.canManageMembers ? invitations : [],
    /** Active members of the organisation without a seat here, for the add-member form (managers only). */
    seatCandidates: permissions.canManageMembers ? candidates : [],
    activity: recentActivityOf(audited, opened),
    statistics: statistics[0] ?? { activeMembers: 0, pendingInvites: 0, totalAccesses: 0 },
    notifications: notificationSettingsOf(access.vault),
    /** The actor's opening was counted in the last minute: this one writes nothing (recordVaultAccess). */
    openedWithinTheMinute: openedByMe.length > 0,
  };
}

function openedByActorWithinTheMinuteQuery(db: Db, vaultId: Key, userId: Key, now: number | SQLWrapper) {
  return db
    .select({ accessedAt: vaultAccessEvents.accessedAt })
    .from(vaultAccessEvents)
    .where(
      and(
        eq(vaultAccessEvents.vaultId, vaultId),
        gt(vaultAccessEvents.accessedAt, sql`${now} - ${VAULT_ACCESS_COUNT_INTERVAL_MS}`),
        eq(vaultAccessEvents.userId, userId),
      ),
    )
    .limit(1);
}

/**
 * Counts an opening of the vault by a member (the access statistics): at most one a minute per person, so a
 * reload does not inflate the count. Runs after the answer (ctx.waitUntil); a failure only loses one count. A view
 * whose reads saw the actor's opening within the minute writes nothing: the count would not move, and the seat's
 * last access keeps the minute's first.
 */
export function recordVaultAccess(ctx: ActorContext, vaultId: string, openedWithinTheMinute = false): void {
  if (openedWithinTheMinute) return;
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
