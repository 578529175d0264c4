// What is in a pack: its sections and papers, in order (issue 10). Every change needs the pack's managers;
// a change to a published pack recompiles its book.
import { and, asc, count, desc, eq, max, notInArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  BOARD_PACK_MAX_ITEMS,
  BOARD_PACK_MAX_SECTIONS,
  BOARD_PACK_MESSAGES,
  PAPER_PICKER_PAGE_SIZE,
} from "../../lib/board-packs/constants";
import type { PaperPickerQuery } from "../../lib/board-packs/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { accessRank, requireAsset } from "../assets/access";
import { auditInsert } from "../platform/audit";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { containsText } from "../platform/db/text-match";
import { badRequest, notFound, ServiceError } from "../platform/errors";
import { type BoardPack, type Key, requireBoardPack } from "./access";
import { enqueueCompilation } from "./compile";

const { boardPacks, boardPackSections, boardPackItems, assets, organizationMembers } = schema;

type Direction = "up" | "down";

const audit = (ctx: ActorContext, pack: BoardPack, action: string, changes?: Record<string, unknown>) =>
  auditInsert(ctx, {
    userId: ctx.actor.user.id,
    organizationId: pack.organizationId,
    action: `board_pack.${action}`,
    entityType: "board_pack",
    entityId: pack.id,
    changes,
  });

const touch = (ctx: ActorContext, pack: BoardPack) =>
  ctx.db.update(boardPacks).set({ updatedAt: Date.now() }).where(eq(boardPacks.id, pack.id));

/** After a change to a published pack, its book is compiled again. */
async function recompileIfPublished(ctx: ActorContext, pack: BoardPack) {
  if (pack.status === "published") await enqueueCompilation(ctx, pack.id);
}

async function requireSection(ctx: ActorContext, pack: BoardPack, sectionId: string) {
  const section = await ctx.db
    .select()
    .from(boardPackSections)
    .where(and(eq(boardPackSections.id, sectionId), eq(boardPackSections.boardPackId, pack.id)))
    .get();
  if (!section) throw notFound(BOARD_PACK_MESSAGES.sectionNotFound);
  return section;
}

async function requireItem(ctx: ActorContext, pack: BoardPack, itemId: string) {
  const item = await ctx.db
    .select()
    .from(boardPackItems)
    .where(and(eq(boardPackItems.id, itemId), eq(boardPackItems.boardPackId, pack.id)))
    .get();
  if (!item) throw notFound(BOARD_PACK_MESSAGES.paperNotFound);
  return item;
}

// ---- Sections ----

export async function addSection(ctx: ActorContext, packId: string, title: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const existing = await ctx.db
    .select({ total: count(), last: max(boardPackSections.position) })
    .from(boardPackSections)
    .where(eq(boardPackSections.boardPackId, pack.id))
    .get();
  if ((existing?.total ?? 0) >= BOARD_PACK_MAX_SECTIONS) throw badRequest(BOARD_PACK_MESSAGES.tooManySections);
  const id = crypto.randomUUID();
  await ctx.db.batch([
    ctx.db.insert(boardPackSections).values({ id, boardPackId: pack.id, title, position: (existing?.last ?? -1) + 1 }),
    touch(ctx, pack),
    audit(ctx, pack, "section_added", { title }),
  ]);
  await recompileIfPublished(ctx, pack);
  return { id };
}

export async function renameSection(ctx: ActorContext, packId: string, sectionId: string, title: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const section = await requireSection(ctx, pack, sectionId);
  await ctx.db.batch([
    ctx.db.update(boardPackSections).set({ title }).where(eq(boardPackSections.id, section.id)),
    touch(ctx, pack),
    audit(ctx, pack, "section_renamed", { from: section.title, to: title }),
  ]);
  await recompileIfPublished(ctx, pack);
}

