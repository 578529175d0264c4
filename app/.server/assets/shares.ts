// Sharing a document with one member of its organisation (001 §7 shares): with a permission and an optional
// expiry; revoking keeps the row (revoked_at) so the history stays. A live share grants access through
// requireAsset (decision 030), so nothing else needs to know about shares.
import { and, eq } from "drizzle-orm";
import type { ShareAssetInput } from "../../lib/assets/schemas";
import { ASSET_PAGE_TEXTS } from "../../lib/assets/texts";
import { closeReadersWithoutAccess } from "../annotations/room";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, notFound } from "../platform/errors";
import { requireAsset } from "./access";
import { listShareRows } from "./assets";

const { assetShares, organizationMembers } = schema;

export async function listShares(ctx: ActorContext, assetId: string) {
  const { asset } = await requireAsset(ctx, assetId, "asset.manage");
  return listShareRows(ctx, asset.id);
}

export async function shareAsset(ctx: ActorContext, assetId: string, input: ShareAssetInput) {
  const { asset } = await requireAsset(ctx, assetId, "asset.manage");
  if (input.userId === ctx.actor.user.id) {
    throw badRequest(ASSET_PAGE_TEXTS.shareWithSelf, { userId: [ASSET_PAGE_TEXTS.shareWithSelf] });
  }
  const member = await ctx.db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, asset.organizationId),
        eq(organizationMembers.userId, input.userId),
        eq(organizationMembers.status, "active"),
      ),
    )
    .get();
  if (!member) throw badRequest(ASSET_PAGE_TEXTS.shareNotMember, { userId: [ASSET_PAGE_TEXTS.shareNotMember] });
  const share = {
    id: crypto.randomUUID(),
    assetId: asset.id,
    organizationId: asset.organizationId,
    sharedWith: member.userId,
    sharedBy: ctx.actor.user.id,
    permission: input.permission,
    expiresAt: input.expiresAt,
    revokedAt: null,
    createdAt: Date.now(),
  } satisfies typeof assetShares.$inferInsert;
  await ctx.db.batch([
    ctx.db.insert(assetShares).values(share),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "asset.shared",
      entityType: "document",
      entityId: asset.id,
      changes: {
        shareId: share.id,
        sharedWith: share.sharedWith,
        permission: share.permission,
        expiresAt: share.expiresAt,
      },
    }),
  ]);
  return share;
}

/** The share and its document, as a manager of the document sees it: 404 otherwise. */
async function requireShare(ctx: ActorContext, shareId: string) {
  if (!shareId || shareId.length > 100) throw notFound(ASSET_PAGE_TEXTS.shareNotFound);
  const share = await ctx.db.select().from(assetShares).where(eq(assetShares.id, shareId)).get();
  if (!share) throw notFound(ASSET_PAGE_TEXTS.shareNotFound);
  const { asset } = await requireAsset(ctx, share.assetId, "asset.manage");
  return { share, asset };
}

/** PUT /api/assets/shares/{id}: change the permission or the expiry of a live share. */
export async function updateShare(
  ctx: ActorContext,
  shareId: string,
  input: Pick<ShareAssetInput, "permission" | "expiresAt">,
) {
  const { share, asset } = await requireShare(ctx, shareId);
  if (share.revokedAt) throw notFound(ASSET_PAGE_TEXTS.shareNotFound);
  const changes = { permission: input.permission, expiresAt: input.expiresAt };
  await ctx.db.batch([
    ctx.db.update(assetShares).set(changes).where(eq(assetShares.id, share.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "asset.share_updated",
      entityType: "document",
      entityId: asset.id,
      changes: { shareId: share.id, ...changes },
    }),
  ]);
  return { ...share, ...changes };
}

/** DELETE /api/assets/shares/{id}: the share stops granting access at once. */
export async function revokeShare(ctx: ActorContext, shareId: string) {
  const { share, asset } = await requireShare(ctx, shareId);
  const revokedAt = share.revokedAt ?? Date.now();
  await ctx.db.batch([
    ctx.db.update(assetShares).set({ revokedAt }).where(eq(assetShares.id, share.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: asset.organizationId,
      action: "asset.share_revoked",
      entityType: "document",
      entityId: asset.id,
      changes: { shareId: share.id, sharedWith: share.sharedWith },
    }),
  ]);
  await closeReadersWithoutAccess(ctx, [asset.id]);
  return { ...share, revokedAt };
}
