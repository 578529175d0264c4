// The meeting page's layout reads its guard and header alongside the session lookup, after the shell's (decisions
// 026 and 060): its loader then makes no round trip, and each tab's loader one.

/** A meeting id as the app makes them (crypto.randomUUID); any other id is read the usual way (and is a 404). */
const MEETING_ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * The meeting page and its tabs (their documents and `.data` requests), which render the layout
 * (routes/dashboard.meetings.$id). Its edit page and the minutes' PDF are pages of their own.
 */
const MEETING_LAYOUT_PAGE = new RegExp(
  `^/dashboard/meetings/(${MEETING_ID})(?:/(?!edit(?:\\.data)?$)[a-z]+)?(?:\\.data)?$`,
);

/** The meeting a GET of the meeting page's layout names, else null. */
export function meetingOfPage(request: Request): string | null {
  if (request.method !== "GET") return null;
  return MEETING_LAYOUT_PAGE.exec(new URL(request.url).pathname)?.[1] ?? null;
}
