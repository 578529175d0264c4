import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { deleteAsset, duplicateAsset, getAssetDetail, updateAssetMetadata } from "../../app/.server/assets/assets";
import { createSignedLink, downloadAsset } from "../../app/.server/assets/files";
import { listAssets } from "../../app/.server/assets/list";
import { listShares, revokeShare, shareAsset, updateShare } from "../../app/.server/assets/shares";
import { uploadAsset } from "../../app/.server/assets/upload";
import { deleteVersion, listVersions, restoreVersion, uploadVersion } from "../../app/.server/assets/versions";
import { ASSET_MAX_BYTES } from "../../app/lib/assets/constants";
import {
  AssetListQuerySchema,
  AssetMetadataSchema,
  DuplicateAssetSchema,
  ShareAssetSchema,
  UpdateShareSchema,
} from "../../app/lib/assets/schemas";
import { UPLOAD_TEXTS } from "../../app/lib/assets/texts";
import type { ApiEnv } from "../types";
import { presentAsset, presentShare, presentVersion } from "./presenters/assets";
import { requiredText, validate } from "./validate";

// Documents API (001 §7 Assets). Annotations (/api/assets/:id/annotations, /api/assets/annotations/*) are
// another router's. Every route goes through the assets services, which start with requireAsset or
// requireMembership: other organisations' documents answer 404.
export const assetsRouter = new Hono<ApiEnv>();

/**
 * Uploads are the only bodies bigger than the API's JSON limit: a file of up to 50 MB plus its multipart
 * envelope. The routes stream it (never whole in memory) and stop at 50 MB of file; this refuses a declared
 * length beyond that at once.
 */
export const ASSET_UPLOAD_MAX_BODY_BYTES = ASSET_MAX_BYTES + 1024 * 1024;

/** The requests the API's JSON body limit must let through to the limit below (workers/api/index.ts). */
export const isAssetUploadRequest = (method: string, path: string) =>
  method === "POST" && /^\/api\/assets\/(upload|[^/]+\/versions)$/.test(path);

const uploadLimit = bodyLimit({
  maxSize: ASSET_UPLOAD_MAX_BODY_BYTES,
  onError: (c) => c.json({ error: UPLOAD_TEXTS.tooLarge }, 413),
});

assetsRouter.post("/upload", uploadLimit, async (c) => {
  const asset = await uploadAsset(c.var.ctx, c.req.raw);
  return c.json({ success: true, asset: presentAsset(asset) }, 201);
});

const ListSchema = AssetListQuerySchema.extend({ organizationId: requiredText("organizationId") });

assetsRouter.get("/", validate("query", ListSchema), async (c) => {
  const { organizationId, ...query } = c.req.valid("query");
  const page = await listAssets(c.var.ctx, organizationId, query);
  return c.json({ data: { assets: page.assets.map(presentAsset), pagination: page.pagination } });
});

// Documents are created by uploading their file: a document without bytes would be a row nobody can open.
assetsRouter.post("/", (c) =>
  c.json({ error: "Create a document by uploading its file: POST /api/assets/upload (multipart)." }, 400),
);

assetsRouter.put("/shares/:shareId", validate("json", UpdateShareSchema), async (c) => {
  const share = await updateShare(c.var.ctx, c.req.param("shareId"), c.req.valid("json"));
  return c.json({ data: { share: presentShare(share) } });
});

assetsRouter.delete("/shares/:shareId", async (c) => {
  const share = await revokeShare(c.var.ctx, c.req.param("shareId"));
  return c.json({ data: { share: presentShare(share) } });
});

assetsRouter.post("/versions/:versionId/restore", async (c) => {
  const version = await restoreVersion(c.var.ctx, c.req.param("versionId"));
  return c.json({ data: { version: presentVersion(version) } });
});

assetsRouter.delete("/versions/:versionId", async (c) => {
  const result = await deleteVersion(c.var.ctx, c.req.param("versionId"));
  return c.json({ data: result });
});

const assetId = (c: Context<ApiEnv>) => c.req.param("id") ?? "";

assetsRouter.get("/:id", async (c) => {
  const detail = await getAssetDetail(c.var.ctx, assetId(c));
  return c.json({
    data: {
      ...presentAsset(detail.asset),
      versions: detail.versions.map(presentVersion),
      shares: detail.shares.map(presentShare),
      permissions: detail.permissions,
    },
  });
});

assetsRouter.put("/:id", validate("json", AssetMetadataSchema), async (c) => {
  const asset = await updateAssetMetadata(c.var.ctx, assetId(c), c.req.valid("json"));
  return c.json({ data: presentAsset(asset) });
});

assetsRouter.delete("/:id", async (c) => {
  await deleteAsset(c.var.ctx, assetId(c));
  return c.json({ success: true });
});

assetsRouter.post("/:id/duplicate", validate("json", DuplicateAssetSchema), async (c) => {
  const asset = await duplicateAsset(c.var.ctx, assetId(c), c.req.valid("json").name);
  return c.json({ data: presentAsset(asset) }, 201);
});

// ?inline=1 opens a PDF or image in place (the reader) with the same checks and watermark; else a download.
assetsRouter.get("/:id/download", validate("query", z.object({ inline: z.enum(["0", "1"]).optional() })), (c) =>
  downloadAsset(c.var.ctx, assetId(c), { inline: c.req.valid("query").inline === "1" }),
);

assetsRouter.post("/:id/signed-url", async (c) => {
  const link = await createSignedLink(c.var.ctx, assetId(c));
  return c.json({ data: { url: link.url, expires_at: new Date(link.expiresAt).toISOString() } }, 201);
});

assetsRouter.get("/:id/shares", async (c) => {
  const shares = await listShares(c.var.ctx, assetId(c));
  return c.json({ data: { shares: shares.map(presentShare) } });
});

assetsRouter.post("/:id/shares", validate("json", ShareAssetSchema), async (c) => {
  const share = await shareAsset(c.var.ctx, assetId(c), c.req.valid("json"));
  return c.json({ data: { share: presentShare(share) } }, 201);
});

assetsRouter.get("/:id/versions", async (c) => {
  const versions = await listVersions(c.var.ctx, assetId(c));
  return c.json({ data: { versions: versions.map(presentVersion) } });
});

assetsRouter.post("/:id/versions", uploadLimit, async (c) => {
  const version = await uploadVersion(c.var.ctx, assetId(c), c.req.raw);
  return c.json({ data: { version: presentVersion(version) } }, 201);
});
