// The documents list (001 §7 GET /api/assets, /dashboard/simple): filters, sort and 50 a page, showing exactly
// the documents requireAsset would let the actor open (the same access rank, decision 030).
import { and, asc, count, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ASSETS_PAGE_SIZE } from "../../lib/assets/constants";
import type { AssetListQuery } from "../../lib/assets/schemas";
import { ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import { pageWindow } from "../../lib/platform/paging";
import { membershipFrom, membershipQuery, organizationIdOf } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { can } from "../platform/policy";
import { accessRank } from "./access";

const { assets, assetTags, organizationMembers, users } = schema;

const SORT_COLUMNS = {
  updated_at: assets.updatedAt,
  created_at: assets.createdAt,
  title: assets.title,
  file_size: assets.fileSize,
  file_type: assets.fileType,
} as const;

/** Case-insensitive "contains" without LIKE (D1 refuses long patterns; STACK.md 18). */
const containsText = (column: SQLWrapper, needle: string) => sql`instr(lower(${column}), lower(${needle})) > 0`;

export async function listAssets(ctx: ActorContext, organizationRef: string, query: Partial<AssetListQuery>) {
  if (!organizationRef || organizationRef.length > 100) throw notFound(ORGANIZATION_MESSAGES.notFound);
  // One D1 round trip (decision 026): the membership guard's read and the page's in one batch, the guard deciding
  // after; the reads name the organisation by the same reference, so a refused guard drops rows of nothing shown.
  const organizationId = organizationIdOf(organizationRef);
  const userId = ctx.actor.user.id;
  const visible = sql`${assets.organizationId} = ${organizationId} and ${assets.isDeleted} = 0
    and ${accessRank(userId, Date.now())} > 0`;
  const conditions: SQL[] = [visible];
  if (query.search) {
    conditions.push(
      sql`(${containsText(assets.title, query.search)} or ${containsText(assets.originalFileName, query.search)}
        or ${containsText(sql`coalesce(${assets.description}, '')`, query.search)})`,
    );
  }
  if (query.type) conditions.push(sql`${assets.fileType} = ${query.type}`);
  if (query.category) conditions.push(sql`${assets.category} = ${query.category}`);
  if (query.tag) {
    // On asset_tags' (organization_id, tag) index: only the documents with the tag are read.
    conditions.push(sql`${assets.id} in (select ${assetTags.assetId} from ${assetTags}
      where ${assetTags.organizationId} = ${organizationId} and ${assetTags.tag} = ${query.tag})`);
  }
  if (query.vaultId) {
    conditions.push(
      sql`exists (select 1 from vault_assets va where va.asset_id = ${assets.id} and va.vault_id = ${query.vaultId})`,
    );
  }
  const where = and(...conditions);
  // The member join is what accessRank reads the actor's organisation role from.
  const memberJoin = sql`${organizationMembers.organizationId} = ${assets.organizationId}
    and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active'`;
  const { page, limit, offset } = pageWindow(query, ASSETS_PAGE_SIZE);
  const column = SORT_COLUMNS[query.sortField ?? "updated_at"];
  const direction = query.sortDirection === "asc" ? asc : desc;
  const [membershipRows, rows, total, ...facetRows] = await ctx.db.batch([
    membershipQuery(ctx, organizationRef),
    ctx.db
      .select({
        id: assets.id,
        title: assets.title,
        description: assets.description,
        fileName: assets.fileName,
        originalFileName: assets.originalFileName,
        fileSize: assets.fileSize,
        fileType: assets.fileType,
        mimeType: assets.mimeType,
        category: assets.category,
        tags: assets.tags,
        visibility: assets.visibility,
        status: assets.status,
        vaultId: assets.vaultId,
        ownerId: assets.ownerId,
        ownerName: users.fullName,
        currentVersion: assets.currentVersion,
        viewCount: assets.viewCount,
        downloadCount: assets.downloadCount,
        extractionStatus: assets.extractionStatus,
        organizationId: assets.organizationId,
        createdAt: assets.createdAt,
        updatedAt: assets.updatedAt,
      })
      .from(assets)
      .innerJoin(organizationMembers, memberJoin)
      .leftJoin(users, eq(users.id, assets.ownerId))
      .where(where)
      .orderBy(direction(column), direction(assets.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(assets).innerJoin(organizationMembers, memberJoin).where(where),
    ...assetFacetQueries(ctx, organizationId, visible, memberJoin),
  ]);
  const membership = membershipFrom(ctx, membershipRows[0], "content.view");
  const { organization } = membership;
  const facets = assetFacetsFrom(...facetRows);
  const totalCount = total[0]?.total ?? 0;
  return {
    organization,
    canUpload: can(ctx.actor, "content.create", membership),
    assets: rows,
    facets,
    pagination: { page, limit, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / limit)) },
  };
}

/** The types, categories and tags among the documents the actor can see: the filter menus offer only real values. */
function assetFacetQueries(ctx: ActorContext, organizationId: SQL, visible: SQL, memberJoin: SQL) {
  const distinct = (column: typeof assets.fileType | typeof assets.category) =>
    ctx.db
      .selectDistinct({ value: column })
      .from(assets)
      .innerJoin(organizationMembers, memberJoin)
      .where(visible)
      .orderBy(asc(column));
  return [
    distinct(assets.fileType),
    distinct(assets.category),
    visibleTagsQuery(ctx, organizationId, visible, memberJoin),
  ] as const;
}

function assetFacetsFrom(types: { value: string }[], categories: { value: string }[], tags: { tag: string }[]) {
  return {
    types: types.map((row) => row.value),
    categories: categories.map((row) => row.value),
    tags: tags.map((row) => String(row.tag)),
  };
}

/**
 * The organisation's tags that at least one document the actor can see carries, in order (at most 200). Each
 * distinct tag is read off asset_tags' (organization_id, tag) index, then kept if one visible document has it:
 * the access rank is worked out until the first such document, not for every document of the organisation.
 */
function visibleTagsQuery(ctx: ActorContext, organizationId: SQL, visible: SQL, memberJoin: SQL) {
  return ctx.db
    .select({ tag: sql<string>`d.tag`.as("tag") })
    .from(
      sql`(select distinct ${assetTags.tag} as tag from ${assetTags}
        where ${assetTags.organizationId} = ${organizationId}) d`,
    )
    .where(
      sql`exists (
        select 1 from ${assetTags} t
        join ${assets} on ${assets.id} = t.asset_id
        join ${organizationMembers} on ${memberJoin}
        where t.organization_id = ${organizationId} and t.tag = d.tag and ${visible})`,
    )
    .orderBy(sql`d.tag`)
    .limit(200);
}
