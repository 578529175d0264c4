import type { DocumentSearchPage } from "../../../app/.server/search/documents";
import { documentPageHref } from "../../../app/lib/search/results";

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
