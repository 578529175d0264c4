// The document page, its reader, the documents list and the upload page read their guard and rows alongside the
// session lookup, after the shell's (decision 066): each then makes no D1 round trip of its own. The document page's
// view is still counted after the answer, at most once a minute (getAssetDetail, decision 062). The list and the
// upload page work in the organisation of `?org=`, else the user's current one (`organizationOfPage`); their loaders
// keep the rows only when they are of the organisation they picked (`rowsOfOrganization`).
import { sql } from "drizzle-orm";
import { ASSETS_PAGE_SIZE } from "../../lib/assets/constants";
import { AssetListQuerySchema } from "../../lib/assets/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { readerQueries } from "../annotations/reader";
import { membershipRead, organizationIdOf } from "../organizations/memberships";
import { organizationOfPage, requestedOrganization } from "../organizations/page-reads";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { assetPageQueries } from "./assets";
import { assetListQueries } from "./list";
import { DEFAULT_VIEW_PREFERENCE } from "./view-preferences";

/** A document id as the app makes them (crypto.randomUUID); any other id is read the usual way. */
const ASSET_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const assetId = sql.placeholder("assetId");
// The lookup's own clock (sessions.ts): the request's time, as the services' `Date.now()` when they read alone.
const requestTime = sql.placeholder("now");

/** A page of one document by its path after the document's (`""` for its page), document or `.data`. */
function documentPage(after: string): (pathname: string) => { assetId: string } | null {
  const page = new RegExp(`^/dashboard/assets/(${ASSET_ID})${after}(?:\\.data)?$`);
  return (pathname) => {
    const id = page.exec(pathname)?.[1];
    return id ? { assetId: id } : null;
  };
}

export const ASSET_PAGE_READS = pageReadsWithSession({
  name: "document page",
  match: documentPage(""),
  reads: (db, user) => assetPageQueries(db, assetId, user, requestTime),
});

export const READER_PAGE_READS = pageReadsWithSession({
  name: "document reader",
  match: documentPage("/read"),
  reads: (db, user) => readerQueries(db, assetId, user, requestTime),
});

/** The documents list's filters and page from its URL: a bad value falls back to none (the first page of all). */
export function documentsListQueryOf(search: URLSearchParams) {
  const parsed = AssetListQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : AssetListQuerySchema.parse({});
}

/**
 * The list as it opens has one shape of SQL, the one read with the session: no filter and the default sort, any
 * page. The sort is the URL's, else the one kept in a cookie the match does not see: the loader keeps the rows only
 * when its sort is this one (`opensSorted`), else reads its own.
 */
const OPENING_SORT = { sortField: DEFAULT_VIEW_PREFERENCE.sortField, sortDirection: DEFAULT_VIEW_PREFERENCE.sortOrder };

export const opensSorted = (sort: { sortField: string; sortOrder: string }) =>
  sort.sortField === OPENING_SORT.sortField && sort.sortOrder === OPENING_SORT.sortDirection;

/** The placeholders of the list's reads with the session for this URL, or null when its shape is another. */
export function documentsListValuesOf(search: URLSearchParams) {
  const query = documentsListQueryOf(search);
  const filtered = query.search || query.type || query.category || query.tag || query.vaultId;
  const sortField = search.get("sortField");
  const sortDirection = search.get("sortDirection");
  const otherSort =
    (sortField !== null && sortField !== OPENING_SORT.sortField) ||
    (sortDirection !== null && sortDirection !== OPENING_SORT.sortDirection);
  if (filtered || otherSort) return null;
  const { limit, offset } = pageWindow(query, ASSETS_PAGE_SIZE);
  return { organizationRef: requestedOrganization(search), documentLimit: limit, documentOffset: offset };
}

/** The documents list, under its two addresses (the Documents page and Assets). */
export const DOCUMENTS_LIST_READS = pageReadsWithSession({
  name: "documents list",
  match: (pathname, search) =>
    /^\/dashboard\/(?:simple|assets)(?:\.data)?$/.test(pathname) ? documentsListValuesOf(search) : null,
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    return [
      membershipRead(db, organization, user),
      ...assetListQueries(db, organizationIdOf(organization), user, requestTime, OPENING_SORT, {
        limit: sql.placeholder("documentLimit"),
        offset: sql.placeholder("documentOffset"),
      }),
    ] as const;
  },
});

/** The upload page: the guard's read alone (whether the user's role uploads). */
export const UPLOAD_PAGE_READS = pageReadsWithSession({
  name: "upload page",
  match: (pathname, search) =>
    /^\/dashboard\/assets\/upload(?:\.data)?$/.test(pathname)
      ? { organizationRef: requestedOrganization(search) }
      : null,
  reads: (db, user) => [membershipRead(db, organizationOfPage(user), user)] as const,
});
