// The analytics page reads its guard, overview, decisions and activity alongside the session lookup, after the
// shell's (decision 066), for the organisation of `?org=` or, without it, the preferred one; every tab reads the same.
import { sql } from "drizzle-orm";
import { periodOf } from "../../lib/analytics/schemas";
import { organizationOfPage, requestedOrganization } from "../organizations/page-reads";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { analyticsPageQueries, firstDayOf } from "./overview";

/** The placeholders' values the page's loader expects: its organisation as asked and its period's first day. */
export const analyticsPageValues = (search: URLSearchParams, now = Date.now()) => ({
  organizationRef: requestedOrganization(search),
  firstDay: firstDayOf(periodOf(search.get("days")), now),
});

export const ANALYTICS_PAGE_READS = pageReadsWithSession({
  name: "analytics",
  match: (pathname, search) =>
    /^\/dashboard\/analytics(?:\.data)?$/.test(pathname) ? analyticsPageValues(search) : null,
  reads: (db, user) => analyticsPageQueries(db, organizationOfPage(user), user, sql.placeholder("firstDay")),
});
