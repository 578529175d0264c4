// What the reader page shows: the document, its annotations for this reader, the extracted text of the current
// version per page (what a reader without JavaScript reads), and what this reader may do.
import { and, asc, eq, sql } from "drizzle-orm";
import type { AnnotationView } from "../../lib/annotations/realtime";
import { requireAsset } from "../assets/access";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { can } from "../platform/policy";
import { annotationsOf } from "./annotations";

const { assetPageChunks } = schema;

export type ReaderPage = { pageNumber: number; text: string };

export async function loadReader(ctx: ActorContext, assetId: string) {
  const { asset, scope } = await requireAsset(ctx, assetId, "asset.view");
  const [annotations, pages] = await Promise.all([
    annotationsOf(ctx, asset.id),
    pageTextOf(ctx, asset.id, asset.currentVersion),
  ]);
  return {
    asset: {
      id: asset.id,
      title: asset.title,
      fileName: asset.originalFileName,
      mimeType: asset.mimeType,
      pageCount: asset.pageCount,
      currentVersion: asset.currentVersion,
      extractionStatus: asset.extractionStatus,
      extractionError: asset.extractionError,
    },
    annotations: annotations satisfies AnnotationView[],
    pages,
    viewer: {
      id: ctx.actor.user.id,
      canAnnotate: can(ctx.actor, "asset.annotate", scope),
      isOrganizationAdmin: scope.role === "owner" || scope.role === "admin",
    },
  };
}

/**
 * The extracted text of one version, page by page (the text slice exports an equivalent `listPageText`; one of
 * the two goes at merge). Call after the document guard, or from a system step.
 */
export async function pageTextOf(
  ctx: Pick<ServiceContext, "db">,
  assetId: string,
  versionNumber: number,
): Promise<ReaderPage[]> {
  return ctx.db
    .select({
      pageNumber: assetPageChunks.pageNumber,
      text: sql<string>`group_concat(${assetPageChunks.text}, ' ')`,
    })
    .from(assetPageChunks)
    .where(and(eq(assetPageChunks.assetId, assetId), eq(assetPageChunks.versionNumber, versionNumber)))
    .groupBy(assetPageChunks.pageNumber)
    .orderBy(asc(assetPageChunks.pageNumber));
}
