import type { SQL } from "drizzle-orm";

/**
 * Whose rows a per-user query reads: a user id, or SQL that yields one. The second lets a query ride in
 * the same D1 batch as the session lookup, keyed on the session (`sessionUserKey`), before anyone knows
 * the user's id (docs/decisions/026).
 */
export type UserKey = string | SQL;
