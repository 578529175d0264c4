// Full-text search of documents (issue 10; ARCHITECTURE.md: SQLite FTS5 inside D1, bm25 ranking, snippets).
import { SEARCH_QUERY_MAX } from "../shell/constants";

export { SEARCH_QUERY_MAX };
/** Words of one query: each becomes a quoted FTS5 term, and every one must be on the page. */
export const SEARCH_MAX_TERMS = 20;
export const DOCUMENT_RESULTS_PAGE_SIZE = 20;
export const DOCUMENT_RESULTS_MAX = 50;
/** Far enough to page through any real result list; a bound so nobody asks SQLite to skip a million rows. */
export const DOCUMENT_RESULTS_MAX_OFFSET = 1_000;
/** Tokens of page text around the matches in a result's snippet (FTS5 allows at most 64). */
export const SNIPPET_TOKENS = 16;

export const SEARCH_MESSAGES = {
  emptyQuery: "Enter a word to search for",
  noSearchableWords: "Enter a word or number to search for: punctuation alone finds nothing",
  tooLong: `Search for at most ${SEARCH_QUERY_MAX} characters`,
  tooManyTerms: `Search for at most ${SEARCH_MAX_TERMS} words`,
  noDocuments: "No documents match",
  noDocumentsHint:
    "Search reads the text of documents whose text extraction is done. Scanned pages without a text layer need OCR.",
  otherKindsNotBuilt: "Organizations, meetings and minutes are not searched yet: they arrive in a later release.",
} as const;
