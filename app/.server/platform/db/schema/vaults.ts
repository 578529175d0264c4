// Vaults (001 §2.2, §2.3, §3): a secure room of documents inside one organisation, with its own members.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  STORED_VAULT_STATUSES,
  VAULT_ACCESS_LEVELS,
  VAULT_PRIORITIES,
  VAULT_TYPES,
} from "../../../../lib/vaults/constants";
import { ASSIGNABLE_VAULT_ROLES, VAULT_ROLES } from "../../../../lib/vaults/roles";
import { assets } from "./assets";
import { users } from "./auth";
import { createdAt, id, now } from "./columns";
import { organizations } from "./organizations";

export const vaults = sqliteTable(
  "vaults",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    // `expired` is not stored: a vault past `expires_at` reads as expired (and read-only) whatever this says.
    status: text("status", { enum: STORED_VAULT_STATUSES }).notNull().default("active"),
    priority: text("priority", { enum: VAULT_PRIORITIES }).notNull().default("medium"),
    vaultType: text("vault_type", { enum: VAULT_TYPES }).notNull().default("board_pack"),
    accessLevel: text("access_level", { enum: VAULT_ACCESS_LEVELS }).notNull().default("organization"),
    category: text("category"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    location: text("location"),
    meetingDate: integer("meeting_date", { mode: "number" }),
    /** Anyone in the organisation may view (001 §6); otherwise only the vault's members. */
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    requiresInvitation: integer("requires_invitation", { mode: "boolean" }).notNull().default(true),
    /** Shown again to editors (reveal and copy, 001 §2.3), so kept as entered. */
    accessCode: text("access_code"),
    expiresAt: integer("expires_at", { mode: "number" }),
    notificationSettings: text("notification_settings", { mode: "json" }).$type<Record<string, unknown>>(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    archivedAt: integer("archived_at", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    index("vaults_org_status_updated_idx").on(t.organizationId, t.status, t.updatedAt),
    index("vaults_org_name_idx").on(t.organizationId, t.name),
  ],
);

export const vaultMembers = sqliteTable(
  "vault_members",
  {
    vaultId: text("vault_id")
      .notNull()
      .references(() => vaults.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: VAULT_ROLES }).notNull(),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    joinedAt: integer("joined_at", { mode: "number" }).notNull().default(now),
    lastAccessedAt: integer("last_accessed_at", { mode: "number" }),
  },
  (t) => [primaryKey({ columns: [t.vaultId, t.userId] }), index("vault_members_user_idx").on(t.userId)],
);

export const vaultInvitations = sqliteTable(
  "vault_invitations",
  {
    id: id(),
    vaultId: text("vault_id")
      .notNull()
      .references(() => vaults.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** Set when the address belongs to an account; a new person gets an organisation invitation as well. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ASSIGNABLE_VAULT_ROLES }).notNull(),
    status: text("status", { enum: ["pending", "accepted", "rejected", "revoked"] })
      .notNull()
      .default("pending"),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    respondedAt: integer("responded_at", { mode: "number" }),
  },
  (t) => [
    index("vault_invitations_vault_status_idx").on(t.vaultId, t.status, t.createdAt),
    index("vault_invitations_org_email_idx").on(t.organizationId, t.email, t.status),
  ],
);

/** Which documents a vault holds, in its order. A document may sit in several vaults. */
export const vaultAssets = sqliteTable(
  "vault_assets",
  {
    vaultId: text("vault_id")
      .notNull()
      .references(() => vaults.id, { onDelete: "cascade" }),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: integer("added_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.vaultId, t.assetId] }),
    index("vault_assets_asset_idx").on(t.assetId),
    index("vault_assets_vault_position_idx").on(t.vaultId, t.position),
  ],
);

/** Each opening of a vault by a member: the real "total accesses" of the access statistics (001 §2.3). */
export const vaultAccessEvents = sqliteTable(
  "vault_access_events",
  {
    id: id(),
    vaultId: text("vault_id")
      .notNull()
      .references(() => vaults.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    accessedAt: integer("accessed_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [index("vault_access_events_vault_idx").on(t.vaultId, t.accessedAt)],
);

/** The Create Vault wizard's draft (001 §3 "Wizard draft"), kept on the server so each step can be a form post. */
export const vaultDrafts = sqliteTable(
  "vault_drafts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    step: integer("step").notNull().default(0),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [index("vault_drafts_user_idx").on(t.userId, t.updatedAt)],
);
