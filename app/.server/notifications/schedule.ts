// What the Cron trigger does for notifications each minute: reminders and deadline notices first (they may email
// at once), then the held and digest email round.
import type { ServiceContext } from "../platform/context";
import { runDeadlineNotices } from "./deadlines";
import { runNotificationEmails } from "./email-schedule";
import { runMeetingReminders } from "./reminders";

export async function runNotificationSchedule(ctx: ServiceContext, now: number) {
  const reminded = await runMeetingReminders(ctx, now);
  const deadlines = await runDeadlineNotices(ctx, now);
  const emails = await runNotificationEmails(ctx, now);
  return { reminded, ...deadlines, ...emails };
}
