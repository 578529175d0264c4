// The admin console's figures: the dashboard's counts and the analytics page's days, read from existing tables
// in one D1 round trip (the dashboard shows both).
import { and, count, eq, gt, gte, isNotNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { ADMIN_ANALYTICS_DAYS, ADMIN_WINDOWS_DAYS } from "../../lib/admin/constants";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { requirePlatformAdmin } from "./guard";

const { users, organizations, sessions, securityEvents, assetVersions, feedback, auditLogs } = schema;
const DAY = 24 * 60 * 60 * 1000;

const eventsSince = (kind: "sign_in_succeeded" | "sign_in_failed", since: number | Placeholder) =>
  and(eq(securityEvents.kind, kind), gte(securityEvents.createdAt, since));

export async function adminDashboard(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  return figuresFrom(await ctx.db.batch(figuresQueries(ctx, dashboardTimes(now))));
}

/** The instants the dashboard counts from at `now`: the placeholders' values of its reads with the session. */
export function dashboardTimes(now: number) {
  const [week, month] = ADMIN_WINDOWS_DAYS.map((days) => now - days * DAY) as [number, number];
  return { adminNow: now, adminWeek: week, adminMonth: month, adminSince: firstDayShown(now) * DAY };
}

type Times = { [K in keyof ReturnType<typeof dashboardTimes>]: number | Placeholder };

/** Read in the session lookup's batch, the figures are read only for a platform administrator (`onlyIf`). */
function figuresQueries(ctx: Pick<ActorContext, "db">, times: Omit<Times, "adminSince">, onlyIf?: SQL) {
  const { adminNow: now, adminWeek: week, adminMonth: month } = times;
  const value = count().as("value");
  const among = (condition: SQL | undefined) => and(condition, onlyIf);
  return [
    ctx.db
      .select({ value })
      .from(users)
      .where(among(eq(users.isDemo, false))),
    ctx.db
      .select({ value })
      .from(users)
      .where(among(isNotNull(users.suspendedAt))),
    ctx.db
      .select({ value })
      .from(users)
      .where(among(eq(users.role, "admin"))),
    ctx.db
      .select({ value })
      .from(organizations)
      .where(among(eq(organizations.isDemo, false))),
    ctx.db
      .select({ value })
      .from(sessions)
      .where(among(gt(sessions.expiresAt, now))),
    ctx.db
      .select({ value })
      .from(securityEvents)
      .where(among(eventsSince("sign_in_succeeded", week))),
    ctx.db
      .select({ value })
      .from(securityEvents)
      .where(among(eventsSince("sign_in_succeeded", month))),
    ctx.db
      .select({ value })
      .from(securityEvents)
      .where(among(eventsSince("sign_in_failed", week))),
    ctx.db
      .select({ value })
      .from(securityEvents)
      .where(among(eventsSince("sign_in_failed", month))),
    // What R2 holds, as D1 recorded it: every document version, profile photo and feedback screenshot.
    ctx.db
      .select({
        documents: sql<number>`coalesce((select sum(${assetVersions.fileSize}) from ${assetVersions}), 0)`.mapWith(
          Number,
        ),
        avatars: sql<number>`coalesce((select sum(${users.avatarSize}) from ${users}), 0)`.mapWith(Number),
        screenshots: sql<number>`coalesce((select sum(${feedback.screenshotSize}) from ${feedback}), 0)`.mapWith(
          Number,
        ),
      })
      .from(sql`(select 1)`)
      .where(onlyIf),
  ] as const;
}

function figuresFrom([
  [people],
  [suspended],
  [admins],
  [orgs],
  [live],
  [signInsWeek],
  [signInsMonth],
  [failedWeek],
  [failedMonth],
  [storage],
]: BatchResponse<ReturnType<typeof figuresQueries>>) {
  return {
    users: people?.value ?? 0,
    suspended: suspended?.value ?? 0,
    administrators: admins?.value ?? 0,
    organizations: orgs?.value ?? 0,
    activeSessions: live?.value ?? 0,
    signIns: { 7: signInsWeek?.value ?? 0, 30: signInsMonth?.value ?? 0 },
    failedSignIns: { 7: failedWeek?.value ?? 0, 30: failedMonth?.value ?? 0 },
    storageBytes: {
      documents: storage?.documents ?? 0,
      avatars: storage?.avatars ?? 0,
      screenshots: storage?.screenshots ?? 0,
    },
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
  prefetched?: BatchResponse<ReturnType<typeof dailyCountsQueries>>,
): Promise<DailyCounts[]> {
  requirePlatformAdmin(ctx);
  return dailyCountsFrom(
    now,
    prefetched ?? (await ctx.db.batch(dailyCountsQueries(ctx, dashboardTimes(now).adminSince))),
  );
}

const firstDayShown = (now: number) => Math.floor(now / DAY) - (ADMIN_ANALYTICS_DAYS - 1);

/** The analytics page's reads, from the first day shown; `onlyIf` as the dashboard's. */
export function dailyCountsQueries(ctx: Pick<ActorContext, "db">, since: number | Placeholder, onlyIf?: SQL) {
  const dayOf = (column: AnySQLiteColumn) => sql<number>`${column} / ${DAY}`.mapWith(Number).as("day");
  const perDay = count().as("value");
  return [
    ctx.db
      .select({ day: dayOf(users.createdAt), value: perDay })
      .from(users)
      .where(and(gte(users.createdAt, since), eq(users.isDemo, false), onlyIf))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(organizations.createdAt), value: perDay })
      .from(organizations)
      .where(and(eq(organizations.isDemo, false), gte(organizations.createdAt, since), onlyIf))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(securityEvents.createdAt), value: perDay })
      .from(securityEvents)
      .where(and(eventsSince("sign_in_succeeded", since), onlyIf))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(securityEvents.createdAt), value: perDay })
      .from(securityEvents)
      .where(and(eventsSince("sign_in_failed", since), onlyIf))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(auditLogs.createdAt), value: perDay })
      .from(auditLogs)
      .where(and(gte(auditLogs.createdAt, since), onlyIf))
      .groupBy(sql`day`),
  ] as const;
}

