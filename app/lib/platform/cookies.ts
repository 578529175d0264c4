// Reading cookies: one parser (the `cookie` package, as Remix uses) for every cookie we read.
import { parse } from "cookie";

/** The value of cookie `name` in a Cookie header, decoded; undefined when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parse(cookieHeader)[name] : undefined;
}
