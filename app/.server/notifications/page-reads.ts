// The notifications page reads its list and counts alongside the session lookup, after the shell's (decision 066),
// keyed on the session's user: any page of the inbox as it opens (not archived, newest first). A filter, a search or
// a sort changes the statements (a batch template holds one shape), so those read after the session's as before.
import { sql } from "drizzle-orm";
import { type NotificationListQuery, NotificationListQuerySchema } from "../../lib/notifications/schemas";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { inboxWindow, notificationsPageQueries } from "./inbox";

const UNFILTERED: NotificationListQuery = NotificationListQuerySchema.parse({});

/**
 * The page's query, as its loader reads it: by page number (`offset` and `limit` are the API's); a hand-edited value
 * out of range opens the unfiltered first page rather than an error (decision 015).
 */
export function notificationsQueryOf(search: URLSearchParams): NotificationListQuery {
  const params = { ...Object.fromEntries(search), offset: undefined, limit: undefined };
  const parsed = NotificationListQuerySchema.safeParse(params);
  return parsed.success ? parsed.data : UNFILTERED;
}

/** The placeholders' values when the page reads with the session: the unfiltered inbox (else null). */
export function notificationsPageValues(query: NotificationListQuery) {
  const { page, limit, offset, ...filters } = query;
  if (Object.values(filters).some((value) => value !== undefined)) return null;
  const window = inboxWindow(query);
  return { notificationsLimit: window.limit, notificationsOffset: window.offset };
}

export const NOTIFICATIONS_PAGE_READS = pageReadsWithSession({
  name: "notifications",
  match: (pathname, search) =>
    /^\/dashboard\/notifications(?:\.data)?$/.test(pathname)
      ? notificationsPageValues(notificationsQueryOf(search))
      : null,
  reads: (db, user) =>
    notificationsPageQueries({ db }, user, UNFILTERED, {
      limit: sql.placeholder("notificationsLimit"),
      offset: sql.placeholder("notificationsOffset"),
    }),
});
