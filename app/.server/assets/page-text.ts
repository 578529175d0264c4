// The extracted text of a document, page by page: the reader's view without JavaScript (issue 10) and anything
// else that reads a document as text. Only the current version's pages, and only for someone who may read it.
import { and, asc, eq } from "drizzle-orm";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { requireAsset } from "./access";

const { assetPageChunks } = schema;

export type PageText = { pageNumber: number; text: string };

/** The current version's pages in order ([] while extraction is pending, failed or not applicable). */
export async function listPageText(ctx: ActorContext, assetId: string): Promise<PageText[]> {
  const { asset } = await requireAsset(ctx, assetId, "asset.view");
  return ctx.db
    .select({ pageNumber: assetPageChunks.pageNumber, text: assetPageChunks.text })
    .from(assetPageChunks)
    .where(and(eq(assetPageChunks.assetId, asset.id), eq(assetPageChunks.versionNumber, asset.currentVersion)))
    .orderBy(asc(assetPageChunks.pageNumber))
    .all();
}
