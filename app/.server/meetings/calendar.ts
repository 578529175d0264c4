// /dashboard/calendar and the private ICS feed (issue 11): the meetings a user can see across their organisations
// (the meetings access rule as SQL, per organisation and role), and a revocable feed token per user. The token is
// shown once; only its SHA-256 is stored (calendar_feed_tokens.token_hash).
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { anchorDate, type CalendarView, calendarDays, dateInZone, queryWindow } from "../../lib/meetings/calendar-grid";
import type { OrganizationRole } from "../../lib/organizations/roles";
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
import { schema } from "../platform/db/client";
import { notFound } from "../platform/errors";
import { visibleMeetingsCondition } from "./access";
import { feedIcs } from "./ics";
import { rsvpTokenHash as sha256Hex } from "./invitations-email";

const { meetings, organizations, organizationMembers, calendarFeedTokens } = schema;
const DAY = 24 * 60 * 60 * 1000;
/** The feed covers the last 90 days and everything ahead. */
export const FEED_PAST_DAYS = 90;
/** Calendar apps may cache the feed this long (seconds). */
export const FEED_MAX_AGE_SECONDS = 300;

export type CalendarMeeting = Awaited<ReturnType<typeof visibleMeetings>>[number];

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
  return meetingsOfSeats(ctx, userId, await activeSeatsQuery(ctx, userId), from, to, held);
}

/** The user's active seats with their roles (unexecuted, so the calendar page can batch it). */
function activeSeatsQuery(ctx: ServiceContext, userId: string) {
  return ctx.db
    .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.status, "active")));
}

type Seat = Awaited<ReturnType<typeof activeSeatsQuery>>[number];

async function meetingsOfSeats(
  ctx: ServiceContext,
  userId: string,
  allSeats: Seat[],
  from: number,
  to: number,
  held: ReadonlySet<string>,
) {
  const seats = allSeats.filter((seat) => !held.has(seat.organizationId));
  if (seats.length === 0) return [];
  // One query per organisation (the rule depends on the role there), in one round trip.
  const queries = seats.map((seat) =>
    ctx.db
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
      })
      .from(meetings)
      .innerJoin(organizations, eq(organizations.id, meetings.organizationId))
      .where(
        and(
          eq(meetings.organizationId, seat.organizationId),
          ne(meetings.status, "draft"),
          sql`${meetings.scheduledStart} >= ${from} and ${meetings.scheduledStart} < ${to}`,
          visibleMeetingsCondition(userId, seat.role as OrganizationRole),
        ),
      )
      .orderBy(asc(meetings.scheduledStart))
      .limit(500),
  );
  const [first, ...rest] = queries;
  const results = await ctx.db.batch([first, ...rest]);
  return results.flat().sort((a, b) => a.scheduledStart - b.scheduledStart);
}

export async function calendarMeetings(ctx: ActorContext, from: number, to: number) {
  return visibleMeetings(ctx, ctx.actor.user.id, from, to);
}

/** Whether the user has a feed, and since when (the token itself is never shown again). */
function feedStatusQuery(ctx: ActorContext) {
  return ctx.db
    .select({ createdAt: calendarFeedTokens.createdAt, lastUsedAt: calendarFeedTokens.lastUsedAt })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, ctx.actor.user.id))
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

/** The calendar page: the shown days' meetings in the user's zone (their preference, else UTC), and the feed. */
export async function loadCalendar(ctx: ActorContext, view: CalendarView, requested: string | null) {
  const userId = ctx.actor.user.id;
  // Two round trips: what the window depends on (the zone) with the seats and the feed, then the meetings.
  const [preferences, seats, feeds] = await ctx.db.batch([
    ctx.db
      .select({ timezone: schema.userPreferences.timezone })
      .from(schema.userPreferences)
      .where(eq(schema.userPreferences.userId, userId))
      .limit(1),
    activeSeatsQuery(ctx, userId),
    feedStatusQuery(ctx),
  ]);
  const zone = preferences[0]?.timezone || "UTC";
  const anchor = anchorDate(requested, zone);
  const days = calendarDays(view, anchor);
  const { from, to } = queryWindow(days);
  const list = await meetingsOfSeats(ctx, userId, seats, from, to, heldBackIds(ctx));
  const feed = feeds[0] ?? null;
  const shown = new Set(days.flat());
  const meetingsByDay: Record<string, typeof list> = {};
  for (const meeting of list) {
    const day = dateInZone(meeting.scheduledStart, zone);
    if (shown.has(day)) meetingsByDay[day] = [...(meetingsByDay[day] ?? []), meeting];
  }
  return { zone, view, anchor, days, today: dateInZone(Date.now(), zone), meetingsByDay, feed };
}
