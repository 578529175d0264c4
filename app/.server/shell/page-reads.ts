// The home page's open action items ride in the session lookup's batch, after the shell's (decisions 026 and 039):
// the page costs one D1 round trip like the other shell pages.
import { myOpenActionsQuery } from "../meetings/actions";
import { pageReadsWithSession } from "../platform/reads-with-session";

export const HOME_PAGE_READS = pageReadsWithSession({
  name: "home page",
  // Its document and its `.data` request.
  match: (pathname) => (/^\/dashboard(\/|\.data)?$/.test(pathname) ? {} : null),
  reads: (db, user) => [myOpenActionsQuery({ db }, user)] as const,
});
