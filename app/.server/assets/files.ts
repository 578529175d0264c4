// A document's bytes leave only through here (001 §7 download, issue 10 Security): after requireAsset, or with a
// signed link whose signer still has access. Served through storedFileResponse (right type, nosniff, sandbox CSP,
// attachment unless a PDF or image opened in place); PDFs carry the reader's watermark when the organisation
// has watermarking on.
import { eq, sql } from "drizzle-orm";
import { SIGNED_LINK_SECONDS } from "../../lib/assets/constants";
import { ASSET_PAGE_TEXTS } from "../../lib/assets/texts";
import { DEFAULT_ASSET_SETTINGS } from "../../lib/organizations/settings";
import { DOCUMENT_FILE_TYPES } from "../../lib/platform/file-types";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound, ServiceError } from "../platform/errors";
import { storedFileResponse } from "../platform/uploads/serving";
import { type Asset, requireAsset } from "./access";
import { watermarkPdf } from "./watermark";

const { assets, organizationSettings, users } = schema;

/** Private: a browser may keep the bytes for the reader, no shared cache ever (001 §7: cache control 3600). */
const FILE_CACHE_CONTROL = "private, max-age=3600";

export const WATERMARK_FAILED = "This PDF could not be watermarked, so it cannot be opened while watermarking is on.";

async function watermarkingOn(ctx: ServiceContext, organizationId: string) {
  const row = await ctx.db
    .select({ assetSettings: organizationSettings.assetSettings })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId))
    .get();
  const stored = row?.assetSettings?.watermarking;
  return typeof stored === "boolean" ? stored : DEFAULT_ASSET_SETTINGS.watermarking;
}

/**
 * The response carrying the document's current bytes for this actor: `inline` opens a PDF or image in place
 * (the reader); otherwise a download. A download is counted and audited; an inline view is not a download.
 */
export async function assetFileResponse(ctx: ActorContext, asset: Asset, options: { inline: boolean }) {
  const object = await ctx.env.FILES.get(asset.storageKey);
  if (!object) throw notFound(ASSET_PAGE_TEXTS.fileMissing);
  const serving = {
    allowed: DOCUMENT_FILE_TYPES,
    downloadName: asset.originalFileName.replace(/\.[^.]*$/, "") || asset.title,
    cacheControl: FILE_CACHE_CONTROL,
    disposition: options.inline ? ("inline" as const) : ("attachment" as const),
  };
  let body: { body: ReadableStream | Uint8Array<ArrayBuffer>; size: number; httpMetadata?: { contentType?: string } } =
    object;
  if (asset.fileType === "pdf" && (await watermarkingOn(ctx, asset.organizationId))) {
    const bytes = new Uint8Array(await object.arrayBuffer());
    let stamped: Uint8Array<ArrayBuffer>;
    try {
      stamped = (await watermarkPdf(bytes, {
        name: ctx.actor.user.fullName,
        email: ctx.actor.user.email,
        at: new Date(),
      })) as Uint8Array<ArrayBuffer>;
    } catch (error) {
      console.error("watermark failed", asset.id, error);
      throw new ServiceError(409, WATERMARK_FAILED);
    }
    body = { body: stamped, size: stamped.byteLength, httpMetadata: object.httpMetadata };
  }
  if (!options.inline) {
    await ctx.db.batch([
      ctx.db
        .update(assets)
        .set({ downloadCount: sql`${assets.downloadCount} + 1` })
        .where(eq(assets.id, asset.id)),
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: asset.organizationId,
        action: "asset.downloaded",
        entityType: "document",
        entityId: asset.id,
      }),
    ]);
  }
  return storedFileResponse(body, serving);
}

/** GET /api/assets/{id}/download and the page's download route. */
export async function downloadAsset(ctx: ActorContext, assetId: string, options: { inline: boolean }) {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  return assetFileResponse(ctx, asset, options);
}

// ---- Signed links: HMAC-SHA256 over the document, the signer and the expiry, keyed by AUTH_SECRET ----

const encoder = new TextEncoder();
const signedPayload = (assetId: string, userId: string, expires: number) =>
  encoder.encode(`asset-link\n${assetId}\n${userId}\n${expires}`);

const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const fromBase64Url = (text: string) => {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
};

/** The path of a signed download link; it works without a session until `expires` (Unix seconds). */
export const signedLinkPath = (assetId: string, userId: string, expires: number, signature: string) => {
  const query = new URLSearchParams({ by: userId, expires: String(expires), signature });
  return `/files/assets/${encodeURIComponent(assetId)}?${query}`;
};

/** A link to the document's current file, signed by the actor, valid SIGNED_LINK_SECONDS (001 §7: 3600 s). */
export async function createSignedLink(ctx: ActorContext, assetId: string, seconds = SIGNED_LINK_SECONDS) {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const key = await hmacKey(ctx.config.AUTH_SECRET, "sign");
  const signature = toBase64Url(
    await crypto.subtle.sign("HMAC", key, signedPayload(asset.id, ctx.actor.user.id, expires)),
  );
  const path = signedLinkPath(asset.id, ctx.actor.user.id, expires, signature);
  return { path, url: `${ctx.config.APP_URL}${path}`, expiresAt: expires * 1000 };
}

/**
 * The file a signed link points to: the signature must verify (constant time, crypto.subtle.verify), the link
 * must not have expired, and its signer must still be able to open the document (a revoked share or a removed
 * member ends their links). The download is counted and watermarked as the signer's.
 */
export async function downloadBySignedLink(ctx: ServiceContext, assetId: string, query: URLSearchParams) {
  const invalid = () => new ServiceError(403, ASSET_PAGE_TEXTS.linkInvalid);
  const userId = query.get("by") ?? "";
  const expires = Number(query.get("expires"));
  const signature = query.get("signature") ?? "";
  if (!userId || !Number.isSafeInteger(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) throw invalid();
  const key = await hmacKey(ctx.config.AUTH_SECRET, "verify");
  const valid = await crypto.subtle.verify(
    "HMAC",
    key,
    fromBase64Url(signature),
    signedPayload(assetId, userId, expires),
  );
  if (!valid || expires * 1000 <= Date.now()) throw invalid();
  const signer = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      role: users.role,
      isDemo: users.isDemo,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!signer) throw invalid();
  const asSigner: ActorContext = { ...ctx, actor: { user: signer, via: "token" } };
  const { asset } = await requireAsset(asSigner, assetId, "asset.view").catch(() => {
    throw invalid();
  });
  return assetFileResponse(asSigner, asset, { inline: false });
}
