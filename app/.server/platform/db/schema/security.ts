// What happened to an account's security (002 §9): sign-ins that worked and that failed, two-factor steps,
// password and token changes, sessions ended. Read by the user's settings (last 10 sign-ins, last 100
// events) and by the admin console (failed sign-ins by account and by address).

import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SECURITY_EVENT_KINDS } from "../../../../lib/auth/security-events";
import { users } from "./auth";
import { createdAt, id } from "./columns";

export const securityEvents = sqliteTable(
  "security_events",
  {
    id: id(),
    // Null when the address matched no account (a failed sign-in for an unknown email).
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    // The address typed at sign-in, lower-cased: failed sign-ins are counted per account even without a user.
    email: text("email"),
    // One of lib/auth/security-events.ts (a check in TypeScript only: new kinds need no migration).
    kind: text("kind", { enum: SECURITY_EVENT_KINDS }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // Approximate place from request.cf when the platform gives one ("Lisbon, PT").
    place: text("place"),
    // A short JSON object with what else the event needs (the session revoked, the token named...).
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    index("security_events_user_idx").on(t.userId, t.createdAt),
    index("security_events_kind_idx").on(t.kind, t.createdAt),
    index("security_events_email_idx").on(t.email, t.createdAt),
    index("security_events_ip_idx").on(t.ipAddress, t.createdAt),
  ],
);
