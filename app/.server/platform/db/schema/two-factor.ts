// Two-factor sign-in (issue 13, slice F): a TOTP secret per user, its one-time recovery codes, and the
// sign-ins paused between the password and the next step (the code, or a new password that must be chosen).

import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";

export const twoFactorSecrets = sqliteTable("two_factor_secrets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // AES-GCM ciphertext of the base32 secret, under a key derived from AUTH_SECRET (auth/two-factor-secret.ts).
  secretCiphertext: text("secret_ciphertext").notNull(),
  // Null while the setup waits for its first code; two-factor is on once set.
  enabledAt: integer("enabled_at", { mode: "number" }),
  // The last 30-second step a code was accepted for: a code (and any earlier one) works once.
  lastUsedStep: integer("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

export const twoFactorRecoveryCodes = sqliteTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // HMAC of the code (crypto.digestSecret): the codes are shown once and never stored readable.
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/** A sign-in whose password was right, waiting for its next step; short-lived and single use. */
export const pendingSignIns = sqliteTable(
  "pending_sign_ins",
  {
    // HMAC of the token kept in the pending cookie.
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // "two_factor": the code comes next; "new_password": a new password must be chosen first.
    stage: text("stage", { enum: ["two_factor", "new_password"] }).notNull(),
    redirectTo: text("redirect_to"),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_sign_ins_user_idx").on(t.userId)],
);
