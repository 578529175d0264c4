// Compiling a published pack into one PDF in the background (the JOBS queue), stored in R2 and served through
// a permission check. A paper that can't be read fails the compile with its reason: the consumer never crashes.
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { BOARD_PACK_MAX_COMPILE_BYTES, BOARD_PACK_MESSAGES } from "../../lib/board-packs/constants";
import type { ActorContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { readAppEnv } from "../platform/env";
import { notFound } from "../platform/errors";
import { requireBoardPack } from "./access";
import { type BookGroup, type BookPaper, buildBook, UnreadablePaperError } from "./book";

const { boardPacks, boardPackSections, boardPackItems, assets, organizations } = schema;

/** Job sent through the JOBS queue; the consumer in workers/jobs.ts parses it with this schema. */
export const CompileBoardPackJobSchema = z.object({ kind: z.literal("compile-board-pack"), packId: z.string().min(1) });
export type CompileBoardPackJob = z.infer<typeof CompileBoardPackJobSchema>;

/** Marks the book as waiting and queues its compilation (after publishing, and after every later change). */
export async function enqueueCompilation(ctx: Pick<ActorContext, "db" | "env">, packId: string) {
  await ctx.db
    .update(boardPacks)
    .set({ compileStatus: "pending", compileError: null })
    .where(and(eq(boardPacks.id, packId), eq(boardPacks.status, "published")));
  await ctx.env.JOBS.send({ kind: "compile-board-pack", packId } satisfies CompileBoardPackJob);
}

class CompileRefusal extends Error {}

/** The book's parts in reading order: papers outside a section first, then each section with its papers. */
async function bookGroups(db: Db, env: Env, packId: string, appUrl: string): Promise<BookGroup[]> {
  const [sections, items] = await Promise.all([
    db
      .select()
      .from(boardPackSections)
      .where(eq(boardPackSections.boardPackId, packId))
      .orderBy(asc(boardPackSections.position))
      .all(),
    db
      .select({ item: boardPackItems, asset: assets })
      .from(boardPackItems)
      .innerJoin(assets, eq(assets.id, boardPackItems.assetId))
      .where(and(eq(boardPackItems.boardPackId, packId), eq(assets.isDeleted, false)))
      .orderBy(asc(boardPackItems.position))
      .all(),
  ]);
  const pdfBytes = items
    .filter(({ asset }) => asset.fileType === "pdf")
    .reduce((total, { asset }) => total + asset.fileSize, 0);
  if (pdfBytes > BOARD_PACK_MAX_COMPILE_BYTES) throw new CompileRefusal(BOARD_PACK_MESSAGES.tooLargeToCompile);
  const paperOf = async ({ item, asset }: (typeof items)[number]): Promise<BookPaper> => {
    let pdf: Uint8Array | null = null;
    if (asset.fileType === "pdf") {
      const object = await env.FILES.get(asset.storageKey);
      if (!object) throw new CompileRefusal(BOARD_PACK_MESSAGES.paperMissing(asset.title));
      pdf = new Uint8Array(await object.arrayBuffer());
    }
    return {
      title: asset.title,
      pdf,
      documentUrl: `${appUrl}/dashboard/assets/${asset.id}`,
      updated: item.updatedAfterPublishAt !== null,
    };
  };
  const groups: BookGroup[] = [];
  const loose = items.filter(({ item }) => !item.sectionId || !sections.some((s) => s.id === item.sectionId));
  if (loose.length) groups.push({ title: null, papers: await Promise.all(loose.map(paperOf)) });
  for (const section of sections) {
    const papers = items.filter(({ item }) => item.sectionId === section.id);
    groups.push({ title: section.title, papers: await Promise.all(papers.map(paperOf)) });
  }
  return groups;
}

/**
 * The job: builds the book of a published pack and stores it at board-packs/{packId}/{timestamp}.pdf. A compile
 * that started before the stored book's never replaces it (two compiles queued close together may finish out of
 * order); the book it replaces is deleted.
 */
export async function compileBoardPack(db: Db, env: Env, packId: string): Promise<void> {
  const startedAt = Date.now();
  const row = await db
    .select({ pack: boardPacks, organizationName: organizations.name })
    .from(boardPacks)
    .innerJoin(organizations, eq(organizations.id, boardPacks.organizationId))
    .where(eq(boardPacks.id, packId))
    .get();
  if (row?.pack.status !== "published") return;
  const { pack } = row;
  await db.update(boardPacks).set({ compileStatus: "compiling" }).where(eq(boardPacks.id, pack.id));
  const newer = or(isNull(boardPacks.compiledAt), lt(boardPacks.compiledAt, startedAt));
  try {
    const groups = await bookGroups(db, env, pack.id, readAppEnv(env).APP_URL);
    const book = await buildBook({
      title: pack.title,
      organizationName: row.organizationName,
      meetingDate: pack.meetingDate,
      publishedAt: pack.publishedAt,
      groups,
    });
    const key = `board-packs/${pack.id}/${startedAt}.pdf`;
    await env.FILES.put(key, book.bytes, { httpMetadata: { contentType: "application/pdf" } });
    const stored = await db
      .update(boardPacks)
      .set({
        compileStatus: "done",
        compileError: null,
        compiledKey: key,
        compiledPageCount: book.pageCount,
        compiledAt: startedAt,
      })
      .where(and(eq(boardPacks.id, pack.id), newer))
      .returning({ id: boardPacks.id })
      .get();
    // Superseded while compiling, or the pack was deleted: this book is nobody's.
    const stale = stored ? pack.compiledKey : key;
    if (stale) await env.FILES.delete(stale);
  } catch (error) {
    const reason =
      error instanceof UnreadablePaperError || error instanceof CompileRefusal
        ? error.message
        : `The book could not be compiled: ${error instanceof Error ? error.message : String(error)}`;
    if (!(error instanceof UnreadablePaperError || error instanceof CompileRefusal))
      console.error("board pack compile failed", pack.id, error);
    await db
      .update(boardPacks)
      .set({ compileStatus: "failed", compileError: reason.slice(0, 500) })
      .where(and(eq(boardPacks.id, pack.id), newer));
  }
}

/** The compiled book for its audience and managers; 404 until there is one. */
export async function readCompiledBook(ctx: ActorContext, packId: string) {
  const { pack } = await requireBoardPack(ctx, packId, "read");
  if (!pack.compiledKey) throw notFound(BOARD_PACK_MESSAGES.notCompiled);
  const object = await ctx.env.FILES.get(pack.compiledKey);
  if (!object) throw notFound(BOARD_PACK_MESSAGES.notCompiled);
  return { object, downloadName: pack.title };
}
