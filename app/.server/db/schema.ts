// The drizzle schema is the single source of truth for D1; `npm run db:generate` writes migrations/.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const id = () => text("id").primaryKey();
const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(now);

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    // "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>"; null for accounts that cannot sign in with a password.
    passwordHash: text("password_hash"),
    // Platform role: 'admin' sees the admin area; everyone else is 'user'.
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the cookie token: a leaked database row cannot be replayed as a cookie.
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "number" }).notNull().default(now),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    // The first characters of the token, shown in settings so a user can tell tokens apart.
    tokenPrefix: text("token_prefix").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "number" }),
    revokedAt: integer("revoked_at", { mode: "number" }),
  },
  (t) => [uniqueIndex("api_tokens_hash_unique").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

// Lockout is kept per email, so unknown emails lock out the same way and reveal nothing.
export const signInAttempts = sqliteTable("sign_in_attempts", {
  email: text("email").primaryKey(),
  failedCount: integer("failed_count").notNull().default(0),
  lockedUntil: integer("locked_until", { mode: "number" }),
  lastFailedAt: integer("last_failed_at", { mode: "number" }),
});

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash)],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["queued", "sent", "stored", "failed"] }).notNull(),
    provider: text("provider").notNull(),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "number" }),
  },
  (t) => [index("email_outbox_to_idx").on(t.toAddress, t.createdAt)],
);

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
    status: text("status", { enum: ["active", "archived"] }).notNull().default("active"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    deletionScheduledFor: integer("deletion_scheduled_for", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [uniqueIndex("organizations_slug_unique").on(t.slug)],
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
    role: text("role", { enum: ["owner", "admin", "member", "viewer"] }).notNull(),
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

export const userPreferences = sqliteTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  theme: text("theme", { enum: ["light", "dark", "system"] }).notNull().default("system"),
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
  updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
});

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: id(),
    organizationId: text("organization_id"),
    userId: text("user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    riskLevel: text("risk_level", { enum: ["low", "medium", "high"] }).notNull(),
    complianceRelevant: integer("compliance_relevant", { mode: "boolean" }).notNull().default(false),
    changes: text("changes", { mode: "json" }),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_org_created_idx").on(t.organizationId, t.createdAt),
    index("audit_logs_user_created_idx").on(t.userId, t.createdAt),
  ],
);

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
  (t) => [uniqueIndex("recent_searches_user_query_unique").on(t.userId, t.query), index("recent_searches_user_idx").on(t.userId, t.searchedAt)],
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
  (t) => [uniqueIndex("recent_items_user_href_unique").on(t.userId, t.href), index("recent_items_user_idx").on(t.userId, t.visitedAt)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    priority: text("priority", { enum: ["critical", "high", "medium", "low"] }).notNull().default("medium"),
    title: text("title").notNull(),
    body: text("body"),
    actionUrl: text("action_url"),
    actionText: text("action_text"),
    status: text("status", { enum: ["unread", "read", "archived"] }).notNull().default("unread"),
    createdAt: createdAt(),
    readAt: integer("read_at", { mode: "number" }),
    archivedAt: integer("archived_at", { mode: "number" }),
  },
  (t) => [index("notifications_recipient_status_idx").on(t.recipientId, t.status, t.createdAt)],
);

// ---- Organisations in depth (settings, plans, invitations, committees) ----

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
    role: text("role", { enum: ["admin", "member", "viewer"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    personalMessage: text("personal_message"),
    status: text("status", { enum: ["pending", "accepted", "rejected", "revoked"] }).notNull().default("pending"),
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

export const committees = sqliteTable(
  "committees",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status", { enum: ["active", "archived"] }).notNull().default("active"),
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
    role: text("role", { enum: ["chair", "member"] }).notNull().default("member"),
    addedAt: integer("added_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [uniqueIndex("committee_members_pk").on(t.committeeId, t.userId), index("committee_members_user_idx").on(t.userId)],
);
