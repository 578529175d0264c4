// Global search (issue 12): one FTS5 index over every kind (search_entries_fts, decision 045), ranked by bm25 with
// titles weighted above bodies, grouped by kind with counts, filtered by kind and organisation, and filtered by
// what the actor may open in the same SQL (visibility.ts). Snippets are computed for the page of hits only.
import { type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { GROUP_PAGE_SIZE, GROUP_PREVIEW_SIZE } from "../../lib/search/constants";
import { SEARCH_KINDS, type SearchKind } from "../../lib/search/kinds";
import type { SearchHit } from "../../lib/search/results";
import { type GlobalSearchInput, GlobalSearchSchema } from "../../lib/search/schemas";
import { requireMembership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import type { Db } from "../platform/db/client";
import { HIT_COLUMNS, hitDetailsOf, hitOf, type Searcher, searcherOf, visibleHitsOf } from "./hits";
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

/** Which hits a search shows: a kind's page (`offset` into it), or each kind's best (`kind` null). */
export type SearchWindow = { kind: SearchKind | SQLWrapper | null; offset: number | SQLWrapper };

/**
 * A search's two statements: the hits per kind, and the hits shown with their details. The searcher, the match and
 * the window may be placeholders (search/page-reads.ts); whether a kind is chosen changes the statements' shape.
 */
export function globalSearchQueries(
  db: Db,
  searcher: Searcher,
  match: string | SQLWrapper,
  { kind, offset }: SearchWindow,
  organizationId: string | null = null,
) {
  const hits = visibleHitsOf(searcher, match, { organizationId });
  const ranked =
    kind !== null
      ? sql`select entry_id, score from (${hits}) where entry_kind = ${kind} order by score, entry_id
        limit ${GROUP_PAGE_SIZE + 1} offset ${offset}`
      : sql`select entry_id, score from (select entry_id, score, row_number() over (
          partition by entry_kind order by score, entry_id) as place from (${hits}))
        where place <= ${GROUP_PREVIEW_SIZE}`;
  return [
    db
      .select({ kind: sql<SearchKind>`entry_kind`, count: sql<number>`found` })
      .from(sql`(select entry_kind, count(*) as found from (${hits}) group by entry_kind)`),
    db.select(HIT_COLUMNS).from(sql`(${hitDetailsOf(ranked, match)})`),
  ] as const;
}

export type GlobalSearchRows = BatchResponse<ReturnType<typeof globalSearchQueries>>;

/** What a search asks once its input is parsed: the read with the session that serves it is keyed on this. */
export type SearchAsked = { match: string; kind: SearchKind | null; page: number; organizationId: string | null };

/**
 * Everything the actor may open that holds every word of the query. Without a kind: the best hits of each kind;
 * with one: that kind's hits a page at a time. In one organisation (404 unless the actor is an active member) or
 * in all of theirs. A query with nothing to search for is a 400 that says why. `prefetched` gives the rows read
 * with the session for what is asked, if any were (search/page-reads.ts); else they make their own round trip.
 */
export async function searchEverything(
  ctx: ActorContext,
  input: GlobalSearchInput,
  prefetched?: (asked: SearchAsked) => GlobalSearchRows | undefined,
): Promise<GlobalSearchResult> {
  const { q, kind, page, ...filters } = parseSearchInput(GlobalSearchSchema, input);
  const match = matchExpressionOf(q);
  const organizationId = filters.organizationId
    ? (await requireMembership(ctx, filters.organizationId, "organization.view")).organization.id
    : null;
  const window = { kind: kind ?? null, offset: (page - 1) * GROUP_PAGE_SIZE };
  const [countRows, hitRows] =
    prefetched?.({ match, kind: window.kind, page, organizationId }) ??
    (await ctx.db.batch(globalSearchQueries(ctx.db, searcherOf(ctx), match, window, organizationId)));

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
