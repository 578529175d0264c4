// Matching text in SQL without LIKE: D1 refuses LIKE and GLOB patterns over 50 bytes ("LIKE or GLOB pattern too
// complex"), and a pattern built from stored or typed text (a slug, a search) can be longer (CONVENTIONS 16).
import { type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";

type Text = SQLWrapper | string;

/**
 * Case-insensitive "contains" (ASCII case, as SQLite's lower() and LIKE fold it). A placeholder's value is given
 * lower-cased already (`toLowerCase`, as a string is here): a query read with the session (decision 066).
 */
export function containsText(column: SQLWrapper, text: string | Placeholder): SQL {
  return sql`instr(lower(${column}), ${typeof text === "string" ? text.toLowerCase() : text}) > 0`;
}

export function startsWith(column: SQLWrapper, prefix: Text): SQL {
  return sql`substr(${column}, 1, length(${prefix})) = ${prefix}`;
}

export function endsWith(column: SQLWrapper, suffix: Text): SQL {
  return sql`substr(${column}, -length(${suffix})) = ${suffix}`;
}
