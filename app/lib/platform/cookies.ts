// Reading cookies: one parser (the `cookie` package) for every cookie we read.
import { parse } from "cookie";

/** A value that does not decode (e.g. a lone "%") reads as absent, never as its raw text. */
function decodeOrDrop(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The value of cookie `name` in a Cookie header, decoded; undefined when absent or malformed. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parse(cookieHeader, { decode: decodeOrDrop })[name] : undefined;
}
