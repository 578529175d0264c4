// What the shell keeps per user: preferences, recent searches and recently visited pages.

import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { THEMES } from "../../../../lib/shell/constants";
import { users } from "./auth";
import { id, now } from "./columns";
import { organizations } from "./organizations";

export const userPreferences = sqliteTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  theme: text("theme", { enum: THEMES }).notNull().default("system"),
  language: text("language").notNull().default("en"),
  timezone: text("timezone"),
  emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
  pushNotifications: integer("push_notifications", { mode: "boolean" }).notNull().default(true),
  desktopNotifications: integer("desktop_notifications", { mode: "boolean" }).notNull().default(true),
  notificationFrequency: text("notification_frequency").notNull().default("real_time"),
  autoSave: integer("auto_save", { mode: "boolean" }).notNull().default(true),
  defaultView: text("default_view").notNull().default("grid"),
  currentOrganizationId: text("current_organization_id").references(() => organizations.id, {
    onDelete: "set null",
  }),
  // Slice G (preferences, 002 §3.9): the document, meeting and compliance preferences as one JSON object,
  // read through FeaturePreferencesSchema (app/lib/preferences) so missing keys take the spec's defaults.
  featurePreferences: text("feature_preferences", { mode: "json" }),
  // A time zone chosen on the profile page: the browser's own report no longer overwrites it.
  timezoneChosen: integer("timezone_chosen", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
});

export const recentSearches = sqliteTable(
  "recent_searches",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    searchedAt: integer("searched_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("recent_searches_user_query_unique").on(t.userId, t.query),
    index("recent_searches_user_idx").on(t.userId, t.searchedAt),
  ],
);

export const recentItems = sqliteTable(
  "recent_items",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    href: text("href").notNull(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    visitedAt: integer("visited_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("recent_items_user_href_unique").on(t.userId, t.href),
    index("recent_items_user_idx").on(t.userId, t.visitedAt),
  ],
);
