// /dashboard/calendar and the private ICS feed (issue 11): the meetings a user can see across their organisations
// (the meetings access rule as SQL, per organisation and role), and a revocable feed token per user. The token is
// shown once; only its SHA-256 is stored (calendar_feed_tokens.token_hash).
import { and, asc, eq, lte, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import {
  anchorDate,
  CALENDAR_VIEWS,
  type CalendarView,
  calendarDays,
  dateInZone,
  queryWindow,
} from "../../lib/meetings/calendar-grid";
import { z } from "../../lib/platform/zod";
import { randomToken } from "../auth/crypto";
import { heldBackIds } from "../auth/organization-holds";
import {
  organizationHolds,
  organizationPoliciesColumn,
  parseOrganizationPolicies,
  twoFactorOnColumn,
} from "../auth/security-policy";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { type Db, schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { visibleMeetingsConditionByRole } from "./access";
import { feedIcs } from "./ics";
import { rsvpTokenHash as sha256Hex } from "./invitations-email";

const { meetings, organizations, organizationMembers, calendarFeedTokens } = schema;
const DAY = 24 * 60 * 60 * 1000;
/** The feed covers the last 90 days and everything ahead. */
export const FEED_PAST_DAYS = 90;
/** Calendar apps may cache the feed this long (seconds). */
export const FEED_MAX_AGE_SECONDS = 300;

export type CalendarMeeting = Awaited<ReturnType<typeof visibleMeetings>>[number];

/** At most this many meetings of one organisation in a window (the feed's is years long). */
const MEETINGS_PER_ORGANIZATION = 500;

/**
 * The meetings starting in [from, to) of every organisation the user has an active seat in, each by the meetings
 * access rule for their role there (picked in SQL, so the user may be the session's, decision 066), not drafts,
 * the first 500 of each organisation, by start.
 */
export function calendarMeetingsQuery(
  db: Db,
  userId: string | SQLWrapper,
  from: number | SQLWrapper,
  to: number | SQLWrapper,
) {
  const inWindow = db
    .select({
      id: meetings.id,
      organizationId: meetings.organizationId,
      organizationName: organizations.name,
      title: meetings.title,
      description: meetings.description,
      status: meetings.status,
      meetingType: meetings.meetingType,
      scheduledStart: meetings.scheduledStart,
      scheduledEnd: meetings.scheduledEnd,
      timezone: meetings.timezone,
      venue: meetings.venue,
      virtualMeetingUrl: meetings.virtualMeetingUrl,
      icsSequence: meetings.icsSequence,
      rankInOrganization: sql<number>`row_number() over (partition by ${meetings.organizationId}
        order by ${meetings.scheduledStart})`.as("rank_in_organization"),
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(meetings, eq(meetings.organizationId, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, "active"),
        ne(meetings.status, "draft"),
        sql`${meetings.scheduledStart} >= ${from} and ${meetings.scheduledStart} < ${to}`,
        visibleMeetingsConditionByRole(userId, sql`${organizationMembers.role}`),
      ),
    )
    .as("in_window");
  return db
    .select()
    .from(inWindow)
    .where(lte(inWindow.rankInOrganization, MEETINGS_PER_ORGANIZATION))
    .orderBy(asc(inWindow.scheduledStart));
}

type CalendarRows = Awaited<ReturnType<typeof calendarMeetingsQuery>>;

/** The rows as the calendar shows them: none of an organisation whose policy holds the actor back (decision 048). */
const shownMeetings = (rows: CalendarRows, held: ReadonlySet<string>) =>
  rows.filter((row) => !held.has(row.organizationId)).map(({ rankInOrganization: _rank, ...meeting }) => meeting);

/**
 * The user's meetings starting in [from, to) across their organisations, by the meetings access rule; none of an
 * organisation whose security policy holds the actor back (decision 048).
 */
export async function visibleMeetings(
  ctx: ServiceContext | ActorContext,
  userId: string,
  from: number,
  to: number,
  held: ReadonlySet<string> = heldBackIds(ctx),
) {
  return shownMeetings(await calendarMeetingsQuery(ctx.db, userId, from, to), held);
}

export async function calendarMeetings(ctx: ActorContext, from: number, to: number) {
  return visibleMeetings(ctx, ctx.actor.user.id, from, to);
}

/** Whether the user has a feed, and since when (the token itself is never shown again). */
function feedStatusQuery(db: Db, userId: string | SQLWrapper) {
  return db
    .select({ createdAt: calendarFeedTokens.createdAt, lastUsedAt: calendarFeedTokens.lastUsedAt })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .limit(1);
}

export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** A new feed URL for the user; any older one stops working. The token is in the answer only. */
export async function createFeedToken(ctx: ActorContext) {
  const token = randomToken(24);
  const userId = ctx.actor.user.id;
  await ctx.db.batch([
    ctx.db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId)),
    ctx.db.insert(calendarFeedTokens).values({ id: crypto.randomUUID(), userId, tokenHash: await sha256Hex(token) }),
    auditInsert(ctx, { userId, action: "calendar_feed.created", entityType: "calendar_feed", entityId: userId }),
  ]);
  return { token, url: `${ctx.config.APP_URL}${feedPath(token)}` };
}

export async function revokeFeedToken(ctx: ActorContext) {
  const userId = ctx.actor.user.id;
  await ctx.db.batch([
    ctx.db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId)),
    auditInsert(ctx, { userId, action: "calendar_feed.revoked", entityType: "calendar_feed", entityId: userId }),
  ]);
}

