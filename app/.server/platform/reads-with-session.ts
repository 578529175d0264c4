// A page's own reads, run in the session lookup's D1 round trip after the shell's (docs/decisions/026, 060 and 065):
// the page then costs one round trip in all, as the bare page does. Each page names itself by its GET path and
// gives its reads keyed on the session's user; its loader takes the rows with `prefetchedPage` and, where there
// are none (a POST, another path, an actor with holds), reads them itself.
import type { SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "./db/client";

type Reads = readonly BatchItem<"sqlite">[];

export type PageReadsWithSession<Rows extends readonly unknown[] = readonly unknown[]> = {
  /** For messages and tests. */
  readonly name: string;
  /**
   * The values of the reads' placeholders when this GET (its document or `.data` request) is of this page, else
   * null. Must not name `sessionId` or `now`, the lookup's own.
   */
  match(pathname: string, search: URLSearchParams): Record<string, unknown> | null;
  /**
   * The reads, keyed on the session's user and on placeholders: a constant function, as the lookup builds each
   * page's batch once per isolate (decision 052).
   */
  reads(db: Db, sessionUser: SQL): Reads;
  /**
   * A page inside another's layout (a meeting tab in the meeting's): the layout's reads go first in the batch, and
   * the rows read for this page serve the layout's loader too.
   */
  readonly extends?: PageReadsWithSession;
  /** Only for typing `prefetchedPage`'s answer. */
  readonly rows?: Rows;
};

/** Declares a page's reads; the rows' type follows from what `reads` returns. */
export function pageReadsWithSession<Items extends Reads>(page: {
  name: string;
  match: PageReadsWithSession["match"];
  reads: (db: Db, sessionUser: SQL) => Items;
  extends?: PageReadsWithSession;
}): PageReadsWithSession<BatchResponse<Items>> {
  return page;
}

/** The page this GET is, with its placeholders' values, from the list of those that read with the session. */
export function pageReadingWithSession(
  pages: readonly PageReadsWithSession[],
  url: URL,
): { page: PageReadsWithSession; values: Record<string, unknown> } | undefined {
  for (const page of pages) {
    const values = page.match(url.pathname, url.searchParams);
    if (values) return { page, values };
  }
  return undefined;
}

/**
 * The page's reads after the shell's: those of the page it extends, then its own. `layoutReads` is how many are the
 * extended page's, for `prefetchedRows` to find the page's own.
 */
export function readsAfterTheShell(page: PageReadsWithSession, db: Db, sessionUser: SQL) {
  const layout = page.extends?.reads(db, sessionUser) ?? [];
  return { reads: [...layout, ...page.reads(db, sessionUser)], layoutReads: layout.length };
}

/**
 * Whether the rows read for `read` serve the page `asked` for with these values: the same page or one extending it,
 * and every value the loader expects (an id from its params) equal to the one the batch was filled with.
 */
export function readServes(
  read: { page: PageReadsWithSession; values: Record<string, unknown> },
  asked: PageReadsWithSession,
  expected: Record<string, unknown>,
): boolean {
  // By name, not identity: the Worker resolves the session with its own copy of these modules and the Remix build's
  // loaders ask with theirs (two bundles), so the same page is two objects there; names are unique (the registry's
  // test checks).
  if (read.page.name !== asked.name && read.page.extends?.name !== asked.name) return false;
  return Object.entries(expected).every(([name, value]) => read.values[name] === value);
}
