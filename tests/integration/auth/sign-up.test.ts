// Sign-up confirms the address by email and reveals nothing about existing accounts (issue 8, defect 9).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findUserByEmail, requestPasswordReset, signIn } from "../../../app/.server/auth/accounts";
import { confirmSignUp, requestSignUp, signUpLinkEmail } from "../../../app/.server/auth/sign-up";
import { schema } from "../../../app/.server/platform/db/client";
import { AUTH_MESSAGES, SIGN_UP_EMAILS_PER_HOUR } from "../../../app/lib/auth/constants";
import { SignUpSchema } from "../../../app/lib/auth/schemas";
import { createUser, DEFAULT_PASSWORD, serviceContext, tokenFromMailbox } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { countingContext } from "../../helpers/round-trips";

const CONFIRM_SUBJECT = "Confirm your BoardRoom account";
const TRIED_SUBJECT = "Someone tried to sign up with your email";
const freshEmail = () => `signup.${crypto.randomUUID()}@example.test`;
const form = (email: string, password = "a new passphrase", redirectTo?: string) =>
  SignUpSchema.parse({ fullName: "New Director", email, password, confirmPassword: password, redirectTo });

async function mailTo(email: string) {
  return serviceContext().db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, email)).all();
}

describe("sign-up with a confirmed address", () => {
  it("creates the account only when the emailed link is opened, then signs in", async () => {
    const email = freshEmail();
    const ctx = serviceContext();
    await requestSignUp(ctx, form(email, "a new passphrase", "/dashboard/settings"));
    expect(await findUserByEmail(ctx, email)).toBeUndefined();
    const mail = await mailTo(email);
    expect(mail.map((message) => message.subject)).toEqual([CONFIRM_SUBJECT]);
    expect(mail[0].textBody).toContain("https://boardroom.test/auth/confirm-email?token=");
    const refused = await rejection(signIn(ctx, { email, password: "a new passphrase", redirectTo: undefined }));
    expect(refused.status).toBe(401);

    const token = await tokenFromMailbox(email);
    expect(await signUpLinkEmail(ctx, token)).toBe(email);
    const confirmed = await confirmSignUp(ctx, token);
    expect(confirmed.redirectTo).toBe("/dashboard/settings");
    expect(confirmed.cookie).toMatch(/^__session=/);
    const user = await findUserByEmail(ctx, email);
    expect(user).toMatchObject({ id: confirmed.userId, fullName: "New Director" });
    await expect(signIn(ctx, { email, password: "a new passphrase", redirectTo: undefined })).resolves.toBeTruthy();

    // The link works once.
    expect(await signUpLinkEmail(ctx, token)).toBeNull();
    const replay = await rejection(confirmSignUp(ctx, token));
    expect(replay).toMatchObject({ status: 400, message: AUTH_MESSAGES.signUpLinkInvalid });
  });

  it("answers an existing address the same way, tells its owner, and changes nothing", async () => {
    const owner = await createUser();
    const ctx = serviceContext();
    await expect(requestSignUp(ctx, form(owner.email, "the intruder's password"))).resolves.toBeUndefined();
    const mail = await mailTo(owner.email);
    expect(mail.map((message) => message.subject)).toEqual([TRIED_SUBJECT]);
    expect(mail[0].textBody).toContain("https://boardroom.test/auth/forgot-password");
    expect(mail[0].textBody).not.toContain("token=");
    // The account keeps its password; the intruder's is never stored.
    await expect(
      signIn(ctx, { email: owner.email, password: DEFAULT_PASSWORD, redirectTo: undefined }),
    ).resolves.toBeTruthy();
    const intruder = await rejection(
      signIn(ctx, { email: owner.email, password: "the intruder's password", redirectTo: undefined }),
    );
    expect(intruder.status).toBe(401);
    const rows = await ctx.db
      .select()
      .from(schema.signUpRequests)
      .where(eq(schema.signUpRequests.email, owner.email))
      .all();
    expect(rows).toHaveLength(1);
    expect(rows[0].passwordHash).toBeNull();
  });

  it("does the same round trips for a new and an existing address", async () => {
    const owner = await createUser();
    const existing = countingContext();
    await requestSignUp(existing.ctx, form(owner.email));
    const fresh = countingContext();
    await requestSignUp(fresh.ctx, form(freshEmail()));
    expect(fresh.roundTrips()).toBeGreaterThan(1);
    expect(existing.roundTrips()).toBe(fresh.roundTrips());
  });

  it("keeps an address for its owner: someone else's earlier sign-up can't set the password", async () => {
    const email = freshEmail();
    const ctx = serviceContext();
    await requestSignUp(ctx, form(email, "the squatter's password"));
    const squatterToken = await tokenFromMailbox(email);
    await requestSignUp(ctx, form(email, "the owner's password"));
    const ownerToken = await tokenFromMailbox(email);
    expect(ownerToken).not.toBe(squatterToken);

    await confirmSignUp(ctx, ownerToken);
    await expect(signIn(ctx, { email, password: "the owner's password", redirectTo: undefined })).resolves.toBeTruthy();
    // Confirming spent every other link to the address.
    expect((await rejection(confirmSignUp(ctx, squatterToken))).message).toBe(AUTH_MESSAGES.signUpLinkInvalid);
    const squatter = await rejection(
      signIn(ctx, { email, password: "the squatter's password", redirectTo: undefined }),
    );
    expect(squatter.status).toBe(401);
  });

  it(`sends at most ${SIGN_UP_EMAILS_PER_HOUR} sign-up emails an hour to one address`, async () => {
    const email = freshEmail();
    const ctx = serviceContext();
    for (let attempt = 0; attempt < SIGN_UP_EMAILS_PER_HOUR + 2; attempt++) {
      await expect(requestSignUp(ctx, form(email))).resolves.toBeUndefined();
    }
    expect(await mailTo(email)).toHaveLength(SIGN_UP_EMAILS_PER_HOUR);
  });

  it("refuses an expired link", async () => {
    const email = freshEmail();
    const ctx = serviceContext();
    await requestSignUp(ctx, form(email));
    await ctx.db
      .update(schema.signUpRequests)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(schema.signUpRequests.email, email));
    const token = await tokenFromMailbox(email);
    expect(await signUpLinkEmail(ctx, token)).toBeNull();
    expect((await rejection(confirmSignUp(ctx, token))).message).toBe(AUTH_MESSAGES.signUpLinkInvalid);
    expect(await findUserByEmail(ctx, email)).toBeUndefined();
  });
});

describe("forgot password", () => {
  it("does the same round trips for an unknown address as for an account", async () => {
    const user = await createUser();
    const known = countingContext();
    await requestPasswordReset(known.ctx, user.email);
    const unknown = countingContext();
    await requestPasswordReset(unknown.ctx, freshEmail());
    const sent = await serviceContext()
      .db.select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, user.email)))
      .all();
    expect(sent).toHaveLength(1);
    expect(known.roundTrips()).toBeGreaterThan(1);
    expect(unknown.roundTrips()).toBe(known.roundTrips());
  });
});
