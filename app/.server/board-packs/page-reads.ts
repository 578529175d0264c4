// The board pack page reads its guard and book alongside the session lookup, after the shell's (decision 066): it
// then makes no D1 round trip of its own. The list and the new pack page pick the organisation from the session's
// snapshot, and the details page's form reads its meeting choices through the meetings' picker, which takes the
// actor's context: each reads in one round trip after the session's.
import { sql } from "drizzle-orm";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { boardPackPageQueries } from "./detail";

/** A pack id as the app makes them (crypto.randomUUID); any other id is read the usual way. */
const PACK_PAGE =
  /^\/dashboard\/board-packs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?$/;

/**
 * The pack page with its paper picker on its first page and without a search, as it opens: a search or another
 * page of the picker changes the reads' SQL, and is read the usual way.
 */
export const BOARD_PACK_PAGE_READS = pageReadsWithSession({
  name: "board pack page",
  match: (pathname, search) => {
    const id = PACK_PAGE.exec(pathname)?.[1];
    return id && !search.has("documents") && !search.has("documentsPage") ? { packId: id } : null;
  },
  // The clock is the lookup's own (sessions.ts): the request's time, as the service's `Date.now()` when it reads alone.
  reads: (db, user) => boardPackPageQueries(db, sql.placeholder("packId"), user, sql.placeholder("now")),
});
