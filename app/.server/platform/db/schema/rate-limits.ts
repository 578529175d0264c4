// Rate-limit counters (decision 018): one row per rule and subject, a token bucket kept as one instant.

import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const rateLimitBuckets = sqliteTable(
  "rate_limit_buckets",
  {
    // "<rule name>:<HMAC of the subject>": no address or email is stored in the clear.
    key: text("key").primaryKey(),
    // The bucket's "theoretical arrival time" (GCRA): full again once this instant has passed.
    fullAt: integer("full_at", { mode: "number" }).notNull(),
  },
  // The cron deletes full buckets.
  (t) => [index("rate_limit_buckets_full_at_idx").on(t.fullAt)],
);
