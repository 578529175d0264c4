// What the reader page shows: the document, its annotations for this reader, the extracted text of the current
// version per page (what a reader without JavaScript reads), and what this reader may do.
import { sql } from "drizzle-orm";
import type { AnnotationView } from "../../lib/annotations/realtime";
import { assetAccessFrom, assetAccessQuery, checkAssetId } from "../assets/access";
import { pageTextQuery } from "../assets/page-text";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { can } from "../platform/policy";
import { annotationsFrom, annotationsQueries } from "./annotations";

const { assets } = schema;

/**
 * One D1 round trip (decision 062): the document guard's read, the annotations with their replies and the current
 * version's text in one batch, each naming the document by the same id, so a refused guard drops them unseen.
 */
export async function loadReader(ctx: ActorContext, assetId: string) {
  checkAssetId(assetId);
  const currentVersion = sql<number>`(select ${assets.currentVersion} from ${assets} where ${assets.id} = ${assetId})`;
  const [accessRows, annotationRows, replyRows, pages] = await ctx.db.batch([
    assetAccessQuery(ctx, assetId),
    ...annotationsQueries(ctx, assetId),
    pageTextQuery(ctx, assetId, currentVersion),
  ]);
  const { asset, scope } = assetAccessFrom(ctx, accessRows[0], "asset.view");
  const annotations = annotationsFrom(annotationRows, replyRows);
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
      /** Why the document is read-only (an archived or expired vault holds it), shown instead of the forms. */
      readOnlyBecause: scope.readOnlyBecause,
      isOrganizationAdmin: scope.role === "owner" || scope.role === "admin",
      /** May edit the document: such a reader fixes re-anchored highlights' rectangles for everyone. */
      canEditDocument: scope.access === "edit" || scope.access === "manage",
    },
  };
}
