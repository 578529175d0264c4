// How notifications reach people beyond the inbox (issue 12): categories a user can switch off for email,
// delivery frequency, quiet hours and meeting reminder minutes. Spec: 002 §3.7 (channels and frequency), 001 §3
// (the organisation's notification defaults, which apply until the user chooses), issue 12 (reminders 15 and 5).
// No zod here: pages import these constants on first load; the schemas are in ./preference-schemas.

import type { NotificationSettings } from "../organizations/settings";
import type { NotificationPreferencesInput } from "./preference-schemas";

/**
 * What a notification is about, for email preferences and unsubscribe links. Each maps to the organisation
 * setting (001 §3) that gives its default until the user chooses.
 */
export const NOTIFICATION_CATEGORIES = {
  security: { label: "Security alerts", organizationSetting: "securityAlerts" },
  meetings: { label: "Meetings, votes and actions", organizationSetting: "activityAlerts" },
  reminders: { label: "Meeting reminders", organizationSetting: "meetingReminders" },
  documents: { label: "Documents, board packs and annotations", organizationSetting: "documentNotifications" },
  members: { label: "Members and invitations", organizationSetting: "memberUpdates" },
  system: { label: "Organisation and system notices", organizationSetting: "systemUpdates" },
} as const satisfies Record<string, { label: string; organizationSetting: keyof NotificationSettings }>;

export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;
export const NOTIFICATION_CATEGORY_KEYS = Object.keys(NOTIFICATION_CATEGORIES) as [
  NotificationCategory,
  ...NotificationCategory[],
];

/** 002 §3.7 spells real time `real_time`; the organisation settings of 001 §3 spell it `realtime`. */
export const NOTIFICATION_FREQUENCIES = ["real_time", "daily", "weekly"] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  real_time: "Immediately",
  daily: "Daily digest",
  weekly: "Weekly digest",
};
export const frequencyFromOrganization = (value: NotificationSettings["notificationFrequency"]) =>
  value === "realtime" ? "real_time" : value;

/** Reminder offsets a user can pick, and the default (issue 12: 15 and 5 minutes before a meeting starts). */
export const REMINDER_MINUTE_CHOICES = [5, 10, 15, 30, 60, 120, 1440] as const;
export const DEFAULT_REMINDER_MINUTES = [15, 5];
export const MAX_REMINDER_MINUTES = 1440;

/** Digests go out at this local hour (outside quiet hours); the weekly one on Monday. */
export const DIGEST_LOCAL_HOUR = 8;
export const WEEKLY_DIGEST_WEEKDAY = 1;

/** More recipients than this and notify() hands the writing to the queue instead of the request. */
export const FAN_OUT_THRESHOLD = 50;
/** Recipients one fan-out job carries (a queue message is at most 128 KB; an id is 36 characters). */
export const FAN_OUT_JOB_RECIPIENTS = 1000;

export type NotificationPreferences = {
  emailNotifications: boolean;
  pushNotifications: boolean;
  desktopNotifications: boolean;
  frequency: NotificationFrequency;
  quietHours: { enabled: boolean; start: string; end: string };
  reminderMinutes: number[];
  emailCategories: Record<NotificationCategory, boolean>;
};

export function preferencesFromInput(input: NotificationPreferencesInput): NotificationPreferences {
  return {
    emailNotifications: input.emailNotifications,
    pushNotifications: input.pushNotifications,
    desktopNotifications: input.desktopNotifications,
    frequency: input.frequency,
    quietHours: { enabled: input.quietHoursEnabled, start: input.quietHoursStart, end: input.quietHoursEnd },
    reminderMinutes: [...new Set(input.reminderMinutes)].sort((a, b) => b - a),
    emailCategories: Object.fromEntries(
      NOTIFICATION_CATEGORY_KEYS.map((key) => [key, input.emailCategories.includes(key)]),
    ) as Record<NotificationCategory, boolean>,
  };
}

/** Minutes since local midnight of 'HH:mm'. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether local wall-clock 'HH:mm' falls inside quiet hours (a window may run past midnight: 22:00 to 08:00). */
export function isWithinQuietHours(quietHours: NotificationPreferences["quietHours"], localTime: string): boolean {
  if (!quietHours.enabled) return false;
  const [start, end, at] = [minutesOf(quietHours.start), minutesOf(quietHours.end), minutesOf(localTime)];
  if (start === end) return false;
  return start < end ? at >= start && at < end : at >= start || at < end;
}

export const UNSUBSCRIBE_MESSAGES = {
  confirmTitle: "Unsubscribe from these emails?",
  confirm: (label: string) => `You will no longer receive email for: ${label}. Notifications stay in your inbox.`,
  button: "Unsubscribe",
  done: (label: string) => `You are unsubscribed from email for: ${label}.`,
  invalid: "This unsubscribe link is not valid. Manage your email in your notification preferences.",
} as const;

export const PREFERENCES_MESSAGES = {
  saved: "Notification preferences saved",
  failed: "Failed to save notification preferences",
  organizationDefaults: "Your organisation's defaults apply until you save your own choices.",
} as const;

/**
 * Organisation settings of 001 §3 that promise an email BoardRoom does not send yet (the organisation's weekly
 * report and monthly digest): the settings page says so beside the switch rather than let it look like it works.
 */
export const NOT_SENT_YET = "Saved for later: this email is not sent yet.";
export const SETTINGS_NOT_SENT_YET = [
  "weeklyReports",
  "monthlyDigest",
] as const satisfies readonly (keyof NotificationSettings)[];
