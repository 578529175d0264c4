// D1's batch answers each statement's rows as objects keyed by column name, and drizzle turns them back into
// arrays by key order (drizzle-orm d1 `d1ToRawMapping`): two joined tables with a column of the same name (`id`,
// `name`, `status`) collapse into one key and every later field shifts. Outside a batch drizzle reads raw arrays and
// the clash is harmless. A query meant for `db.batch` that selects a whole second table names its columns apart.
import { getTableColumns, type SQL, sql, type Table } from "drizzle-orm";

type Aliased<T extends Table> = { [K in keyof T["_"]["columns"]]: SQL.Aliased<T["_"]["columns"][K]["_"]["data"]> };

/**
 * Every column of `table`, selected as `{prefix}__{column}` (two underscores: no column of ours has them, so no
 * clash with a column such as `organization_id`), each decoded as its column decodes it.
 */
export function columnsNamedApart<T extends Table>(table: T, prefix: string): Aliased<T> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      sql`${column}`.mapWith(column).as(`${prefix}__${column.name}`),
    ]),
  ) as Aliased<T>;
}
