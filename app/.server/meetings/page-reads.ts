// The meeting pages' reads alongside the session lookup, after the shell's (decisions 026, 060 and 066): the layout's
// guard and header, then the open tab's guard and reads, so neither loader makes a round trip of its own; and the
// meeting forms and the written resolutions page, by their meeting's id or their organisation (`?org=`, else the
// preferred one).
import { sql } from "drizzle-orm";
import { MEETINGS_PAGE_SIZE, type MeetingListQuery, MeetingListQuerySchema } from "../../lib/meetings/schemas";
import { pageWindow } from "../../lib/platform/paging";
import { organizationOfPage, requestedOrganization } from "../organizations/page-reads";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { requestedPage } from "../remix/paging";
import { actionsQueries } from "./actions";
import { agendaPageQueries } from "./agenda";
import { calendarQueries, calendarViewOf, calendarWindow } from "./calendar";
import { documentsQueries, meetingHeaderReads, overviewQueries } from "./detail";
import { insightsQueries } from "./insights";
import { liveQueries } from "./live";
import { editFormQueries, listMonth, meetingListPageQueries, newFormQueries } from "./meetings";
import { minutesQueries } from "./minutes";
import { participantsPageQueries } from "./participants";
import { resolutionQueries, resolutionsQueries, writtenResolutionsQueries } from "./vote-views";

/** A meeting id as the app makes them (crypto.randomUUID); any other id is read the usual way (and is a 404). */
const MEETING_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The meeting page and its tabs (their documents and `.data` requests), which render the layout
 * (routes/dashboard.meetings.$id). Its edit page and the minutes' PDF are pages of their own.
 */
const MEETING_LAYOUT_PAGE = new RegExp(
  `^/dashboard/meetings/(${MEETING_ID})(?:/(?!edit(?:\\.data)?$)[a-z]+)?(?:\\.data)?$`,
);

const meetingId = sql.placeholder("meetingId");
/** The clock the documents' shares are current at (their expiry), as the service's own reads take it. */
const asOf = sql.placeholder("asOf");

export const MEETING_LAYOUT_READS = pageReadsWithSession({
  name: "meeting layout",
  match: (pathname) => {
    const id = MEETING_LAYOUT_PAGE.exec(pathname)?.[1];
    return id ? { meetingId: id } : null;
  },
  reads: (db, user) => meetingHeaderReads(db, meetingId, user),
});

/** A tab of the meeting page by its path after the meeting's (`""` for the overview), document or `.data`. */
function meetingTab(tab: string): (pathname: string) => { meetingId: string } | null {
  const page = new RegExp(`^/dashboard/meetings/(${MEETING_ID})${tab ? `/${tab}` : ""}(?:\\.data)?$`);
  return (pathname) => {
    const id = page.exec(pathname)?.[1];
    return id ? { meetingId: id } : null;
  };
}

export const MEETING_OVERVIEW_READS = pageReadsWithSession({
  name: "meeting overview",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab(""),
  reads: (db, user) => overviewQueries(db, meetingId, user),
});

/** A tab that reads documents (whose shares expire): its reads also take the clock, as of the request's matching. */
function meetingTabAsOf(tab: string): (pathname: string) => { meetingId: string; asOf: number } | null {
  const match = meetingTab(tab);
  return (pathname) => {
    const values = match(pathname);
    return values ? { ...values, asOf: Date.now() } : null;
  };
}

// The other tabs (the venue tab shows the meeting's row, which the layout's guard read already gives).

export const MEETING_DOCUMENTS_READS = pageReadsWithSession({
  name: "meeting documents",
  extends: MEETING_LAYOUT_READS,
  match: meetingTabAsOf("documents"),
  reads: (db, user) => documentsQueries(db, meetingId, user, asOf),
});

export const MEETING_LIVE_READS = pageReadsWithSession({
  name: "meeting live",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab("live"),
  reads: (db, user) => liveQueries(db, meetingId, user),
});

export const MEETING_MINUTES_READS = pageReadsWithSession({
  name: "meeting minutes",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab("minutes"),
  reads: (db, user) => minutesQueries(db, meetingId, user),
});

export const MEETING_RESOLUTIONS_READS = pageReadsWithSession({
  name: "meeting resolutions",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab("resolutions"),
  reads: (db, user) => resolutionsQueries(db, meetingId, user),
});

export const MEETING_ACTIONS_READS = pageReadsWithSession({
  name: "meeting action items",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab("actions"),
  reads: (db, user) => actionsQueries(db, meetingId, user),
});

export const MEETING_INSIGHTS_READS = pageReadsWithSession({
  name: "meeting insights",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab("insights"),
  reads: (db, user) => insightsQueries(db, meetingId, user),
});

/** The builder's pickers are read for everyone and kept only when the policy allows (decision 060), as before. */
export const MEETING_AGENDA_READS = pageReadsWithSession({
  name: "meeting agenda",
  extends: MEETING_LAYOUT_READS,
  match: meetingTabAsOf("agenda"),
  reads: (db, user) => agendaPageQueries(db, meetingId, user, asOf),
});

