// Reads built once per isolate and run many times (docs/decisions/052). drizzle turns a query builder into SQL on
// every run: walking its tree, `is()` checks at each node. For a batch that is the same on every request but for a
// few values (the session lookup and the shell's reads), that was about a fifth of a page view's JavaScript. A
// template builds the batch once with `sql.placeholder(name)` where the values go, keeps drizzle's own prepared
// queries (their SQL, statement and result mapping) and fills in the values per run.
import { fillPlaceholders, is, Placeholder } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "./client";

/** What drizzle's D1 batch asks of each item (`SQLiteD1Session.batch`): its prepared query. */
type PreparedForBatch = {
  getQuery(): { sql: string; params: unknown[] };
  stmt: D1PreparedStatement;
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
};
type Preparable = { _prepare(): PreparedForBatch };

type Built = { prepared: PreparedForBatch; sql: string; params: unknown[]; sentAs: number };

/** Two statements with this key are the same read at every run: the same SQL, values and placeholders. */
function readKey(sql: string, params: unknown[]): string | symbol {
  const values = params.map((param) => (is(param, Placeholder) ? { placeholder: param.name } : param));
  try {
    return `${sql}\u0000${JSON.stringify(values)}`;
  } catch {
    return Symbol("a value JSON can't write (a bigint): sent as it is");
  }
}

/**
 * `build` must take every per-request value from a placeholder, never from its closure (a clock, an id): it runs
 * once per database binding and its values are kept. Values missing at run time throw (drizzle's check).
 *
 * The template gives the batch's items for `db.batch`, or runs them itself with `.run`: then a statement that
 * repeats an earlier one (a meeting's layout and its tab both guard on the meeting's row, 63 columns, in the
 * session's batch) goes to D1 once, and each item maps that one result as drizzle would have mapped its own.
 */
export function batchTemplate<Items extends readonly BatchItem<"sqlite">[]>(build: (db: Db) => Items) {
  const built = new WeakMap<Db, Built[]>();
  const queriesFor = (db: Db): Built[] => {
    let queries = built.get(db);
    if (!queries) {
      const firstOf = new Map<string | symbol, number>();
      queries = build(db).map((item) => {
        const prepared = (item as unknown as Preparable)._prepare();
        const { sql, params } = prepared.getQuery();
        const key = readKey(sql, params);
        const sentAs = firstOf.get(key) ?? firstOf.size;
        firstOf.set(key, sentAs);
        return { prepared, sql, params, sentAs };
      });
      built.set(db, queries);
    }
    return queries;
  };
  const items = (db: Db, values: Record<string, unknown>): Items =>
    queriesFor(db).map(
      ({ prepared, sql, params }): Preparable => ({
        _prepare: () => ({
          getQuery: () => ({ sql, params: fillPlaceholders(params, values) }),
          stmt: prepared.stmt,
          mapResult: (result, isFromBatch) => prepared.mapResult(result, isFromBatch),
        }),
      }),
    ) as unknown as Items;
  /** The batch's results, in the items' order, each repeated statement sent once (as `db.batch` would map them). */
  const run = async (db: Db, values: Record<string, unknown>): Promise<BatchResponse<Items>> => {
    const queries = queriesFor(db);
    const sent: D1PreparedStatement[] = [];
    for (const { prepared, sql, params, sentAs } of queries) {
      if (sentAs < sent.length) continue;
      // As drizzle's D1 batch binds each statement: its own prepared one, or a fresh one when it takes no values.
      sent.push(params.length > 0 ? prepared.stmt.bind(...fillPlaceholders(params, values)) : db.$client.prepare(sql));
    }
    const results = await db.$client.batch(sent);
    return queries.map(({ prepared, sentAs }) => prepared.mapResult(results[sentAs], true)) as BatchResponse<Items>;
  };
  return Object.assign(items, { run });
}