/** GET /calendar/{token}.ics: the token's user's visible meetings of the last 90 days and ahead, else 404. */
export async function feedByToken(ctx: ServiceContext, token: string) {
  if (!token || token.length > 100) throw notFound();
  const row = await ctx.db
    .select({
      id: calendarFeedTokens.id,
      userId: calendarFeedTokens.userId,
      policies: organizationPoliciesColumn,
      twoFactorOn: twoFactorOnColumn,
    })
    .from(calendarFeedTokens)
    .innerJoin(schema.users, eq(schema.users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.tokenHash, await sha256Hex(token)))
    .get();
  if (!row) throw notFound();
  const now = Date.now();
  // The feed is the user's data read without a session: the organisations' security policy applies as to a page
  // (decision 048), from the address of whoever fetches the feed.
  const holds = organizationHolds(parseOrganizationPolicies(row.policies), Boolean(row.twoFactorOn), ctx.meta.ip);
  const held = new Set(holds.map((hold) => hold.id));
  const list = await visibleMeetings(ctx, row.userId, now - FEED_PAST_DAYS * DAY, now + 5 * 365 * DAY, held);
  ctx.waitUntil(
    ctx.db.update(calendarFeedTokens).set({ lastUsedAt: now }).where(eq(calendarFeedTokens.id, row.id)).run(),
  );
  return feedIcs(list, ctx.config.APP_URL);
}

/** The calendar page's reads for a window: alone, or alongside the session lookup (page-reads.ts). */
export function calendarQueries(
  db: Db,
  userId: string | SQLWrapper,
  from: number | SQLWrapper,
  to: number | SQLWrapper,
) {
  return [feedStatusQuery(db, userId), calendarMeetingsQuery(db, userId, from, to)] as const;
}

// Made once: building a zod schema costs more than parsing with it, and every calendar view parses twice.
const CalendarViewSchema = z.enum(CALENDAR_VIEWS).catch("month");

/** The page's view from its `?view=`: month unless it says week. */
export const calendarViewOf = (search: URLSearchParams) => CalendarViewSchema.parse(search.get("view") ?? "month");

/** The user's zone from their preferences' row: the calendar's days are theirs (UTC without one). */
export const calendarZone = (preferences: { timezone: string | null } | undefined) => preferences?.timezone || "UTC";

/** The days shown and the window of meetings to read for them, in a zone (which makes "today" without `?date=`). */
export function calendarWindow(view: CalendarView, requested: string | null, zone: string) {
  const anchor = anchorDate(requested, zone);
  const days = calendarDays(view, anchor);
  return { anchor, days, ...queryWindow(days) };
}

/**
 * What the session's batch read for the page (decision 066): the user's zone from the shell's rows, and the page's
 * rows if they were read for the window that zone gives (`rowsFor`, else undefined).
 */
export type CalendarPrefetch = {
  zone: string;
  rowsFor(window: {
    calendarFrom: number;
    calendarTo: number;
  }): BatchResponse<ReturnType<typeof calendarQueries>> | undefined;
};

/**
 * The calendar page: the shown days' meetings in the user's zone (their preference, else UTC), and the feed. With
 * the session's rows, none or one round trip (the rows read for another window than the zone's are read again);
 * alone two: the zone, then the window's reads.
 */
export async function loadCalendar(
  ctx: ActorContext,
  view: CalendarView,
  requested: string | null,
  prefetched?: CalendarPrefetch,
) {
  const userId = ctx.actor.user.id;
  const zone =
    prefetched?.zone ??
    calendarZone(
      await ctx.db
        .select({ timezone: schema.userPreferences.timezone })
        .from(schema.userPreferences)
        .where(eq(schema.userPreferences.userId, userId))
        .get(),
    );
  const { anchor, days, from, to } = calendarWindow(view, requested, zone);
  const [feeds, rows] =
    prefetched?.rowsFor({ calendarFrom: from, calendarTo: to }) ??
    (await ctx.db.batch(calendarQueries(ctx.db, userId, from, to)));
  const list = shownMeetings(rows, heldBackIds(ctx));
  const feed = feeds[0] ?? null;
  const shown = new Set(days.flat());
  const meetingsByDay: Record<string, typeof list> = {};
  for (const meeting of list) {
    const day = dateInZone(meeting.scheduledStart, zone);
    if (shown.has(day)) meetingsByDay[day] = [...(meetingsByDay[day] ?? []), meeting];
  }
  return { zone, view, anchor, days, today: dateInZone(Date.now(), zone), meetingsByDay, feed };
}
