// What the reader page shows: the document, its annotations for this reader, the extracted text of the current
// version per page (what a reader without JavaScript reads), and what this reader may do.
import type { AnnotationView } from "../../lib/annotations/realtime";
import { requireAsset } from "../assets/access";
import { pageTextOf } from "../assets/page-text";
import type { ActorContext } from "../platform/context";
import { can } from "../platform/policy";
import { annotationsOf } from "./annotations";

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
      /** Why the document is read-only (an archived or expired vault holds it), shown instead of the forms. */
      readOnlyBecause: scope.readOnlyBecause,
      isOrganizationAdmin: scope.role === "owner" || scope.role === "admin",
      /** May edit the document: such a reader fixes re-anchored highlights' rectangles for everyone. */
      canEditDocument: scope.access === "edit" || scope.access === "manage",
    },
  };
}
