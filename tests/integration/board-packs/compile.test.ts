// The compiled book: a "done when" item of issue 10 ("a compiled board pack opens with its table of contents").
import { env } from "cloudflare:test";
import { degrees, PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { compileBoardPack, readCompiledBook } from "../../../app/.server/board-packs/compile";
import { addPaper, addSection } from "../../../app/.server/board-packs/contents";
import { createBoardPack, publishBoardPack } from "../../../app/.server/board-packs/packs";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { handleJobBatch } from "../../../workers/jobs";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { compiledBook, insertDocument, makePdf, outlineOf, packRow, pageTexts, withRecordedJobs } from "./fixtures";

/** A queue batch of the given bodies, recording what the consumer acked and retried. */
function batchOf(bodies: unknown[]) {
  const outcome: string[] = [];
  const messages = bodies.map((body, index) => ({
    id: `m${index}`,
    body,
    attempts: 1,
    timestamp: new Date(),
    ack: () => outcome.push("ack"),
    retry: () => outcome.push("retry"),
  }));
  return { batch: { queue: "boardroom-jobs", messages } as unknown as MessageBatch<unknown>, outcome };
}

async function publishedPack(papers: { title: string; bytes?: Uint8Array; fileType?: string; section?: string }[]) {
  const { org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
  const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
  const { id } = await createBoardPack(
    ctx,
    org.id,
    BoardPackSchema.parse({ title: "November Board Meeting", meetingDate: "2026-11-26" }),
  );
  const sections = new Map<string, string>();
  for (const paper of papers) {
    if (paper.section && !sections.has(paper.section))
      sections.set(paper.section, (await addSection(ctx, id, paper.section)).id);
    const assetId = await insertDocument(org.id, users.owner.id, paper);
    await addPaper(ctx, id, { assetId, sectionId: paper.section ? sections.get(paper.section) : undefined });
  }
  await publishBoardPack(ctx, id);
  return { id, org, users, sent };
}

describe("compiling a published pack", () => {
  it("builds one PDF: cover, contents with page numbers, the papers' pages, footers and an outline", async () => {
    const { id, org, users, sent } = await publishedPack([
      { title: "Agenda", bytes: await makePdf("Agenda", 1) },
      { title: "Management accounts", bytes: await makePdf("Accounts", 3), section: "Finance" },
      { title: "Risk register", fileType: "xlsx", bytes: new Uint8Array([80, 75, 3, 4]), section: "Finance" },
      { title: "Strategy paper", bytes: await makePdf("Strategy", 2), section: "Strategy" },
    ]);
    // The queue's consumer runs the job the publish sent.
    const { batch, outcome } = batchOf(sent);
    await handleJobBatch(batch, env);
    expect(outcome).toEqual(["ack"]);

    const row = await packRow(id);
    expect(row).toMatchObject({ compileStatus: "done", compiledPageCount: 8, compileError: null });
    expect(row?.compiledKey).toMatch(new RegExp(`^board-packs/${id}/\\d+\\.pdf$`));

    const pages = await pageTexts(await compiledBook(id));
    expect(pages).toHaveLength(8);
    expect(pages[0]).toContain("November Board Meeting");
    expect(pages[0]).toContain(org.name);
    expect(pages[0]).toContain("Meeting date: 26 November 2026");
    expect(pages[0]).toMatch(/Published: \d{1,2} \w+ \d{4}/);
    // Contents: section headings with their first page, papers with their start page, the non-PDF with its link.
    const contents = pages[1].replace(/\s+/g, " ");
    expect(contents).toContain("Contents");
    expect(contents).toMatch(/Agenda 3 Finance 4 Management accounts 4 Risk register/);
    expect(contents).toContain(`Not a PDF: open it in BoardRoom: https://boardroom.test/dashboard/assets/`);
    expect(contents).toMatch(/Strategy 7 Strategy paper 7/);
    expect(pages[2]).toContain("Agenda page 1");
    expect(pages.slice(3, 6).map((text) => text.match(/Accounts page \d/)?.[0])).toEqual([
      "Accounts page 1",
      "Accounts page 2",
      "Accounts page 3",
    ]);
    expect(pages[6]).toContain("Strategy page 1");
    for (const [index, text] of pages.entries()) expect(text).toContain(`Page ${index + 1} of 8`);

    // One bookmark per paper, under its section; the non-PDF one opens the contents.
    expect(await outlineOf(await compiledBook(id))).toEqual([
      { depth: 0, title: "Agenda", page: 3 },
      { depth: 0, title: "Finance", page: 4 },
      { depth: 1, title: "Management accounts", page: 4 },
      { depth: 1, title: "Risk register", page: 2 },
      { depth: 0, title: "Strategy", page: 7 },
      { depth: 1, title: "Strategy paper", page: 7 },
    ]);

    // Its audience downloads it; someone from elsewhere gets 404.
    const book = await readCompiledBook(await actorContext(users.member), id);
    expect(book.object.size).toBeGreaterThan(1000);
    expect((await rejection(readCompiledBook(await actorContext(users.outsider), id))).status).toBe(404);
  }, 60_000);

  it("numbers a landscape (rotated) paper's pages too", async () => {
    const landscape = await PDFDocument.load(await makePdf("Landscape", 1));
    landscape.getPage(0).setRotation(degrees(90));
    const { id, sent } = await publishedPack([{ title: "Spreadsheet", bytes: await landscape.save() }]);
    await handleJobBatch(batchOf(sent).batch, env);
    const pages = await pageTexts(await compiledBook(id));
    expect(pages[2]).toContain("Landscape page 1");
    expect(pages[2]).toContain("Page 3 of 3");
  }, 60_000);

  it("a corrupt paper fails the compile with its name, and the consumer acks the job", async () => {
    const { id, sent } = await publishedPack([
      { title: "Good paper", bytes: await makePdf("Good", 1) },
      { title: "Broken paper", bytes: new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf") },
    ]);
    const { batch, outcome } = batchOf(sent);
    await handleJobBatch(batch, env);
    expect(outcome).toEqual(["ack"]);
    expect(await packRow(id)).toMatchObject({
      compileStatus: "failed",
      compileError: '"Broken paper" could not be read as a PDF',
      compiledKey: null,
    });
  });

  it("a paper whose file is missing from R2 fails the compile with its reason", async () => {
    const { id, users } = await publishedPack([{ title: "Vanished", bytes: await makePdf("Vanished", 1) }]);
    const asset = await serviceContext().db.query.assets.findFirst({
      where: (a, { eq }) => eq(a.ownerId, users.owner.id),
    });
    await env.FILES.delete(asset!.storageKey);
    await compileBoardPack(serviceContext().db, env, id);
    expect(await packRow(id)).toMatchObject({
      compileStatus: "failed",
      compileError: 'The file of "Vanished" is missing',
    });
  });
});
