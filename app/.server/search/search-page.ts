// The /dashboard/search page's reading of its URL and its results: a plain GET form's parameters (q, kind,
// organization, page), and the results or the reason there are none.
import { DOCUMENT_RESULTS_MAX_OFFSET, GROUP_PAGE_SIZE } from "../../lib/search/constants";
import { isSearchKind, type SearchKind } from "../../lib/search/kinds";
import type { ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { type GlobalSearchResult, searchEverything } from "./global";

export type SearchPageParams = { kind: SearchKind | null; organizationId: string | null; page: number };

export type SearchPageResults = { found: GlobalSearchResult; problem: null } | { found: null; problem: string };

const LAST_PAGE = DOCUMENT_RESULTS_MAX_OFFSET / GROUP_PAGE_SIZE + 1;

/** The filters as the page reads them: an unknown kind or an empty organisation is no filter, pages held in range. */
export function searchPageParams(url: URL): SearchPageParams {
  const kind = url.searchParams.get("kind");
  const organizationId = url.searchParams.get("organization")?.trim() || null;
  const page = Math.trunc(Number(url.searchParams.get("page") ?? 1));
  return {
    kind: isSearchKind(kind) ? kind : null,
    organizationId,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), LAST_PAGE) : 1,
  };
}

/** A query the search refuses (only punctuation, too many words) is said on the page, not an error page. */
export async function searchPageResults(
  ctx: ActorContext,
  query: string,
  params: SearchPageParams,
): Promise<SearchPageResults> {
  try {
    const found = await searchEverything(ctx, {
      q: query,
      kind: params.kind ?? undefined,
      organizationId: params.organizationId ?? undefined,
      page: params.page,
    });
    return { found, problem: null };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return { found: null, problem: error.message };
    throw error;
  }
}
