// The /dashboard/search page's reading of its URL and its results: a plain GET form's parameters (q, kind,
// organization, page), and the results or the reason there are none.
import { DOCUMENT_RESULTS_MAX_OFFSET, GROUP_PAGE_SIZE } from "../../lib/search/constants";
import { isSearchKind, type SearchKind } from "../../lib/search/kinds";
import { GlobalSearchSchema } from "../../lib/search/schemas";
import { SearchQuerySchema } from "../../lib/shell/schemas";
import type { ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { type GlobalSearchResult, type GlobalSearchRows, type SearchAsked, searchEverything } from "./global";
import { matchExpressionOf } from "./match-expression";

export type SearchPageParams = { kind: SearchKind | null; organizationId: string | null; page: number };

export type SearchPageResults = { found: GlobalSearchResult; problem: null } | { found: null; problem: string };

const LAST_PAGE = DOCUMENT_RESULTS_MAX_OFFSET / GROUP_PAGE_SIZE + 1;

/** The filters as the page reads them: an unknown kind or an empty organisation is no filter, pages held in range. */
export function searchPageParams({ searchParams }: Pick<URL, "searchParams">): SearchPageParams {
  const kind = searchParams.get("kind");
  const organizationId = searchParams.get("organization")?.trim() || null;
  const page = Math.trunc(Number(searchParams.get("page") ?? 1));
  return {
    kind: isSearchKind(kind) ? kind : null,
    organizationId,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), LAST_PAGE) : 1,
  };
}

/** The search's input from the page's query and filters. */
const searchInputOf = (q: string, params: SearchPageParams) => ({
  q,
  kind: params.kind ?? undefined,
  organizationId: params.organizationId ?? undefined,
  page: params.page,
});

/** The query as the page reads it (`?q=`, trimmed and cut to the longest the search takes). */
export const searchPageQuery = (search: URLSearchParams) => SearchQuerySchema.parse(Object.fromEntries(search)).q;

/** What the page's search asks, as `searchEverything` will parse it; null when there is none or it is refused. */
export function searchAskedOf(search: URLSearchParams): SearchAsked | null {
  const q = searchPageQuery(search);
  if (!q) return null;
  const parsed = GlobalSearchSchema.safeParse(searchInputOf(q, searchPageParams({ searchParams: search })));
  if (!parsed.success) return null;
  try {
    const { kind, page, organizationId } = parsed.data;
    return {
      match: matchExpressionOf(parsed.data.q),
      kind: kind ?? null,
      page,
      organizationId: organizationId ?? null,
    };
  } catch {
    return null; // no word to search for, or too many: the page says so
  }
}

/** A query the search refuses (only punctuation, too many words) is said on the page, not an error page. */
export async function searchPageResults(
  ctx: ActorContext,
  query: string,
  params: SearchPageParams,
  prefetched?: (asked: SearchAsked) => GlobalSearchRows | undefined,
): Promise<SearchPageResults> {
  try {
    const found = await searchEverything(ctx, searchInputOf(query, params), prefetched);
    return { found, problem: null };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return { found: null, problem: error.message };
    throw error;
  }
}
