import type { DocumentSearchPage } from "../../../app/.server/search/documents";
import type { GlobalSearchResult } from "../../../app/.server/search/global";
import { documentPageHref, type SnippetPart, searchHitHref } from "../../../app/lib/search/results";

/** Search results in the API's snake_case; `snippet` is plain text, `highlights` the same text in parts. */
export function presentDocumentSearch(page: DocumentSearchPage) {
  return {
    results: page.results.map((result) => ({
      document_id: result.documentId,
      title: result.title,
      organization_id: result.organizationId,
      organization_name: result.organizationName,
      page_number: result.pageNumber,
      snippet: result.snippet.map((part) => part.text).join(""),
      highlights: result.snippet,
      read_url: documentPageHref(result.documentId, result.pageNumber),
    })),
    pagination: { limit: page.limit, offset: page.offset, has_more: page.hasMore },
  };
}

const plain = (parts: SnippetPart[]) => parts.map((part) => part.text).join("");

/** Global search in the API's snake_case: counts per kind, and each group's hits with their address in the app. */
export function presentGlobalSearch(found: GlobalSearchResult) {
  return {
    query: found.query,
    kind: found.kind,
    organization_id: found.organizationId,
    page: found.page,
    total: found.total,
    counts: found.counts,
    has_more: found.hasMore,
    groups: found.groups.map((group) => ({
      kind: group.kind,
      count: group.count,
      results: group.hits.map((hit) => ({
        kind: hit.kind,
        id: hit.id,
        title: plain(hit.title) || hit.context?.title || null,
        title_highlights: hit.title,
        snippet: plain(hit.snippet),
        highlights: hit.snippet,
        organization_id: hit.organizationId,
        organization_name: hit.organizationName,
        context: hit.context,
        page_number: hit.pageNumber,
        url: searchHitHref(hit),
      })),
    })),
  };
}
