import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { SUSPENDED_SIGN_IN_MESSAGE } from "../../lib/admin/constants";
import {
  AUTH_MESSAGES,
  accountLockedMessage,
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_TTL_MS,
  PASSWORD_RESET_WINDOW_MS,
} from "../../lib/auth/constants";
import type { ChangePasswordSchema, SignInSchema } from "../../lib/auth/schemas";
import { escapeHtml } from "../../lib/platform/html";
import { outboxEmail } from "../email/outbox";
import { disconnectSessions } from "../notifications/hub";
import { notify } from "../notifications/notify";
import { purgeOrganization } from "../organizations/deletion";
import { auditInsert, recordAudit } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { authorize } from "../platform/policy";
import { clientSubject, refundRateLimit, spendRateLimit } from "../platform/rate-limits";
import { revokeAllApiTokens } from "./api-tokens";
import { digestSecret, randomToken } from "./crypto";
import { clearFailedSignIns, releaseSignInAttempt, reserveSignInAttempt } from "./lockout";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import { assertPasswordMeetsPolicies } from "./password-rules";
import { preparePendingSignIn } from "./pending-sign-in";
import { securityEventInsert } from "./security-events";
import { createSession, deleteUserSessions, revokeUserSession } from "./sessions";
import { finishSignIn, type SignInOutcome } from "./sign-in-steps";
import { hasTwoFactor } from "./two-factor";

const { users, passwordResetTokens, organizationMembers, organizations } = schema;

type SignInInput = z.infer<typeof SignInSchema>;
type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export async function findUserByEmail(ctx: ServiceContext, email: string) {
  return ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

async function pendingTwoFactor(
  ctx: ServiceContext,
  userId: string,
  redirectTo: string | null,
): Promise<SignInOutcome> {
  const pending = await preparePendingSignIn(ctx, userId, "two_factor", redirectTo);
  await pending.insert;
  return { next: "two_factor", userId, cookie: pending.cookie, redirectTo };
}

/** The password step; what comes next (a session, the code, or a new password) is in the outcome. */
export async function signIn(ctx: ServiceContext, input: SignInInput): Promise<SignInOutcome> {
  // Per client across every email (spraying), counted before the password check; a success gives it back below.
  const clientAttempt = { rule: "signInFailuresPerClient", subject: clientSubject(ctx) } as const;
  await spendRateLimit(ctx, clientAttempt);
  // The attempt is counted before the password is checked: parallel guesses can't outrun the lock.
  const attempt = await reserveSignInAttempt(ctx, input.email);
  if (!attempt.allowed) throw new ServiceError(423, accountLockedMessage(attempt.minutesLeft));

  const user = await findUserByEmail(ctx, input.email);
  // An unknown email costs the same work as a wrong password, so timing reveals nothing.
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) {
    const lockMinutes = attempt.lockMinutesIfFailed;
    await ctx.db.batch([
      securityEventInsert(ctx, { userId: user?.id ?? null, email: input.email, kind: "sign_in_failed" }),
      auditInsert(ctx, {
        userId: user?.id ?? null,
        action: "auth.sign_in_failed",
        entityType: "user",
        entityId: user?.id ?? null,
        changes: { email: input.email, lockedForMinutes: lockMinutes },
      }),
    ]);
    if (lockMinutes > 0) throw new ServiceError(423, accountLockedMessage(lockMinutes));
    throw new ServiceError(401, AUTH_MESSAGES.invalidCredentials);
  }

  // Only the right password learns of a suspension, so the message reveals nothing to a guesser.
  if (user.suspendedAt) throw new ServiceError(403, SUSPENDED_SIGN_IN_MESSAGE);
  await refundRateLimit(ctx, clientAttempt);
  // Two-factor comes next: this attempt is given back, earlier failures stay, and wrong codes count on top.
  if (await hasTwoFactor(ctx, user.id)) {
    await releaseSignInAttempt(ctx, input.email, attempt.lockMinutesIfFailed > 0);
    return pendingTwoFactor(ctx, user.id, input.redirectTo ?? null);
  }
  await clearFailedSignIns(ctx, input.email);
  return finishSignIn(ctx, user, input.redirectTo ?? null);
}

