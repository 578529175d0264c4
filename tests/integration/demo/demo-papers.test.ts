// The demo board's papers (decision 035): a vault of real documents whose text search finds, and a published board
// pack whose book is compiled, each board with its own R2 copies, gone with the board.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readCompiledBook } from "../../../app/.server/board-packs/compile";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import { listBoardPacks } from "../../../app/.server/board-packs/packs";
import { deleteDemoCopy } from "../../../app/.server/demo/seed";
import { type Db, schema } from "../../../app/.server/platform/db/client";
import { searchDocumentText } from "../../../app/.server/search/documents";
import { BOOK_TEXTS } from "../../../app/lib/board-packs/constants";
import { demoBoard } from "../../helpers/factories";
import { pageTexts } from "../board-packs/fixtures";

const { assets, boardPacks, vaults, vaultAssets } = schema;

async function storedKeys(db: Db, organizationId: string) {
  const documents = await db
    .select({ key: assets.storageKey })
    .from(assets)
    .where(eq(assets.organizationId, organizationId))
    .all();
  const packs = await db
    .select({ key: boardPacks.compiledKey })
    .from(boardPacks)
    .where(eq(boardPacks.organizationId, organizationId))
    .all();
  return [...documents.map((row) => row.key), ...packs.flatMap((row) => (row.key ? [row.key] : []))];
}

// Reading a PDF's text loads pdf.js (unpdf) into the isolate first: seconds on a busy 2-core machine.
describe("the demo board's papers", { timeout: 30_000 }, () => {
  it("holds a vault of four documents, stored in R2, with their text extracted", async () => {
    const { ctx, organizationId } = await demoBoard();
    const vault = await ctx.db.select().from(vaults).where(eq(vaults.organizationId, organizationId)).get();
    expect(vault?.name).toBe("Board meeting papers");
    const documents = await ctx.db
      .select()
      .from(vaultAssets)
      .innerJoin(assets, eq(assets.id, vaultAssets.assetId))
      .where(eq(vaultAssets.vaultId, vault!.id))
      .all();
    expect(documents.map((row) => row.assets.fileType).sort()).toEqual(["csv", "pdf", "pdf", "pdf"]);
    for (const { assets: document } of documents) {
      expect(document.extractionStatus).toBe("done");
      const object = await env.FILES.get(document.storageKey);
      expect(object?.size).toBe(document.fileSize);
      if (document.fileType === "pdf") {
        const pdf = await PDFDocument.load(await object!.arrayBuffer());
        expect(pdf.getPageCount()).toBe(document.pageCount);
        expect(pdf.getTitle()).toBe(document.title);
      } else expect(await object!.text()).toContain("Logistics,7.1,7.3,7.6,22.0");
    }
  });

  it("lets the director find a paper by a word on its page", async () => {
    const { ctx, organizationId } = await demoBoard();
    const found = await searchDocumentText(ctx, { query: "Rotterdam", organizationId, limit: 20, offset: 0 });
    const titles = found.results.map((result) => result.title);
    expect(titles).toContain("Chief Executive's report");
    expect(titles).toContain("Finance report: third-quarter results");
    const table = await searchDocumentText(ctx, { query: "EBITDA covenant", organizationId, limit: 20, offset: 0 });
    expect(table.results[0]?.title).toBe("Finance report: third-quarter results");
  });

  it("shows the director a published pack whose compiled book opens with its contents and footers", async () => {
    const { ctx, organizationId } = await demoBoard();
    const { packs } = await listBoardPacks(ctx, organizationId, { status: "published" });
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({ status: "published", compileStatus: "done", paperCount: 3 });
    const view = await getBoardPack(ctx, packs[0].id);
    expect(view.contents.filter((group) => group.id).map((group) => group.title)).toEqual([
      "Formal business",
      "Reports",
    ]);
    // The director has read nothing yet; the chair has read all three papers.
    expect(view.contents.flatMap((group) => group.papers).every((paper) => !paper.readByMe)).toBe(true);
    expect(view.audienceSize).toBe(8);
    expect(view.contents[1].papers[0].readers).toBe(3);
    const { object } = await readCompiledBook(ctx, packs[0].id);
    const book = await PDFDocument.load(await object.arrayBuffer());
    expect(book.getPageCount()).toBe(view.pack.compiledPageCount);
    expect(book.getTitle()).toBe(view.pack.title);
    const pages = await pageTexts(new Uint8Array(await book.save()));
    expect(pages[1]).toContain(BOOK_TEXTS.contents);
    for (const title of ["Formal business", "Reports", "Chief Executive's report"]) expect(pages[1]).toContain(title);
    for (const [index, text] of pages.entries()) expect(text).toContain(BOOK_TEXTS.footer(index + 1, pages.length));
  });

  it("gives each board its own copies in R2, deleted with the board", async () => {
    const first = await demoBoard();
    const second = await demoBoard();
    const firstKeys = await storedKeys(first.ctx.db, first.organizationId);
    const secondKeys = await storedKeys(second.ctx.db, second.organizationId);
    expect(firstKeys).toHaveLength(5);
    expect(firstKeys.filter((key) => secondKeys.includes(key))).toEqual([]);
    await deleteDemoCopy(first.ctx.db, env, first.organizationId);
    for (const key of firstKeys) expect(await env.FILES.head(key)).toBeNull();
    for (const key of secondKeys) expect(await env.FILES.head(key)).not.toBeNull();
  });
});
