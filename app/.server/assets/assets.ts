// One document: its page (facts, versions, shares, what the actor may do), metadata edits, soft delete and
// duplicate (001 §7 Assets). Each starts with requireAsset (decision 030) and records an audit entry per change.
import { and, asc, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { ASSET_MESSAGES } from "../../lib/assets/constants";
import type { AssetMetadataInput } from "../../lib/assets/schemas";
import { eventWrites } from "../analytics/events";
import { closeReadersWithoutAccess } from "../annotations/room";
import { requireMembership } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { ServiceError } from "../platform/errors";
import { can } from "../platform/policy";
import { storedFileName, uploadKey } from "../platform/uploads/streaming";
import { recordCountedVisit } from "../shell/recent";
import {
  type Asset,
  assetAccessFrom,
  assetAccessRead,
  checkAssetId,
  type Key,
  managesAsset,
  requireAsset,
} from "./access";
import { afterNewCurrentVersion } from "./version-events";

const { assets, assetVersions, assetShares, organizationMembers, users } = schema;

/** The document page's guard and reads: alone, or alongside the session lookup (page-reads.ts). */
export function assetPageQueries(db: Db, assetId: Key, userId: Key, now: number | SQLWrapper) {
  return [
    assetAccessRead(db, assetId, userId, now),
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, sql`(select ${assets.ownerId} from ${assets} where ${assets.id} = ${assetId})`)),
    versionRowsQuery(db, assetId),
    shareRowsQuery(db, assetId),
    shareCandidatesQuery(db, assetId, userId, now),
  ] as const;
}

// The same batch on every view but for the document, the actor and the clock: built once per isolate (decision 052).
const assetPageReads = batchTemplate((db) =>
  assetPageQueries(db, sql.placeholder("assetId"), sql.placeholder("userId"), sql.placeholder("now")),
);

export type AssetPageRows = BatchResponse<ReturnType<typeof assetPageQueries>>;

/**
 * The document page and GET /api/assets/{id}: counts a view. One D1 round trip (decisions 039, 062): the guard's
 * read with the owner, the versions, the shares and the share candidates in one batch; the shares and candidates
 * are kept only for someone who manages the document. The page passes its address (`pageHref`): its view is then
 * counted with the visit, at most once a minute per user (recordCountedVisit); the API counts every call. The
 * view's writes go after the answer (`ctx.waitUntil`), in one batch. `prefetched` are the rows `assetPageQueries`
 * gave alongside the session lookup (decision 066); without them they make their own round trip.
 */
export async function getAssetDetail(
  ctx: ActorContext,
  assetId: string,
  pageHref?: string,
  prefetched?: AssetPageRows,
) {
  checkAssetId(assetId);
  const [accessRows, ownerRows, versions, shareRows, candidateRows] =
    prefetched ?? (await ctx.db.batch(assetPageReads(ctx.db, { assetId, userId: ctx.actor.user.id, now: Date.now() })));
  const access = assetAccessFrom(ctx, accessRows[0], "asset.view");
  const { asset, scope } = access;
  const mayManage = can(ctx.actor, "asset.manage", scope);
  const counting = viewWrites(ctx, asset);
  const counted = pageHref
    ? recordCountedVisit(ctx, { href: pageHref, title: asset.title, type: "document" }, counting)
    : afterTheAnswer(ctx, counting);
  return {
    ...access,
    asset: { ...asset, viewCount: asset.viewCount + (counted ? 1 : 0) },
    owner: ownerRows[0] ?? null,
    versions,
    shares: mayManage ? shareRows : [],
    members: mayManage ? candidateRows : [],
    permissions: {
      canEdit: can(ctx.actor, "asset.edit", scope),
      canManage: mayManage,
      canDuplicate: can(ctx.actor, "content.create", scope),
    },
  };
}

/** A view's writes: the document's view count and the analytics event (its rollup and the day's active user). */
function viewWrites(ctx: ActorContext, asset: Asset) {
  return [
    ctx.db
      .update(assets)
      .set({ viewCount: sql`${assets.viewCount} + 1` })
      .where(eq(assets.id, asset.id)),
    ...eventWrites(ctx, {
      organizationId: asset.organizationId,
      type: "document_viewed",
      userId: ctx.actor.user.id,
      sessionId: ctx.actor.sessionId,
      data: { title: asset.title, type: asset.fileType },
    }),
  ];
}

function afterTheAnswer(ctx: ActorContext, writes: ReturnType<typeof viewWrites>): true {
  const [first, ...rest] = writes;
  ctx.waitUntil(ctx.db.batch([first, ...rest]).catch((error) => console.error("document view not counted", error)));
  return true;
}

export const listVersionRows = (ctx: ActorContext, assetId: string) => versionRowsQuery(ctx.db, assetId).all();

const versionRowsQuery = (db: Db, assetId: Key) =>
  db
    .select({
      id: assetVersions.id,
      versionNumber: assetVersions.versionNumber,
      fileName: assetVersions.fileName,
      originalFileName: assetVersions.originalFileName,
      fileSize: assetVersions.fileSize,
      fileType: assetVersions.fileType,
      mimeType: assetVersions.mimeType,
      changelog: assetVersions.changelog,
      isCurrent: assetVersions.isCurrent,
      createdBy: assetVersions.createdBy,
      createdByName: users.fullName,
      createdAt: assetVersions.createdAt,
    })
    .from(assetVersions)
    .leftJoin(users, eq(users.id, assetVersions.createdBy))
    .where(eq(assetVersions.assetId, assetId))
    .orderBy(desc(assetVersions.versionNumber));

