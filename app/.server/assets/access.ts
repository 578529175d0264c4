// The document guard: the document as seen by the actor (one query), then the policy's answer for an action.
// Every read of a document's facts or bytes and every change goes through `requireAsset`: files are never public.
import { type SQLWrapper, sql } from "drizzle-orm";
import { ASSET_MESSAGES } from "../../lib/assets/constants";
import type { OrganizationRole } from "../../lib/organizations/roles";
import { VAULT_MESSAGES } from "../../lib/vaults/constants";
import { admitPastHolds } from "../auth/organization-holds";
import type { ActorContext, ServiceContext } from "../platform/context";
import { columnsNamedApart } from "../platform/db/batch-columns";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { type AssetAction, type AssetScope, authorize } from "../platform/policy";

const { assets, organizations, organizationMembers } = schema;

export type Asset = typeof assets.$inferSelect;
export type AssetAccess = { asset: Asset; organization: typeof organizations.$inferSelect; scope: AssetScope };

/** An id given now, or as SQL: a batch template's placeholder, or the session's user (decisions 052 and 066). */
export type Key = string | SQLWrapper;

const RANK_TO_ACCESS = [null, "view", "edit", "manage"] as const;

/**
 * The best access the actor holds on the document (001 §6, issue 10), as a rank 0–3 worked out by the database
 * (also the filter of the documents list, so a list never shows what requireAsset would refuse)
 * in the same query as the document: 3 (manage) for its uploader, the organisation's owner and admins, and the
 * owner or an admin of a vault that holds it; 2 (edit) for a member of such a vault and an edit share; 1 (view)
 * for a viewer of such a vault, anyone in the organisation when the document or a vault holding it is open to
 * the whole organisation, a live share, and the audience of a published board pack that contains it. It reads
 * `assets` and the actor's `organization_members` row (activeSeatInAssetOrganization) of the outer query.
 */
export const accessRank = (userId: string | SQLWrapper, now: number | SQLWrapper) => sql<number>`max(
  case when ${assets.ownerId} = ${userId} or ${organizationMembers.role} in ('owner', 'admin') then 3 else 0 end,
  coalesce((
    select max(case when v.owner_id = ${userId} then 3
      else case vm.role when 'owner' then 3 when 'admin' then 3 when 'member' then 2 when 'viewer' then 1
        else 0 end
      end)
    from vault_assets va join vaults v on v.id = va.vault_id
    left join vault_members vm on vm.vault_id = v.id and vm.user_id = ${userId}
    where va.asset_id = ${assets.id}
  ), 0),
  case when ${assets.visibility} = 'organization' then 1 else 0 end,
  case when exists (
    select 1 from vault_assets va join vaults v on v.id = va.vault_id
    where va.asset_id = ${assets.id} and v.is_public = 1
  ) then 1 else 0 end,
  coalesce((
    select max(case s.permission when 'edit' then 2 else 1 end) from asset_shares s
    where s.asset_id = ${assets.id} and s.shared_with = ${userId} and s.revoked_at is null
      and (s.expires_at is null or s.expires_at > ${now})
  ), 0),
  case when exists (
    select 1 from board_pack_items i join board_packs p on p.id = i.board_pack_id
    where i.asset_id = ${assets.id} and p.status = 'published' and (
      p.audience = 'organization'
      or (p.audience = 'committee' and exists (
        select 1 from committee_members cm where cm.committee_id = p.committee_id and cm.user_id = ${userId}))
      or (p.audience = 'members' and exists (
        select 1 from board_pack_recipients r where r.board_pack_id = p.id and r.user_id = ${userId}))
    )
  ) then 1 else 0 end
)`;

/**
 * The actor's active seat in the document's organisation, to join `organization_members` on: the guard and
 * document search (app/.server/search/documents.ts) both need it, and `accessRank` reads its role.
 */
export const activeSeatInAssetOrganization = (
  userId: string | SQLWrapper,
) => sql`${organizationMembers.organizationId} =
  ${assets.organizationId} and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active'`;

/**
 * Whether the actor's access rank on the document is 3 (manage), as a condition of its own: a cheap gate for reads
 * that only the document's managers are shown. The policy still decides (an organisation viewer never manages).
 */
export const managesAsset = (userId: Key, assetId: Key, now: number | SQLWrapper = Date.now()) => sql`exists (
  select 1 from ${assets} join ${organizationMembers} on ${activeSeatInAssetOrganization(userId)}
  where ${assets.id} = ${assetId} and ${accessRank(userId, now)} = 3
)`;

