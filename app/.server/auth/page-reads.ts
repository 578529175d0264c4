// The account's settings pages read alongside the session lookup, after the shell's (decision 066): their reads
// are keyed on the session's user only, so each page makes no D1 round trip of its own.
import { sql } from "drizzle-orm";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { accountSettingsQueries } from "./account-settings";
import { twoFactorStateQueries } from "./two-factor";

export const SETTINGS_PAGE_READS = pageReadsWithSession({
  name: "settings",
  match: (pathname) => (/^\/dashboard\/settings(?:\.data)?$/.test(pathname) ? {} : null),
  // The clock is the lookup's own (sessions.ts): the request's time, as the service's `Date.now()` when it reads alone.
  reads: (db, user) => accountSettingsQueries(db, user, sql.placeholder("now")),
});

export const TWO_FACTOR_PAGE_READS = pageReadsWithSession({
  name: "two-factor settings",
  match: (pathname) => (/^\/dashboard\/settings\/two-factor(?:\.data)?$/.test(pathname) ? {} : null),
  reads: (db, user) => twoFactorStateQueries(db, user),
});
