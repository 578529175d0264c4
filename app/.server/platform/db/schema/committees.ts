// Committees of an organisation and their seats.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { createdAt, id, now } from "./columns";
import { organizations } from "./organizations";

export const committees = sqliteTable(
  "committees",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [index("committees_org_status_idx").on(t.organizationId, t.status, t.name)],
);

export const committeeMembers = sqliteTable(
  "committee_members",
  {
    committeeId: text("committee_id")
      .notNull()
      .references(() => committees.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["chair", "member"] })
      .notNull()
      .default("member"),
    addedAt: integer("added_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("committee_members_pk").on(t.committeeId, t.userId),
    index("committee_members_user_idx").on(t.userId),
  ],
);
