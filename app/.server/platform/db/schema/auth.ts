// Accounts: users, sessions, API tokens, sign-in lockout and password resets.

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PLATFORM_ROLES } from "../../../../lib/auth/constants";
import { createdAt, id, now } from "./columns";

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
    role: text("role", { enum: PLATFORM_ROLES }).notNull().default("user"),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    // Issue 13 (account security and the back office):
    // set by an administrator; a suspended user cannot sign in and their sessions end at once.
    suspendedAt: integer("suspended_at", { mode: "number" }),
    // when the password was last set: an organisation's password expiry counts from here.
    passwordChangedAt: integer("password_changed_at", { mode: "number" }),
    // the next sign-in must choose a new password (an administrator's forced reset, or an expired password).
    mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
    // Slice G (profile, issue 13): a job title shown beside the name, and the avatar image kept in R2
    // (avatarUrl is the authorised route that serves it; the size counts towards the storage used).
    title: text("title"),
    avatarKey: text("avatar_key"),
    avatarSize: integer("avatar_size"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull().default(now),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // Slice G (admin console): the user list pages newest first and filters by role or suspension.
    index("users_created_idx").on(t.createdAt),
    index("users_role_idx").on(t.role, t.createdAt),
    index("users_suspended_idx").on(t.suspendedAt),
    // The admin dashboard counts people and their sign-ups per day (not demo accounts), and sums the avatars' bytes,
    // from these indexes alone: scans of the whole table had cost milliseconds a view on a platform of thousands.
    index("users_demo_created_idx").on(t.isDemo, t.createdAt),
    index("users_avatar_size_idx").on(t.avatarSize).where(sql`avatar_size is not null`),
  ],
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
    // Issue 13, slice F (sessions list): the address and approximate place (request.cf) it signed in from.
    ipAddress: text("ip_address"),
    place: text("place"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    // Slice G (admin console): every active session, most recent activity first.
    index("sessions_last_seen_idx").on(t.lastSeenAt),
    // Expired sessions are not swept: the admin console counts the live ones (expires_at > now) as a range of this.
    index("sessions_expires_idx").on(t.expiresAt),
  ],
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
export const signInAttempts = sqliteTable(
  "sign_in_attempts",
  {
    email: text("email").primaryKey(),
    failedCount: integer("failed_count").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "number" }),
    lastFailedAt: integer("last_failed_at", { mode: "number" }),
  },
  // Slice G (admin console): the current lockouts, soonest to end last.
  (t) => [index("sign_in_attempts_locked_idx").on(t.lockedUntil)],
);

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

/**
 * A sign-up waiting for its email to be confirmed (issue 8, defect 9). The account is created only
 * when the link is opened, from the name and password hash kept here, so nobody can hold an address
 * they can't read, and an unconfirmed address never blocks its owner. A sign-up for an address that
 * already has an account writes a row too (without name or password), so both cases do the same work
 * and the hourly limit counts them alike.
 */
export const signUpRequests = sqliteTable(
  "sign_up_requests",
  {
    id: id(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    fullName: text("full_name"),
    passwordHash: text("password_hash"),
    redirectTo: text("redirect_to"),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sign_up_requests_hash_unique").on(t.tokenHash),
    index("sign_up_requests_email_idx").on(t.email, t.createdAt),
  ],
);
