// Claims for notices the Cron trigger sends once: a key inserted before the notice is written, so two overlapping
// runs never both send it.
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { notificationsSentOnce } = schema;

/** Which of `keys` this run claimed (the others were sent already, or by a run alongside). */
export async function claimOnce(ctx: ServiceContext, keys: readonly string[], now: number): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const claimed: { key: string }[] = [];
  // Two bound parameters a row: 50 rows a statement.
  for (let index = 0; index < keys.length; index += 50) {
    const rows = await ctx.db
      .insert(notificationsSentOnce)
      .values(keys.slice(index, index + 50).map((key) => ({ key, sentAt: now })))
      .onConflictDoNothing()
      .returning({ key: notificationsSentOnce.key });
    claimed.push(...rows);
  }
  return new Set(claimed.map((row) => row.key));
}
