// Read tracking (issue 10): who has opened each paper of a published pack, shown to its managers as
// 'read by N of M', M being the audience.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { BOARD_PACK_MESSAGES, BOARD_PACK_READ_WRITE_INTERVAL_MS } from "../../lib/board-packs/constants";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { audienceUserIdsOfPack, type Key, requireBoardPack } from "./access";

const { boardPackItems, boardPackReads, assets } = schema;

/**
 * Records that the actor opened a paper from the pack (first and last time; at most one write a minute per
 * reader and paper) and answers the document to open. Only reads of a published pack count.
 */
export async function recordPaperRead(ctx: ActorContext, packId: string, itemId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "read");
  const item = await ctx.db
    .select({ id: boardPackItems.id, assetId: boardPackItems.assetId })
    .from(boardPackItems)
    .innerJoin(assets, eq(assets.id, boardPackItems.assetId))
    .where(and(eq(boardPackItems.id, itemId), eq(boardPackItems.boardPackId, pack.id), eq(assets.isDeleted, false)))
    .get();
  if (!item) throw notFound(BOARD_PACK_MESSAGES.paperNotFound);
  if (pack.status === "published") {
    const now = Date.now();
    await ctx.db
      .insert(boardPackReads)
      .values({
        boardPackId: pack.id,
        itemId: item.id,
        userId: ctx.actor.user.id,
        firstOpenedAt: now,
        lastOpenedAt: now,
      })
      .onConflictDoUpdate({
        target: [boardPackReads.boardPackId, boardPackReads.itemId, boardPackReads.userId],
        set: { lastOpenedAt: now },
        setWhere: sql`${boardPackReads.lastOpenedAt} < ${now - BOARD_PACK_READ_WRITE_INTERVAL_MS}`,
      });
  }
  return { assetId: item.assetId };
}

/**
 * The audience's size and, per paper, how many of the audience have opened it, unexecuted, for the pack page's
 * `db.batch` with its guard (query builders: drizzle's raw reads can't batch). `only`: a condition that stops them
 * at once for those who are not shown the counts.
 */
export function readCountsQueries(db: Db, packId: Key, only: SQL) {
  const audience = audienceUserIdsOfPack(packId);
  return [
    db
      .select({ total: sql<number>`count(distinct user_id)`.as("total") })
      .from(sql`(${audience})`)
      .where(only),
    db
      .select({ itemId: boardPackReads.itemId, readers: sql<number>`count(*)`.as("readers") })
      .from(boardPackReads)
      .where(
        and(
          eq(boardPackReads.boardPackId, packId),
          only,
          sql`${boardPackReads.userId} in (select user_id from (${audience}))`,
        ),
      )
      .groupBy(boardPackReads.itemId),
  ] as const;
}

export function readCountsFrom(size: { total: number }[], perItem: { itemId: string; readers: number }[]) {
  return {
    audienceSize: Number(size[0]?.total ?? 0),
    readsByItem: new Map(perItem.map((row) => [row.itemId, Number(row.readers)])),
  };
}

/** The papers of the pack the actor has opened. */
export async function papersReadBy(ctx: ActorContext, packId: string): Promise<Set<string>> {
  return new Set((await papersReadByQuery(ctx.db, packId, ctx.actor.user.id).all()).map((row) => row.itemId));
}

export function papersReadByQuery(db: Db, packId: Key, userId: Key) {
  return db
    .select({ itemId: boardPackReads.itemId })
    .from(boardPackReads)
    .where(and(eq(boardPackReads.boardPackId, packId), eq(boardPackReads.userId, userId)));
}
