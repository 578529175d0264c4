import { z } from "zod";

/**
 * Line breaks and other control characters. In a name they can break a header (an email subject is built from
 * names) or a layout; in a redirect target, a browser drops them and reads "/\t/evil.com" as "//evil.com".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTER.source}+`, "g");

/** A single-line text field: control characters become one space, then `schema` (trim, lengths) applies. */
export function singleLine<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (typeof value === "string" ? value.replace(CONTROL_RUNS, " ") : value), schema);
}
