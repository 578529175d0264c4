// The Cron trigger's email round: immediate email held by quiet hours goes out once they end; daily and weekly
// digests go out once per local day or week, after DIGEST_LOCAL_HOUR and never inside quiet hours. Time is
// injected (`now`), so tests run it at any hour. Overlapping runs are safe: rows are claimed before they're sent.
import { and, asc, eq } from "drizzle-orm";
import { epochToZonedTime } from "../../lib/meetings/zoned-time";
import { DIGEST_LOCAL_HOUR, isWithinQuietHours, WEEKLY_DIGEST_WEEKDAY } from "../../lib/notifications/delivery";
import { dispatchOutboxEmails, type OutgoingEmail, outboxRow } from "../email/outbox";
import type { ServiceContext } from "../platform/context";
import { inList } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { digestEmail, type EmailedNotification, notificationEmail } from "./emails";
import { type DeliveryProfile, deliveryProfiles } from "./preferences";

const { notificationEmails, notifications, notificationDigests, emailOutbox } = schema;

/** Pending emails looked at per run; the rest wait for the next minute. */
const PENDING_PER_RUN = 500;

type Pending = EmailedNotification & { id: string; recipientId: string; mode: "immediate" | "daily" | "weekly" };

export type EmailRoundResult = { sent: number; digests: number; dropped: number };

export async function runNotificationEmails(ctx: ServiceContext, now: number): Promise<EmailRoundResult> {
  const pending: Pending[] = await ctx.db
    .select({
      id: notificationEmails.id,
      recipientId: notificationEmails.recipientId,
      mode: notificationEmails.mode,
      category: notificationEmails.category,
      title: notifications.title,
      body: notifications.body,
      actionUrl: notifications.actionUrl,
      actionText: notifications.actionText,
    })
    .from(notificationEmails)
    .innerJoin(notifications, eq(notifications.id, notificationEmails.notificationId))
    .where(eq(notificationEmails.status, "pending"))
    .orderBy(asc(notificationEmails.createdAt))
    .limit(PENDING_PER_RUN)
    .all();
  const result: EmailRoundResult = { sent: 0, digests: 0, dropped: 0 };
  if (pending.length === 0) return result;
  const profiles = await deliveryProfiles(ctx, [...new Set(pending.map((row) => row.recipientId))]);
  const byRecipient = new Map<string, Pending[]>();
  for (const row of pending) byRecipient.set(row.recipientId, [...(byRecipient.get(row.recipientId) ?? []), row]);
  for (const [recipientId, rows] of byRecipient) {
    const profile = profiles.get(recipientId);
    if (!profile) continue;
    await deliverPending(ctx, profile, rows, now, result);
  }
  return result;
}

async function deliverPending(
  ctx: ServiceContext,
  profile: DeliveryProfile,
  rows: Pending[],
  now: number,
  result: EmailRoundResult,
) {
  const { preferences } = profile;
  // Preferences may have changed since the row was written: what is now switched off is not sent.
  const unwanted = rows.filter((row) => !preferences.emailNotifications || !preferences.emailCategories[row.category]);
  if (unwanted.length) result.dropped += (await claim(ctx, unwanted, "dropped", now)).length;
  const wanted = rows.filter((row) => !unwanted.includes(row));
  const local = epochToZonedTime(now, profile.timeZone);
  if (wanted.length === 0 || isWithinQuietHours(preferences.quietHours, local.slice(11, 16))) return;
  if (preferences.frequency === "real_time") {
    const claimed = new Set(await claim(ctx, wanted, "sent", now));
    const mine = wanted.filter((row) => claimed.has(row.id));
    await send(
      ctx,
      await Promise.all(
        mine.map(async (row) => ({ rowIds: [row.id], email: await notificationEmail(ctx.config, profile, row) })),
      ),
    );
    result.sent += mine.length;
    return;
  }
  const kind = preferences.frequency;
  const period = digestPeriod(kind, local);
  if (!period) return;
  const [opened] = await ctx.db
    .insert(notificationDigests)
    .values({ userId: profile.userId, kind, period, items: wanted.length, sentAt: now })
    .onConflictDoNothing()
    .returning({ period: notificationDigests.period });
  // This period's digest has gone (another run, or earlier today): the rest wait for the next period.
  if (!opened) return;
  const claimed = new Set(await claim(ctx, wanted, "sent", now));
  const items = wanted.filter((row) => claimed.has(row.id));
  if (items.length === 0) return;
  await send(ctx, [{ rowIds: items.map((row) => row.id), email: await digestEmail(ctx.config, profile, kind, items) }]);
  result.digests += 1;
  result.sent += items.length;
}

/**
 * The local period a digest belongs to, or null when none is due: a daily digest from DIGEST_LOCAL_HOUR on each
 * local day, a weekly one from that hour on Mondays (a Monday spent in quiet hours waits for the next).
 */
export function digestPeriod(kind: "daily" | "weekly", localDateTime: string): string | null {
  const date = localDateTime.slice(0, 10);
  if (Number(localDateTime.slice(11, 13)) < DIGEST_LOCAL_HOUR) return null;
  if (kind === "weekly" && new Date(`${date}T00:00:00Z`).getUTCDay() !== WEEKLY_DIGEST_WEEKDAY) return null;
  return date;
}

/** Marks rows still pending as `status`; answers the ids this run claimed (an overlapping run gets the others). */
async function claim(ctx: ServiceContext, rows: { id: string }[], status: "sent" | "dropped", now: number) {
  const claimed = await ctx.db
    .update(notificationEmails)
    .set({ status, sentAt: now })
    .where(
      and(
        inList(
          notificationEmails.id,
          rows.map((row) => row.id),
        ),
        eq(notificationEmails.status, "pending"),
      ),
    )
    .returning({ id: notificationEmails.id });
  return claimed.map((row) => row.id);
}

/** Writes the claimed rows' messages to the outbox (with their ids on the rows) and dispatches them. */
async function send(ctx: ServiceContext, messages: { rowIds: string[]; email: OutgoingEmail }[]) {
  if (messages.length === 0) return;
  const outbox = messages.map((message) => ({ ...message, row: outboxRow(ctx, message.email) }));
  await ctx.db.batch([
    ctx.db.insert(emailOutbox).values(outbox[0].row),
    ...outbox.slice(1).map(({ row }) => ctx.db.insert(emailOutbox).values(row)),
    ...outbox.map(({ rowIds, row }) =>
      ctx.db.update(notificationEmails).set({ outboxId: row.id }).where(inList(notificationEmails.id, rowIds)),
    ),
  ]);
  await dispatchOutboxEmails(
    ctx,
    outbox.map(({ row }) => row.id),
  );
}
