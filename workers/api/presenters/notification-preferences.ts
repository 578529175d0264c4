import type { DeliveryProfile } from "../../../app/.server/notifications/preferences";

/** `GET /api/notifications/preferences` (002 §3.7 names, snake_case like the rest of the API). */
export function presentNotificationPreferences(profile: DeliveryProfile) {
  const { preferences } = profile;
  return {
    email_notifications: preferences.emailNotifications,
    push_notifications: preferences.pushNotifications,
    desktop_notifications: preferences.desktopNotifications,
    notification_frequency: preferences.frequency,
    quiet_hours: {
      enabled: preferences.quietHours.enabled,
      start_time: preferences.quietHours.start,
      end_time: preferences.quietHours.end,
    },
    reminder_minutes: preferences.reminderMinutes,
    email_categories: preferences.emailCategories,
    timezone: profile.timeZone,
    uses_organization_defaults: !profile.chosen,
  };
}