/**
 * The list's filters (`?q=`, `?role=`…) and the open seat's panel (`?seat=`) apply to the same rows, so any query
 * string matches; the agenda's items and the invite candidates are read for everyone and kept when the policy allows.
 */
export const MEETING_PARTICIPANTS_READS = pageReadsWithSession({
  name: "meeting participants",
  extends: MEETING_LAYOUT_READS,
  match: meetingTab("participants"),
  reads: (db, user) => participantsPageQueries(db, meetingId, user),
});

const MEETING_EDIT_PAGE = new RegExp(`^/dashboard/meetings/(${MEETING_ID})/edit(?:\\.data)?$`);

/** The edit form, a page of its own (not in the layout): the guard (the right to run the meeting) decides. */
export const MEETING_EDIT_READS = pageReadsWithSession({
  name: "meeting edit form",
  match: (pathname) => {
    const id = MEETING_EDIT_PAGE.exec(pathname)?.[1];
    return id ? { meetingId: id } : null;
  },
  reads: (db, user) => editFormQueries(db, meetingId, user),
});

/**
 * A page of one organisation (`organizationOfPage`): the one its `?org=` names, else the preferred one as stored. The
 * services keep the rows only when their guard's row is of the organisation the loader picked (`rowsOfOrganization`).
 */
function pageOfOrganization(path: RegExp) {
  return (pathname: string, search: URLSearchParams) =>
    path.test(pathname) ? { organizationRef: requestedOrganization(search) } : null;
}

export const NEW_MEETING_READS = pageReadsWithSession({
  name: "new meeting form",
  match: pageOfOrganization(/^\/dashboard\/meetings\/create(?:\.data)?$/),
  reads: (db, user) => newFormQueries(db, organizationOfPage(user), user),
});

const RESOLUTION_PAGE = /^\/dashboard\/resolutions\/([^/]+?)(?:\.data)?$/;

/** One resolution's page (a written one or a meeting's), by the vote's id: its guards decide on the rows. */
export const RESOLUTION_READS = pageReadsWithSession({
  name: "resolution",
  match: (pathname) => {
    const id = RESOLUTION_PAGE.exec(pathname)?.[1];
    return id ? { voteId: id } : null;
  },
  reads: (db, user) => resolutionQueries(db, sql.placeholder("voteId"), user),
});

export const WRITTEN_RESOLUTIONS_READS = pageReadsWithSession({
  name: "written resolutions",
  match: pageOfOrganization(/^\/dashboard\/resolutions(?:\.data)?$/),
  reads: (db, user) => writtenResolutionsQueries(db, organizationOfPage(user), user),
});

/** The meetings list's filters as its loader takes them: one it does not know is dropped (the page still opens). */
export function meetingListFiltersOf(search: URLSearchParams): MeetingListQuery {
  const parsed = MeetingListQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : {};
}

/** The list's page offset from its `?page=`, by the list's own window. */
export const meetingListOffsetOf = (search: URLSearchParams) =>
  pageWindow({ page: requestedPage({ searchParams: search }) }, MEETINGS_PAGE_SIZE).offset;

/**
 * The meetings list without filters (any page, any `?view=`: neither changes the statements' shape), of the page's
 * organisation (`?org=`, else the preferred one). A search or a filter changes the statements: such a request reads
 * after the session, as before. "This month" is the month of the request's matching (in UTC, as the list counts it).
 */
export const MEETINGS_LIST_READS = pageReadsWithSession({
  name: "meetings list",
  match: (pathname, search) => {
    if (!/^\/dashboard\/meetings(?:\.data)?$/.test(pathname)) return null;
    const { q, status, type } = meetingListFiltersOf(search);
    if (q || status || type) return null;
    const [monthStart, monthEnd] = listMonth(Date.now());
    return {
      organizationRef: requestedOrganization(search),
      meetingOffset: meetingListOffsetOf(search),
      monthStart,
      monthEnd,
    };
  },
  reads: (db, user) =>
    meetingListPageQueries(db, organizationOfPage(user), user, {
      offset: sql.placeholder("meetingOffset"),
      monthStart: sql.placeholder("monthStart"),
      monthEnd: sql.placeholder("monthEnd"),
    }),
});

/**
 * The calendar, for the window of its `?view=` and `?date=` in UTC. Without a `?date=` the window is of today, which
 * is the user's zone's (in the shell's rows, not known here): the loader keeps the rows only when its zone gives the
 * same window (every day but around a month's or a week's turn for a zone far from UTC), else reads again.
 */
export const CALENDAR_READS = pageReadsWithSession({
  name: "calendar",
  match: (pathname, search) => {
    if (!/^\/dashboard\/calendar(?:\.data)?$/.test(pathname)) return null;
    const { from, to } = calendarWindow(calendarViewOf(search), search.get("date"), "UTC");
    return { calendarFrom: from, calendarTo: to };
  },
  reads: (db, user) => calendarQueries(db, user, sql.placeholder("calendarFrom"), sql.placeholder("calendarTo")),
});
