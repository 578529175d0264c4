// Text extraction (issue 10): after a file is stored, a JOBS queue message asks the consumer to read the version's
// bytes from R2 and write its text, one row per page, into asset_page_chunks; the FTS5 index over that table
// (migration 0007) follows through its triggers. Search and the reader's no-JavaScript view read those rows.
//
// Which text is searchable: chunks are kept per version, and search joins them to `assets.current_version`, so
// restoring an older version makes its text searchable again without extracting it twice.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { EXTRACTION_REASONS, TEXT_EXTRACTION_MAX_BYTES, TEXT_EXTRACTION_MAX_PAGES } from "../../lib/assets/extraction";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { afterTextExtracted } from "./extraction-hooks";
import { extractionKindOf, pagesOfPdf, pagesOfPlainText } from "./page-extractors";

const { assets, assetVersions, assetPageChunks } = schema;

/** The job on the JOBS queue; workers/jobs.ts parses it with this schema and runs `runTextExtraction`. */
export const TextExtractionJobSchema = z.object({
  kind: z.literal("extract-asset-text"),
  assetId: z.string().min(1).max(100),
  versionNumber: z.number().int().positive(),
});
export type TextExtractionJob = z.infer<typeof TextExtractionJobSchema>;

/** What the consumer needs: no actor (it acts for the system, after the upload's own permission check). */
export type ExtractionContext = Pick<ServiceContext, "db" | "env">;

/**
 * Called by the upload and new-version services once a version's bytes are in R2: marks the document's extraction
 * pending and queues the job. A queue that refuses the message must not fail an upload that has succeeded, nor
 * leave the document 'pending' for ever: its extraction becomes 'failed' with a reason the document shows.
 */
export async function enqueueTextExtraction(ctx: ServiceContext, assetId: string, versionNumber: number) {
  const ofThisVersion = and(eq(assets.id, assetId), eq(assets.currentVersion, versionNumber));
  await ctx.db.update(assets).set({ extractionStatus: "pending", extractionError: null }).where(ofThisVersion).run();
  try {
    await ctx.env.JOBS.send({ kind: "extract-asset-text", assetId, versionNumber } satisfies TextExtractionJob);
  } catch (error) {
    console.error("text extraction not queued", assetId, versionNumber, error);
    await ctx.db
      .update(assets)
      .set({ extractionStatus: "failed", extractionError: EXTRACTION_REASONS.notStarted })
      .where(ofThisVersion)
      .run();
  }
}

export type ExtractionOutcome =
  | { status: "done"; pages: string[] }
  | { status: "failed"; reason: string; pageCount: number | null }
  | { status: "not_applicable" };

/**
 * The queue consumer's work for one message. Whatever the file holds, it ends with a status ('done', 'failed' with
 * a reason, or 'not_applicable'); only the platform failing (D1, R2) throws, and the queue retries that a bounded
 * number of times. Running it again for the same version replaces that version's rows, so a retry never duplicates.
 */
export async function runTextExtraction(ctx: ExtractionContext, job: TextExtractionJob): Promise<ExtractionOutcome> {
  const version = await ctx.db
    .select({
      organizationId: assets.organizationId,
      currentVersion: assets.currentVersion,
      storageKey: assetVersions.storageKey,
      fileName: assetVersions.originalFileName,
      fileType: assetVersions.fileType,
      mimeType: assetVersions.mimeType,
    })
    .from(assetVersions)
    .innerJoin(assets, eq(assets.id, assetVersions.assetId))
    .where(
      and(
        eq(assetVersions.assetId, job.assetId),
        eq(assetVersions.versionNumber, job.versionNumber),
        eq(assets.isDeleted, false),
      ),
    )
    .get();
  // Deleted since the upload: nothing to index, and nothing to retry.
  if (!version) return { status: "not_applicable" };

  const outcome = await extractPages(ctx.env.FILES, version);
  await saveOutcome(ctx, { ...job, organizationId: version.organizationId }, outcome);
  if (outcome.status === "done") await afterTextExtracted(ctx, job.assetId, job.versionNumber);
  return outcome;
}

type StoredVersion = { storageKey: string; fileName: string; fileType: string; mimeType: string };

async function extractPages(files: R2Bucket, version: StoredVersion): Promise<ExtractionOutcome> {
  const kind = extractionKindOf(version);
  if (kind === null) return { status: "not_applicable" };
  const object = await files.get(version.storageKey);
  if (!object) return { status: "failed", reason: EXTRACTION_REASONS.missingFile, pageCount: null };
  if (object.size > TEXT_EXTRACTION_MAX_BYTES) {
    await object.body.cancel();
    return { status: "failed", reason: EXTRACTION_REASONS.tooLarge, pageCount: null };
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  const read = kind === "pdf" ? await pagesOfPdf(bytes) : { pages: pagesOfPlainText(bytes) };
  if ("reason" in read) return { status: "failed", reason: read.reason, pageCount: read.pageCount };
  const { pages } = read;
  if (pages.length > TEXT_EXTRACTION_MAX_PAGES)
    return { status: "failed", reason: EXTRACTION_REASONS.tooManyPages, pageCount: pages.length };
  if (kind === "pdf" && pages.every((page) => page.trim() === ""))
    return { status: "failed", reason: EXTRACTION_REASONS.noTextLayer, pageCount: pages.length };
  return { status: "done", pages };
}

/** Rows per insert: 5 bound values a row, under D1's 100 bound parameters a statement (STACK.md 18). */
const ROWS_PER_INSERT = 19;

/**
 * One batch, all or nothing: this version's earlier rows out, its pages in, and the document's status. The status
 * describes the current version only, so a late job for a replaced version writes its rows but not the status.
 */
async function saveOutcome(
  ctx: ExtractionContext,
  target: { assetId: string; versionNumber: number; organizationId: string },
  outcome: ExtractionOutcome,
) {
  const { db } = ctx;
  const rows =
    outcome.status === "done"
      ? outcome.pages.map((text, index) => ({
          assetId: target.assetId,
          organizationId: target.organizationId,
          versionNumber: target.versionNumber,
          pageNumber: index + 1,
          text,
        }))
      : [];
  const inserts = Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) =>
    db.insert(assetPageChunks).values(rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT)),
  );
  const status =
    outcome.status === "done"
      ? { extractionStatus: "done" as const, extractionError: null, pageCount: outcome.pages.length }
      : outcome.status === "failed"
        ? { extractionStatus: "failed" as const, extractionError: outcome.reason, pageCount: outcome.pageCount }
        : { extractionStatus: "not_applicable" as const, extractionError: null };
  await db.batch([
    db
      .delete(assetPageChunks)
      .where(and(eq(assetPageChunks.assetId, target.assetId), eq(assetPageChunks.versionNumber, target.versionNumber))),
    ...inserts,
    db
      .update(assets)
      .set(status)
      .where(and(eq(assets.id, target.assetId), eq(assets.currentVersion, target.versionNumber))),
  ]);
}
