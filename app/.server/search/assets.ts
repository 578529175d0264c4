// GET /api/assets/search?q&limit (002 §7.1, the assistant panel's picker): the documents the actor may read whose
// title, description or current pages hold every word of q, best first, each once. Empty q finds nothing.
import { inArray, sql } from "drizzle-orm";
import type { z } from "../../lib/platform/zod";
import type { AssetSearchQuerySchema } from "../../lib/search/schemas";
import type { Asset } from "../assets/access";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { visibleHits } from "./hits";
import { matchExpressionOf } from "./match-expression";

const { assets, searchEntries } = schema;

export async function searchAssets(
  ctx: ActorContext,
  { q, limit }: z.output<typeof AssetSearchQuerySchema>,
): Promise<Asset[]> {
  if (!q) return [];
  const match = matchExpressionOf(q);
  const documentsOnly = sql`and ${searchEntries.kind} = 'document'`;
  const best = await ctx.db.select({ assetId: sql<string>`asset_id` }).from(
    // Materialised first: flattened into the grouping, bm25() would be asked outside its full-text query.
    sql`(with hits as materialized (${visibleHits(ctx, match, { where: documentsOnly })})
      select ${searchEntries.assetId} as asset_id, min(hits.score) as best
      from hits join ${searchEntries} on ${searchEntries.rowid} = hits.entry_id
      group by ${searchEntries.assetId} order by best, asset_id limit ${limit})`,
  );
  if (best.length === 0) return [];
  const order = new Map(best.map((row, index) => [row.assetId, index]));
  const rows = await ctx.db
    .select()
    .from(assets)
    .where(
      inArray(
        assets.id,
        best.map((row) => row.assetId),
      ),
    );
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
