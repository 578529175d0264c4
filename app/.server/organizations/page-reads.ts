// The organisation pages' reads ride in the session lookup's batch, after the shell's (decision 066): the guard's
// read, the page's own reads named through the reference in the URL (a placeholder), keyed on the session's user.
// Their loaders then make no round trip of their own on a repeat view.
import { notInArray, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { MemberListQuerySchema } from "../../lib/organizations/schemas";
import { SETTINGS_TABS, type SettingsTabId } from "../../lib/organizations/settings-tabs";
import { withoutTwoFactorQuery } from "../auth/two-factor-roster";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { rolesAllowedTo } from "../platform/policy";
import { type PageReadsWithSession, pageReadsWithSession } from "../platform/reads-with-session";
import { requestedPage } from "../remix/paging";
import { boardmatesQuery } from "./boardmates";
import { invitationListQueries } from "./invitations";
import { organizationCardQueries, organizationCardWindow } from "./list";
import { memberPageQueries, memberWindow } from "./members";
import { membershipRead, organizationIdOf, seatRoleRead } from "./memberships";
import { overviewQueries } from "./overview";
import { organizationSettingsQueries } from "./settings";

/**
 * A reference to an organisation as the app writes it in its addresses (a slug, [a-z0-9-], or an id): any other is
 * read the usual way, and checked there (`checkOrganizationRef`). "create" is the new organisation's page.
 */
const ORGANIZATION_PAGE = /^\/dashboard\/organizations\/(?!create(?:\.data)?$)([a-z0-9-]{1,100})(?:\.data)?$/;

const organizationRef = sql.placeholder("organizationRef");
const inOrganization = organizationIdOf(organizationRef);
const memberPage = { limit: sql.placeholder("memberLimit"), offset: sql.placeholder("memberOffset") };

type MemberPage = { limit: number | Placeholder; offset: number | Placeholder };

/** The members tab's window, from its `?page=` by the members list's own rule. */
export const memberWindowOf = (url: Pick<URL, "searchParams">) =>
  memberWindow({ page: requestedPage(url, MemberListQuerySchema.shape.page) });

/**
 * A tab's own reads of the organisation, unexecuted, for the guard's batch (decision 061); `onlyIf` keeps the
 * overview's to the seats it is read for.
 */
export function organizationTabQueries(
  ctx: Pick<ServiceContext, "db">,
  tab: SettingsTabId,
  organizationId: string | SQLWrapper,
  window: MemberPage,
  onlyIf?: SQL,
): readonly BatchItem<"sqlite">[] {
  switch (tab) {
    case "overview":
      return overviewQueries(ctx, organizationId, onlyIf);
    case "members":
      return memberPageQueries(ctx, organizationId, window);
    case "invitations":
      return invitationListQueries(ctx, organizationId);
    case "compliance":
      return [withoutTwoFactorQuery(ctx, organizationId)];
    default:
      return [];
  }
}

/**
 * The tab a seat lands on without a `?tab=` (the settings for those who manage the members, the overview for
 * others), by the role alone: what the SQL below foretells. The policy's answer on the guard's row decides which
 * tab opens; where the two differ the loader reads the opened tab after the guard (never a wrong answer).
 */
function landingTabOf(role: string): SettingsTabId {
  return rolesAllowedTo("invitations.view").some((allowed) => allowed === role) ? "general" : "overview";
}

/** The organisation page's rows: the guard's, the settings' two, then the tab's (those of `tabRead`). */
export type OrganizationPageRows = readonly [
  BatchResponse<[ReturnType<typeof membershipRead>]>[0],
  ...BatchResponse<ReturnType<typeof organizationSettingsQueries>>,
  ...unknown[],
];

/** One way the page may be asked for (by its `?tab=`), with the tab its reads are of for a seat's role. */
type OrganizationPageReads = {
  page: PageReadsWithSession<OrganizationPageRows>;
  tabRead(role: string): SettingsTabId;
};

function organizationPageReads(
  name: string,
  asks: (requested: string | null) => boolean,
  tab: SettingsTabId | "landing",
): OrganizationPageReads {
  const page = pageReadsWithSession({
    name: `organisation page (${name})`,
    match: (pathname, search) => {
      const ref = ORGANIZATION_PAGE.exec(pathname)?.[1];
      if (!ref || !asks(search.get("tab"))) return null;
      const { limit, offset } = memberWindowOf({ searchParams: search });
      return { organizationRef: ref, memberLimit: limit, memberOffset: offset };
    },
    reads: (db, user) =>
      [
        membershipRead(db, organizationRef, user),
        ...organizationSettingsQueries({ db }, inOrganization),
        ...(tab === "landing"
          ? // The overview for the seats that land on it: those the members tab is not open to.
            organizationTabQueries({ db }, "overview", inOrganization, memberPage, landsOnTheOverview(user))
          : organizationTabQueries({ db }, tab, inOrganization, memberPage)),
      ] as const,
  });
  return { page, tabRead: tab === "landing" ? landingTabOf : () => tab };
}

/** The session user's seat is one that lands on the overview (`landingTabOf`), as SQL. */
const landsOnTheOverview = (user: SQL) =>
  notInArray(seatRoleRead(inOrganization, user), [...rolesAllowedTo("invitations.view")]);

const TABS_WITH_OWN_READS: readonly (string | null)[] = ["overview", "members", "invitations", "compliance"];
const isTab = (requested: string | null) => SETTINGS_TABS.some((tab) => tab.id === requested);

/** Each `?tab=` the page is asked with: the tabs with reads of their own, the other tabs, and none (or unknown). */
export const ORGANIZATION_PAGE_READS = {
  overview: organizationPageReads("overview", (requested) => requested === "overview", "overview"),
  members: organizationPageReads("members", (requested) => requested === "members", "members"),
  invitations: organizationPageReads("invitations", (requested) => requested === "invitations", "invitations"),
  compliance: organizationPageReads("compliance", (requested) => requested === "compliance", "compliance"),
  settings: organizationPageReads(
    "a settings tab",
    (requested) => isTab(requested) && !TABS_WITH_OWN_READS.includes(requested),
    "general",
  ),
  landing: organizationPageReads("landing", (requested) => !isTab(requested), "landing"),
} as const;

/** The registry's entries (page-reads-registry.ts). */
export const ORGANIZATION_PAGES_READ_WITH_SESSION = Object.values(ORGANIZATION_PAGE_READS).map(({ page }) => page);

/** The reads a request for this `?tab=` matched, by the same rule as the matches above. */
export function organizationPageReadsFor(requested: string | null): OrganizationPageReads {
  if (!isTab(requested)) return ORGANIZATION_PAGE_READS.landing;
  const own = Object.entries(ORGANIZATION_PAGE_READS).find(([tab]) => tab === requested)?.[1];
  return own ?? ORGANIZATION_PAGE_READS.settings;
}

/** A page's `?org=` as `pickOrganization` takes it: the organisation it names, else none (the current one). */
export const requestedOrganization = (search: URLSearchParams) => search.get("org") || null;

/**
 * The organisation a page works in, as SQL for its reads with the session: the one its `?org=` names (placeholder
 * `organizationRef`), else the session user's current one as stored (decision 032). The loader picks the organisation
 * itself and keeps the rows only when their guard's row is of it (`rowsOfOrganization`).
 */
export function organizationOfPage(user: SQL) {
  const { userPreferences } = schema;
  return sql<
    string | null
  >`coalesce(${sql.placeholder("organizationRef")}, (select ${userPreferences.currentOrganizationId}
    from ${userPreferences} where ${userPreferences.userId} = ${user}))`;
}

/** The organisations list's `?status=` and `?page=`, as its loader reads them. */
export function organizationListOf(url: Pick<URL, "searchParams">) {
  const { limit, offset } = organizationCardWindow(requestedPage(url));
  const status = url.searchParams.get("status") === "archived" ? "archived" : "active";
  return { organizationStatus: status, cardLimit: limit, cardOffset: offset } as const;
}

export const ORGANIZATION_LIST_READS = pageReadsWithSession({
  name: "organisations list",
  match: (pathname, searchParams) =>
    /^\/dashboard\/organizations(?:\.data)?$/.test(pathname) ? organizationListOf({ searchParams }) : null,
  reads: (db, user) =>
    organizationCardQueries({ db }, user, sql.placeholder("organizationStatus"), {
      limit: sql.placeholder("cardLimit"),
      offset: sql.placeholder("cardOffset"),
    }),
});

/** The BoardMates page's search, as its loader reads it. */
export const boardmatesSearchOf = (search: URLSearchParams) => (search.get("q") ?? "").slice(0, 100);

const BOARDMATES_PAGE = /^\/dashboard\/boardmates(?:\.data)?$/;

/** BoardMates without a search. */
export const BOARDMATES_READS = pageReadsWithSession({
  name: "boardmates",
  match: (pathname, search) => (BOARDMATES_PAGE.test(pathname) && !boardmatesSearchOf(search).trim() ? {} : null),
  reads: (db, user) => [boardmatesQuery({ db }, user)] as const,
});

/** BoardMates with a search: the same statement for any text, the text a placeholder (lower-cased, as it is read). */
export const BOARDMATES_SEARCH_READS = pageReadsWithSession({
  name: "boardmates search",
  match: (pathname, search) => (BOARDMATES_PAGE.test(pathname) ? boardmatesReadOf(boardmatesSearchOf(search)) : null),
  reads: (db, user) => [boardmatesQuery({ db }, user, sql.placeholder("boardmatesSearch"))] as const,
});

/** The placeholder's value of a search read with the session (null without a search). */
function boardmatesReadOf(q: string) {
  const search = q.trim();
  return search ? { boardmatesSearch: search.toLowerCase() } : null;
}

/** Which of BoardMates' reads with the session serve the page's search `q`, with the values its loader expects. */
export function boardmatesPageOf(q: string) {
  const values = boardmatesReadOf(q);
  return values ? { page: BOARDMATES_SEARCH_READS, values } : { page: BOARDMATES_READS, values: {} };
}
