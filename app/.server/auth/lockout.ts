import { eq, sql } from "drizzle-orm";
import { LOCKOUT_RULES } from "../../lib/auth/constants";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { signInAttempts } = schema;
const MINUTE = 60_000;

/** Minutes left on a lockout for this email, or 0 when sign-in may proceed. */
export async function lockoutMinutesLeft(ctx: ServiceContext, email: string, now = Date.now()): Promise<number> {
  const row = await ctx.db.select().from(signInAttempts).where(eq(signInAttempts.email, email)).get();
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil - now) / MINUTE);
}

function lockMinutesFor(failures: number): number {
  for (const rule of LOCKOUT_RULES) if (failures >= rule.failures) return rule.minutes;
  return 0;
}

export type SignInAttempt =
  | {
      allowed: true /** The lockout that starts now if this attempt fails (0 when none). */;
      lockMinutesIfFailed: number;
    }
  | { allowed: false; minutesLeft: number };

/**
 * Reserves a sign-in attempt before the password is checked, so parallel guesses cannot all pass
 * a lock check that is only written after the (slow) password derivation.
 *
 * One statement counts the attempt as a failure and, when that count reaches a lockout rule, sets
 * the lock at the same time; it only applies while the email is not locked. Attempts therefore
 * queue on the row: with the rules 3 → 5 min and 5 → 15 min, at most 3 of any number of
 * concurrent guesses are evaluated before the lock. A success clears the row
 * (`clearFailedSignIns`), so the reservation of a correct attempt leaves nothing behind.
 */
export async function reserveSignInAttempt(
  ctx: ServiceContext,
  email: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const nextCount = sql`${signInAttempts.failedCount} + 1`;
  const lockUntil = sql`case ${sql.join(
    LOCKOUT_RULES.map((rule) => sql`when ${nextCount} >= ${rule.failures} then ${now + rule.minutes * MINUTE}`),
    sql` `,
  )} else null end`;
  const firstLock = lockMinutesFor(1);
  const reserved = await ctx.db
    .insert(signInAttempts)
    .values({ email, failedCount: 1, lastFailedAt: now, lockedUntil: firstLock > 0 ? now + firstLock * MINUTE : null })
    .onConflictDoUpdate({
      target: signInAttempts.email,
      set: { failedCount: nextCount, lastFailedAt: now, lockedUntil: lockUntil },
      setWhere: sql`${signInAttempts.lockedUntil} is null or ${signInAttempts.lockedUntil} <= ${now}`,
    })
    .returning({ failedCount: signInAttempts.failedCount })
    .get();
  if (reserved) return { allowed: true, lockMinutesIfFailed: lockMinutesFor(reserved.failedCount) };
  // The row is locked. (If the lock lapsed in the instant since, the next attempt will pass.)
  return { allowed: false, minutesLeft: Math.max(1, await lockoutMinutesLeft(ctx, email, now)) };
}

/** A successful sign-in resets the counter and clears any lockout. */
export async function clearFailedSignIns(ctx: ServiceContext, email: string): Promise<void> {
  await ctx.db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}

/**
 * Gives back the attempt `reserveSignInAttempt` counted when the password turned out right but the sign-in is not
 * finished (two-factor comes next): earlier failures stay counted, and the codes that follow count on top.
 */
export async function releaseSignInAttempt(ctx: ServiceContext, email: string, lockSetByIt: boolean): Promise<void> {
  await ctx.db
    .update(signInAttempts)
    .set({
      failedCount: sql`max(${signInAttempts.failedCount} - 1, 0)`,
      ...(lockSetByIt ? { lockedUntil: null } : {}),
    })
    .where(eq(signInAttempts.email, email));
}
