// The vault list of one organisation (001 §7 Vaults): only the vaults the actor may see, by the same rule as
// the guard (policy `effectiveVaultRole`): the organisation's owner and admins see all, others their seats,
// the vaults they own and the public ones.
import { and, asc, desc, eq, isNotNull, or, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { pageWindow } from "../../lib/platform/paging";
import { VAULTS_PAGE_SIZE, type VaultStatus } from "../../lib/vaults/constants";
import type { VaultRole } from "../../lib/vaults/roles";
import type { VaultListQuery } from "../../lib/vaults/schemas";
import {
  type Membership,
  membershipFrom,
  organizationIdOf,
  readUndecided,
  rowsOfOrganization,
} from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";
import { can, effectiveVaultRole } from "../platform/policy";
import { effectiveVaultStatus } from "./access";
import { myVaultInvitationsRead } from "./invitations";

const { vaults, vaultMembers, vaultAssets, assets, organizationMembers } = schema;

/** The stored rows that read as a status, `expired` derived from `expires_at` (decision 030). */
function statusCondition(status: VaultStatus, now: number | SQLWrapper): SQL | undefined {
  const notExpired = or(sql`${vaults.expiresAt} is null`, sql`${vaults.expiresAt} > ${now}`);
  if (status === "archived") return eq(vaults.status, "archived");
  if (status === "expired") return and(sql`${vaults.status} != 'archived'`, sql`${vaults.expiresAt} <= ${now}`);
  return and(eq(vaults.status, status), notExpired);
}

const SORT_COLUMNS = {
  updated_at: vaults.updatedAt,
  created_at: vaults.createdAt,
  name: vaults.name,
  status: vaults.status,
} as const;

export type VaultListItem = {
  id: string;
  name: string;
  description: string | null;
  status: VaultStatus;
  priority: string;
  vaultType: string;
  accessLevel: string;
  isPublic: boolean;
  category: string | null;
  tags: string[];
  expiresAt: number | null;
  createdAt: number;
  updatedAt: number;
  memberCount: number;
  assetCount: number;
  role: VaultRole;
};

/** The list's window of vaults: numbers, or placeholders when it is read with the session (decision 066). */
type VaultWindow = { limit: number | Placeholder; offset: number | Placeholder };

/**
 * The list's reads, unexecuted, after the guard's: a page of the vaults the actor holds a role in, their count and
 * the actor's pending invitations there. Owners and admins see every vault; others theirs, those they sit in and the
 * public ones (the rule is in the SQL, read from the actor's role in the same statement, since the batch runs
 * before the guard's answer). The user and the clock are values alone, SQL alongside the session (page-reads.ts).
 */
export function vaultListQueries(
  db: Db,
  organizationId: SQLWrapper,
  user: { id: string | SQLWrapper; email: string | SQLWrapper },
  query: VaultListQuery,
  window: VaultWindow,
  now: number | SQLWrapper,
) {
  const userId = user.id;
  const actorRole = sql`(select ${organizationMembers.role} from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizationId} and ${organizationMembers.userId} = ${userId}
    and ${organizationMembers.status} = 'active')`;
  const conditions: (SQL | undefined)[] = [
    eq(vaults.organizationId, organizationId),
    or(
      sql`${actorRole} in ('owner', 'admin')`,
      eq(vaults.ownerId, userId),
      isNotNull(vaultMembers.userId),
      eq(vaults.isPublic, true),
    ),
  ];
  const search = query.search?.trim();
  if (search) conditions.push(or(containsText(vaults.name, search), containsText(vaults.description, search)));
  if (query.status) conditions.push(statusCondition(query.status, now));
  const where = and(...conditions);
  const sortColumn = SORT_COLUMNS[query.sortField ?? "updated_at"];
  const order = query.sortDirection === "asc" ? asc(sortColumn) : desc(sortColumn);

  const memberCount = sql<number>`(select count(*) from ${vaultMembers} vm where vm.vault_id = ${vaults.id})`.as(
    "member_count",
  );
  const assetCount = sql<number>`(select count(*) from ${vaultAssets} va join ${assets} a on a.id = va.asset_id
    where va.vault_id = ${vaults.id} and a.is_deleted = 0)`.as("asset_count");
  const seat = and(eq(vaultMembers.vaultId, vaults.id), eq(vaultMembers.userId, userId));
  return [
    db
      .select({ vault: vaults, seat: vaultMembers.role, memberCount, assetCount })
      .from(vaults)
      .leftJoin(vaultMembers, seat)
      .where(where)
      .orderBy(order, asc(vaults.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)`.as("total") })
      .from(vaults)
      .leftJoin(vaultMembers, seat)
      .where(where),
    myVaultInvitationsRead(db, organizationId, user, now),
  ] as const;
}

/** The guard's rows and the list's, as the vaults list reads them with the session (page-reads.ts). */
export type VaultListRows = readonly [Membership[], ...BatchResponse<ReturnType<typeof vaultListQueries>>];

/**
 * A page of the organisation's vaults the actor holds a role in, with the actor's pending vault invitations there,
 * in one D1 round trip (decision 039): the membership guard's read and the page's in one batch, the guard deciding
 * after; or none when `prefetched` (read with the session for the list's first shape, decision 066) are of this
 * organisation.
 */
export async function listVaults(
  ctx: ActorContext,
  organizationRef: string,
  query: VaultListQuery = {},
  prefetched?: VaultListRows,
) {
  const { page, limit, offset } = pageWindow(query, VAULTS_PAGE_SIZE);
  const userId = ctx.actor.user.id;
  const now = Date.now();
  const [membershipRows, rows, total, myInvitations] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(
      ctx,
      organizationRef,
      vaultListQueries(ctx.db, organizationIdOf(organizationRef), ctx.actor.user, query, { limit, offset }, now),
    ));
  const { organization, role: organizationRole } = membershipFrom(ctx, membershipRows[0], "content.view");
  const items: VaultListItem[] = rows.map(({ vault, seat: vaultRole, memberCount, assetCount }) => {
    const status = effectiveVaultStatus(vault, now);
    const role = effectiveVaultRole({
      role: organizationRole,
      organization,
      vaultRole,
      isVaultOwner: vault.ownerId === userId,
      vault: { status, isPublic: vault.isPublic },
    });
    return {
      id: vault.id,
      name: vault.name,
      description: vault.description,
      status,
      priority: vault.priority,
      vaultType: vault.vaultType,
      accessLevel: vault.accessLevel,
      isPublic: vault.isPublic,
      category: vault.category,
      tags: vault.tags,
      expiresAt: vault.expiresAt,
      createdAt: vault.createdAt,
      updatedAt: vault.updatedAt,
      memberCount: Number(memberCount),
      assetCount: Number(assetCount),
      // The query admits only vaults with a role (the guard's rule); viewer is the floor.
      role: role ?? "viewer",
    };
  });
  const totalCount = Number(total[0]?.count ?? 0);
  return {
    organization,
    canCreate: can(ctx.actor, "content.create", { organization, role: organizationRole }),
    vaults: items,
    /** The actor's pending invitations to vaults of this organisation (the page's invitations panel). */
    myInvitations,
    page,
    limit,
    total: totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  };
}
