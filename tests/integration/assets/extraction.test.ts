// Text extraction by the queue consumer: PDFs per page through unpdf, plain text and CSV in page-sized chunks, the
// failures a document shows (no text layer, unreadable PDF), retries that never duplicate, and the FTS5 index that
// follows the page rows. Also the no-JavaScript reader's page text.
import { env } from "cloudflare:test";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enqueueTextExtraction, runTextExtraction } from "../../../app/.server/assets/extraction";
import { listPageText } from "../../../app/.server/assets/page-text";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { NO_TEXT_LAYER_REASON } from "../../../app/lib/assets/constants";
import {
  EXTRACTION_REASONS,
  TEXT_EXTRACTION_MAX_BYTES,
  TEXT_EXTRACTION_MAX_PAGES,
  TEXT_PAGE_CHARACTERS,
} from "../../../app/lib/assets/extraction";
import { handleJobBatch } from "../../../workers/jobs";
import { actorContext, addMember, createMemberWithRole, createUser, serviceContext } from "../../helpers/factories";
import { PNG_BYTES } from "../../helpers/files";
import { batchOf } from "../../helpers/queue";
import { loadPdfJs, pdfWithPages, storeAndExtract, storeDocument, textBytes } from "../../helpers/searchable-documents";

const db = () => serviceContext().db;

beforeAll(loadPdfJs, 60_000);

async function documentRow(id: string) {
  const row = await db().select().from(schema.assets).where(eq(schema.assets.id, id)).get();
  if (!row) throw new Error("document missing");
  return row;
}

async function chunksOf(id: string) {
  return db()
    .select({
      pageNumber: schema.assetPageChunks.pageNumber,
      versionNumber: schema.assetPageChunks.versionNumber,
      text: schema.assetPageChunks.text,
    })
    .from(schema.assetPageChunks)
    .where(eq(schema.assetPageChunks.assetId, id))
    .orderBy(asc(schema.assetPageChunks.versionNumber), asc(schema.assetPageChunks.pageNumber))
    .all();
}

/** The pages of one document the FTS5 index (global search's, decision 045) finds for a MATCH expression. */
async function indexedPages(assetId: string, match: string) {
  const rows = await db().all<{ page: number }>(sql`
    select e.page_number as page from search_entries_fts
    join search_entries e on e.id = search_entries_fts.rowid
    where search_entries_fts match ${match} and e.asset_id = ${assetId} and e.page_number is not null
    order by e.page_number`);
  return rows.map((row) => row.page);
}

async function owner() {
  const { user, org } = await createMemberWithRole("owner");
  return { user, org, ownerId: user.id, organizationId: org.id };
}

const THREE_PAGES = [
  "Quarterly revenues grew across every region.",
  "The audit committee reviewed the internal controls.",
  "Dividend policy remains unchanged for the year.",
];

