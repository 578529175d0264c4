// How a quote is compared with a page's text, on the server (re-anchoring) and in the reader (finding the quote in
// pdf.js's text layer): one rule, so both agree on what counts as the same words.

/** Lower case, typographic quotes and dashes made plain (whitespace is each side's own business). */
export function plainCharacters(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-");
}
