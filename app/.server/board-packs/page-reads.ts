// The board pack pages read their guard and rows alongside the session lookup, after the shell's (decision 066):
// they then make no D1 round trip of their own. The pack page and its details page name the pack by the id in their
// path; the list and the new pack page work in the organisation of `?org=`, else the user's current one
// (`organizationOfPage`), and their loaders keep the rows only when they are of the organisation they picked
// (`rowsOfOrganization`).
import { sql } from "drizzle-orm";
import { BOARD_PACKS_PAGE_SIZE } from "../../lib/board-packs/constants";
import { type BoardPackListQuery, BoardPackListQuerySchema } from "../../lib/board-packs/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { membershipRead, organizationIdOf } from "../organizations/memberships";
import { organizationOfPage, requestedOrganization } from "../organizations/page-reads";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { boardPackDetailsQueries, boardPackPageQueries } from "./detail";
import { boardPackFormOptionsQueries, boardPackListQueries } from "./packs";

/** A pack id as the app makes them (crypto.randomUUID); any other id is read the usual way. */
const PACK_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PACK_PAGE = new RegExp(`^/dashboard/board-packs/(${PACK_ID})(?:\\.data)?$`);
const PACK_DETAILS = new RegExp(`^/dashboard/board-packs/(${PACK_ID})/details(?:\\.data)?$`);

const packId = sql.placeholder("packId");

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
  reads: (db, user) => boardPackPageQueries(db, packId, user, sql.placeholder("now")),
});

/** The details page (the pack's form): the pack, its recipients and the form's choices. */
export const BOARD_PACK_DETAILS_READS = pageReadsWithSession({
  name: "board pack details",
  match: (pathname) => {
    const id = PACK_DETAILS.exec(pathname)?.[1];
    return id ? { packId: id } : null;
  },
  reads: (db, user) => boardPackDetailsQueries(db, packId, user),
});

/** The list's query from its URL, as its loader reads it (a bad value falls back to its default). */
export function boardPackListQueryOf(search: URLSearchParams) {
  return BoardPackListQuerySchema.parse({
    status: search.get("status") ?? undefined,
    search: search.get("search") ?? undefined,
    page: search.get("page") ?? undefined,
  });
}

/** The list as it opens (every status, no search, any page) has one shape of SQL: the one read here. */
const OPENING_SHAPE: BoardPackListQuery = { status: "all" };

/** The placeholders of the list's reads with the session for this URL, or null when its shape is another. */
export function boardPackListValuesOf(search: URLSearchParams) {
  const query = boardPackListQueryOf(search);
  if (query.status !== OPENING_SHAPE.status || query.search) return null;
  const { limit, offset } = pageWindow(query, BOARD_PACKS_PAGE_SIZE);
  return { organizationRef: requestedOrganization(search), packLimit: limit, packOffset: offset };
}

export const BOARD_PACKS_LIST_READS = pageReadsWithSession({
  name: "board packs list",
  match: (pathname, search) =>
    /^\/dashboard\/board-packs(?:\.data)?$/.test(pathname) ? boardPackListValuesOf(search) : null,
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    return [
      membershipRead(db, organization, user),
      ...boardPackListQueries(db, organizationIdOf(organization), user, OPENING_SHAPE, {
        limit: sql.placeholder("packLimit"),
        offset: sql.placeholder("packOffset"),
      }),
    ] as const;
  },
});

export const NEW_BOARD_PACK_READS = pageReadsWithSession({
  name: "new board pack",
  match: (pathname, search) =>
    /^\/dashboard\/board-packs\/create(?:\.data)?$/.test(pathname)
      ? { organizationRef: requestedOrganization(search) }
      : null,
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    const organizationId = organizationIdOf(organization);
    return [membershipRead(db, organization, user), ...boardPackFormOptionsQueries(db, organizationId, user)] as const;
  },
});
