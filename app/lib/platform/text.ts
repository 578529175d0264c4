import { z } from "./zod";

/**
 * Line breaks and other control characters. In a name they can break a header (an email subject is built from
 * names) or a layout; in a redirect target, a browser drops them and reads "/\t/evil.com" as "//evil.com".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTER.source}+`, "g");
/**
 * Invisible characters that change how the text around them reads: bidirectional overrides, embeddings
 * and isolates ('invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'), direction marks, zero-width space,
 * word joiner and byte-order mark. Zero-width (non-)joiners stay: Persian and Indic names need them.
 */
const INVISIBLE_FORMATTING = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * A single-line text field: control characters become one space, invisible formatting characters go,
 * then `schema` (trim, lengths) applies, so a name of only such characters is an empty name.
 */
export function singleLine<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.replace(CONTROL_RUNS, " ").replace(INVISIBLE_FORMATTING, "") : value),
    schema,
  );
}