function dailyCountsFrom(now: number, rows: BatchResponse<ReturnType<typeof dailyCountsQueries>>): DailyCounts[] {
  const firstDay = firstDayShown(now);
  const byDay = (counts: { day: number; value: number }[]) => new Map(counts.map((row) => [row.day, row.value]));
  const series = rows.map(byDay);
  return Array.from({ length: ADMIN_ANALYTICS_DAYS }, (_, index) => {
    const day = firstDay + index;
    const [u, o, s, f, a] = series.map((map) => map.get(day) ?? 0) as [number, number, number, number, number];
    return {
      day: new Date(day * DAY).toISOString().slice(0, 10),
      users: u,
      organizations: o,
      signIns: s,
      failed: f,
      audit: a,
    };
  });
}

/**
 * The dashboard's reads: its figures, then its days; as the session lookup's batch reads them (decision 066), for a
 * platform administrator only (`onlyIf`): anyone else is answered 404 by the guard, and reads nothing of it.
 */
export function adminDashboardQueries(ctx: Pick<ActorContext, "db">, times: Times, onlyIf?: SQL) {
  return [...figuresQueries(ctx, times, onlyIf), ...dailyCountsQueries(ctx, times.adminSince, onlyIf)] as const;
}

/** The figures' rows come first in `adminDashboardQueries`, then the days'. */
const FIGURES = 10 satisfies ReturnType<typeof figuresQueries>["length"];

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
  const rows = prefetched ?? (await ctx.db.batch(adminDashboardQueries(ctx, dashboardTimes(now))));
  const figures = rows.slice(0, FIGURES) as unknown as BatchResponse<ReturnType<typeof figuresQueries>>;
  const days = rows.slice(FIGURES) as unknown as BatchResponse<ReturnType<typeof dailyCountsQueries>>;
  return { figures: figuresFrom(figures), days: dailyCountsFrom(now, days) };
}
