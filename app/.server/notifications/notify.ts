// The ONE way to create a notification (issue 12): rows for every recipient in one batch, each recipient's open
// tabs told, and email per their preferences (at once, after their quiet hours, or in a digest). Many recipients
// are handed to the queue and written by its consumer in batches, never inside the request.
import { z } from "zod";
import { epochToZonedTime } from "../../lib/meetings/zoned-time";
import {
  FAN_OUT_JOB_RECIPIENTS,
  FAN_OUT_THRESHOLD,
  isWithinQuietHours,
  type NotificationCategory,
  type NotificationFrequency,
} from "../../lib/notifications/delivery";
import { NotificationCategorySchema } from "../../lib/notifications/preference-schemas";
import { dispatchOutboxEmails, outboxRow } from "../email/outbox";
import type { ServiceContext } from "../platform/context";
import { insertsInChunks } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";
import { notificationEmail } from "./emails";
import { announceNotificationChange } from "./live";
import { type DeliveryProfile, deliveryProfiles } from "./preferences";

const { notifications, notificationEmails, emailOutbox } = schema;

export const NOTIFICATION_TYPES = ["document", "meeting", "user", "message", "alert", "system"] as const;
export const NOTIFICATION_PRIORITIES = ["critical", "high", "medium", "low"] as const;

/** What a notification says, the same for every recipient. */
export const NotificationContentSchema = z.object({
  organizationId: z.string().nullable().optional(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  category: NotificationCategorySchema,
  title: z.string().min(1).max(500),
  body: z.string().max(5000).optional(),
  actionUrl: z.string().max(2000).optional(),
  actionText: z.string().max(200).optional(),
});
export type NotificationContent = z.infer<typeof NotificationContentSchema>;

export type NotifyInput = NotificationContent & { recipients: string | readonly string[] };

/** The queue job that writes one notification for a share of its recipients. */
export const NotificationFanOutJobSchema = z.object({
  kind: z.literal("notification-fan-out"),
  notification: NotificationContentSchema,
  recipientIds: z.array(z.string().min(1)).min(1).max(FAN_OUT_JOB_RECIPIENTS),
  createdAt: z.number().int(),
});
export type NotificationFanOutJob = z.infer<typeof NotificationFanOutJobSchema>;

/** Recipients written per D1 batch by the consumer (the rows, their emails and outbox messages). */
const RECIPIENTS_PER_BATCH = 50;
/** Open tabs told side by side: a large fan-out is not one burst at the hubs. */
const ANNOUNCE_AT_ONCE = 10;

/**
 * Notifies one recipient or many. Up to FAN_OUT_THRESHOLD recipients are written now; more are queued in jobs of
 * FAN_OUT_JOB_RECIPIENTS and written by the consumer. Returns the ids written now (none when queued).
 */
export async function notify(ctx: ServiceContext, input: NotifyInput): Promise<{ ids: string[]; queued: number }> {
  const { recipients, ...content } = input;
  const recipientIds = [...new Set(typeof recipients === "string" ? [recipients] : recipients)];
  if (recipientIds.length === 0) return { ids: [], queued: 0 };
  const notification = NotificationContentSchema.parse(content);
  const createdAt = Date.now();
  if (recipientIds.length > FAN_OUT_THRESHOLD) {
    const jobs: NotificationFanOutJob[] = [];
    for (let index = 0; index < recipientIds.length; index += FAN_OUT_JOB_RECIPIENTS)
      jobs.push({
        kind: "notification-fan-out",
        notification,
        recipientIds: recipientIds.slice(index, index + FAN_OUT_JOB_RECIPIENTS),
        createdAt,
      });
    for (let index = 0; index < jobs.length; index += 100)
      await ctx.env.JOBS.sendBatch(jobs.slice(index, index + 100).map((body) => ({ body })));
    return { ids: [], queued: recipientIds.length };
  }
  return { ids: await writeNotifications(ctx, notification, recipientIds, createdAt), queued: 0 };
}

/** The queue consumer's half of a fan-out: the job's recipients, written in batches. */
export async function runNotificationFanOut(ctx: ServiceContext, job: NotificationFanOutJob): Promise<void> {
  for (let index = 0; index < job.recipientIds.length; index += RECIPIENTS_PER_BATCH)
    await writeNotifications(
      ctx,
      job.notification,
      job.recipientIds.slice(index, index + RECIPIENTS_PER_BATCH),
      job.createdAt,
    );
}

/** How an email for this recipient goes: at once, held (quiet hours now), in a digest, or not at all. */
export function emailPlan(
  profile: DeliveryProfile,
  category: NotificationCategory,
  now: number,
): "send" | "hold" | "daily" | "weekly" | "none" {
  const { preferences } = profile;
  if (profile.isDemo || !preferences.emailNotifications || !preferences.emailCategories[category]) return "none";
  const frequency: NotificationFrequency = preferences.frequency;
  if (frequency === "daily" || frequency === "weekly") return frequency;
  const localTime = epochToZonedTime(now, profile.timeZone).slice(11, 16);
  return isWithinQuietHours(preferences.quietHours, localTime) ? "hold" : "send";
}

async function writeNotifications(
  ctx: ServiceContext,
  notification: NotificationContent,
  recipientIds: readonly string[],
  createdAt: number,
): Promise<string[]> {
  const profiles = await deliveryProfiles(ctx, recipientIds);
  // Someone deleted since the notification was asked for has no row to receive it.
  const recipients = recipientIds.filter((id) => profiles.has(id));
  if (recipients.length === 0) return [];
  const rows = recipients.map((recipientId) => ({
    id: crypto.randomUUID(),
    recipientId,
    organizationId: notification.organizationId ?? null,
    type: notification.type,
    priority: notification.priority,
    title: notification.title,
    body: notification.body ?? null,
    actionUrl: notification.actionUrl ?? null,
    actionText: notification.actionText ?? null,
    createdAt,
  }));
  const now = Date.now();
  const emails: (typeof notificationEmails.$inferInsert)[] = [];
  const outbox: ReturnType<typeof outboxRow>[] = [];
  for (const row of rows) {
    const profile = profiles.get(row.recipientId)!;
    const plan = emailPlan(profile, notification.category, now);
    if (plan === "none") continue;
    let outboxId: string | null = null;
    if (plan === "send") {
      const message = outboxRow(
        ctx,
        await notificationEmail(ctx.config, profile, { ...row, category: notification.category }),
      );
      outbox.push(message);
      outboxId = message.id;
    }
    emails.push({
      id: crypto.randomUUID(),
      notificationId: row.id,
      recipientId: row.recipientId,
      category: notification.category,
      mode: plan === "daily" || plan === "weekly" ? plan : "immediate",
      status: outboxId ? "sent" : "pending",
      outboxId,
      createdAt: now,
      sentAt: outboxId ? now : null,
    });
  }
  const [first, ...rest] = insertsInChunks(ctx.db, notifications, rows);
  await ctx.db.batch([
    first,
    ...rest,
    ...(outbox.length ? insertsInChunks(ctx.db, emailOutbox, outbox) : []),
    ...(emails.length ? insertsInChunks(ctx.db, notificationEmails, emails) : []),
  ]);
  await dispatchOutboxEmails(
    ctx,
    outbox.map((message) => message.id),
  );
  for (let index = 0; index < rows.length; index += ANNOUNCE_AT_ONCE)
    await Promise.all(
      rows
        .slice(index, index + ANNOUNCE_AT_ONCE)
        .map((row) => announceNotificationChange(ctx, row.recipientId, { kind: "created", ids: [row.id] })),
    );
  return rows.map((row) => row.id);
}
