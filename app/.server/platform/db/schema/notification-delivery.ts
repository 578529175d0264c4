// Notification delivery (issue 12, slice C): the user's own email choices, the emails owed for notifications
// (immediate ones held by quiet hours, digest ones collected by the Cron trigger), the digests sent, and the
// notices the Cron trigger sends once (meeting reminders, votes closing, actions due).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { NotificationCategory } from "../../../../lib/notifications/delivery";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { notifications } from "./notifications";

/**
 * A row exists once the user has chosen (until then the organisation's defaults apply, 001 §3). The channel
 * flags and the frequency stay in user_preferences (002 §3.7): one copy each.
 */
export const notificationPreferences = sqliteTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  quietHoursEnabled: integer("quiet_hours_enabled", { mode: "boolean" }).notNull(),
  quietHoursStart: text("quiet_hours_start").notNull(),
  quietHoursEnd: text("quiet_hours_end").notNull(),
  reminderMinutes: text("reminder_minutes", { mode: "json" }).$type<number[]>().notNull(),
  emailCategories: text("email_categories", { mode: "json" }).$type<Record<NotificationCategory, boolean>>().notNull(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
});

/** An email owed for one notification: sent at once, after quiet hours, or in the next digest. */
export const notificationEmails = sqliteTable(
  "notification_emails",
  {
    id: id(),
    notificationId: text("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").$type<NotificationCategory>().notNull(),
    mode: text("mode", { enum: ["immediate", "daily", "weekly"] }).notNull(),
    status: text("status", { enum: ["pending", "sent", "dropped"] }).notNull(),
    outboxId: text("outbox_id"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "number" }),
  },
  (t) => [index("notification_emails_pending_idx").on(t.status, t.recipientId, t.createdAt)],
);

/** One row per digest sent: the (user, kind, local period) key makes a second Cron run a no-op. */
export const notificationDigests = sqliteTable(
  "notification_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["daily", "weekly"] }).notNull(),
    period: text("period").notNull(),
    items: integer("items").notNull(),
    sentAt: integer("sent_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/**
 * Notices the Cron trigger sends once (a meeting reminder per user and offset, a vote closing, an action due),
 * claimed by inserting their key before they are written, so overlapping runs send each once.
 */
export const notificationsSentOnce = sqliteTable(
  "notifications_sent_once",
  {
    key: text("key").primaryKey(),
    sentAt: integer("sent_at", { mode: "number" }).notNull(),
  },
  (t) => [index("notifications_sent_once_at_idx").on(t.sentAt)],
);