/** Live and past shares (revoked and expired ones stay listed, marked so): the document's sharing history. */
export const listShareRows = (ctx: ActorContext, assetId: string) => shareRowsQuery(ctx.db, assetId).all();

const shareRowsQuery = (db: Db, assetId: Key) =>
  db
    .select({
      id: assetShares.id,
      assetId: assetShares.assetId,
      sharedWith: assetShares.sharedWith,
      sharedWithName: users.fullName,
      sharedWithEmail: users.email,
      sharedBy: assetShares.sharedBy,
      permission: assetShares.permission,
      expiresAt: assetShares.expiresAt,
      revokedAt: assetShares.revokedAt,
      createdAt: assetShares.createdAt,
    })
    .from(assetShares)
    .innerJoin(users, eq(users.id, assetShares.sharedWith))
    .where(eq(assetShares.assetId, assetId))
    .orderBy(desc(assetShares.createdAt));

/**
 * The active members of the document's organisation it may be shared with (everyone but the actor). Read with the
 * page for everyone and kept for its managers only: the condition on the actor's manage rank is evaluated once, so
 * for anyone else the read stops there instead of sorting the organisation's people (up to 500 of them).
 */
const shareCandidatesQuery = (db: Db, assetId: Key, userId: Key, now: number | SQLWrapper) =>
  db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(
          organizationMembers.organizationId,
          sql`(select ${assets.organizationId} from ${assets} where ${assets.id} = ${assetId})`,
        ),
        eq(organizationMembers.status, "active"),
        sql`${organizationMembers.userId} <> ${userId}`,
        managesAsset(userId, assetId, now),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.email))
    .limit(500);

export async function updateAssetMetadata(ctx: ActorContext, assetId: string, input: AssetMetadataInput) {
  const { asset } = await requireAsset(ctx, assetId, "asset.edit");
  const changes = {
    title: input.title,
    description: input.description ?? null,
    category: input.category,
    tags: input.tags,
    visibility: input.visibility,
  };
  const updatedAt = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(assets)
      .set({ ...changes, updatedAt })
      .where(eq(assets.id, asset.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "asset.updated",
      entityType: "document",
      entityId: asset.id,
      changes,
    }),
  ]);
  return { ...asset, ...changes, updatedAt };
}

/** Soft delete (001 §3 is_deleted): the document leaves every list; its bytes stay for retention. */
export async function deleteAsset(ctx: ActorContext, assetId: string) {
  const { asset } = await requireAsset(ctx, assetId, "asset.manage");
  const now = Date.now();
  try {
    await ctx.db.batch([
      ctx.db.update(assets).set({ isDeleted: true, deletedAt: now, updatedAt: now }).where(eq(assets.id, asset.id)),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: asset.organizationId,
        action: "asset.deleted",
        entityType: "document",
        entityId: asset.id,
        changes: { title: asset.title },
      }),
    ]);
  } catch (error) {
    console.error("asset delete failed", error);
    throw new ServiceError(503, ASSET_MESSAGES.deleteFailed);
  }
  await closeReadersWithoutAccess(ctx, [asset.id]);
  return { id: asset.id, organizationId: asset.organizationId };
}

/**
 * A copy the actor owns (POST /api/assets/{id}/duplicate): the current version's bytes copied to a new object
 * (streamed, R2 has no server-side copy in the binding), then the new rows; the copy starts at version 1.
 */
export async function duplicateAsset(ctx: ActorContext, assetId: string, name?: string) {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  await requireMembership(ctx, asset.organizationId, "content.create");
  const source = await ctx.env.FILES.get(asset.storageKey);
  if (!source) throw new ServiceError(404, ASSET_MESSAGES.notFound);
  const key = uploadKey(ctx.actor.user.id, asset.originalFileName);
  const copy = new FixedLengthStream(source.size);
  await Promise.all([
    source.body.pipeTo(copy.writable),
    ctx.env.FILES.put(key, copy.readable, { httpMetadata: { contentType: asset.mimeType } }),
  ]);
  const now = Date.now();
  const id = crypto.randomUUID();
  const title = (name?.trim() || `${asset.title} (copy)`).slice(0, 200);
  const fileName = key.slice(key.lastIndexOf("/") + 1);
  const row = {
    ...asset,
    id,
    ownerId: ctx.actor.user.id,
    vaultId: null,
    title,
    fileName,
    storageKey: key,
    thumbnailKey: null,
    currentVersion: 1,
    viewCount: 0,
    downloadCount: 0,
    extractionStatus: asset.extractionStatus === "not_applicable" ? "not_applicable" : "pending",
    extractionError: null,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof assets.$inferInsert;
  try {
    await ctx.db.batch([
      ctx.db.insert(assets).values(row),
      ctx.db.insert(assetVersions).values({
        id: crypto.randomUUID(),
        assetId: id,
        versionNumber: 1,
        storageKey: key,
        fileName: storedFileName(fileName),
        originalFileName: asset.originalFileName,
        fileSize: asset.fileSize,
        fileType: asset.fileType,
        mimeType: asset.mimeType,
        changelog: `Copied from “${asset.title}”`,
        isCurrent: true,
        createdBy: ctx.actor.user.id,
        createdAt: now,
      }),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: asset.organizationId,
        action: "asset.duplicated",
        entityType: "document",
        entityId: id,
        changes: { from: asset.id, title },
      }),
    ]);
  } catch (error) {
    console.error("asset duplicate write failed", error);
    await ctx.env.FILES.delete(key);
    throw new ServiceError(503, ASSET_MESSAGES.saveFailed);
  }
  await afterNewCurrentVersion(ctx, row, 1, { latePaper: false });
  return row;
}
