// The /dashboard/search page's documents group: one page of results for the query, or the reason there are none.
import { DOCUMENT_RESULTS_MAX_OFFSET, DOCUMENT_RESULTS_PAGE_SIZE } from "../../lib/search/constants";
import type { ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { type DocumentSearchResult, searchDocumentText } from "./documents";

export type DocumentResultsGroup =
  | { results: DocumentSearchResult[]; page: number; hasMore: boolean; problem: null }
  | { results: []; page: number; hasMore: false; problem: string };

const LAST_PAGE = DOCUMENT_RESULTS_MAX_OFFSET / DOCUMENT_RESULTS_PAGE_SIZE + 1;

/** ?page= from 1, out-of-range values held to the first or last page the search allows. */
export function resultsPageOf(url: URL): number {
  const page = Math.trunc(Number(url.searchParams.get("page") ?? 1));
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), LAST_PAGE) : 1;
}

/** A query the search refuses (only punctuation, too many words) is said on the page, not an error page. */
export async function documentResultsGroup(ctx: ActorContext, query: string, page: number) {
  try {
    const found = await searchDocumentText(ctx, {
      query,
      limit: DOCUMENT_RESULTS_PAGE_SIZE,
      offset: (page - 1) * DOCUMENT_RESULTS_PAGE_SIZE,
    });
    return { results: found.results, page, hasMore: found.hasMore, problem: null } satisfies DocumentResultsGroup;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400)
      return { results: [], page, hasMore: false, problem: error.message } satisfies DocumentResultsGroup;
    throw error;
  }
}
