// The admin console's figures: the dashboard's counts and the analytics page's days, read from existing tables
// in one D1 round trip (the dashboard shows both). Each page is few statements, as each statement in a batch costs
// fixed CPU (D1 runs and serialises it, drizzle maps it; decision 066's amendment of stop 28): the figures are one
// row of scalar subqueries, the days one row of a JSON object per series, each gated once.
import { and, eq, gt, gte, isNotNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { ADMIN_ANALYTICS_DAYS, ADMIN_WINDOWS_DAYS } from "../../lib/admin/constants";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { PLATFORM_ADMIN_ROLE } from "../platform/policy";
import { requirePlatformAdmin } from "./guard";

const { users, organizations, sessions, securityEvents, assetVersions, feedback, auditLogs } = schema;
const DAY = 24 * 60 * 60 * 1000;

type Db = Pick<ActorContext, "db">;

const eventsSince = (kind: "sign_in_succeeded" | "sign_in_failed", since: number | Placeholder) =>
  and(eq(securityEvents.kind, kind), gte(securityEvents.createdAt, since));

/**
 * The one row of a gated read: none when the gate in SQL found no platform administrator (the role changed after the
 * guard read it), answered as the guard answers anyone else.
 */
function gatedRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

/**
 * A one-row read's columns, each named as its key: D1 answers a batch's rows as objects, so two columns of the same
 * SQL text (a week's count and a month's, only their values differ) would come back as one.
 */
function named<Columns extends Record<string, SQL>>(columns: Columns) {
  return Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column.as(name)])) as {
    [Name in keyof Columns]: SQL.Aliased<Columns[Name]["_"]["type"]>;
  };
}

export async function adminDashboard(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  return figuresFrom(await figuresQuery(ctx, dashboardTimes(now)));
}

/** The instants the dashboard counts from at `now`: the placeholders' values of its reads with the session. */
export function dashboardTimes(now: number) {
  const [week, month] = ADMIN_WINDOWS_DAYS.map((days) => now - days * DAY) as [number, number];
  return { adminNow: now, adminWeek: week, adminMonth: month, adminSince: firstDayShown(now) * DAY };
}

type Times = { [K in keyof ReturnType<typeof dashboardTimes>]: number | Placeholder };

/**
 * What `table` records of R2's bytes in `column`. The rows without any are skipped in SQL, as the sum skips them: the
 * avatars' sum then reads only the users who have one, from a partial index (users_avatar_size_idx).
 */
const bytesIn = (table: SQLiteTable, column: AnySQLiteColumn) =>
  sql<number>`coalesce((select sum(${column}) from ${table} where ${column} is not null), 0)`.mapWith(Number);

/**
 * The dashboard's figures in one row; read in the session lookup's batch, only for a platform administrator
 * (`onlyIf`): no row for anyone else.
 */
function figuresQuery({ db }: Db, times: Omit<Times, "adminSince">, onlyIf?: SQL) {
  const { adminNow: now, adminWeek: week, adminMonth: month } = times;
  return db
    .select(
      named({
        users: db.$count(users, eq(users.isDemo, false)),
        suspended: db.$count(users, isNotNull(users.suspendedAt)),
        administrators: db.$count(users, eq(users.role, PLATFORM_ADMIN_ROLE)),
        organizations: db.$count(organizations, eq(organizations.isDemo, false)),
        activeSessions: db.$count(sessions, gt(sessions.expiresAt, now)),
        signInsWeek: db.$count(securityEvents, eventsSince("sign_in_succeeded", week)),
        signInsMonth: db.$count(securityEvents, eventsSince("sign_in_succeeded", month)),
        failedWeek: db.$count(securityEvents, eventsSince("sign_in_failed", week)),
        failedMonth: db.$count(securityEvents, eventsSince("sign_in_failed", month)),
        // What R2 holds, as D1 recorded it: every document version, profile photo and feedback screenshot.
        documents: bytesIn(assetVersions, assetVersions.fileSize),
        avatars: bytesIn(users, users.avatarSize),
        screenshots: bytesIn(feedback, feedback.screenshotSize),
      }),
    )
    .from(sql`(select 1)`)
    .where(onlyIf);
}

function figuresFrom(rows: Awaited<ReturnType<typeof figuresQuery>>) {
  const { signInsWeek, signInsMonth, failedWeek, failedMonth, documents, avatars, screenshots, ...counts } =
    gatedRow(rows);
  return {
    ...counts,
    signIns: { 7: signInsWeek, 30: signInsMonth },
    failedSignIns: { 7: failedWeek, 30: failedMonth },
    storageBytes: { documents, avatars, screenshots },
  };
}

export type DailyCounts = {
  day: string;
  users: number;
  organizations: number;
  signIns: number;
  failed: number;
  audit: number;
};

