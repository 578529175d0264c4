// D1 binds at most 100 parameters per statement; a longer `in (...)` list or a multi-row insert past it answers
// 500 ("too many SQL variables"). Lists go in as one JSON parameter; inserts go in chunks (CONVENTIONS 16).
import { getTableColumns, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

export const MAX_BOUND_PARAMETERS = 100;

/** `column in (values)` with a single bound parameter, however many values there are. */
export function inList(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
}

/**
 * Multi-row inserts of `rows`, each binding at most MAX_BOUND_PARAMETERS: drizzle binds every column of the table
 * for every row (a default too), so the table's width sets the rows per statement. For the caller's db.batch.
 */
export function insertsInChunks<Table extends SQLiteTable>(db: Db, table: Table, rows: Table["$inferInsert"][]) {
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length));
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    db.insert(table).values(rows.slice(index * size, (index + 1) * size)),
  );
}
