import { eq, sql } from "drizzle-orm";
import { LOCKOUT_RULES } from "../../lib/constants";
import type { ServiceContext } from "../context";
import { schema } from "../db/client";

const { signInAttempts } = schema;

/** Minutes left on a lockout for this email, or 0 when sign-in may proceed. */
export async function lockoutMinutesLeft(ctx: ServiceContext, email: string, now = Date.now()): Promise<number> {
  const row = await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.email, email)).get();
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil - now) / 60_000);
}

function lockMinutesFor(failures: number): number {
  for (const rule of LOCKOUT_RULES) if (failures >= rule.failures) return rule.minutes;
  return 0;
}

/** Counts a failure and returns the lockout it triggered (0 when none). */
export async function recordFailedSignIn(ctx: ServiceContext, email: string, now = Date.now()): Promise<number> {
  const row = await ctx.db
    .insert(signInAttempts)
    .values({ email, failedCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.email,
      set: { failedCount: sql`${signInAttempts.failedCount} + 1`, lastFailedAt: now },
    })
    .returning({ failedCount: signInAttempts.failedCount })
    .get();
  const minutes = lockMinutesFor(row.failedCount);
  if (minutes > 0) {
    await ctx.db
      .update(signInAttempts)
      .set({ lockedUntil: now + minutes * 60_000 })
      .where(eq(signInAttempts.email, email));
  }
  return minutes;
}

/** A successful sign-in resets the counter and clears any lockout. */
export async function clearFailedSignIns(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}
