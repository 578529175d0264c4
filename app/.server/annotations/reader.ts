// What the reader page shows: the document, its annotations for this reader, the extracted text of the current
// version per page (what a reader without JavaScript reads), and what this reader may do.
import { type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { AnnotationView } from "../../lib/annotations/realtime";
import { assetAccessFrom, assetAccessRead, checkAssetId, type Key } from "../assets/access";
import { pageTextQuery } from "../assets/page-text";
import type { ActorContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { can } from "../platform/policy";
import { annotationsFrom, annotationsQueries } from "./annotations";

const { assets } = schema;

/**
 * The reader's guard and reads: the document guard's read, the annotations with their replies and the current
 * version's text, each naming the document by the same id, so a refused guard drops them unseen. Alone, or alongside
 * the session lookup (assets/page-reads.ts).
 */
export function readerQueries(db: Db, assetId: Key, userId: Key, now: number | SQLWrapper) {
  const currentVersion = sql<number>`(select ${assets.currentVersion} from ${assets} where ${assets.id} = ${assetId})`;
  return [
    assetAccessRead(db, assetId, userId, now),
    ...annotationsQueries(db, assetId, userId),
    pageTextQuery({ db }, assetId, currentVersion),
  ] as const;
}

// The same batch on every view but for the document, the actor and the clock: built once per isolate (decision 052).
const readerReads = batchTemplate((db) =>
  readerQueries(db, sql.placeholder("assetId"), sql.placeholder("userId"), sql.placeholder("now")),
);

/**
 * One D1 round trip (decision 062), none of its own when `prefetched` (the rows `readerQueries` gave alongside the
 * session lookup, decision 066).
 */
export async function loadReader(
  ctx: ActorContext,
  assetId: string,
  prefetched?: BatchResponse<ReturnType<typeof readerQueries>>,
) {
  checkAssetId(assetId);
  const [accessRows, annotationRows, replyRows, pages] =
    prefetched ?? (await ctx.db.batch(readerReads(ctx.db, { assetId, userId: ctx.actor.user.id, now: Date.now() })));
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
