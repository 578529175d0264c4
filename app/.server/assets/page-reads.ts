// The document page and its reader read their guard and rows alongside the session lookup, after the shell's
// (decision 066): each then makes no D1 round trip of its own. The document page's view is still counted after the
// answer, at most once a minute (getAssetDetail, decision 062). The documents list and the upload page are not here:
// they pick the organisation from the session's snapshot (`?org=` or the preferred one, moved by a write when lost),
// and the list's filters and its sort (a cookie) change its SQL; each reads in one round trip after the session's.
import { sql } from "drizzle-orm";
import { readerQueries } from "../annotations/reader";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { assetPageQueries } from "./assets";

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
