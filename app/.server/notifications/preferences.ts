// Whose email goes where and when: the user's own choices once they have saved them, the organisation's
// notification defaults (001 §3, their current organisation's) until then. Read for one user by the preferences
// page and API, for many at once by notify(), the reminders and the digests.
import { eq } from "drizzle-orm";
import {
  DEFAULT_REMINDER_MINUTES,
  frequencyFromOrganization,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_KEYS,
  NOTIFICATION_FREQUENCIES,
  type NotificationCategory,
  type NotificationFrequency,
  type NotificationPreferences,
} from "../../lib/notifications/delivery";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "../../lib/organizations/settings";
import { dateTimeFormat } from "../../lib/platform/intl";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { inList } from "../platform/db/bound-parameters";
import { schema } from "../platform/db/client";

const { users, userPreferences, notificationPreferences, organizationSettings } = schema;

/** A recipient as delivery sees them: where email goes, their zone, their effective preferences. */
export type DeliveryProfile = {
  userId: string;
  email: string;
  timeZone: string;
  /** False while the organisation's defaults stand in for the user's own choices. */
  chosen: boolean;
  /** A demo visitor's person (decision 021): their address is synthetic, so they are never emailed. */
  isDemo: boolean;
  preferences: NotificationPreferences;
};

function organizationDefaults(stored: unknown): NotificationSettings {
  return stored && typeof stored === "object"
    ? { ...DEFAULT_NOTIFICATION_SETTINGS, ...(stored as Partial<NotificationSettings>) }
    : DEFAULT_NOTIFICATION_SETTINGS;
}

const isFrequency = (value: string | null | undefined): value is NotificationFrequency =>
  (NOTIFICATION_FREQUENCIES as readonly string[]).includes(value ?? "");

const isTimeZone = (zone: string) => {
  try {
    dateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

type ProfileRow = {
  userId: string;
  email: string;
  isDemo: boolean;
  channels: typeof userPreferences.$inferSelect | null;
  own: typeof notificationPreferences.$inferSelect | null;
  organizationSettings: unknown;
};

function toProfile(row: ProfileRow): DeliveryProfile {
  const organization = organizationDefaults(row.organizationSettings);
  const { channels, own } = row;
  const zone = channels?.timezone && isTimeZone(channels.timezone) ? channels.timezone : "UTC";
  const preferences: NotificationPreferences = own
    ? {
        emailNotifications: channels?.emailNotifications ?? true,
        pushNotifications: channels?.pushNotifications ?? true,
        desktopNotifications: channels?.desktopNotifications ?? true,
        frequency: isFrequency(channels?.notificationFrequency) ? channels.notificationFrequency : "real_time",
        quietHours: { enabled: own.quietHoursEnabled, start: own.quietHoursStart, end: own.quietHoursEnd },
        reminderMinutes: own.reminderMinutes,
        emailCategories: categoriesOver(own.emailCategories, organization),
      }
    : {
        emailNotifications: (channels?.emailNotifications ?? true) && organization.emailUpdates,
        pushNotifications: channels?.pushNotifications ?? true,
        desktopNotifications: channels?.desktopNotifications ?? true,
        frequency: frequencyFromOrganization(organization.notificationFrequency),
        quietHours: {
          enabled: organization.quietHours.enabled,
          start: organization.quietHours.startTime,
          end: organization.quietHours.endTime,
        },
        reminderMinutes: organization.meetingReminders ? DEFAULT_REMINDER_MINUTES : [],
        emailCategories: categoriesOver({}, organization),
      };
  return {
    userId: row.userId,
    email: row.email,
    timeZone: zone,
    chosen: Boolean(own),
    isDemo: row.isDemo,
    preferences,
  };
}

/** The user's saved categories over the organisation's (a category added later takes the organisation's value). */
function categoriesOver(saved: Partial<Record<NotificationCategory, boolean>>, organization: NotificationSettings) {
  return Object.fromEntries(
    NOTIFICATION_CATEGORY_KEYS.map((key) => [
      key,
      saved[key] ?? Boolean(organization[NOTIFICATION_CATEGORIES[key].organizationSetting]),
    ]),
  ) as Record<NotificationCategory, boolean>;
}

function profilesQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      userId: users.id,
      email: users.email,
      isDemo: users.isDemo,
      channels: userPreferences,
      own: notificationPreferences,
      organizationSettings: organizationSettings.notificationSettings,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, userPreferences.currentOrganizationId));
}