/** 'archived' or 'expired' when a vault holding the document is: the document is then read-only (001 §4). */
const readOnlyVault = (now: number | SQLWrapper) => sql<string | null>`(
  select case when v.status = 'archived' then 'archived' else 'expired' end
  from vault_assets va join vaults v on v.id = va.vault_id
  where va.asset_id = ${assets.id}
    and (v.status = 'archived' or (v.expires_at is not null and v.expires_at <= ${now}))
  limit 1
)`;

/**
 * The live (not deleted) document by id as the actor sees it, else 404 ('Asset not found') without revealing
 * whether it exists: the actor must be an active member of its organisation and hold some access to it. Then,
 * for an action, the policy's answer (403 by access, 409 while its organisation is archived or a vault holding it
 * is archived or expired).
 */
export async function requireAsset(ctx: ActorContext, assetId: string, action: AssetAction = "asset.view") {
  checkAssetId(assetId);
  return assetAccessFrom(ctx, await assetAccessQuery(ctx, assetId).get(), action);
}

/** An id no document can have is a 404 before any read (the guard's and the pages' batches). */
export function checkAssetId(assetId: string): void {
  if (!assetId || assetId.length > 100) throw notFound(ASSET_MESSAGES.notFound);
}

/** The guard's one read, unexecuted, so a page can run it in one `db.batch` with its own reads (decision 026). */
export function assetAccessQuery(ctx: ActorContext, assetId: string) {
  return assetAccessRead(ctx.db, assetId, ctx.actor.user.id, Date.now());
}

/**
 * `assetAccessQuery` for a document, an actor and a time given now or as a batch template's placeholders (decision
 * 052), as the document pages read it alongside the session (page-reads.ts).
 */
export function assetAccessRead(db: Db, assetId: Key, userId: Key, now: number | SQLWrapper) {
  return db
    .select({
      asset: assets,
      // Named apart from the document's columns of the same name, for `db.batch` (platform/db/batch-columns.ts).
      organization: columnsNamedApart(organizations, "organization"),
      role: sql<OrganizationRole>`${organizationMembers.role}`.as("organization_role"),
      rank: sql<number>`${accessRank(userId, now)}`.as("access_rank"),
      readOnly: sql<string | null>`${readOnlyVault(now)}`.as("read_only_because"),
    })
    .from(assets)
    .innerJoin(organizations, sql`${organizations.id} = ${assets.organizationId}`)
    .innerJoin(organizationMembers, activeSeatInAssetOrganization(userId))
    .where(sql`${assets.id} = ${assetId} and ${assets.isDeleted} = 0`);
}

/** The guard's decision on the row `assetAccessQuery` read (none, or no access: 404). */
export function assetAccessFrom(
  ctx: ActorContext,
  row: Awaited<ReturnType<ReturnType<typeof assetAccessRead>["get"]>>,
  action: AssetAction,
): AssetAccess {
  if (!row?.rank) throw notFound(ASSET_MESSAGES.notFound);
  admitPastHolds(ctx, row.organization);
  const scope: AssetScope = {
    role: row.role,
    organization: row.organization,
    access: RANK_TO_ACCESS[Math.min(3, Math.max(0, Number(row.rank)))],
    readOnlyBecause:
      row.readOnly === "archived"
        ? VAULT_MESSAGES.readOnlyArchived
        : row.readOnly === "expired"
          ? VAULT_MESSAGES.readOnlyExpired
          : null,
  };
  authorize(ctx.actor, action, scope);
  return { asset: row.asset, organization: row.organization, scope } satisfies AssetAccess;
}

/**
 * Which of these users may still view the document (some access and an active seat in its organisation, the
 * document not deleted): `requireAsset`'s rule for many people in one query, for the document's live room.
 */
export async function usersWhoMayView(ctx: ServiceContext, assetId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const reader = sql`reader.value`;
  const rows = await ctx.db
    .select({ userId: sql<string>`${reader}` })
    .from(sql`json_each(${JSON.stringify(userIds)}) as reader`)
    .innerJoin(assets, sql`${assets.id} = ${assetId} and ${assets.isDeleted} = 0`)
    .innerJoin(organizationMembers, activeSeatInAssetOrganization(reader))
    .where(sql`${accessRank(reader, Date.now())} > 0`);
  return new Set(rows.map((row) => row.userId));
}
