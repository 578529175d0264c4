// Organisations, their members, plans, settings and invitations.

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ASSIGNABLE_ROLES, ORGANIZATION_ROLES } from "../../../../lib/organizations/roles";
import { users } from "./auth";
import { createdAt, id, now } from "./columns";

export const organizations = sqliteTable(
  "organizations",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    industry: text("industry"),
    organizationSize: text("organization_size"),
    website: text("website"),
    logoUrl: text("logo_url"),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    deletionScheduledFor: integer("deletion_scheduled_for", { mode: "number" }),
    // Its search entries' ids are band << 32 | n, so a search seeks its own rowid range in the index (decision 069).
    searchBand: integer("search_band"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("organizations_slug_unique").on(t.slug),
    // Demo boards by age: the live count /demo checks and the Cron Trigger's expired ones (decision 021).
    index("organizations_demo_created_idx").on(t.isDemo, t.createdAt),
    uniqueIndex("organizations_search_band_unique").on(t.searchBand).where(sql`search_band is not null`),
  ],
);

export const organizationMembers = sqliteTable(
  "organization_members",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ORGANIZATION_ROLES }).notNull(),
    // The person's seat on the board (e.g. 'Board Chair'); display only, access comes from `role`.
    boardTitle: text("board_title"),
    status: text("status", { enum: ["active", "pending_activation", "suspended"] })
      .notNull()
      .default("active"),
    joinedAt: integer("joined_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("organization_members_org_user_unique").on(t.organizationId, t.userId),
    index("organization_members_user_idx").on(t.userId, t.status),
    index("organization_members_org_joined_idx").on(t.organizationId, t.status, t.joinedAt),
    // The members list pages by join order within one organisation (bench: avoids sorting 5,000 rows).
    index("organization_members_org_order_idx").on(t.organizationId, t.joinedAt, t.id),
  ],
);

/** Plans are product configuration: real rows, seeded by migration, referenced by organisations. */
export const plans = sqliteTable("plans", {
  id: text("id").primaryKey(), // 'free' | 'professional' | 'enterprise'
  name: text("name").notNull(),
  priceMonthlyCents: integer("price_monthly_cents").notNull(),
  maxBoardPacks: integer("max_board_packs").notNull(), // -1 = unlimited
  maxStorageGb: integer("max_storage_gb").notNull(),
  maxFileSizeMb: integer("max_file_size_mb").notNull(),
  maxMembers: integer("max_members").notNull(), // -1 = unlimited
  aiSummarization: integer("ai_summarization", { mode: "boolean" }).notNull(),
  advancedPermissions: integer("advanced_permissions", { mode: "boolean" }).notNull(),
  ssoEnabled: integer("sso_enabled", { mode: "boolean" }).notNull(),
  auditLogs: integer("audit_logs", { mode: "boolean" }).notNull(),
  apiAccess: integer("api_access", { mode: "boolean" }).notNull(),
  whiteLabel: integer("white_label", { mode: "boolean" }).notNull(),
});

/** One row per organisation: the settings tabs (001 §3), kept as validated JSON documents. */
export const organizationSettings = sqliteTable("organization_settings", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  planId: text("plan_id")
    .notNull()
    .default("free")
    .references(() => plans.id),
  subscriptionEndsAt: integer("subscription_ends_at", { mode: "number" }),
  assetSettings: text("asset_settings", { mode: "json" }).$type<Record<string, unknown>>(),
  complianceSettings: text("compliance_settings", { mode: "json" }).$type<Record<string, unknown>>(),
  notificationSettings: text("notification_settings", { mode: "json" }).$type<Record<string, unknown>>(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
});

export const organizationInvitations = sqliteTable(
  "organization_invitations",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ASSIGNABLE_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    personalMessage: text("personal_message"),
    status: text("status", { enum: ["pending", "accepted", "rejected", "revoked"] })
      .notNull()
      .default("pending"),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    attemptCount: integer("attempt_count").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    createdIp: text("created_ip"),
    acceptedIp: text("accepted_ip"),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "number" }),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("organization_invitations_token_unique").on(t.tokenHash),
    index("organization_invitations_org_status_idx").on(t.organizationId, t.status, t.createdAt),
    index("organization_invitations_email_idx").on(t.email, t.status),
  ],
);
