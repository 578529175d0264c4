// Document uploads (001 §7 Assets, issue 10): the multipart body is read as a stream, the file goes straight
// into R2 (never whole in memory), then one batch writes the document, its first version, its vault link and
// the audit entry. A failed write removes the stored object ('Failed to save file information').
import { eq } from "drizzle-orm";
import { ASSET_MAX_BYTES, ASSET_MESSAGES } from "../../lib/assets/constants";
import { UPLOAD_TEXTS } from "../../lib/assets/texts";
import { DEFAULT_ASSET_SETTINGS } from "../../lib/organizations/settings";
import { DOCUMENT_FILE_TYPES } from "../../lib/platform/file-types";
import { CONTROL_CHARACTER } from "../../lib/platform/text";
import { recordEvent } from "../analytics/events";
import { requireMembership } from "../organizations/memberships";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import { MultipartError, multipartBoundary, readMultipart } from "../platform/uploads/multipart";
import { type StoredUpload, streamUploadToBucket, uploadKey } from "../platform/uploads/streaming";
import type { UploadRule } from "../platform/uploads/validation";
import { requireVault } from "../vaults/access";
import { afterNewCurrentVersion } from "./version-events";

const { assets, assetVersions, vaultAssets, organizationSettings } = schema;

/** What a document may be (001 §5 Upload accepts, §9: 50 MB), recognised by its name AND its bytes. */
export const DOCUMENT_UPLOAD_RULE: UploadRule = {
  field: "file",
  allowed: DOCUMENT_FILE_TYPES,
  maxBytes: ASSET_MAX_BYTES,
  messages: {
    invalid: UPLOAD_TEXTS.invalidType,
    tooLarge: UPLOAD_TEXTS.tooLarge,
    svg: UPLOAD_TEXTS.svg,
    storageFailed: UPLOAD_TEXTS.storageFailed,
  },
};

/** A text field of an upload form is short: more than this is not a title or an id. */
const MAX_FIELD_BYTES = 4096;

export type UploadFields = Record<string, string>;
export type ReceivedUpload = { fields: UploadFields; file: (StoredUpload & { originalName: string }) | null };

async function readField(data: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of data) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length > MAX_FIELD_BYTES) throw badRequest("A form field is too long");
  }
  return text + decoder.decode();
}

/**
 * Reads a multipart/form-data body part by part (readMultipart, never request.formData()): text fields
 * are collected, the one part named `file` is streamed into R2. `beforeFile` runs with the fields sent before the
 * file (authorisation, so nothing is stored for someone who may not upload); the caller checks again after when
 * the fields came later. On any refusal the stored object is removed.
 */
export async function receiveUpload(
  ctx: ActorContext,
  request: Request,
  beforeFile: (fields: UploadFields) => Promise<void>,
): Promise<ReceivedUpload> {
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw badRequest("Send the file as multipart/form-data");
  const fields: UploadFields = {};
  let file: ReceivedUpload["file"] = null;
  try {
    for await (const part of readMultipart(request.body, boundary)) {
      if (part.filename === undefined) {
        fields[part.name] = await readField(part.data);
        continue;
      }
      if (part.name !== DOCUMENT_UPLOAD_RULE.field || file) throw badRequest("Send one file, in the field 'file'");
      if (!part.filename) throw badRequest(UPLOAD_TEXTS.noFile, { file: [UPLOAD_TEXTS.noFile] });
      await beforeFile(fields);
      const stored = await streamUploadToBucket(ctx.env.FILES, part.data, {
        key: uploadKey(ctx.actor.user.id, part.filename),
        fileName: part.filename,
        rule: DOCUMENT_UPLOAD_RULE,
      });
      file = { ...stored, originalName: part.filename.slice(-255) };
    }
  } catch (error) {
    const stored = file as ReceivedUpload["file"];
    if (stored) await discardStored(ctx, stored.key);
    if (error instanceof MultipartError) throw badRequest(error.message);
    throw error;
  }
  return { fields, file };
}

/** Removes a stored object when what should follow it failed; the error that caused it is what the caller sees. */
export async function discardStored(ctx: ActorContext, key: string) {
  await ctx.env.FILES.delete(key).catch((error) => console.error("could not remove an orphan upload", key, error));
}

type UploadTarget = {
  organizationId: string;
  vaultId: string | null;
  visibility: "organization" | "restricted" | "private";
};

