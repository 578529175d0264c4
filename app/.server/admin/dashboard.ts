// The admin console's figures: the dashboard's counts and the analytics page's days, read from existing tables
// in one D1 round trip (the dashboard shows both).
import { and, count, eq, gt, gte, isNotNull, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { ADMIN_ANALYTICS_DAYS, ADMIN_WINDOWS_DAYS } from "../../lib/admin/constants";
import type { ActorContext } from "../platform/context";
import { batchGroups } from "../platform/db/batch-groups";
import { schema } from "../platform/db/client";
import { requirePlatformAdmin } from "./guard";

const { users, organizations, sessions, securityEvents, assetVersions, feedback, auditLogs } = schema;
const DAY = 24 * 60 * 60 * 1000;

const eventsSince = (kind: "sign_in_succeeded" | "sign_in_failed", since: number) =>
  and(eq(securityEvents.kind, kind), gte(securityEvents.createdAt, since));

export async function adminDashboard(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  return figuresFrom(await ctx.db.batch(figuresQueries(ctx, now)));
}

function figuresQueries(ctx: ActorContext, now: number) {
  const [week, month] = ADMIN_WINDOWS_DAYS.map((days) => now - days * DAY) as [number, number];
  const value = count().as("value");
  return [
    ctx.db.select({ value }).from(users).where(eq(users.isDemo, false)),
    ctx.db.select({ value }).from(users).where(isNotNull(users.suspendedAt)),
    ctx.db.select({ value }).from(users).where(eq(users.role, "admin")),
    ctx.db.select({ value }).from(organizations).where(eq(organizations.isDemo, false)),
    ctx.db.select({ value }).from(sessions).where(gt(sessions.expiresAt, now)),
    ctx.db.select({ value }).from(securityEvents).where(eventsSince("sign_in_succeeded", week)),
    ctx.db.select({ value }).from(securityEvents).where(eventsSince("sign_in_succeeded", month)),
    ctx.db.select({ value }).from(securityEvents).where(eventsSince("sign_in_failed", week)),
    ctx.db.select({ value }).from(securityEvents).where(eventsSince("sign_in_failed", month)),
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
      .from(sql`(select 1)`),
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

/** Per UTC day over the last ADMIN_ANALYTICS_DAYS: new accounts, new organisations, sign-ins, audit entries. */
export async function adminAnalytics(ctx: ActorContext, now = Date.now()): Promise<DailyCounts[]> {
  requirePlatformAdmin(ctx);
  return dailyCountsFrom(now, await ctx.db.batch(dailyCountsQueries(ctx, now)));
}

const firstDayShown = (now: number) => Math.floor(now / DAY) - (ADMIN_ANALYTICS_DAYS - 1);

function dailyCountsQueries(ctx: ActorContext, now: number) {
  const since = firstDayShown(now) * DAY;
  const dayOf = (column: AnySQLiteColumn) => sql<number>`${column} / ${DAY}`.mapWith(Number).as("day");
  const perDay = count().as("value");
  return [
    ctx.db
      .select({ day: dayOf(users.createdAt), value: perDay })
      .from(users)
      .where(and(gte(users.createdAt, since), eq(users.isDemo, false)))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(organizations.createdAt), value: perDay })
      .from(organizations)
      .where(and(eq(organizations.isDemo, false), gte(organizations.createdAt, since)))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(securityEvents.createdAt), value: perDay })
      .from(securityEvents)
      .where(eventsSince("sign_in_succeeded", since))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(securityEvents.createdAt), value: perDay })
      .from(securityEvents)
      .where(eventsSince("sign_in_failed", since))
      .groupBy(sql`day`),
    ctx.db
      .select({ day: dayOf(auditLogs.createdAt), value: perDay })
      .from(auditLogs)
      .where(gte(auditLogs.createdAt, since))
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

/** The admin dashboard in one D1 round trip: its figures and its days. */
export async function loadAdminDashboard(ctx: ActorContext, now = Date.now()) {
  requirePlatformAdmin(ctx);
  const [figures, days] = await batchGroups(ctx.db, figuresQueries(ctx, now), dailyCountsQueries(ctx, now));
  return { figures: figuresFrom(figures), days: dailyCountsFrom(now, days) };
}