export async function signOut(ctx: ActorContext, scope: "this" | "all"): Promise<void> {
  const { actor } = ctx;
  if (scope === "all") {
    authorize(actor, "account.sign_out_everywhere");
    await deleteUserSessions(ctx, actor.user.id);
    await disconnectSessions(ctx.env, actor.user.id, { everySessionExcept: null });
  } else if (actor.sessionId) {
    await ctx.db.delete(schema.sessions).where(eq(schema.sessions.id, actor.sessionId));
    await disconnectSessions(ctx.env, actor.user.id, { sessionIds: [actor.sessionId] });
  }
  await recordAudit(ctx, {
    userId: actor.user.id,
    action: scope === "all" ? "auth.sign_out_all" : "auth.sign_out",
    entityType: "session",
  });
}

/**
 * Always behaves the same whether or not the email has an account, and whether or not the hourly
 * limit was reached, so the form reveals nothing; and it does the same work (three round trips:
 * the lookup, the limited insert, one batch), so its timing reveals nothing either (issue 8, defect 9).
 * The link is single use and expires after an hour.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  await spendRateLimit(ctx, { rule: "passwordResetsPerClient", subject: clientSubject(ctx) });
  const user = await findUserByEmail(ctx, email);
  const account = user && !user.isDemo ? user : null;
  const token = randomToken();
  const tokenId = crypto.randomUUID();
  const tokenHash = await digestSecret(token, ctx.config.AUTH_SECRET);
  const now = Date.now();
  // One statement checks the limit and writes the link, so parallel requests can't exceed it; it is
  // the same statement for every address and simply inserts nothing when there is no account.
  // Earlier links stay as rows (spent, below) because they are what the limit counts.
  const issued = await ctx.db.get<{ id: string }>(sql`
    insert into ${passwordResetTokens} (id, user_id, token_hash, expires_at, created_at)
    select ${tokenId}, ${users.id}, ${tokenHash}, ${now + PASSWORD_RESET_TTL_MS}, ${now}
    from ${users}
    where ${users.email} = ${email.toLowerCase()} and ${users.isDemo} = 0 and (
      select count(*) from ${passwordResetTokens}
      where user_id = ${users.id} and created_at > ${now - PASSWORD_RESET_WINDOW_MS}
    ) < ${PASSWORD_RESET_EMAILS_PER_HOUR}
    returning id`);
  // A new link replaces any earlier one that is still open (a no-op when nothing was issued).
  const spendEarlierLinks = ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, account?.id ?? ""),
        isNull(passwordResetTokens.usedAt),
        ne(passwordResetTokens.id, tokenId),
      ),
    );
  if (!issued || !account) {
    await ctx.db.batch([spendEarlierLinks]);
    return;
  }
  const link = `${ctx.config.APP_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const name = account.fullName ?? account.email;
  const resetEmail = outboxEmail(ctx, {
    to: account.email,
    subject: "Reset your BoardRoom password",
    text: [`Hello ${name},`, "", RESET_EMAIL.ask, link, "", RESET_EMAIL.notYou].join("\n"),
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>${RESET_EMAIL.ask}</p>` +
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p><p>${RESET_EMAIL.notYou}</p>`,
  });
  await ctx.db.batch([
    spendEarlierLinks,
    auditInsert(ctx, {
      userId: account.id,
      action: "auth.password_reset_requested",
      entityType: "user",
      entityId: account.id,
    }),
    resetEmail.insert,
  ]);
  await resetEmail.dispatch();
}

const RESET_EMAIL = {
  ask:
    "Someone asked to reset the password of your BoardRoom account. " +
    "Open this link within an hour to choose a new one:",
  notYou: "If it was not you, ignore this email: your password stays as it is.",
} as const;

export async function isPasswordResetTokenUsable(ctx: ServiceContext, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await digestSecret(token, ctx.config.AUTH_SECRET)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, Date.now()),
      ),
    )
    .get();
  return Boolean(row);
}

/** Sets the new password, spends the link, signs out every device and starts a fresh session. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<SignInOutcome> {
  const tokenHash = await digestSecret(token, ctx.config.AUTH_SECRET);
  // The organisations' password policy first (issue 13), so a refused password leaves the link usable.
  const holder = await ctx.db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, Date.now()),
      ),
    )
    .get();
  if (!holder) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  await assertPasswordMeetsPolicies(ctx, holder.userId, password, "password");
  const now = Date.now();
  // Claim the token atomically: a replayed or concurrent use finds nothing to update.
  const claimed = await ctx.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
    .get();
  if (!claimed) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  const user = await ctx.db.select().from(users).where(eq(users.id, claimed.userId)).get();
  if (!user) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  await ctx.db.batch([
    ctx.db
      .update(users)
      // A new password answers an administrator's forced reset (slice G).
      .set({
        passwordHash: await hashPassword(password),
        mustChangePassword: false,
        passwordChangedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id)),
    securityEventInsert(ctx, { userId: user.id, email: user.email, kind: "password_changed", detail: { at: "reset" } }),
    ctx.db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)),
    revokeAllApiTokens(ctx, user.id, now),
    ctx.db.delete(schema.signInAttempts).where(eq(schema.signInAttempts.email, user.email)),
    auditInsert(ctx, {
      userId: user.id,
      action: "auth.password_reset",
      entityType: "user",
      entityId: user.id,
      changes: { apiTokensRevoked: true },
    }),
  ]);
  await disconnectSessions(ctx.env, user.id, { everySessionExcept: null });
  // An emailed link proves the address, not the second factor: with two-factor on, the code still comes next.
  const outcome: SignInOutcome = (await hasTwoFactor(ctx, user.id))
    ? await pendingTwoFactor(ctx, user.id, null)
    : { next: "session", userId: user.id, redirectTo: null, ...(await createSession(ctx, user.id)) };
  await notify(ctx, {
    recipients: user.id,
    type: "alert",
    priority: "high",
    category: "security",
    title: "Your password was reset",
    body:
      "Your password was reset through an emailed link: every other device was signed out and your API tokens " +
      "were revoked.",
    actionUrl: "/dashboard/settings",
    actionText: "Review security settings",
  });
  return outcome;
}

export async function changePassword(
  ctx: ActorContext,
  input: Omit<ChangePasswordInput, "keepApiTokens"> & { keepApiTokens?: boolean },
): Promise<void> {
  const { actor } = ctx;
  authorize(actor, "account.change_password");
  const user = await ctx.db.select().from(users).where(eq(users.id, actor.user.id)).get();
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await recordAudit(ctx, {
      userId: actor.user.id,
      action: "auth.password_change_failed",
      entityType: "user",
      entityId: actor.user.id,
    });
    throw badRequest(AUTH_MESSAGES.currentPasswordIncorrect, {
      currentPassword: [AUTH_MESSAGES.currentPasswordIncorrect],
    });
  }
  await assertPasswordMeetsPolicies(ctx, user.id, input.newPassword, "newPassword");
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.newPassword),
        passwordChangedAt: now,
        mustChangePassword: false,
        updatedAt: now,
      })
      .where(eq(users.id, user.id)),
    securityEventInsert(ctx, { userId: user.id, email: user.email, kind: "password_changed" }),
    // Other devices lose their session; this one stays signed in.
    actor.sessionId
      ? ctx.db
          .delete(schema.sessions)
          .where(and(eq(schema.sessions.userId, user.id), ne(schema.sessions.id, actor.sessionId)))
      : ctx.db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)),
    ...(input.keepApiTokens ? [] : [revokeAllApiTokens(ctx, user.id, now)]),
    auditInsert(ctx, {
      userId: user.id,
      action: "auth.password_changed",
      entityType: "user",
      entityId: user.id,
      changes: { apiTokensRevoked: !input.keepApiTokens },
    }),
  ]);
  await disconnectSessions(ctx.env, user.id, { everySessionExcept: actor.sessionId ?? null });
  await notify(ctx, {
    recipients: user.id,
    type: "alert",
    priority: "high",
    category: "security",
    title: "Your password was changed",
    body:
      "Your password was changed and your other devices were signed out" +
      (input.keepApiTokens ? ". " : "; your API tokens were revoked. ") +
      "If this was not you, reset your password now.",
    actionUrl: "/dashboard/settings",
    actionText: "Review security settings",
  });
}

/**
 * Deletes the account. Organisations the user alone belongs to go with it; an organisation that
 * others still depend on must first get a new owner.
 */
