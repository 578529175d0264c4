// The documents list (001 §7 GET /api/assets, /dashboard/simple): filters, sort and 50 a page, showing exactly
// the documents requireAsset would let the actor open (the same access rank, decision 030).
import { and, asc, count, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { ASSETS_PAGE_SIZE } from "../../lib/assets/constants";
import type { AssetListQuery } from "../../lib/assets/schemas";
import { pageWindow } from "../../lib/platform/paging";
import {
  type Membership,
  membershipFrom,
  organizationIdOf,
  readUndecided,
  rowsOfOrganization,
} from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
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

/** The list's window of documents: numbers, or placeholders when it is read with the session (decision 066). */
type AssetWindow = { limit: number | Placeholder; offset: number | Placeholder };

/**
 * The list's reads, unexecuted, after the guard's: a page of the documents the user may open with the filters and
 * sort of `query`, their count and the filter menus' values. They name the organisation by the same SQL as the guard,
 * so a refused guard drops rows of nothing shown. The user and the clock are values alone, SQL alongside the session.
 */
export function assetListQueries(
  db: Db,
  organizationId: SQLWrapper,
  userId: string | SQLWrapper,
  now: number | SQLWrapper,
  query: Partial<AssetListQuery>,
  window: AssetWindow,
) {
  const visible = sql`${assets.organizationId} = ${organizationId} and ${assets.isDeleted} = 0
    and ${accessRank(userId, now)} > 0`;
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
  const column = SORT_COLUMNS[query.sortField ?? "updated_at"];
  const direction = query.sortDirection === "asc" ? asc : desc;
  return [
    db
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
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(assets).innerJoin(organizationMembers, memberJoin).where(where),
    ...assetFacetQueries(db, organizationId, visible, memberJoin),
  ] as const;
}

/** The guard's rows and the list's, as the documents list reads them with the session (page-reads.ts). */
export type AssetListRows = readonly [Membership[], ...BatchResponse<ReturnType<typeof assetListQueries>>];

/**
 * A page of the organisation's documents the actor may open. One D1 round trip (decision 026): the membership guard's
 * read and `assetListQueries` in one batch, the guard deciding after; or none when `prefetched` (read with the
 * session as the list opens, decision 066) are of this organisation.
 */
export async function listAssets(
  ctx: ActorContext,
  organizationRef: string,
  query: Partial<AssetListQuery>,
  prefetched?: AssetListRows,
) {
  const { page, limit, offset } = pageWindow(query, ASSETS_PAGE_SIZE);
  const [membershipRows, rows, total, ...facetRows] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await readUndecided(
      ctx,
      organizationRef,
      assetListQueries(ctx.db, organizationIdOf(organizationRef), ctx.actor.user.id, Date.now(), query, {
        limit,
        offset,
      }),
    ));
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
function assetFacetQueries(db: Db, organizationId: SQLWrapper, visible: SQL, memberJoin: SQL) {
  const distinct = (column: typeof assets.fileType | typeof assets.category) =>
    db
      .selectDistinct({ value: column })
      .from(assets)
      .innerJoin(organizationMembers, memberJoin)
      .where(visible)
      .orderBy(asc(column));
  return [
    distinct(assets.fileType),
    distinct(assets.category),
    visibleTagsQuery(db, organizationId, visible, memberJoin),
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
function visibleTagsQuery(db: Db, organizationId: SQLWrapper, visible: SQL, memberJoin: SQL) {
  return db
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
