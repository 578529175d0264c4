// Matching text in SQL without LIKE: D1 refuses LIKE and GLOB patterns over 50 bytes ("LIKE or GLOB pattern too
// complex"), and a pattern built from stored or typed text (a slug, a search) can be longer (CONVENTIONS 16).
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

type Text = SQLWrapper | string;

/** Case-insensitive "contains" (ASCII case, as SQLite's lower() and LIKE fold it). */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`instr(lower(${column}), ${text.toLowerCase()}) > 0`;
}

export function startsWith(column: SQLWrapper, prefix: Text): SQL {
  return sql`substr(${column}, 1, length(${prefix})) = ${prefix}`;
}

export function endsWith(column: SQLWrapper, suffix: Text): SQL {
  return sql`substr(${column}, -length(${suffix})) = ${suffix}`;
}
