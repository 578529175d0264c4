// The search page's reads alongside the session lookup, after the shell's (decisions 060 and 066): a search in all of
// the actor's organisations costs one round trip in all, as the other pages do. A search in one organisation first
// checks the actor's seat there, and a refused query reads nothing: both are read after the session, as before.
import { type SQL, sql } from "drizzle-orm";
import { GROUP_PAGE_SIZE } from "../../lib/search/constants";
import { pageReadsWithSession } from "../platform/reads-with-session";
import type { RequestServices } from "../platform/request-context";
import { globalSearchQueries, type SearchAsked } from "./global";
import { searchAskedOf } from "./search-page";

const SEARCH_PAGE = /^\/dashboard\/search(?:\.data)?$/;

/** The placeholders of what is asked, when a read with the session serves it (in all the organisations). */
function valuesOf({ match, kind, page, organizationId }: SearchAsked) {
  if (organizationId) return null;
  return kind ? { match, kind, offset: (page - 1) * GROUP_PAGE_SIZE } : { match };
}

/** The page's GET, when it asks a search one of these reads serves: with the clock of the request's matching. */
function searchOfPage(withKind: boolean) {
  return (pathname: string, search: URLSearchParams) => {
    const asked = SEARCH_PAGE.test(pathname) ? searchAskedOf(search) : null;
    const values = asked && (asked.kind !== null) === withKind ? valuesOf(asked) : null;
    return values ? { ...values, asOf: Date.now() } : null;
  };
}

const sessionSearcher = (user: SQL) => ({ userId: user, now: sql.placeholder("asOf") });

/** Each kind's best hits (no kind chosen). */
export const SEARCH_READS = pageReadsWithSession({
  name: "search",
  match: searchOfPage(false),
  reads: (db, user) =>
    globalSearchQueries(db, sessionSearcher(user), sql.placeholder("match"), { kind: null, offset: 0 }),
});

/** A page of one kind's hits. */
export const SEARCH_KIND_READS = pageReadsWithSession({
  name: "search of one kind",
  match: searchOfPage(true),
  reads: (db, user) =>
    globalSearchQueries(db, sessionSearcher(user), sql.placeholder("match"), {
      kind: sql.placeholder("kind"),
      offset: sql.placeholder("offset"),
    }),
});

/** The read with the session that serves what a search asks, with the values its rows were read for; else null. */
export function searchReadOf(asked: SearchAsked) {
  const values = valuesOf(asked);
  return values ? { page: asked.kind ? SEARCH_KIND_READS : SEARCH_READS, values } : null;
}

/** For `searchEverything`: the rows read with the session for what a search asks, if a read serves it and was made. */
export const prefetchedSearch = (services: Pick<RequestServices, "prefetchedPage">) => (asked: SearchAsked) => {
  const read = searchReadOf(asked);
  return read ? services.prefetchedPage(read.page, read.values) : undefined;
};
