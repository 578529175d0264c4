// Late papers (issue 10): a paper replaced after publication keeps the pack, marks the paper 'updated',
// recompiles the book and notifies every reader through the notification service (and so the NotificationHub).
import { and, eq, inArray, sql } from "drizzle-orm";
import { BOARD_PACK_MESSAGES } from "../../lib/board-packs/constants";
import { requireAsset } from "../assets/access";
import { notify } from "../notifications/notify";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest } from "../platform/errors";
import { audienceUserIds, type BoardPack, requireBoardPack } from "./access";
import { enqueueCompilation } from "./compile";
import { requirePackItem, requirePaperDocument } from "./contents";

const { boardPacks, boardPackItems } = schema;

/**
 * Tells the pack's audience (but the actor) that `paperTitle` changed, through notify() (one batch, or the queue
 * for a large audience).
 */
async function notifyReaders(ctx: ActorContext, pack: BoardPack, paperTitle: string) {
  const readers = await ctx.db.all<{ user_id: string }>(
    sql`select distinct user_id from (${audienceUserIds(pack)}) where user_id != ${ctx.actor.user.id}`,
  );
  await notify(ctx, {
    recipients: readers.map((reader) => reader.user_id),
    organizationId: pack.organizationId,
    type: "document",
    priority: "high",
    category: "documents",
    title: BOARD_PACK_MESSAGES.updatedNotificationTitle(pack.title),
    body: BOARD_PACK_MESSAGES.updatedNotificationBody(paperTitle),
    actionUrl: `/dashboard/board-packs/${pack.id}`,
    actionText: "Open board pack",
  });
}

/**
 * The hook the document service calls after a new version of `assetId` becomes current: every published pack
 * holding it marks the paper updated, compiles its book again and notifies its readers. Returns those packs' ids.
 */
export async function onAssetVersionAdded(ctx: ActorContext, assetId: string): Promise<string[]> {
  const { asset } = await requireAsset(ctx, assetId, "asset.edit");
  const packs = await ctx.db
    .selectDistinct({ pack: boardPacks })
    .from(boardPackItems)
    .innerJoin(boardPacks, eq(boardPacks.id, boardPackItems.boardPackId))
    .where(
      and(
        eq(boardPackItems.assetId, asset.id),
        eq(boardPacks.status, "published"),
        eq(boardPacks.organizationId, asset.organizationId),
      ),
    )
    .all();
  if (packs.length === 0) return [];
  const now = Date.now();
  const ids = packs.map(({ pack }) => pack.id);
  await ctx.db.batch([
    ctx.db
      .update(boardPackItems)
      .set({ updatedAfterPublishAt: now })
      .where(and(eq(boardPackItems.assetId, asset.id), inArray(boardPackItems.boardPackId, ids))),
    ctx.db.update(boardPacks).set({ updatedAt: now }).where(inArray(boardPacks.id, ids)),
    ...packs.map(({ pack }) =>
      auditInsert(ctx, {
        userId: ctx.actor.user.id,
        organizationId: pack.organizationId,
        action: "board_pack.paper_updated",
        entityType: "board_pack",
        entityId: pack.id,
        changes: { assetId: asset.id, version: asset.currentVersion },
      }),
    ),
  ]);
  for (const { pack } of packs) {
    await enqueueCompilation(ctx, pack.id);
    await notifyReaders(ctx, pack, asset.title);
  }
  return ids;
}

/** Puts another document in a paper's place; after publication it is a late paper. */
export async function replacePaper(ctx: ActorContext, packId: string, itemId: string, assetId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const item = await requirePackItem(ctx, pack, itemId);
  const asset = await requirePaperDocument(ctx, pack, assetId);
  if (asset.id === item.assetId) return;
  const taken = await ctx.db
    .select({ id: boardPackItems.id })
    .from(boardPackItems)
    .where(and(eq(boardPackItems.boardPackId, pack.id), eq(boardPackItems.assetId, asset.id)))
    .get();
  if (taken) throw badRequest(BOARD_PACK_MESSAGES.alreadyInPack, { assetId: [BOARD_PACK_MESSAGES.alreadyInPack] });
  const published = pack.status === "published";
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(boardPackItems)
      .set({ assetId: asset.id, updatedAfterPublishAt: published ? now : item.updatedAfterPublishAt })
      .where(eq(boardPackItems.id, item.id)),
    ctx.db.update(boardPacks).set({ updatedAt: now }).where(eq(boardPacks.id, pack.id)),
    auditInsert(ctx, {
      userId: ctx.actor.user.id,
      organizationId: pack.organizationId,
      action: "board_pack.paper_replaced",
      entityType: "board_pack",
      entityId: pack.id,
      changes: { itemId: item.id, from: item.assetId, to: asset.id },
    }),
  ]);
  if (!published) return;
  await enqueueCompilation(ctx, pack.id);
  await notifyReaders(ctx, pack, asset.title);
}
