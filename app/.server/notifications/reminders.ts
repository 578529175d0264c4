// Meeting reminders (issue 12): each participant with an account hears "starting soon" at their reminder minutes
// (default 15 and 5) before a scheduled meeting. The Cron trigger runs every minute; a reminder is claimed (once.ts)
// before it is written, so it goes once per user, meeting and offset however runs overlap.
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import { MAX_REMINDER_MINUTES } from "../../lib/notifications/delivery";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { notify } from "./notify";
import { claimOnce } from "./once";
import { deliveryProfiles } from "./preferences";

const { meetings, meetingParticipants } = schema;

export const reminderTitle = (title: string, minutes: number) =>
  `Starting in ${minutes} minute${minutes === 1 ? "" : "s"}: ${title}`;

export async function runMeetingReminders(ctx: ServiceContext, now: number): Promise<number> {
  const seats = await ctx.db
    .select({
      meetingId: meetings.id,
      title: meetings.title,
      organizationId: meetings.organizationId,
      scheduledStart: meetings.scheduledStart,
      userId: sql<string>`${meetingParticipants.userId}`,
    })
    .from(meetings)
    .innerJoin(meetingParticipants, eq(meetingParticipants.meetingId, meetings.id))
    .where(
      and(
        eq(meetings.status, "scheduled"),
        gt(meetings.scheduledStart, now),
        lte(meetings.scheduledStart, now + MAX_REMINDER_MINUTES * 60_000),
        sql`${meetingParticipants.userId} is not null`,
        ne(meetingParticipants.attendanceStatus, "declined"),
      ),
    )
    .all();
  if (seats.length === 0) return 0;
  const profiles = await deliveryProfiles(ctx, [...new Set(seats.map((seat) => seat.userId))]);
  // Who is owed which reminder now, grouped so everyone told the same thing is one notify().
  const owed = new Map<string, { seat: (typeof seats)[number]; minutes: number; userIds: string[] }>();
  for (const seat of seats) {
    const offsets = (profiles.get(seat.userId)?.preferences.reminderMinutes ?? []).filter(
      (offset) => seat.scheduledStart - offset * 60_000 <= now,
    );
    if (offsets.length === 0) continue;
    const keys = offsets.map((offset) => `meeting-reminder:${seat.meetingId}:${seat.userId}:${offset}`);
    if ((await claimOnce(ctx, keys, now)).size === 0) continue;
    const minutes = Math.max(1, Math.round((seat.scheduledStart - now) / 60_000));
    const key = `${seat.meetingId}:${minutes}`;
    const group = owed.get(key) ?? { seat, minutes, userIds: [] };
    group.userIds.push(seat.userId);
    owed.set(key, group);
  }
  let told = 0;
  for (const { seat, minutes, userIds } of owed.values()) {
    await notify(ctx, {
      recipients: userIds,
      organizationId: seat.organizationId,
      type: "meeting",
      priority: "high",
      category: "reminders",
      title: reminderTitle(seat.title, minutes),
      actionUrl: `/dashboard/meetings/${seat.meetingId}`,
      actionText: "Open meeting",
    });
    told += userIds.length;
  }
  return told;
}
