// The profile page reads the user's row and time zone alongside the session lookup, after the shell's (decision
// 066): it then makes no D1 round trip of its own. (The preferences page needs no entry: the shell reads its row.)
import { pageReadsWithSession } from "../platform/reads-with-session";
import { profileQueries } from "./profile";

export const PROFILE_PAGE_READS = pageReadsWithSession({
  name: "profile",
  match: (pathname) => (/^\/dashboard\/profile(?:\.data)?$/.test(pathname) ? {} : null),
  reads: (db, user) => profileQueries(db, user),
});