/**
 * Per UTC day over the last ADMIN_ANALYTICS_DAYS: new accounts, new organisations, sign-ins, audit entries;
 * `prefetched`, the rows read with the session for this `now`'s first day shown (decision 066).
 */
export async function adminAnalytics(
  ctx: ActorContext,
  now = Date.now(),
  prefetched?: BatchResponse<readonly [ReturnType<typeof dailyCountsQuery>]>,
): Promise<DailyCounts[]> {
  requirePlatformAdmin(ctx);
  const [days] = prefetched ?? [await dailyCountsQuery(ctx, dashboardTimes(now).adminSince)];
  return dailyCountsFrom(now, days);
}

const firstDayShown = (now: number) => Math.floor(now / DAY) - (ADMIN_ANALYTICS_DAYS - 1);

/** D1 binds a JS number as REAL: the day's length written as an integer, so that a day number is whole. */
const WHOLE_DAY = sql.raw(String(DAY));

/** The last day shown, counted from the first (a whole number whatever D1 binds). */
const LAST_DAY_AFTER_FIRST = sql.raw(String(ADMIN_ANALYTICS_DAYS - 1));

/**
 * A series' rows counted per UTC day number from `since` (the first day's start), as one JSON object
 * (`{"20412": 3}`): one column, not a row a day. Each day is counted on its own range of the series' index, as
 * grouping by the day number sorted all of the window's rows in a temporary b-tree (0.6 ms a view with the bench's
 * 5,500 sign-ups; 0.18 ms by ranges).
 */
function perDay(table: SQLiteTable, createdAt: AnySQLiteColumn, where: SQL | undefined, since: number | Placeholder) {
  const firstDay = sql`cast(${since} / ${WHOLE_DAY} as integer)`;
  const inDay = sql`${createdAt} >= shown.day * ${WHOLE_DAY} and ${createdAt} < (shown.day + 1) * ${WHOLE_DAY}`;
  const counted = sql`(select count(*) from ${table} where ${where ? sql`${where} and ` : sql``}${inDay})`;
  return sql`(with recursive shown(day) as (
      select ${firstDay} union all select day + 1 from shown where day < ${firstDay} + ${LAST_DAY_AFTER_FIRST})
    select json_group_object(shown.day, ${counted}) from shown)`.mapWith(
    (json: string): Record<string, number> => JSON.parse(json),
  );
}

/** The analytics page's reads (the dashboard's days) from the first day shown, in one row; `onlyIf` as the figures'. */
export function dailyCountsQuery(ctx: Db, since: number | Placeholder, onlyIf?: SQL) {
  return ctx.db
    .select(
      named({
        users: perDay(users, users.createdAt, eq(users.isDemo, false), since),
        organizations: perDay(organizations, organizations.createdAt, eq(organizations.isDemo, false), since),
        signIns: perDay(securityEvents, securityEvents.createdAt, eq(securityEvents.kind, "sign_in_succeeded"), since),
        failed: perDay(securityEvents, securityEvents.createdAt, eq(securityEvents.kind, "sign_in_failed"), since),
        audit: perDay(auditLogs, auditLogs.createdAt, undefined, since),
      }),
    )
    .from(sql`(select 1)`)
    .where(onlyIf);
}

function dailyCountsFrom(now: number, rows: Awaited<ReturnType<typeof dailyCountsQuery>>): DailyCounts[] {
  const series = gatedRow(rows);
  const firstDay = firstDayShown(now);
  return Array.from({ length: ADMIN_ANALYTICS_DAYS }, (_, index) => {
    const day = firstDay + index;
    return {
      day: new Date(day * DAY).toISOString().slice(0, 10),
      users: series.users[day] ?? 0,
      organizations: series.organizations[day] ?? 0,
      signIns: series.signIns[day] ?? 0,
      failed: series.failed[day] ?? 0,
      audit: series.audit[day] ?? 0,
    };
  });
}

/**
 * The dashboard's reads: its figures, then its days; as the session lookup's batch reads them (decision 066), for a
 * platform administrator only (`onlyIf`): anyone else is answered 404 by the guard, and reads nothing of it.
 */
export function adminDashboardQueries(ctx: Db, times: Times, onlyIf?: SQL) {
  return [figuresQuery(ctx, times, onlyIf), dailyCountsQuery(ctx, times.adminSince, onlyIf)] as const;
}

/**
 * The admin dashboard in one D1 round trip: its figures and its days; none with `prefetched`, the rows read with the
 * session for this `now`'s first day shown (decision 066).
 */
export async function loadAdminDashboard(
  ctx: ActorContext,
  now = Date.now(),
  prefetched?: BatchResponse<ReturnType<typeof adminDashboardQueries>>,
) {
  requirePlatformAdmin(ctx);
  const [figures, days] = prefetched ?? (await ctx.db.batch(adminDashboardQueries(ctx, dashboardTimes(now))));
  return { figures: figuresFrom(figures), days: dailyCountsFrom(now, days) };
}
