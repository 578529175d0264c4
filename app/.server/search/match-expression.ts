// A user's words as an FTS5 MATCH expression that can only mean "pages holding all these words". FTS5 has its own
// query language (quotes, *, ^, NEAR(), AND/OR/NOT, column filters): passed through, a stray quote is a syntax
// error (a 500) and an operator changes the question. So the query is cut into words the way the index's
// tokenizer (unicode61) cuts text, and each word becomes one quoted string: syntax never reaches FTS5.
import { SEARCH_MAX_TERMS, SEARCH_MESSAGES } from "../../lib/search/constants";
import { badRequest } from "../platform/errors";

/** unicode61's token characters: letters, numbers and private-use characters; everything else separates. */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/** The words FTS5 will look for, or a 400 when there are none or too many. */
export function searchTermsOf(query: string): string[] {
  const terms = query.match(WORD) ?? [];
  if (terms.length === 0)
    throw badRequest(SEARCH_MESSAGES.noSearchableWords, { q: [SEARCH_MESSAGES.noSearchableWords] });
  if (terms.length > SEARCH_MAX_TERMS)
    throw badRequest(SEARCH_MESSAGES.tooManyTerms, { q: [SEARCH_MESSAGES.tooManyTerms] });
  return terms;
}

/** Every word quoted (a word holds no quote to escape) and joined by spaces, FTS5's implicit AND. */
export function matchExpressionOf(query: string): string {
  return searchTermsOf(query)
    .map((term) => `"${term}"`)
    .join(" ");
}

// snippet() and highlight() wrap each match in these; indexed text never holds them (control characters are removed
// at extraction and by the forms' single-line and text rules).
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";
