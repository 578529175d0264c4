// Fixtures for the notification delivery tests: a recipient's choices saved as they would save them, and what
// reached their mailbox.
import { and, desc, eq } from "drizzle-orm";
import { saveMyNotificationPreferences } from "../../../app/.server/notifications/preferences";
import { schema } from "../../../app/.server/platform/db/client";
import { NOTIFICATION_CATEGORY_KEYS, type NotificationPreferences } from "../../../app/lib/notifications/delivery";
import { actorContext, createUser, serviceContext } from "../../helpers/factories";

export const IMMEDIATE: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  desktopNotifications: true,
  frequency: "real_time",
  quietHours: { enabled: false, start: "22:00", end: "08:00" },
  reminderMinutes: [15, 5],
  emailCategories: Object.fromEntries(
    NOTIFICATION_CATEGORY_KEYS.map((key) => [key, true]),
  ) as NotificationPreferences["emailCategories"],
};

/** A user whose saved choices are IMMEDIATE with `changes`, in `timeZone`. */
export async function recipient(changes: Partial<NotificationPreferences> = {}, timeZone = "UTC") {
  const user = await createUser();
  await saveMyNotificationPreferences(await actorContext(user), { ...IMMEDIATE, ...changes });
  await serviceContext()
    .db.update(schema.userPreferences)
    .set({ timezone: timeZone })
    .where(eq(schema.userPreferences.userId, user.id));
  return user;
}

export const mailTo = (email: string) =>
  serviceContext()
    .db.select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, email))
    .orderBy(desc(schema.emailOutbox.createdAt))
    .all();

export const notificationsOf = (userId: string) =>
  serviceContext().db.select().from(schema.notifications).where(eq(schema.notifications.recipientId, userId)).all();

export const pendingEmailsOf = (userId: string) =>
  serviceContext()
    .db.select()
    .from(schema.notificationEmails)
    .where(and(eq(schema.notificationEmails.recipientId, userId), eq(schema.notificationEmails.status, "pending")))
    .all();

/** An instant at local wall-clock `local` ('YYYY-MM-DDTHH:mm') in UTC. */
export const utc = (local: string) => Date.parse(`${local}:00Z`);
