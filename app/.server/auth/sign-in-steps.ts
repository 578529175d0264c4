// The steps of a sign-in after the password (issue 13): the two-factor code (or a recovery code), then a new
// password when one is due (an administrator's forced reset, or a password past its organisation's expiry).
// A session is created only when the last step is done.
import { eq } from "drizzle-orm";
import { accountLockedMessage } from "../../lib/auth/constants";
import { passwordExpired, strictestExpiryDays } from "../../lib/auth/password-policy";
import { TWO_FACTOR_MESSAGES } from "../../lib/auth/two-factor";
import { disconnectSessions } from "../notifications/hub";
import { notifyNewSignIn } from "../notifications/producers";
import { auditInsert } from "../platform/audit";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { ServiceError } from "../platform/errors";
import { revokeAllApiTokens } from "./api-tokens";
import { clearFailedSignIns, reserveSignInAttempt } from "./lockout";
import { hashPassword } from "./password";
import { assertPasswordMeetsPolicies } from "./password-rules";
import { claimPendingSignIn, findPendingSignIn, type PendingStage, preparePendingSignIn } from "./pending-sign-in";
import { securityEventInsert } from "./security-events";
import { namedPasswordPolicies, organizationPoliciesOf } from "./security-policy";
import { prepareSession } from "./sessions";
import { verifySecondFactor } from "./two-factor";

const { users } = schema;
type User = typeof users.$inferSelect;

export type SignInOutcome =
  | { next: "session"; userId: string; sessionId: string; cookie: string; redirectTo: string | null }
  | { next: PendingStage; userId: string; sessionId?: undefined; cookie: string; redirectTo: string | null };

/** Where a sign-in goes once its password (and code, if any) are right: a new password first, or a session. */
export async function finishSignIn(
  ctx: ServiceContext,
  user: User,
  redirectTo: string | null,
  how: Record<string, string> = {},
): Promise<SignInOutcome> {
  if (await passwordChangeDue(ctx, user)) {
    const pending = await preparePendingSignIn(ctx, user.id, "new_password", redirectTo);
    await pending.insert;
    return { next: "new_password", userId: user.id, cookie: pending.cookie, redirectTo };
  }
  const session = await prepareSession(ctx, user.id);
  await ctx.db.batch([
    session.insert,
    securityEventInsert(ctx, { userId: user.id, email: user.email, kind: "sign_in_succeeded", detail: how }),
    auditInsert(ctx, {
      userId: user.id,
      action: "auth.sign_in",
      entityType: "session",
      entityId: session.sessionId.slice(0, 12),
      ...(Object.keys(how).length ? { changes: how } : {}),
    }),
  ]);
  await notifyNewSignIn(ctx, user.id, session.sessionId);
  return { next: "session", userId: user.id, sessionId: session.sessionId, cookie: session.cookie, redirectTo };
}

/** An administrator asked for a new password, or the strictest expiry of the user's organisations has passed. */
async function passwordChangeDue(ctx: ServiceContext, user: User): Promise<boolean> {
  if (user.mustChangePassword) return true;
  const expiry = strictestExpiryDays(namedPasswordPolicies(await organizationPoliciesOf(ctx, user.id)));
  return passwordExpired(user.passwordChangedAt ?? user.createdAt, expiry);
}

/**
 * The code step. A wrong code counts toward the lockout like a wrong password (002 §4.9); the pending sign-in
 * stays until it expires, so the person can try again, and a right code spends it.
 */
export async function completeTwoFactorStep(
  ctx: ServiceContext,
  pendingToken: string | null,
  code: string,
): Promise<SignInOutcome> {
  const pending = await findPendingSignIn(ctx, pendingToken, "two_factor");
  if (!pending) throw new ServiceError(401, TWO_FACTOR_MESSAGES.pendingExpired);
  const { user } = pending;
  const attempt = await reserveSignInAttempt(ctx, user.email);
  if (!attempt.allowed) throw new ServiceError(423, accountLockedMessage(attempt.minutesLeft));
  const factor = await verifySecondFactor(ctx, user.id, code);
  if (!factor) {
    const lockMinutes = attempt.lockMinutesIfFailed;
    await ctx.db.batch([
      securityEventInsert(ctx, { userId: user.id, email: user.email, kind: "two_factor_failed" }),
      auditInsert(ctx, {
        userId: user.id,
        action: "auth.two_factor_failed",
        entityType: "user",
        entityId: user.id,
        changes: { lockedForMinutes: lockMinutes },
      }),
    ]);
    if (lockMinutes > 0) throw new ServiceError(423, accountLockedMessage(lockMinutes));
    throw new ServiceError(401, TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] });
  }
  const [claimed] = await ctx.db.batch([
    claimPendingSignIn(ctx, pending.id),
    ...(factor === "recovery_code"
      ? [securityEventInsert(ctx, { userId: user.id, email: user.email, kind: "recovery_code_used" })]
      : []),
  ]);
  if (claimed.length === 0) throw new ServiceError(401, TWO_FACTOR_MESSAGES.pendingExpired);
  await clearFailedSignIns(ctx, user.email);
  return finishSignIn(ctx, user, pending.redirectTo, { secondFactor: factor });
}

/**
 * The new-password step: the password is checked against every policy of the user's organisations, set, and the
 * account's other sessions and API tokens end (a forced reset usually means the account was at risk).
 */
export async function completeNewPasswordStep(
  ctx: ServiceContext,
  pendingToken: string | null,
  password: string,
): Promise<SignInOutcome> {
  const pending = await findPendingSignIn(ctx, pendingToken, "new_password");
  if (!pending) throw new ServiceError(401, TWO_FACTOR_MESSAGES.pendingExpired);
  const { user } = pending;
  await assertPasswordMeetsPolicies(ctx, user.id, password, "password");
  const now = Date.now();
  const [claimed] = await ctx.db.batch([
    claimPendingSignIn(ctx, pending.id),
    ctx.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        passwordChangedAt: now,
        mustChangePassword: false,
        updatedAt: now,
      })
      .where(eq(users.id, user.id)),
    ctx.db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)),
    revokeAllApiTokens(ctx, user.id, now),
    securityEventInsert(ctx, {
      userId: user.id,
      email: user.email,
      kind: "password_changed",
      detail: { at: "sign_in" },
    }),
    auditInsert(ctx, {
      userId: user.id,
      action: "auth.password_changed",
      entityType: "user",
      entityId: user.id,
      changes: { atSignIn: true, apiTokensRevoked: true },
    }),
  ]);
  // The claim ran first in the batch; a second post of the same form lost the race (its writes repeat the first).
  if (claimed.length === 0) throw new ServiceError(401, TWO_FACTOR_MESSAGES.pendingExpired);
  await disconnectSessions(ctx.env, user.id, { everySessionExcept: null });
  const fresh = await ctx.db.select().from(users).where(eq(users.id, user.id)).get();
  if (!fresh) throw new ServiceError(401, TWO_FACTOR_MESSAGES.pendingExpired);
  return finishSignIn(ctx, fresh, pending.redirectTo);
}
