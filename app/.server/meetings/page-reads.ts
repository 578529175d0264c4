// The meeting page's layout reads its guard and header alongside the session lookup, after the shell's (decisions
// 026 and 060): its loader then makes no round trip, and each tab's loader one.
import { sql } from "drizzle-orm";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { meetingHeaderReads, overviewQueries } from "./detail";

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
