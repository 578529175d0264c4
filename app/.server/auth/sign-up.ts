// Sign-up with a confirmed address (issue 8, defect 9): the form answers the same for every address,
// and the account exists only once its owner opens the emailed link.
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  AUTH_MESSAGES,
  SIGN_UP_EMAILS_PER_HOUR,
  SIGN_UP_LINK_TTL_MS,
  SIGN_UP_WINDOW_MS,
} from "../../lib/auth/constants";
import type { SignUpSchema } from "../../lib/auth/schemas";
import { escapeHtml } from "../../lib/platform/html";
import { outboxEmail } from "../email/outbox";
import { auditInsert } from "../platform/audit";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { badRequest, ServiceError } from "../platform/errors";
import { clientSubject, spendRateLimit } from "../platform/rate-limits";
import { findUserByEmail } from "./accounts";
import { digestSecret, randomToken } from "./crypto";
import { hashPassword } from "./password";
import { createSession } from "./sessions";

const { users, userPreferences, signUpRequests } = schema;

type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * Sends the confirmation link to a new address, or a 'someone tried to sign up' notice to an address
 * that already has an account. Both cases do the same work (a password hash, one limited insert, one
 * batch with the email), and the caller shows the same answer, so neither the page nor its timing
 * tells whether the address has an account. Past the hourly limit per address nothing is sent.
 */
export async function requestSignUp(ctx: ServiceContext, input: SignUpInput): Promise<void> {
  await spendRateLimit(ctx, { rule: "signUpPerClient", subject: clientSubject(ctx) });
  const account = await findUserByEmail(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  const token = randomToken();
  const now = Date.now();
  const requestId = crypto.randomUUID();
  // One statement checks the limit and writes the request, so parallel posts can't exceed it.
  const issued = await ctx.db.get<{ id: string }>(sql`
    insert into ${signUpRequests}
      (id, email, token_hash, full_name, password_hash, redirect_to, expires_at, created_at)
    select ${requestId}, ${input.email}, ${await digestSecret(token, ctx.config.AUTH_SECRET)},
      ${account ? null : input.fullName}, ${account ? null : passwordHash}, ${input.redirectTo ?? null},
      ${now + SIGN_UP_LINK_TTL_MS}, ${now}
    where (
      select count(*) from ${signUpRequests}
      where email = ${input.email} and created_at > ${now - SIGN_UP_WINDOW_MS}
    ) < ${SIGN_UP_EMAILS_PER_HOUR}
    returning id`);
  if (!issued) return;

  const email = account
    ? outboxEmail(ctx, existingAccountEmail(ctx, account.email, account.fullName))
    : outboxEmail(ctx, confirmationEmail(ctx, input.email, input.fullName, token));
  await ctx.db.batch([
    email.insert,
    auditInsert(ctx, {
      userId: account?.id ?? null,
      action: account ? "auth.sign_up_existing_email" : "auth.sign_up_requested",
      entityType: "user",
      entityId: account?.id ?? null,
      changes: { signUpRequestId: requestId },
    }),
  ]);
  await email.dispatch();
}

/** The address a usable confirmation link is for, or null when it is unknown, spent or expired. */
export async function signUpLinkEmail(ctx: ServiceContext, token: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const row = await ctx.db
    .select({ email: signUpRequests.email })
    .from(signUpRequests)
    .where(await usableLink(ctx, token))
    .get();
  return row?.email ?? null;
}

/** Opens the link: creates the account from the request, spends the address's other links, signs in. */
export async function confirmSignUp(ctx: ServiceContext, token: string) {
  if (!token || token.length > 200) throw badRequest(AUTH_MESSAGES.signUpLinkInvalid);
  const now = Date.now();
  // Claimed atomically: a replayed or concurrent use finds nothing to update.
  const request = await ctx.db
    .update(signUpRequests)
    .set({ usedAt: now })
    .where(await usableLink(ctx, token))
    .returning()
    .get();
  if (!request?.passwordHash) throw badRequest(AUTH_MESSAGES.signUpLinkInvalid);
  const taken = new ServiceError(409, AUTH_MESSAGES.emailTaken);
  if (await findUserByEmail(ctx, request.email)) throw taken;

  const userId = crypto.randomUUID();
  try {
    await ctx.db.batch([
      ctx.db.insert(users).values({
        id: userId,
        email: request.email,
        fullName: request.fullName,
        passwordHash: request.passwordHash,
        createdAt: now,
        updatedAt: now,
      }),
      ctx.db.insert(userPreferences).values({ userId, updatedAt: now }),
      ctx.db
        .update(signUpRequests)
        .set({ usedAt: now })
        .where(and(eq(signUpRequests.email, request.email), isNull(signUpRequests.usedAt))),
      auditInsert(ctx, { userId, action: "auth.sign_up", entityType: "user", entityId: userId }),
    ]);
  } catch (error) {
    // Two links for one address opened at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
  const session = await createSession(ctx, userId);
  return { userId, redirectTo: request.redirectTo, ...session };
}

/** A link that can still create an account: known, unspent, unexpired, and from a new address's request. */
async function usableLink(ctx: ServiceContext, token: string) {
  return and(
    eq(signUpRequests.tokenHash, await digestSecret(token, ctx.config.AUTH_SECRET)),
    isNull(signUpRequests.usedAt),
    gt(signUpRequests.expiresAt, Date.now()),
    isNotNull(signUpRequests.passwordHash),
  );
}

function confirmationEmail(ctx: ServiceContext, to: string, fullName: string, token: string) {
  const link = `${ctx.config.APP_URL}/auth/confirm-email?token=${encodeURIComponent(token)}`;
  const ask = "Open this link within 24 hours to finish creating your BoardRoom account:";
  const notYou = "If you didn't sign up, ignore this email: no account is created.";
  return {
    to,
    subject: "Confirm your BoardRoom account",
    text: [`Hello ${fullName},`, "", ask, link, "", notYou].join("\n"),
    html:
      `<p>Hello ${escapeHtml(fullName)},</p><p>${ask}</p>` +
      `<p><a href="${escapeHtml(link)}">Confirm your account</a></p><p>${notYou}</p>`,
  };
}

function existingAccountEmail(ctx: ServiceContext, to: string, fullName: string | null) {
  const signIn = `${ctx.config.APP_URL}/auth/signin`;
  const forgot = `${ctx.config.APP_URL}/auth/forgot-password`;
  const told =
    "Someone tried to create a BoardRoom account with this email address, which already has one. " +
    "Nothing has changed.";
  const ifYou = "If it was you, sign in instead:";
  const forgotten = "Forgotten your password? Choose a new one:";
  return {
    to,
    subject: "Someone tried to sign up with your email",
    text: [`Hello ${fullName ?? to},`, "", told, "", ifYou, signIn, "", forgotten, forgot].join("\n"),
    html:
      `<p>Hello ${escapeHtml(fullName ?? to)},</p><p>${told}</p>` +
      `<p>${ifYou} <a href="${escapeHtml(signIn)}">Sign in</a></p>` +
      `<p>${forgotten} <a href="${escapeHtml(forgot)}">Reset your password</a></p>`,
  };
}
