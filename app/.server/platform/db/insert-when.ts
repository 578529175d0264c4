import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

/**
 * One row, inserted only if `condition` holds when the batch runs (`insert … select … where`): for rows that must
 * exist only if another statement of the same batch takes effect. Columns left out take their schema default.
 */
export function insertRowWhen<T extends SQLiteTable>(
  db: Db,
  table: T,
  values: Partial<T["$inferInsert"]>,
  condition: SQL,
) {
  // insert … select lists every column in table order; each value is encoded as its column encodes it.
  const selected = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (key in values) return sql.param(values[key as keyof typeof values], column);
    if (is(column.default, SQL)) return sql`${column.default}`;
    if (column.default !== undefined) return sql.param(column.default, column);
    if (column.defaultFn) return sql.param(column.defaultFn(), column);
    return sql`null`;
  });
  return db.insert(table).select(sql`select ${sql.join(selected, sql`, `)} where ${condition}`);
}
