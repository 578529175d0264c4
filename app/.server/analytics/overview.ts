// The analytics overview (000 §2.7, §3): six cards, the daily trend, events by category and type, read from the
// daily rollups (one row per day, category and type) and the day's active users, never from raw events.
import { and, count, desc, eq, gte, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import {
  ACTIVITY_FEED_SIZE,
  type AnalyticsPeriod,
  CARD_EVENT_TYPES,
  EVENT_CATEGORIES,
  type EventCategory,
} from "../../lib/analytics/constants";
import {
  membershipFrom,
  membershipQuery,
  membershipRead,
  organizationIdOf,
  rowsOfOrganization,
} from "../organizations/memberships";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { can } from "../platform/policy";
import { decisionHistoryQuery, decisionListQuery, withHistory } from "./decisions";
import { utcDay } from "./events";

const { analyticsDailyRollups, analyticsDailyUsers, analyticsEvents, decisions, users } = schema;

const DAY_MS = 86_400_000;

/** The period's UTC days, oldest first: today and the days before it. */
export function periodDays(days: AnalyticsPeriod, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, index) => utcDay(now - (days - 1 - index) * DAY_MS));
}

type OrganizationRef = ReturnType<typeof organizationIdOf>;

/** The overview's reads, for the caller's db.batch: rollups, active users, decision counts. */
function overviewQueries(
  ctx: Pick<ServiceContext, "db">,
  organizationId: OrganizationRef,
  firstDay: string | SQLWrapper,
) {
  return [
    ctx.db
      .select({
        day: analyticsDailyRollups.day,
        category: analyticsDailyRollups.eventCategory,
        type: analyticsDailyRollups.eventType,
        count: analyticsDailyRollups.count,
      })
      .from(analyticsDailyRollups)
      .where(and(eq(analyticsDailyRollups.organizationId, organizationId), gte(analyticsDailyRollups.day, firstDay))),
    ctx.db
      .select({ users: sql<number>`count(distinct ${analyticsDailyUsers.userId})`.mapWith(Number) })
      .from(analyticsDailyUsers)
      .where(and(eq(analyticsDailyUsers.organizationId, organizationId), gte(analyticsDailyUsers.day, firstDay))),
    ctx.db
      .select({
        total: count(),
        implemented: sql<number>`coalesce(sum(${decisions.status} in ('implemented', 'reviewed')), 0)`.mapWith(Number),
      })
      .from(decisions)
      .where(eq(decisions.organizationId, organizationId)),
  ] as const;
}

type RollupRow = { day: string; category: EventCategory; type: string; count: number };

/** The response of 000 §3 built from the rollup rows. */
export function overviewFrom(
  days: AnalyticsPeriod,
  rollups: RollupRow[],
  activeUsers: number,
  decisionCounts: { total: number; implemented: number },
  now = Date.now(),
) {
  const byType = new Map<string, number>();
  const byCategory = new Map<EventCategory, number>(EVENT_CATEGORIES.map((category) => [category, 0]));
  const byDay = new Map(periodDays(days, now).map((day) => [day, { date: day, total: 0 } as DailyActivity]));
  for (const row of rollups) {
    const daily = byDay.get(row.day);
    if (!daily) continue;
    daily.total += row.count;
    daily[row.category] = (daily[row.category] ?? 0) + row.count;
    byType.set(row.type, (byType.get(row.type) ?? 0) + row.count);
    byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + row.count);
  }
  const typeCount = (type: string) => byType.get(type) ?? 0;
  return {
    days,
    metrics: {
      totalUsers: activeUsers,
      boardPacksCreated: typeCount(CARD_EVENT_TYPES.boardPacksCreated),
      boardPacksCompleted: typeCount(CARD_EVENT_TYPES.boardPacksCompleted),
      meetingsCreated: typeCount(CARD_EVENT_TYPES.meetingsCreated),
      meetingsCompleted: typeCount(CARD_EVENT_TYPES.meetingsCompleted),
      exportsTotal: byCategory.get("export") ?? 0,
      decisionsImplemented: decisionCounts.implemented,
    },
    decisions: { total: decisionCounts.total },
    events: {
      dailyActivity: [...byDay.values()],
      eventsByCategory: [...byCategory.entries()]
        .map(([category, total]) => ({ category, count: total }))
        .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
      eventsByType: [...byType.entries()]
        .map(([type, total]) => ({ type, count: total }))
        .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
    },
  };
}
export type DailyActivity = { date: string; total: number } & Partial<Record<EventCategory, number>>;
export type AnalyticsOverview = ReturnType<typeof overviewFrom>;

