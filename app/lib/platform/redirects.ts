// Where a request may send the browser next: paths on this site only (no open redirects).

import { CONTROL_CHARACTER } from "./text";
import { z } from "./zod";

const SAME_SITE_BASE = "https://same-site.invalid";
const REDIRECT_MAX_LENGTH = 2000;
const MAX_DECODING_ROUNDS = 3;
// Browsers drop tabs and newlines from a URL and read a backslash as "/", so "/\evil.com" or
// "/<tab>/evil.com" become "//evil.com": another site.
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

function isPlainAbsolutePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !CONTROL_CHARACTER.test(path) &&
    !DOT_SEGMENT.test(path)
  );
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The one rule for redirect targets taken from a request (sign-in, sign-up, shell forms, demo):
 * a path on this site, such as "/dashboard?x=1". Refuses anything a browser could resolve to
 * another origin: "//host", backslashes, control characters, dot segments ("/..//host"), and the
 * same tricks behind percent-encoding ("/%5Chost"): the path is checked again after each decoding.
 */
export function isSameSitePath(value: string): boolean {
  if (value.length === 0 || value.length > REDIRECT_MAX_LENGTH || CONTROL_CHARACTER.test(value)) return false;
  let path = value.split(/[?#]/, 1)[0];
  for (let round = 0; ; round++) {
    if (!isPlainAbsolutePath(path)) return false;
    const decoded = safeDecode(path);
    if (decoded === path) break;
    if (decoded === null || round === MAX_DECODING_ROUNDS) return false;
    path = decoded;
  }
  const resolved = new URL(value, SAME_SITE_BASE);
  return resolved.origin === SAME_SITE_BASE && !resolved.pathname.startsWith("//");
}

/** An optional redirect target: kept when it is a same-site path, dropped (undefined) otherwise. */
export const sameSitePath = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && isSameSitePath(value) ? value : undefined));