/** May the actor add a document to this organisation (and vault)? The target it resolves to, or a 4xx. */
async function uploadTarget(ctx: ActorContext, fields: UploadFields): Promise<UploadTarget> {
  const organizationRef = fields.organizationId?.trim();
  if (!organizationRef) {
    throw badRequest(UPLOAD_TEXTS.organizationRequired, { organizationId: [UPLOAD_TEXTS.organizationRequired] });
  }
  const { organization } = await requireMembership(ctx, organizationRef, "content.create");
  let vaultId: string | null = null;
  if (fields.vaultId?.trim()) {
    const { vault } = await requireVault(ctx, fields.vaultId.trim(), "vault.edit");
    if (vault.organizationId !== organization.id) throw notFound("Vault not found");
    vaultId = vault.id;
  }
  const settings = await ctx.db
    .select({ assetSettings: organizationSettings.assetSettings })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organization.id))
    .get();
  const stored = settings?.assetSettings?.defaultPermissions;
  const visibility =
    stored === "organization" || stored === "restricted" || stored === "private"
      ? stored
      : DEFAULT_ASSET_SETTINGS.defaultPermissions;
  return { organizationId: organization.id, vaultId, visibility };
}

/** Extraction runs for what has text (PDF, plain text, CSV); anything else has none to extract. */
export const extractionStatusFor = (typeName: string) =>
  typeName === "pdf" || typeName === "txt" || typeName === "csv" ? ("pending" as const) : ("not_applicable" as const);

/** Control characters in a title or category sent with a file become spaces (as singleLine does for forms). */
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");
const cleanTitle = (value: string | undefined, fallback: string) =>
  (value ?? "").replace(CONTROL_CHARACTERS, " ").trim().slice(0, 200) || fallback.slice(0, 200);

/** POST /api/assets/upload and the upload page: one file, streamed to R2, then its rows in one batch. */
export async function uploadAsset(ctx: ActorContext, request: Request) {
  let target: UploadTarget | null = null;
  const { fields, file } = await receiveUpload(ctx, request, async (sent) => {
    if (sent.organizationId) target = await uploadTarget(ctx, sent);
  });
  if (!file) throw badRequest(UPLOAD_TEXTS.noFile, { file: [UPLOAD_TEXTS.noFile] });
  try {
    target ??= await uploadTarget(ctx, fields);
  } catch (error) {
    await discardStored(ctx, file.key);
    throw error;
  }
  const resolved = target as UploadTarget;
  const now = Date.now();
  const assetId = crypto.randomUUID();
  const fileName = file.key.slice(file.key.lastIndexOf("/") + 1);
  const category = cleanTitle(fields.category, "Board Documents").slice(0, 100);
  const row = {
    id: assetId,
    organizationId: resolved.organizationId,
    vaultId: resolved.vaultId,
    ownerId: ctx.actor.user.id,
    title: cleanTitle(fields.title, file.originalName),
    description: null,
    fileName,
    originalFileName: file.originalName,
    fileSize: file.size,
    fileType: file.typeName,
    mimeType: file.type.contentType,
    storageKey: file.key,
    category,
    tags: [] as string[],
    visibility: resolved.visibility,
    status: "active",
    thumbnailKey: null,
    currentVersion: 1,
    pageCount: null,
    extractionStatus: extractionStatusFor(file.typeName),
    extractionError: null,
    viewCount: 0,
    downloadCount: 0,
    isDeleted: false,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof assets.$inferSelect;
  try {
    await ctx.db.batch([
      ctx.db.insert(assets).values(row),
      ctx.db.insert(assetVersions).values({
        id: crypto.randomUUID(),
        assetId,
        versionNumber: 1,
        storageKey: file.key,
        fileName,
        originalFileName: file.originalName,
        fileSize: file.size,
        fileType: file.typeName,
        mimeType: file.type.contentType,
        isCurrent: true,
        createdBy: ctx.actor.user.id,
        createdAt: now,
      }),
      ...(resolved.vaultId
        ? [ctx.db.insert(vaultAssets).values({ vaultId: resolved.vaultId, assetId, addedBy: ctx.actor.user.id })]
        : []),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: resolved.organizationId,
        action: "asset.uploaded",
        entityType: "document",
        entityId: assetId,
        changes: { title: row.title, size: file.size, type: file.typeName, vaultId: resolved.vaultId },
      }),
    ]);
  } catch (error) {
    console.error("asset metadata write failed", error);
    await discardStored(ctx, file.key);
    throw new ServiceError(503, ASSET_MESSAGES.saveFailed);
  }
  await afterNewCurrentVersion(ctx, row, 1, { latePaper: false });
  recordEvent(ctx, row.organizationId, "document_uploaded", { title: row.title, type: file.typeName });
  return row;
}
