// Analytics events written as the services write them (the event and its rollups in one batch), days ago.
import { eventWrites } from "../../app/.server/analytics/events";
import type { EventType } from "../../app/lib/analytics/constants";
import { serviceContext } from "./factories";

const DAY = 86_400_000;

export async function writeEvents(organizationId: string, userId: string, events: [EventType, number][]) {
  const ctx = serviceContext();
  for (const [type, daysAgo] of events) {
    const [first, ...rest] = eventWrites(ctx, { organizationId, type, userId, at: Date.now() - daysAgo * DAY });
    await ctx.db.batch([first, ...rest]);
  }
}
