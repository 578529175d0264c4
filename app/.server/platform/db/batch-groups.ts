// A page that shows several services' reads runs them in one D1 round trip (decision 061): each service hands its
// reads over unexecuted, the page runs them all in one `db.batch` and gives each service its own rows back.
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "./client";

type Group = readonly BatchItem<"sqlite">[];

/** Runs every group's reads in one batch; answers each group's rows, in the groups' order. */
export async function batchGroups<const Groups extends readonly Group[]>(
  db: Db,
  ...groups: Groups
): Promise<{ [K in keyof Groups]: BatchResponse<Groups[K]> }> {
  const [first, ...rest] = groups.flat();
  const rows: unknown[] = first ? await db.batch([first, ...rest]) : [];
  let start = 0;
  return groups.map((group) => {
    const own = rows.slice(start, start + group.length);
    start += group.length;
    return own;
  }) as {
    [K in keyof Groups]: BatchResponse<Groups[K]>;
  };
}
