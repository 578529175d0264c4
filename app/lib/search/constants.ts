// Full-text search (issues 10 and 12; ARCHITECTURE.md: SQLite FTS5 inside D1, bm25 ranking, snippets).
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

/** Hits shown per group on the search page when no kind is chosen; a kind's own list pages by GROUP_PAGE_SIZE. */
export const GROUP_PREVIEW_SIZE = 5;
export const GROUP_PAGE_SIZE = 20;
/** GET /api/assets/search?q&limit (002 §7.1): limit defaults to 50. */
export const ASSET_SEARCH_DEFAULT_LIMIT = 50;
export const ASSET_SEARCH_MAX_LIMIT = 100;
/** bm25 column weights of search_entries_fts (title, body): a word in a title counts more than one in a body. */
export const TITLE_WEIGHT = 4;
export const BODY_WEIGHT = 1;
/**
 * An organisation's index entries have ids search_band << SEARCH_BAND_BITS | n, n from 1 (decision 069): migration
 * 0020's trigger numbers them, a search seeks the rowid range of its organisations' bands.
 */
export const SEARCH_BAND_BITS = 32;
/**
 * When the range of the actor's bands spans other organisations' bands, a search tests each match's rowid against
 * the set of its organisations' index rows when they number at most this (decision 054): building the set costs
 * about a microsecond a row, so a larger scope joins each match instead.
 */
export const SCOPE_SET_MAX_ENTRIES = 2_000;

export const SEARCH_MESSAGES = {
  emptyQuery: "Enter a word to search for",
  noSearchableWords: "Enter a word or number to search for: punctuation alone finds nothing",
  tooLong: `Search for at most ${SEARCH_QUERY_MAX} characters`,
  tooManyTerms: `Search for at most ${SEARCH_MAX_TERMS} words`,
  noDocumentsHint:
    "Search reads the text of documents whose text extraction is done. Scanned pages without a text layer need OCR.",
  noResults: "No results for",
  noResultsHint: "Check the spelling, try fewer words, or clear the filters.",
  noResultsOfKind: "Nothing of this kind matches",
  startHint: "Search organizations, committees, members, meetings, agenda items, minutes, documents and annotations.",
  unknownKind: "Choose one of the kinds of result",
} as const;
