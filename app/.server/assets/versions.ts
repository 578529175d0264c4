// Versions of a document (001 §7): upload a new one with a changelog (streamed like any upload), list, restore
// an earlier one as current, delete one that is not current. The document row always mirrors its current version.
import { and, eq, sql } from "drizzle-orm";
import { ASSET_MESSAGES } from "../../lib/assets/constants";
import { ASSET_PAGE_TEXTS, UPLOAD_TEXTS } from "../../lib/assets/texts";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import { requireAsset } from "./access";
import { listVersionRows } from "./assets";
import { discardStored, extractionStatusFor, receiveUpload } from "./upload";
import { afterNewCurrentVersion } from "./version-events";

const { assets, assetVersions, assetPageChunks } = schema;

export async function listVersions(ctx: ActorContext, assetId: string) {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  return listVersionRows(ctx, asset.id);
}

/** POST /api/assets/{id}/versions (multipart: file, optional changelog). */
export async function uploadVersion(ctx: ActorContext, assetId: string, request: Request) {
  const { asset } = await requireAsset(ctx, assetId, "asset.edit");
  const { fields, file } = await receiveUpload(ctx, request, async () => undefined);
  if (!file) throw badRequest(UPLOAD_TEXTS.noFile, { file: [UPLOAD_TEXTS.noFile] });
  const changelog = (fields.changelog ?? "").trim().slice(0, 1000) || null;
  const latest = await ctx.db
    .select({ number: sql<number>`coalesce(max(${assetVersions.versionNumber}), 0)` })
    .from(assetVersions)
    .where(eq(assetVersions.assetId, asset.id))
    .get();
  const versionNumber = Number(latest?.number ?? 0) + 1;
  const now = Date.now();
  const fileName = file.key.slice(file.key.lastIndexOf("/") + 1);
  const version = {
    id: crypto.randomUUID(),
    assetId: asset.id,
    versionNumber,
    storageKey: file.key,
    fileName,
    originalFileName: file.originalName,
    fileSize: file.size,
    fileType: file.typeName,
    mimeType: file.type.contentType,
    changelog,
    isCurrent: true,
    createdBy: ctx.actor.user.id,
    createdAt: now,
  } satisfies typeof assetVersions.$inferInsert;
  try {
    await ctx.db.batch([
      ctx.db.update(assetVersions).set({ isCurrent: false }).where(eq(assetVersions.assetId, asset.id)),
      ctx.db.insert(assetVersions).values(version),
      ctx.db
        .update(assets)
        .set({
          fileName,
          originalFileName: file.originalName,
          fileSize: file.size,
          fileType: file.typeName,
          mimeType: file.type.contentType,
          storageKey: file.key,
          currentVersion: versionNumber,
          extractionStatus: extractionStatusFor(file.typeName),
          extractionError: null,
          pageCount: null,
          updatedAt: now,
        })
        .where(eq(assets.id, asset.id)),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: asset.organizationId,
        action: "asset.version_uploaded",
        entityType: "document",
        entityId: asset.id,
        changes: { versionNumber, changelog, size: file.size, type: file.typeName },
      }),
    ]);
  } catch (error) {
    await discardStored(ctx, file.key);
    if (isUniqueViolation(error)) {
      throw new ServiceError(409, "Another version was uploaded at the same moment. Please try again.");
    }
    console.error("version metadata write failed", error);
    throw new ServiceError(503, ASSET_MESSAGES.saveFailed);
  }
  await afterNewCurrentVersion(
    ctx,
    { id: asset.id, extractionStatus: extractionStatusFor(file.typeName) },
    versionNumber,
    { latePaper: true },
  );
  return version;
}

/** The version and its document, as the actor may act on it: 404 for versions of documents they cannot see. */
async function requireVersion(ctx: ActorContext, versionId: string) {
  if (!versionId || versionId.length > 100) throw notFound(ASSET_PAGE_TEXTS.versionNotFound);
  const version = await ctx.db.select().from(assetVersions).where(eq(assetVersions.id, versionId)).get();
  if (!version) throw notFound(ASSET_PAGE_TEXTS.versionNotFound);
  const access = await requireAsset(ctx, version.assetId, "asset.manage");
  return { version, ...access };
}

/** POST /api/assets/versions/{id}/restore: that version's file becomes the document's current one. */
export async function restoreVersion(ctx: ActorContext, versionId: string) {
  const { version, asset } = await requireVersion(ctx, versionId);
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(assetVersions)
      .set({ isCurrent: sql`${assetVersions.id} = ${version.id}` })
      .where(eq(assetVersions.assetId, asset.id)),
    ctx.db
      .update(assets)
      .set({
        fileName: version.fileName,
        originalFileName: version.originalFileName,
        fileSize: version.fileSize,
        fileType: version.fileType,
        mimeType: version.mimeType,
        storageKey: version.storageKey,
        currentVersion: version.versionNumber,
        extractionStatus: extractionStatusFor(version.fileType),
        extractionError: null,
        pageCount: null,
        updatedAt: now,
      })
      .where(eq(assets.id, asset.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "asset.version_restored",
      entityType: "document",
      entityId: asset.id,
      changes: { versionNumber: version.versionNumber, from: asset.currentVersion },
    }),
  ]);
  await afterNewCurrentVersion(
    ctx,
    { id: asset.id, extractionStatus: extractionStatusFor(version.fileType) },
    version.versionNumber,
    { latePaper: true },
  );
  return { ...version, isCurrent: true };
}

/** DELETE /api/assets/versions/{id}: an earlier version and its bytes; the current one cannot be deleted. */
export async function deleteVersion(ctx: ActorContext, versionId: string) {
  const { version, asset } = await requireVersion(ctx, versionId);
  if (version.isCurrent || version.versionNumber === asset.currentVersion) {
    throw new ServiceError(409, ASSET_PAGE_TEXTS.currentVersionDelete);
  }
  await ctx.db.batch([
    ctx.db.delete(assetVersions).where(and(eq(assetVersions.id, version.id), eq(assetVersions.isCurrent, false))),
    // Its extracted text goes with it: only kept versions can be restored, and so searched again.
    ctx.db
      .delete(assetPageChunks)
      .where(and(eq(assetPageChunks.assetId, asset.id), eq(assetPageChunks.versionNumber, version.versionNumber))),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "asset.version_deleted",
      entityType: "document",
      entityId: asset.id,
      changes: { versionNumber: version.versionNumber },
    }),
  ]);
  // Bytes go after the row: a failed delete leaves an orphan object, never a version without bytes.
  await discardStored(ctx, version.storageKey);
  return { id: version.id, assetId: asset.id };
}
