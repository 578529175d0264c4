// The notification preferences form and API schemas (zod): loaded by the form on first use and by the server.
import { checkbox } from "../platform/checkbox";
import { z } from "../platform/zod";
import {
  MAX_REMINDER_MINUTES,
  NOTIFICATION_CATEGORY_KEYS,
  NOTIFICATION_FREQUENCIES,
  type NotificationPreferences,
  REMINDER_MINUTE_CHOICES,
} from "./delivery";

export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORY_KEYS);

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour format HH:MM");

/** The preferences form (the API takes the snake_case NotificationPreferencesUpdateSchema below). */
export const NotificationPreferencesSchema = z.object({
  emailNotifications: checkbox,
  pushNotifications: checkbox,
  desktopNotifications: checkbox,
  frequency: z.enum(NOTIFICATION_FREQUENCIES, { message: "Choose how often email is sent" }),
  quietHoursEnabled: checkbox,
  quietHoursStart: time,
  quietHoursEnd: time,
  reminderMinutes: z
    .array(z.coerce.number().int().min(1).max(MAX_REMINDER_MINUTES, "Reminders are at most a day ahead"))
    .max(REMINDER_MINUTE_CHOICES.length, "Choose at most seven reminder times")
    .default([]),
  emailCategories: z.array(NotificationCategorySchema).default([]),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesSchema>;

/**
 * `PUT /api/notifications/preferences`: the snake_case fields of the GET answer, each optional (what is left out
 * keeps its current value); the same rules as the form.
 */
export const NotificationPreferencesUpdateSchema = z
  .object({
    email_notifications: z.boolean(),
    push_notifications: z.boolean(),
    desktop_notifications: z.boolean(),
    notification_frequency: z.enum(NOTIFICATION_FREQUENCIES, { message: "Choose how often email is sent" }),
    quiet_hours: z.object({ enabled: z.boolean(), start_time: time, end_time: time }).strict(),
    reminder_minutes: NotificationPreferencesSchema.shape.reminderMinutes.unwrap(),
    email_categories: z.partialRecord(NotificationCategorySchema, z.boolean()),
  })
  .partial()
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

export function applyPreferencesUpdate(
  current: NotificationPreferences,
  update: NotificationPreferencesUpdate,
): NotificationPreferences {
  return {
    emailNotifications: update.email_notifications ?? current.emailNotifications,
    pushNotifications: update.push_notifications ?? current.pushNotifications,
    desktopNotifications: update.desktop_notifications ?? current.desktopNotifications,
    frequency: update.notification_frequency ?? current.frequency,
    quietHours: update.quiet_hours
      ? { enabled: update.quiet_hours.enabled, start: update.quiet_hours.start_time, end: update.quiet_hours.end_time }
      : current.quietHours,
    reminderMinutes: update.reminder_minutes
      ? [...new Set(update.reminder_minutes)].sort((a, b) => b - a)
      : current.reminderMinutes,
    emailCategories: { ...current.emailCategories, ...update.email_categories },
  };
}
