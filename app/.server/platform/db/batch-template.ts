// Reads built once per isolate and run many times (docs/decisions/052). drizzle turns a query builder into SQL on
// every run: walking its tree, `is()` checks at each node. For a batch that is the same on every request but for a
// few values (the session lookup and the shell's reads), that was about a fifth of a page view's JavaScript. A
// template builds the batch once with `sql.placeholder(name)` where the values go, keeps drizzle's own prepared
// queries (their SQL, statement and result mapping) and fills in the values per run.
import { fillPlaceholders } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";

/** What drizzle's D1 batch asks of each item (`SQLiteD1Session.batch`): its prepared query. */
type PreparedForBatch = {
  getQuery(): { sql: string; params: unknown[] };
  stmt: D1PreparedStatement;
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
};
type Preparable = { _prepare(): PreparedForBatch };

/**
 * `build` must take every per-request value from a placeholder, never from its closure (a clock, an id): it runs
 * once per database binding and its values are kept. Values missing at run time throw (drizzle's check).
 */
export function batchTemplate<Items extends readonly BatchItem<"sqlite">[]>(build: (db: Db) => Items) {
  const built = new WeakMap<Db, { prepared: PreparedForBatch; sql: string; params: unknown[] }[]>();
  return (db: Db, values: Record<string, unknown>): Items => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db).map((item) => {
        const prepared = (item as unknown as Preparable)._prepare();
        return { prepared, ...prepared.getQuery() };
      });
      built.set(db, queries);
    }
    return queries.map(
      ({ prepared, sql, params }): Preparable => ({
        _prepare: () => ({
          getQuery: () => ({ sql, params: fillPlaceholders(params, values) }),
          stmt: prepared.stmt,
          mapResult: (result, isFromBatch) => prepared.mapResult(result, isFromBatch),
        }),
      }),
    ) as unknown as Items;
  };
}
