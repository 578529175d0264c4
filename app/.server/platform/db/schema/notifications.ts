// Notifications per recipient (000 §3).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { organizations } from "./organizations";

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    priority: text("priority", { enum: ["critical", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    title: text("title").notNull(),
    body: text("body"),
    actionUrl: text("action_url"),
    actionText: text("action_text"),
    status: text("status", { enum: ["unread", "read", "archived"] })
      .notNull()
      .default("unread"),
    createdAt: createdAt(),
    readAt: integer("read_at", { mode: "number" }),
    archivedAt: integer("archived_at", { mode: "number" }),
  },
  (t) => [index("notifications_recipient_status_idx").on(t.recipientId, t.status, t.createdAt)],
);
