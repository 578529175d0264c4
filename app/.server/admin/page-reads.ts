// The admin console's reads ride in the session lookup's batch, after the shell's (decision 066): gated in SQL on
// the session's user being a platform administrator, so anyone else reads none of the platform's rows; the guard
// (`requirePlatformAdmin`, on the session's own row) still decides, and answers them 404. A list's filters and
// searches change its statements (a batch template holds one shape): the lists read with the session unfiltered,
// any page of them, and read as before otherwise.
import { type SQL, sql } from "drizzle-orm";
import {
  type AuditQuery,
  AuditQuerySchema,
  SessionListQuerySchema,
  UserListQuerySchema,
} from "../../lib/admin/schemas";
import { pageWindow, pagingSchema } from "../../lib/platform/paging";
import { schema } from "../platform/db/client";
import { PLATFORM_ADMIN_ROLE } from "../platform/policy";
import { pageReadsWithSession } from "../platform/reads-with-session";
import { adminDashboardQueries, dailyCountsQuery, dashboardTimes } from "./dashboard";
import { securityPageQueries } from "./security";
import { sessionListQueries } from "./sessions";
import { type ListWindow, userListQueries } from "./users";

const { users } = schema;

const isPlatformAdmin = (user: SQL) =>
  sql`(select ${users.role} from ${users} where ${users.id} = ${user}) = ${PLATFORM_ADMIN_ROLE}`;

/** The request's time: the lookup's own clock (sessions.ts), as the services' `Date.now()` when they read alone. */
const requestTime = sql.placeholder("now");
const windowOf = (list: string): ListWindow => ({
  limit: sql.placeholder(`${list}Limit`),
  offset: sql.placeholder(`${list}Offset`),
});
/** A page of a list as its placeholders' values. */
const windowValues = (list: string, page: { page: number; limit: number }) => {
  const { limit, offset } = pageWindow(page, page.limit);
  return { [`${list}Limit`]: limit, [`${list}Offset`]: offset };
};
const pageOf = (path: string) => new RegExp(`^/admin/${path}(?:\\.data)?$`);

export const ADMIN_DASHBOARD_READS = pageReadsWithSession({
  name: "admin dashboard",
  // The instants counted from are the request's; its loader checks the first day shown is still its own.
  match: (pathname) => (/^\/admin\/dashboard(?:\.data)?$/.test(pathname) ? dashboardTimes(Date.now()) : null),
  reads: (db, user) =>
    adminDashboardQueries(
      { db },
      {
        adminNow: sql.placeholder("adminNow"),
        adminWeek: sql.placeholder("adminWeek"),
        adminMonth: sql.placeholder("adminMonth"),
        adminSince: sql.placeholder("adminSince"),
      },
      isPlatformAdmin(user),
    ),
});

export const ADMIN_ANALYTICS_READS = pageReadsWithSession({
  name: "admin analytics",
  // The dashboard's days, by the same rule: its loader checks the first day shown is still its own.
  match: (pathname) =>
    pageOf("analytics").test(pathname) ? { adminSince: dashboardTimes(Date.now()).adminSince } : null,
  reads: (db, user) => [dailyCountsQuery({ db }, sql.placeholder("adminSince"), isPlatformAdmin(user))] as const,
});

/** The users page's query, as its loader reads it: a bad page number or filter opens the first page of everyone. */
export function userListQueryOf(search: URLSearchParams) {
  const parsed = UserListQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : UserListQuerySchema.parse({});
}

/** The users page's placeholders when read with the session: everyone, unsearched (else null: read as before). */
export const userListValues = (query: ReturnType<typeof userListQueryOf>) =>
  query.q || query.filter !== "all" ? null : windowValues("users", query);

export const ADMIN_USERS_READS = pageReadsWithSession({
  name: "admin users",
  match: (pathname, search) => (pageOf("users").test(pathname) ? userListValues(userListQueryOf(search)) : null),
  reads: (db, user) =>
    userListQueries({ db }, { q: undefined, filter: "all" }, windowOf("users"), requestTime, isPlatformAdmin(user)),
});

/** The sessions page's query, as its loader reads it: a bad value opens the first page of everyone's. */
export function sessionListQueryOf(search: URLSearchParams) {
  const parsed = SessionListQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : SessionListQuerySchema.parse({});
}

/** The sessions page's placeholders when read with the session: everyone's (one user's: read as before). */
export const sessionListValues = (query: ReturnType<typeof sessionListQueryOf>) =>
  query.userId ? null : windowValues("sessions", query);

export const ADMIN_SESSIONS_READS = pageReadsWithSession({
  name: "admin sessions",
  match: (pathname, search) =>
    pageOf("sessions").test(pathname) ? sessionListValues(sessionListQueryOf(search)) : null,
  reads: (db, user) => sessionListQueries({ db }, undefined, windowOf("sessions"), requestTime, isPlatformAdmin(user)),
});

const FeedbackPageSchema = pagingSchema(10);
const UNFILTERED_LOG: AuditQuery = AuditQuerySchema.parse({});

/**
 * The security page's query, as its loader reads it: bad filters show their message beside the form and the
 * unfiltered log below it; a bad feedback page opens the first.
 */
export function securityPageQueryOf(search: URLSearchParams) {
  const params = Object.fromEntries(search);
  const parsed = AuditQuerySchema.safeParse(params);
  return {
    query: parsed.success ? parsed.data : UNFILTERED_LOG,
    filterError: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check the filters"),
    feedbackPage: FeedbackPageSchema.safeParse({ page: params.feedbackPage }).data ?? { page: 1, limit: 10 },
  };
}

/** The security page's placeholders when read with the session: the log unfiltered (a filter: read as before). */
export function securityPageValues({ query, feedbackPage }: ReturnType<typeof securityPageQueryOf>) {
  const { page, limit, ...filters } = query;
  if (Object.values(filters).some((value) => value !== undefined)) return null;
  return { ...windowValues("audit", { page, limit }), ...windowValues("feedback", feedbackPage) };
}

export const ADMIN_SECURITY_READS = pageReadsWithSession({
  name: "admin security",
  match: (pathname, search) =>
    pageOf("security").test(pathname) ? securityPageValues(securityPageQueryOf(search)) : null,
  reads: (db, user) =>
    securityPageQueries(
      { db },
      UNFILTERED_LOG,
      { audit: windowOf("audit"), feedback: windowOf("feedback") },
      requestTime,
      isPlatformAdmin(user),
    ),
});