describe("extracting a document's text", () => {
  it("reads a PDF page by page: one row per page, the page count, and status done", async () => {
    const { ownerId, organizationId } = await owner();
    const { id, outcome } = await storeAndExtract({ ownerId, organizationId, bytes: await pdfWithPages(THREE_PAGES) });

    expect(outcome.status).toBe("done");
    const chunks = await chunksOf(id);
    expect(chunks.map((chunk) => chunk.pageNumber)).toEqual([1, 2, 3]);
    expect(chunks[0].text).toContain("Quarterly revenues grew");
    expect(chunks[1].text).toContain("audit committee");
    expect(chunks[2].text).toContain("Dividend policy");
    const row = await documentRow(id);
    expect(row.extractionStatus).toBe("done");
    expect(row.pageCount).toBe(3);
    expect(row.extractionError).toBeNull();
  });

  it("indexes the pages with the porter stemmer: 'revenue' finds the page that says 'revenues'", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeAndExtract({ ownerId, organizationId, bytes: await pdfWithPages(THREE_PAGES) });
    expect(await indexedPages(id, '"revenue"')).toEqual([1]);
    expect(await indexedPages(id, '"controls"')).toEqual([2]);
  });

  it("reads plain text whole when it is short, with its line breaks", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeAndExtract({
      ownerId,
      organizationId,
      bytes: textBytes("\uFEFFMinutes of the board\nRisk appetite approved.\n"),
      fileType: "txt",
      mimeType: "text/plain",
    });
    expect(await chunksOf(id)).toEqual([
      { pageNumber: 1, versionNumber: 1, text: "Minutes of the board\nRisk appetite approved.\n" },
    ]);
    expect((await documentRow(id)).extractionStatus).toBe("done");
  });

  it("cuts a long CSV into page-sized chunks at row ends, every row whole and in order", async () => {
    const { ownerId, organizationId } = await owner();
    const rows = Array.from({ length: 400 }, (_, i) => `${i},Director ${i},"Attended, voted",${i * 3}\n`);
    const csv = `id,name,note,amount\n${rows.join("")}`;
    const { id } = await storeAndExtract({
      ownerId,
      organizationId,
      bytes: textBytes(csv),
      fileType: "csv",
      mimeType: "text/csv",
    });
    const chunks = await chunksOf(id);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(TEXT_PAGE_CHARACTERS);
      expect(chunk.text.endsWith("\n")).toBe(true);
    }
    expect(chunks.map((chunk) => chunk.text).join("")).toBe(csv);
    expect((await documentRow(id)).pageCount).toBe(chunks.length);
  });

  it("fails a PDF without any text with the exact reason, and stores no pages", async () => {
    const { ownerId, organizationId } = await owner();
    const { id, outcome } = await storeAndExtract({ ownerId, organizationId, bytes: await pdfWithPages(["", ""]) });
    expect(outcome).toEqual({ status: "failed", reason: NO_TEXT_LAYER_REASON, pageCount: 2 });
    const row = await documentRow(id);
    expect(row.extractionStatus).toBe("failed");
    expect(row.extractionError).toBe("no text layer: scanned pages need OCR");
    expect(row.pageCount).toBe(2);
    expect(await chunksOf(id)).toEqual([]);
  });

  it("fails bytes that are not a PDF with a short reason, without throwing", async () => {
    const { ownerId, organizationId } = await owner();
    const corrupt = textBytes("%PDF-1.7\nthis is not really a PDF at all\n%%EOF");
    const { id, outcome } = await storeAndExtract({ ownerId, organizationId, bytes: corrupt });
    expect(outcome).toMatchObject({ status: "failed", reason: EXTRACTION_REASONS.unreadablePdf });
    const row = await documentRow(id);
    expect(row.extractionStatus).toBe("failed");
    expect(row.extractionError).toBe(EXTRACTION_REASONS.unreadablePdf);
  });

  it("marks an image 'not_applicable' and a file gone from storage 'failed'", async () => {
    const { ownerId, organizationId } = await owner();
    const image = await storeAndExtract({
      ownerId,
      organizationId,
      bytes: PNG_BYTES,
      fileType: "png",
      mimeType: "image/png",
    });
    expect((await documentRow(image.id)).extractionStatus).toBe("not_applicable");

    const gone = await storeDocument({ ownerId, organizationId, bytes: await pdfWithPages(["Gone"]) });
    await env.FILES.delete(gone.storageKey);
    await runTextExtraction(serviceContext(), { kind: "extract-asset-text", assetId: gone.id, versionNumber: 1 });
    const row = await documentRow(gone.id);
    expect(row.extractionStatus).toBe("failed");
    expect(row.extractionError).toBe(EXTRACTION_REASONS.missingFile);
  });

  // Builds a PDF of 2,001 pages and a text of 6 MB: seconds of work on a busy machine.
  it("fails a file over the size limit without reading it, and a text or PDF over the page limit", {
    timeout: 30_000,
  }, async () => {
    const { ownerId, organizationId } = await owner();
    const big = await storeDocument({ ownerId, organizationId, bytes: await pdfWithPages(["Big"]) });
    let cancelled = false;
    // R2 as it answers for a file over the limit: only the size is looked at, and the body is let go.
    const hugeFile = {
      get: async () => ({
        size: TEXT_EXTRACTION_MAX_BYTES + 1,
        body: {
          cancel: async () => {
            cancelled = true;
          },
        },
        arrayBuffer: () => Promise.reject(new Error("a file over the limit must not be read")),
      }),
    } as unknown as R2Bucket;
    const job = { kind: "extract-asset-text", assetId: big.id, versionNumber: 1 } as const;
    await runTextExtraction({ ...serviceContext(), env: { ...env, FILES: hugeFile } }, job);
    expect(await documentRow(big.id)).toMatchObject({
      extractionStatus: "failed",
      extractionError: EXTRACTION_REASONS.tooLarge,
    });
    expect(cancelled).toBe(true);

    const line = `${"x".repeat(TEXT_PAGE_CHARACTERS - 1)}\n`;
    const long = await storeAndExtract({
      ownerId,
      organizationId,
      bytes: textBytes(line.repeat(TEXT_EXTRACTION_MAX_PAGES + 1)),
      fileType: "txt",
      mimeType: "text/plain",
    });
    expect(await documentRow(long.id)).toMatchObject({
      extractionStatus: "failed",
      extractionError: EXTRACTION_REASONS.tooManyPages,
    });
    expect(await chunksOf(long.id)).toEqual([]);

    const thick = await storeAndExtract({
      ownerId,
      organizationId,
      bytes: await pdfWithPages(Array.from({ length: TEXT_EXTRACTION_MAX_PAGES + 1 }, () => "")),
    });
    expect(thick.outcome).toEqual({
      status: "failed",
      reason: EXTRACTION_REASONS.tooManyPages,
      pageCount: TEXT_EXTRACTION_MAX_PAGES + 1,
    });
  });

  it("replaces a version's pages when the job runs again: no duplicates in the table or the index", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeAndExtract({ ownerId, organizationId, bytes: await pdfWithPages(THREE_PAGES) });
    await runTextExtraction(serviceContext(), { kind: "extract-asset-text", assetId: id, versionNumber: 1 });
    await runTextExtraction(serviceContext(), { kind: "extract-asset-text", assetId: id, versionNumber: 1 });
    expect((await chunksOf(id)).map((chunk) => chunk.pageNumber)).toEqual([1, 2, 3]);
    expect(await indexedPages(id, '"dividend"')).toEqual([3]);
  });

  it("keeps each version's pages; a late job for a replaced version leaves the status alone", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeAndExtract({ ownerId, organizationId, bytes: await pdfWithPages(THREE_PAGES) });
    const second = await pdfWithPages(["Revised forecast only"]);
    const key = `uploads/${ownerId}/${Date.now()}-v2.pdf`;
    await env.FILES.put(key, second);
    await db().batch([
      db().insert(schema.assetVersions).values({
        id: crypto.randomUUID(),
        assetId: id,
        versionNumber: 2,
        storageKey: key,
        fileName: "v2.pdf",
        originalFileName: "v2.pdf",
        fileSize: second.byteLength,
        fileType: "pdf",
        mimeType: "application/pdf",
        isCurrent: true,
      }),
      db().update(schema.assets).set({ currentVersion: 2, storageKey: key }).where(eq(schema.assets.id, id)),
    ]);
    await runTextExtraction(serviceContext(), { kind: "extract-asset-text", assetId: id, versionNumber: 2 });
    expect((await documentRow(id)).pageCount).toBe(1);

    // Version 1's job again (a retry arriving late): its rows are rewritten, the status stays version 2's.
    await runTextExtraction(serviceContext(), { kind: "extract-asset-text", assetId: id, versionNumber: 1 });
    const chunks = await chunksOf(id);
    expect(chunks.map((chunk) => `${chunk.versionNumber}:${chunk.pageNumber}`)).toEqual(["1:1", "1:2", "1:3", "2:1"]);
    expect((await documentRow(id)).pageCount).toBe(1);
  });
});