/** Swaps the section with its neighbour above or below; at either end nothing changes. */
export async function moveSection(ctx: ActorContext, packId: string, sectionId: string, direction: Direction) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  await requireSection(ctx, pack, sectionId);
  const sections = await ctx.db
    .select({ id: boardPackSections.id, position: boardPackSections.position })
    .from(boardPackSections)
    .where(eq(boardPackSections.boardPackId, pack.id))
    .orderBy(asc(boardPackSections.position))
    .all();
  const index = sections.findIndex((section) => section.id === sectionId);
  const neighbour = sections[direction === "up" ? index - 1 : index + 1];
  if (!neighbour) return;
  await ctx.db.batch([
    touch(ctx, pack),
    // Positions are rewritten as indexes, so equal positions (sections added in a race) can't stall a move.
    ...swapped(sections, index, direction).map((section, position) =>
      ctx.db.update(boardPackSections).set({ position }).where(eq(boardPackSections.id, section.id)),
    ),
    audit(ctx, pack, "section_moved", { sectionId, direction }),
  ]);
  await recompileIfPublished(ctx, pack);
}

function swapped<T>(rows: T[], index: number, direction: Direction): T[] {
  const other = direction === "up" ? index - 1 : index + 1;
  const copy = [...rows];
  [copy[index], copy[other]] = [copy[other], copy[index]];
  return copy;
}

/** Removes a section; its papers stay in the pack, outside any section. */
export async function removeSection(ctx: ActorContext, packId: string, sectionId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const section = await requireSection(ctx, pack, sectionId);
  await ctx.db.batch([
    ctx.db.update(boardPackItems).set({ sectionId: null }).where(eq(boardPackItems.sectionId, section.id)),
    ctx.db.delete(boardPackSections).where(eq(boardPackSections.id, section.id)),
    touch(ctx, pack),
    audit(ctx, pack, "section_removed", { title: section.title }),
  ]);
  await recompileIfPublished(ctx, pack);
}

// ---- Papers ----

/**
 * One page of the documents that may go into the pack, and their count, unexecuted, for the pack page's `db.batch`:
 * live documents of its organisation that the actor can open (the one access rule of app/.server/assets/access.ts),
 * without those already in it, newest change first; a search matches their title. The pack is named by its id;
 * `only`: a condition that stops the reads at once for those who are not shown the picker.
 */
export function paperCandidatesQueries(
  db: Db,
  packId: Key,
  userId: Key,
  now: number | SQLWrapper,
  query: PaperPickerQuery,
  only: SQL,
) {
  const { limit, offset } = pageWindow(query, PAPER_PICKER_PAGE_SIZE);
  const inPack = db
    .select({ assetId: boardPackItems.assetId })
    .from(boardPackItems)
    .where(eq(boardPackItems.boardPackId, packId));
  const where = and(
    only,
    eq(
      assets.organizationId,
      sql`(select ${boardPacks.organizationId} from ${boardPacks} where ${boardPacks.id} = ${packId})`,
    ),
    eq(assets.isDeleted, false),
    notInArray(assets.id, inPack),
    query.search ? containsText(assets.title, query.search) : undefined,
    sql`${accessRank(userId, now)} > 0`,
  );
  const seat = sql`${organizationMembers.organizationId} = ${assets.organizationId}
    and ${organizationMembers.userId} = ${userId} and ${organizationMembers.status} = 'active'`;
  return [
    db
      .select({ id: assets.id, title: assets.title, fileType: assets.fileType })
      .from(assets)
      .innerJoin(organizationMembers, seat)
      .where(where)
      .orderBy(desc(assets.updatedAt), asc(assets.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(assets).innerJoin(organizationMembers, seat).where(where),
  ] as const;
}

export function paperCandidatesFrom(
  query: PaperPickerQuery,
  items: { id: string; title: string; fileType: string }[],
  total: { value: number }[],
) {
  const { page, limit } = pageWindow(query, PAPER_PICKER_PAGE_SIZE);
  const totalCount = Number(total[0]?.value ?? 0);
  return {
    items,
    search: query.search ?? null,
    page,
    total: totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  };
}

/** The document, if it is a live document of the pack's organisation that the actor can open; else a 400. */
async function requirePaperDocument(ctx: ActorContext, pack: BoardPack, assetId: string) {
  try {
    const { asset } = await requireAsset(ctx, assetId, "asset.view");
    if (asset.organizationId !== pack.organizationId) throw notFound();
    return asset;
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 404 || error.status === 403))
      throw badRequest(BOARD_PACK_MESSAGES.documentNotAvailable, {
        assetId: [BOARD_PACK_MESSAGES.documentNotAvailable],
      });
    throw error;
  }
}