export async function deleteAccount(ctx: ActorContext): Promise<void> {
  const { actor } = ctx;
  authorize(actor, "account.delete");
  const owned = await ctx.db
    .select({
      id: organizations.id,
      name: organizations.name,
      others: sql<number>`(select count(*) from ${organizationMembers} m
        where m.organization_id = ${organizations.id} and m.user_id != ${actor.user.id})`,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, actor.user.id), eq(organizationMembers.role, "owner")))
    .all();
  const blocking = owned.filter((org) => org.others > 0);
  if (blocking.length > 0) {
    throw new ServiceError(
      409,
      `Transfer ownership of ${blocking.map((org) => org.name).join(", ")} before deleting your account.`,
    );
  }
  // The organisations only this user belongs to go first, files in R2 included, through the same
  // purge the scheduled deletion uses. Then the user (sessions, tokens, memberships cascade).
  const purged: { id: string; name: string; objectsDeleted: number }[] = [];
  for (const org of owned) {
    const { objectsDeleted } = await purgeOrganization(ctx.db, ctx.env.FILES, org.id);
    purged.push({ id: org.id, name: org.name, objectsDeleted });
  }
  await ctx.db.batch([
    ctx.db.delete(users).where(eq(users.id, actor.user.id)),
    ...purged.map((org) =>
      auditInsert(ctx, {
        userId: actor.user.id,
        organizationId: org.id,
        action: "organization.deleted",
        entityType: "organization",
        entityId: org.id,
        changes: { name: org.name, withAccount: true, objectsDeleted: org.objectsDeleted },
      }),
    ),
    auditInsert(ctx, {
      userId: actor.user.id,
      action: "auth.account_deleted",
      entityType: "user",
      entityId: actor.user.id,
      changes: { email: actor.user.email, organizationsDeleted: purged.map((org) => org.id) },
    }),
  ]);
  await disconnectSessions(ctx.env, actor.user.id, { everySessionExcept: null });
}