describe("the queue", () => {
  it("queues the job and marks it pending; the consumer acks a corrupt PDF instead of retrying", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeDocument({ ownerId, organizationId, bytes: textBytes("%PDF-1.4 broken") });
    const sent: unknown[] = [];
    const jobs = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
    await enqueueTextExtraction({ ...serviceContext(), env: { ...env, JOBS: jobs } }, id, 1);
    expect(sent).toEqual([{ kind: "extract-asset-text", assetId: id, versionNumber: 1 }]);
    expect((await documentRow(id)).extractionStatus).toBe("pending");

    const { batch, outcome } = batchOf(sent[0]);
    await handleJobBatch(batch, env);
    expect(outcome).toEqual({ acked: true, retried: false });
    expect((await documentRow(id)).extractionStatus).toBe("failed");
  });

  it("a queue that refuses the job leaves the document 'failed' with a reason, not pending for ever", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeDocument({ ownerId, organizationId, bytes: await pdfWithPages(["Text"]) });
    const refusing = {
      send: async () => {
        throw new Error("queue unavailable");
      },
    } as unknown as Queue;
    await enqueueTextExtraction({ ...serviceContext(), env: { ...env, JOBS: refusing } }, id, 1);
    const row = await documentRow(id);
    expect(row.extractionStatus).toBe("failed");
    expect(row.extractionError).toBe(EXTRACTION_REASONS.notStarted);
  });
});

describe("page text for the reader without JavaScript", () => {
  it("lists the current version's pages in order for a member who may read the document", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeAndExtract({ ownerId, organizationId, bytes: await pdfWithPages(THREE_PAGES) });
    const reader = await createUser();
    await addMember(organizationId, reader.id, "viewer");
    const pages = await listPageText(await actorContext(reader), id);
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    expect(pages[1].text).toContain("audit committee");
  });

  it("is a 404 for someone outside the organisation and for a private document of another member", async () => {
    const { ownerId, organizationId } = await owner();
    const { id } = await storeAndExtract({
      ownerId,
      organizationId,
      bytes: await pdfWithPages(["Confidential"]),
      visibility: "private",
    });
    const outsider = await createUser();
    const colleague = await createUser();
    await addMember(organizationId, colleague.id, "member");
    for (const user of [outsider, colleague]) {
      const refused = await listPageText(await actorContext(user), id).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).status).toBe(404);
    }
    // The uploader reads it.
    expect(await listPageText(await actorContext({ id: ownerId }), id)).toHaveLength(1);
    expect(await chunksOf(id)).toHaveLength(1);
  });
});
