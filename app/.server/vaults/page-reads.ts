// The vault page reads its guard and sections alongside the session lookup, after the shell's (decision 066): it
// then makes no D1 round trip of its own. Its opening is still counted after the answer, once a minute. The vaults
// list and the new vault page pick the organisation from the session's snapshot (`?org=` or the preferred one), so
// they read in one round trip after the session's.
import { sql } from "drizzle-orm";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { vaultPageQueries } from "./detail";

/** A vault id as the app makes them (crypto.randomUUID); any other id is read the usual way. */
const VAULT_PAGE = /^\/dashboard\/vaults\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?$/;

export const VAULT_PAGE_READS = pageReadsWithSession({
  name: "vault page",
  match: (pathname) => {
    const id = VAULT_PAGE.exec(pathname)?.[1];
    return id ? { vaultId: id } : null;
  },
  // The clock is the lookup's own (sessions.ts): the request's time, as the service's `Date.now()` when it reads alone.
  reads: (db, user) => vaultPageQueries(db, sql.placeholder("vaultId"), user, sql.placeholder("now")),
});