/** Adds a document at the end of a section (or of the papers outside sections). */
export async function addPaper(ctx: ActorContext, packId: string, input: { assetId: string; sectionId?: string }) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const asset = await requirePaperDocument(ctx, pack, input.assetId);
  if (input.sectionId) await requireSection(ctx, pack, input.sectionId);
  const existing = await ctx.db
    .select({
      total: count(),
      last: max(boardPackItems.position),
      same: sql<number>`sum(case when ${boardPackItems.assetId} = ${asset.id} then 1 else 0 end)`,
    })
    .from(boardPackItems)
    .where(eq(boardPackItems.boardPackId, pack.id))
    .get();
  if (Number(existing?.same ?? 0) > 0)
    throw badRequest(BOARD_PACK_MESSAGES.alreadyInPack, { assetId: [BOARD_PACK_MESSAGES.alreadyInPack] });
  if ((existing?.total ?? 0) >= BOARD_PACK_MAX_ITEMS) throw badRequest(BOARD_PACK_MESSAGES.tooManyItems);
  const id = crypto.randomUUID();
  const now = Date.now();
  await ctx.db.batch([
    ctx.db.insert(boardPackItems).values({
      id,
      boardPackId: pack.id,
      sectionId: input.sectionId ?? null,
      assetId: asset.id,
      position: (existing?.last ?? -1) + 1,
      // A paper added after publication is a late paper too.
      updatedAfterPublishAt: pack.status === "published" ? now : null,
      addedAt: now,
    }),
    touch(ctx, pack),
    audit(ctx, pack, "paper_added", { assetId: asset.id, title: asset.title }),
  ]);
  await recompileIfPublished(ctx, pack);
  return { id };
}

/** Swaps the paper with its neighbour in the same section (or among the papers outside sections). */
export async function movePaper(ctx: ActorContext, packId: string, itemId: string, direction: Direction) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const item = await requireItem(ctx, pack, itemId);
  const siblings = await ctx.db
    .select({ id: boardPackItems.id, sectionId: boardPackItems.sectionId })
    .from(boardPackItems)
    .where(eq(boardPackItems.boardPackId, pack.id))
    .orderBy(asc(boardPackItems.position), asc(boardPackItems.addedAt))
    .all();
  const group = siblings.flatMap((sibling, at) => (sibling.sectionId === item.sectionId ? [at] : []));
  const index = group.findIndex((at) => siblings[at].id === item.id);
  const neighbour = group[direction === "up" ? index - 1 : index + 1];
  if (neighbour === undefined) return;
  const order = [...siblings];
  [order[group[index]], order[neighbour]] = [order[neighbour], order[group[index]]];
  await ctx.db.batch([
    touch(ctx, pack),
    // Every position is rewritten as its rank, so equal positions (papers added in a race) can't stall a move.
    ...order.map((sibling, position) =>
      ctx.db.update(boardPackItems).set({ position }).where(eq(boardPackItems.id, sibling.id)),
    ),
    audit(ctx, pack, "paper_moved", { itemId, direction }),
  ]);
  await recompileIfPublished(ctx, pack);
}

export async function removePaper(ctx: ActorContext, packId: string, itemId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "manage");
  const item = await requireItem(ctx, pack, itemId);
  await ctx.db.batch([
    ctx.db.delete(boardPackItems).where(eq(boardPackItems.id, item.id)),
    touch(ctx, pack),
    audit(ctx, pack, "paper_removed", { assetId: item.assetId }),
  ]);
  await recompileIfPublished(ctx, pack);
}

export { requireItem as requirePackItem, requirePaperDocument };