/** Delivery profiles of many users in one query (one bound parameter however many). */
export async function deliveryProfiles(ctx: ServiceContext, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, DeliveryProfile>();
  const rows = await profilesQuery(ctx).where(inList(users.id, userIds)).all();
  return new Map(rows.map((row) => [row.userId, toProfile(row)]));
}

export async function deliveryProfile(ctx: ServiceContext, userId: string): Promise<DeliveryProfile | null> {
  const row = await profilesQuery(ctx).where(eq(users.id, userId)).get();
  return row ? toProfile(row) : null;
}

/** The signed-in user's preferences, as the page and `GET /api/notifications/preferences` show them. */
export async function loadMyNotificationPreferences(ctx: ActorContext): Promise<DeliveryProfile> {
  const profile = await deliveryProfile(ctx, ctx.actor.user.id);
  if (!profile) throw new Error("the signed-in user has no row");
  return profile;
}

/** Saves every choice at once (channels and frequency in user_preferences, the rest in its own row), audited. */
export async function saveMyNotificationPreferences(ctx: ActorContext, preferences: NotificationPreferences) {
  const userId = ctx.actor.user.id;
  await storeAsChosen(ctx, userId, preferences, {
    action: "preferences.notifications_changed",
    changes: { ...preferences },
  });
  return loadMyNotificationPreferences(ctx);
}

/**
 * Switches one category's email off for a user who followed an unsubscribe link (signed out, no actor): the
 * rest of their effective preferences are kept as they stand, now as their own choice.
 */
export async function unsubscribeFromCategory(ctx: ServiceContext, userId: string, category: NotificationCategory) {
  const profile = await deliveryProfile(ctx, userId);
  if (!profile) return false;
  const { preferences } = profile;
  await storeAsChosen(
    ctx,
    userId,
    { ...preferences, emailCategories: { ...preferences.emailCategories, [category]: false } },
    { action: "preferences.email_unsubscribed", changes: { category } },
  );
  return true;
}

/**
 * Stores preferences as the user's own choice in one batch: channels and frequency in user_preferences, quiet
 * hours, reminders and categories in notification_preferences (whose row is what "chosen" means), and the audit.
 */
async function storeAsChosen(
  ctx: ServiceContext,
  userId: string,
  preferences: NotificationPreferences,
  audit: { action: string; changes: Record<string, unknown> },
) {
  const now = Date.now();
  const channels = {
    emailNotifications: preferences.emailNotifications,
    pushNotifications: preferences.pushNotifications,
    desktopNotifications: preferences.desktopNotifications,
    notificationFrequency: preferences.frequency,
    updatedAt: now,
  };
  const own = {
    quietHoursEnabled: preferences.quietHours.enabled,
    quietHoursStart: preferences.quietHours.start,
    quietHoursEnd: preferences.quietHours.end,
    reminderMinutes: preferences.reminderMinutes,
    emailCategories: preferences.emailCategories,
    updatedAt: now,
  };
  await ctx.db.batch([
    ctx.db
      .insert(userPreferences)
      .values({ userId, ...channels })
      .onConflictDoUpdate({ target: userPreferences.userId, set: channels }),
    ctx.db
      .insert(notificationPreferences)
      .values({ userId, ...own })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: own }),
    auditInsert(ctx, { userId, entityType: "user_preferences", entityId: userId, ...audit }),
  ]);
}
