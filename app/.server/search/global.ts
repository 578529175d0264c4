// Global search (issue 12): one FTS5 index over every kind (search_entries_fts, decision 045), ranked by bm25 with
// titles weighted above bodies, grouped by kind with counts, filtered by kind and organisation, and filtered by
// what the actor may open in the same SQL (visibility.ts). Snippets are computed for the page of hits only.
import { sql } from "drizzle-orm";
import { GROUP_PAGE_SIZE, GROUP_PREVIEW_SIZE } from "../../lib/search/constants";
import { SEARCH_KINDS, type SearchKind } from "../../lib/search/kinds";
import type { SearchHit } from "../../lib/search/results";
import { type GlobalSearchInput, GlobalSearchSchema } from "../../lib/search/schemas";
import { requireMembership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { HIT_COLUMNS, hitDetailsOf, hitOf, visibleHits } from "./hits";
import { matchExpressionOf } from "./match-expression";
import { parseSearchInput } from "./parse";

export type SearchGroup = { kind: SearchKind; count: number; hits: SearchHit[] };
export type GlobalSearchResult = {
  query: string;
  kind: SearchKind | null;
  organizationId: string | null;
  page: number;
  /** Hits per kind for the query and organisation, whatever the kind filter: the filter shows them. */
  counts: Record<SearchKind, number>;
  total: number;
  /** The kinds with hits in SEARCH_KINDS order (only the chosen kind when one is): a preview, or the kind's page. */
  groups: SearchGroup[];
  /** The chosen kind has another page. */
  hasMore: boolean;
};

/**
 * Everything the actor may open that holds every word of the query. Without a kind: the best hits of each kind;
 * with one: that kind's hits a page at a time. In one organisation (404 unless the actor is an active member) or
 * in all of theirs. A query with nothing to search for is a 400 that says why.
 */
export async function searchEverything(ctx: ActorContext, input: GlobalSearchInput): Promise<GlobalSearchResult> {
  const { q, kind, page, ...filters } = parseSearchInput(GlobalSearchSchema, input);
  const match = matchExpressionOf(q);
  const organizationId = filters.organizationId
    ? (await requireMembership(ctx, filters.organizationId, "organization.view")).organization.id
    : null;
  const hits = visibleHits(ctx, match, { organizationId });

  const ranked = kind
    ? sql`select entry_id, score from (${hits}) where entry_kind = ${kind} order by score, entry_id
        limit ${GROUP_PAGE_SIZE + 1} offset ${(page - 1) * GROUP_PAGE_SIZE}`
    : sql`select entry_id, score from (select entry_id, score, row_number() over (
          partition by entry_kind order by score, entry_id) as place from (${hits}))
        where place <= ${GROUP_PREVIEW_SIZE}`;

  const [countRows, hitRows] = await ctx.db.batch([
    ctx.db
      .select({ kind: sql<SearchKind>`entry_kind`, count: sql<number>`found` })
      .from(sql`(select entry_kind, count(*) as found from (${hits}) group by entry_kind)`),
    ctx.db.select(HIT_COLUMNS).from(sql`(${hitDetailsOf(ranked, match)})`),
  ]);

  const counts = Object.fromEntries(SEARCH_KINDS.map((each) => [each, 0])) as Record<SearchKind, number>;
  for (const row of countRows) counts[row.kind] = Number(row.count);
  const found = hitRows.map(hitOf);
  const shown = kind ? found.slice(0, GROUP_PAGE_SIZE) : found;
  const groups = SEARCH_KINDS.filter((each) => (kind ? each === kind : counts[each] > 0)).map((each) => ({
    kind: each,
    count: counts[each],
    hits: shown.filter((hit) => hit.kind === each),
  }));
  return {
    query: q,
    kind: kind ?? null,
    organizationId,
    page,
    counts,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    groups,
    hasMore: kind ? found.length > GROUP_PAGE_SIZE : false,
  };
}
