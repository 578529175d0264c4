// Analytics events (000 §3): what services report as it really happens. Each event is written with its daily
// rollup and the day's active user in one batch (decision 044), so the overview reads rollups, never raw events.
import { sql } from "drizzle-orm";
import { EVENT_TYPES, type EventType } from "../../lib/analytics/constants";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { analyticsEvents, analyticsDailyRollups, analyticsDailyUsers } = schema;

export type AnalyticsEventInput = {
  organizationId: string;
  type: EventType;
  userId?: string | null;
  sessionId?: string | null;
  data?: Record<string, unknown>;
  at?: number;
};

/** The UTC day of an instant, as the rollups key it. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** An active user on a day, for a batch: the Active Users card counts these rows. */
export function activeUserWrite(ctx: ServiceContext, organizationId: string, userId: string, at: number) {
  return ctx.db
    .insert(analyticsDailyUsers)
    .values({ organizationId, day: utcDay(at), userId })
    .onConflictDoNothing();
}

/** The event, its rollup and its user's day, for the caller's db.batch (so a change and its event land together). */
export function eventWrites(ctx: ServiceContext, event: AnalyticsEventInput) {
  const at = event.at ?? Date.now();
  const category = EVENT_TYPES[event.type];
  const writes = [
    ctx.db.insert(analyticsEvents).values({
      id: crypto.randomUUID(),
      organizationId: event.organizationId,
      userId: event.userId ?? null,
      sessionId: event.sessionId ?? null,
      eventCategory: category,
      eventType: event.type,
      eventData: event.data ?? {},
      createdAt: at,
    }),
    ctx.db
      .insert(analyticsDailyRollups)
      .values({
        organizationId: event.organizationId,
        day: utcDay(at),
        eventCategory: category,
        eventType: event.type,
        count: 1,
      })
      .onConflictDoUpdate({
        target: [
          analyticsDailyRollups.organizationId,
          analyticsDailyRollups.day,
          analyticsDailyRollups.eventCategory,
          analyticsDailyRollups.eventType,
        ],
        set: { count: sql`${analyticsDailyRollups.count} + 1` },
      }),
  ] as const;
  return event.userId ? [...writes, activeUserWrite(ctx, event.organizationId, event.userId, at)] : [...writes];
}

/**
 * Records what the actor just did in an organisation, after the answer (waitUntil): an event never slows or
 * fails the action it reports. Tracking failures are logged only (000 §8).
 */
export function recordEvent(
  ctx: ActorContext,
  organizationId: string,
  type: EventType,
  data: Record<string, unknown> = {},
): void {
  recordSystemEvent(ctx, { organizationId, type, data, userId: ctx.actor.user.id, sessionId: ctx.actor.sessionId });
}

/** The same for work with no actor (the Cron trigger closing a vote at its deadline) or another user's act. */
export function recordSystemEvent(ctx: ServiceContext, event: AnalyticsEventInput): void {
  const [first, ...rest] = eventWrites(ctx, event);
  ctx.waitUntil(
    ctx.db.batch([first, ...rest]).catch((error: unknown) => console.error("analytics event not recorded", error)),
  );
}
