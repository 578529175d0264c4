// Finding an annotation's quote again in a page's text: exact after normalising, else the most similar window
// of words. Pure functions, so the re-anchoring rule is tested without a database.
import { plainCharacters } from "../../lib/annotations/plain-text";

/** At or above this similarity (0–1) a window counts as the quote, edited a little. */
export const QUOTE_MATCH_THRESHOLD = 0.8;
/** Long quotes are compared on their first characters: enough to recognise them, bounded in cost. */
const MAX_COMPARED_CHARACTERS = 400;

/** Lower case, typographic quotes and dashes made plain, hyphenated line breaks joined, whitespace collapsed. */
export function normaliseText(text: string): string {
  return plainCharacters(text)
    .replace(/-\s*\n\s*/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** How similar the quote is to the best window of the page (1 when it is there word for word). */
export function quoteSimilarity(quote: string, pageText: string): number {
  const wanted = normaliseText(quote).slice(0, MAX_COMPARED_CHARACTERS);
  const page = normaliseText(pageText);
  if (!wanted || !page) return 0;
  if (page.includes(wanted)) return 1;
  const wantedWords = wanted.split(" ");
  const pageWords = page.split(" ");
  const wantedSet = new Set(wantedWords);
  let best = 0;
  for (const size of [wantedWords.length - 1, wantedWords.length, wantedWords.length + 1]) {
    if (size < 1 || size > pageWords.length) continue;
    for (let start = 0; start + size <= pageWords.length; start++) {
      const window = pageWords.slice(start, start + size);
      // Cheap first: a window sharing few words with the quote can't be an edit of it.
      const shared = window.filter((word) => wantedSet.has(word)).length;
      if (shared / Math.max(size, wantedWords.length) < 0.5) continue;
      const candidate = window.join(" ");
      const similarity = 1 - editDistance(wanted, candidate) / Math.max(wanted.length, candidate.length);
      if (similarity > best) best = similarity;
    }
  }
  return best;
}

/**
 * Where the quote is on the new version: its page if it is still there, else the nearest page within two that
 * holds it (nearer first, earlier first on a tie), or null when no page matches well enough.
 */
export function findQuotePage(quote: string, page: number, pageTexts: Map<number, string>): number | null {
  for (const candidate of [page, page - 1, page + 1, page - 2, page + 2]) {
    const text = pageTexts.get(candidate);
    if (text !== undefined && quoteSimilarity(quote, text) >= QUOTE_MATCH_THRESHOLD) return candidate;
  }
  return null;
}

/** Levenshtein distance with two rows of memory. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}
