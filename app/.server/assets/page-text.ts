// The extracted text of a document, page by page: the reader's view without JavaScript (issue 10), re-anchoring
// of annotations, and anything else that reads a document as text.
import { and, asc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { requireAsset } from "./access";

const { assetPageChunks } = schema;

export type PageText = { pageNumber: number; text: string };

/**
 * One version's pages in order ([] while extraction is pending, failed or not applicable). No guard: call it after
 * the document guard, or from a system step (re-anchoring after extraction).
 */
export async function pageTextOf(
  ctx: Pick<ServiceContext, "db">,
  assetId: string,
  versionNumber: number,
): Promise<PageText[]> {
  return pageTextQuery(ctx, assetId, versionNumber);
}

/** pageTextOf's read, unexecuted, for a page's `db.batch`: the version may be SQL (the document's current one). */
export function pageTextQuery(
  ctx: Pick<ServiceContext, "db">,
  assetId: string | SQLWrapper,
  versionNumber: number | SQL,
) {
  return ctx.db
    .select({
      pageNumber: assetPageChunks.pageNumber,
      text: sql<string>`group_concat(${assetPageChunks.text}, ' ')`.as("page_text"),
    })
    .from(assetPageChunks)
    .where(and(eq(assetPageChunks.assetId, assetId), eq(assetPageChunks.versionNumber, versionNumber)))
    .groupBy(assetPageChunks.pageNumber)
    .orderBy(asc(assetPageChunks.pageNumber));
}

/** The current version's pages, for someone who may read the document (404 otherwise). */
export async function listPageText(ctx: ActorContext, assetId: string): Promise<PageText[]> {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  return pageTextOf(ctx, asset.id, asset.currentVersion);
}
