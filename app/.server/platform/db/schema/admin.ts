// What people tell the platform's administrators (issue 13): feedback with the page it came from and an
// optional screenshot kept in R2.

import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { FEEDBACK_CATEGORIES } from "../../../../lib/feedback/constants";
import { users } from "./auth";
import { createdAt, id } from "./columns";

export const feedback = sqliteTable(
  "feedback",
  {
    id: id(),
    // Kept when the account is deleted: the feedback still stands, without its author.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    category: text("category", { enum: FEEDBACK_CATEGORIES }).notNull(),
    message: text("message").notNull(),
    // The path the user was on when they opened the form (same-origin path only).
    pagePath: text("page_path"),
    screenshotKey: text("screenshot_key"),
    screenshotType: text("screenshot_type"),
    screenshotSize: integer("screenshot_size"),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_created_idx").on(t.createdAt), index("feedback_category_idx").on(t.category, t.createdAt)],
);