/** Ends one of the actor's sessions (e.g. a lost laptop). */
export async function revokeSession(ctx: ActorContext, sessionId: string): Promise<void> {
  const { actor } = ctx;
  authorize(actor, "account.manage_sessions");
  if (!(await revokeUserSession(ctx, actor.user.id, sessionId))) throw new ServiceError(404, "Session not found");
  await disconnectSessions(ctx.env, actor.user.id, { sessionIds: [sessionId] });
  await ctx.db.batch([
    securityEventInsert(ctx, { userId: actor.user.id, kind: "session_revoked", detail: { scope: "one" } }),
    auditInsert(ctx, {
      userId: actor.user.id,
      action: "auth.session_revoked",
      entityType: "session",
      entityId: sessionId.slice(0, 12),
    }),
  ]);
}

/** Signs out every other device, keeping this one. */
export async function signOutOtherSessions(ctx: ActorContext): Promise<void> {
  const { actor } = ctx;
  authorize(actor, "account.manage_sessions");
  await deleteUserSessions(ctx, actor.user.id, actor.sessionId);
  await disconnectSessions(ctx.env, actor.user.id, { everySessionExcept: actor.sessionId ?? null });
  await ctx.db.batch([
    securityEventInsert(ctx, { userId: actor.user.id, kind: "session_revoked", detail: { scope: "others" } }),
    auditInsert(ctx, { userId: actor.user.id, action: "auth.sign_out_others", entityType: "session" }),
  ]);
}
