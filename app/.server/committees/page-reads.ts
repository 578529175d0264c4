// The committees pages' reads ride in the session lookup's batch, after the shell's (decision 066): the guard's read
// and the page's, of the organisation the page works in (`organizationOfPage`), keyed on the session's user.
import { sql } from "drizzle-orm";
import { membershipRead, organizationIdOf } from "../organizations/memberships";
import { organizationOfPage, requestedOrganization } from "../organizations/page-reads";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { committeeCandidateQueries } from "./candidates";
import { committeeListQuery, committeeQueries } from "./committees";

/** A committee's id as the app makes them (crypto.randomUUID); any other is read the usual way. */
const COMMITTEE_PAGE =
  /^\/dashboard\/committees\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?$/;

/** The list's `?status=`, as its loader reads it. */
export const committeeStatusOf = (search: URLSearchParams) =>
  search.get("status") === "archived" ? "archived" : "active";

export const COMMITTEES_LIST_READS = pageReadsWithSession({
  name: "committees list",
  match: (pathname, search) =>
    /^\/dashboard\/committees(?:\.data)?$/.test(pathname)
      ? { organizationRef: requestedOrganization(search), committeeStatus: committeeStatusOf(search) }
      : null,
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    return [
      membershipRead(db, organization, user),
      committeeListQuery(db, organizationIdOf(organization), sql.placeholder("committeeStatus")),
    ] as const;
  },
});

export const COMMITTEE_PAGE_READS = pageReadsWithSession({
  name: "committee page",
  match: (pathname, search) => {
    const committeeId = COMMITTEE_PAGE.exec(pathname)?.[1];
    return committeeId ? { organizationRef: requestedOrganization(search), committeeId } : null;
  },
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    return [
      membershipRead(db, organization, user),
      ...committeeQueries(db, organizationIdOf(organization), sql.placeholder("committeeId")),
    ] as const;
  },
});

export const NEW_COMMITTEE_READS = pageReadsWithSession({
  name: "new committee",
  match: (pathname, search) =>
    /^\/dashboard\/committees\/create(?:\.data)?$/.test(pathname)
      ? { organizationRef: requestedOrganization(search) }
      : null,
  reads: (db, user) => {
    const organization = organizationOfPage(user);
    return [
      membershipRead(db, organization, user),
      ...committeeCandidateQueries({ db }, organizationIdOf(organization)),
    ] as const;
  },
});
