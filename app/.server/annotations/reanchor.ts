// Annotations survive a new version (issue 10): each one with a quote is found again by that quote on the new
// version's text, on its page or up to two pages away; one that can't be found keeps its place, marked
// 'may_have_moved'. Re-anchored rectangles are measured again by the first reader who may fix them (updateAnnotation).
// Called once the new version's text is extracted (the text slice's `afterTextExtracted`).
import { and, eq, lt } from "drizzle-orm";
import { pageTextOf } from "../assets/page-text";
import { auditInsert } from "../platform/audit";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { findQuotePage } from "./quote-match";
import { tellReaders } from "./room";

const { annotations } = schema;
const UPDATES_PER_BATCH = 50;

export type ReanchorSummary = { anchored: number; moved: number; mayHaveMoved: number; unchanged: number };

/**
 * Re-anchors the document's annotations made on earlier versions onto `newVersionNumber`. A system step after
 * extraction (no actor): the document was authorised when its new version was uploaded.
 */
export async function reanchorAnnotations(
  ctx: ServiceContext,
  assetId: string,
  newVersionNumber: number,
): Promise<ReanchorSummary> {
  const [rows, pages] = await Promise.all([
    ctx.db
      .select()
      .from(annotations)
      .where(and(eq(annotations.assetId, assetId), lt(annotations.versionNumber, newVersionNumber))),
    pageTextOf(ctx, assetId, newVersionNumber),
  ]);
  const summary: ReanchorSummary = { anchored: 0, moved: 0, mayHaveMoved: 0, unchanged: 0 };
  if (rows.length === 0) return summary;
  const pageTexts = new Map(pages.map((page) => [page.pageNumber, page.text ?? ""]));
  const now = Date.now();
  const updates = [];
  for (const annotation of rows) {
    // A drawing has no words to follow: it stays on its page and on the version it was drawn on.
    if (!annotation.selectedText?.trim()) {
      summary.unchanged++;
      continue;
    }
    const page = findQuotePage(annotation.selectedText, annotation.pageNumber, pageTexts);
    if (page === null) {
      summary.mayHaveMoved++;
      updates.push(
        ctx.db
          .update(annotations)
          .set({ anchorStatus: "may_have_moved", updatedAt: now })
          .where(eq(annotations.id, annotation.id)),
      );
      continue;
    }
    const moved = page !== annotation.pageNumber;
    if (moved) summary.moved++;
    else summary.anchored++;
    // The words are found, but where they sit on the new page is the reader's to measure (pdf.js's text layer):
    // until then the old rectangles stay, marked with the version they were measured on.
    const position = annotation.position
      ? {
          ...annotation.position,
          pageNumber: page,
          measuredOnVersion: Number(annotation.position.measuredOnVersion ?? annotation.versionNumber),
        }
      : null;
    updates.push(
      ctx.db
        .update(annotations)
        .set({
          pageNumber: page,
          versionNumber: newVersionNumber,
          position,
          anchorStatus: moved ? "moved" : "anchored",
          updatedAt: now,
        })
        .where(eq(annotations.id, annotation.id)),
    );
  }
  const statements = [
    ...updates,
    auditInsert(ctx, {
      userId: null,
      organizationId: rows[0].organizationId,
      action: "annotations.reanchored",
      entityType: "document",
      entityId: assetId,
      changes: { versionNumber: newVersionNumber, ...summary },
    }),
  ];
  // Each statement stands alone (a re-run skips what already moved on), so the chunks need not be one batch.
  for (let start = 0; start < statements.length; start += UPDATES_PER_BATCH) {
    const [first, ...rest] = statements.slice(start, start + UPDATES_PER_BATCH);
    await ctx.db.batch([first, ...rest]);
  }
  await tellReaders(ctx, assetId, { type: "annotations.reanchored", versionNumber: newVersionNumber }, null);
  return summary;
}