/** The latest events of the organisation, with who did them (the Activity tab). */
export function activityQuery(
  ctx: Pick<ServiceContext, "db">,
  organizationId: OrganizationRef,
  limit = ACTIVITY_FEED_SIZE,
) {
  return ctx.db
    .select({
      id: analyticsEvents.id,
      eventType: analyticsEvents.eventType,
      eventCategory: analyticsEvents.eventCategory,
      eventData: analyticsEvents.eventData,
      createdAt: analyticsEvents.createdAt,
      userName: sql<string | null>`coalesce(${users.fullName}, ${users.email})`.as("user_name"),
    })
    .from(analyticsEvents)
    .leftJoin(users, eq(users.id, analyticsEvents.userId))
    .where(eq(analyticsEvents.organizationId, organizationId))
    .orderBy(desc(analyticsEvents.createdAt))
    .limit(limit);
}

/** Everyone in the organisation sees its analytics (content.view); owners and admins move decisions. */
export async function analyticsOverview(ctx: ActorContext, organizationRef: string, days: AnalyticsPeriod) {
  const now = Date.now();
  const inOrganization = organizationIdOf(organizationRef);
  const [membership, rollups, active, decisionCounts] = await ctx.db.batch([
    membershipQuery(ctx, organizationRef),
    ...overviewQueries(ctx, inOrganization, firstDayOf(days, now)),
  ]);
  const { organization } = membershipFrom(ctx, membership[0], "content.view");
  return {
    organization,
    overview: overviewFrom(
      days,
      rollups,
      active[0]?.users ?? 0,
      decisionCounts[0] ?? { total: 0, implemented: 0 },
      now,
    ),
  };
}

/** The period's first UTC day, from which the overview counts. */
export const firstDayOf = (days: AnalyticsPeriod, now = Date.now()) => periodDays(days, now)[0] ?? utcDay(now);

/**
 * The analytics page's reads: the guard, the overview, the decisions and the activity feed, for a reference and a
 * user given now or as SQL (alone, or alongside the session lookup: page-reads.ts).
 */
export function analyticsPageQueries(
  db: ServiceContext["db"],
  organizationRef: string | SQLWrapper,
  userId: string | SQLWrapper,
  firstDay: string | SQLWrapper,
) {
  const inOrganization = organizationIdOf(organizationRef);
  return [
    membershipRead(db, organizationRef, userId),
    ...overviewQueries({ db }, inOrganization, firstDay),
    decisionListQuery({ db }, inOrganization),
    decisionHistoryQuery({ db }, inOrganization),
    activityQuery({ db }, inOrganization),
  ] as const;
}

/**
 * The analytics page in one round trip. `prefetched` are the rows `analyticsPageQueries` gave alongside the session
 * lookup (the page's `?org=`, else the preferred organisation, and the period's first day); rows of another
 * organisation are read again, as are those of a request without them.
 */
export async function analyticsPage(
  ctx: ActorContext,
  organizationRef: string,
  days: AnalyticsPeriod,
  prefetched?: BatchResponse<ReturnType<typeof analyticsPageQueries>>,
) {
  const now = Date.now();
  const [membership, rollups, active, decisionCounts, decisionRows, decisionChanges, activity] =
    rowsOfOrganization(prefetched, organizationRef) ??
    (await ctx.db.batch(analyticsPageQueries(ctx.db, organizationRef, ctx.actor.user.id, firstDayOf(days, now))));
  const scope = membershipFrom(ctx, membership[0], "content.view");
  return {
    organization: scope.organization,
    canCreateDecision: can(ctx.actor, "content.create", scope),
    canChangeStatus: can(ctx.actor, "organization.update", scope),
    overview: overviewFrom(
      days,
      rollups,
      active[0]?.users ?? 0,
      decisionCounts[0] ?? { total: 0, implemented: 0 },
      now,
    ),
    decisions: withHistory(decisionRows, decisionChanges),
    activity,
  };
}
