// Per-client limits on sign-up, sign-in (across emails, beside the per-email lockout) and forgot password
// (issue 8, defect 6; decision 018): the budget is spent, then a 429 with the wait; another client is not affected.
import { describe, expect, it } from "vitest";
import { requestPasswordReset, signIn } from "../../../app/.server/auth/accounts";
import { requestSignUp } from "../../../app/.server/auth/sign-up";
import type { ServiceContext } from "../../../app/.server/platform/context";
import { RateLimitedError } from "../../../app/.server/platform/errors";
import { RATE_LIMITS } from "../../../app/lib/platform/rate-limits";
import { createUser, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const fromClient = (ip: string): ServiceContext => ({ ...serviceContext(), meta: { ip, userAgent: "vitest" } });
const someone = () => `someone.${crypto.randomUUID()}@example.test`;
const PASSWORD = "a sturdy passphrase";

async function expectRateLimited(promise: Promise<unknown>, message: string) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(RateLimitedError);
  expect(error.status).toBe(429);
  expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
  expect(error.message).toMatch(new RegExp(`^${message} Try again in \\d+ (second|minute|hour)s?\\.$`));
}

describe("per-client rate limits on the account forms", () => {
  it("sign-up: 10 requests an hour from one client, then 429; another client still signs up", async () => {
    const { limit, message } = RATE_LIMITS.signUpPerClient;
    const client = fromClient("198.51.100.10");
    const signUpAs = (ctx: ServiceContext) =>
      requestSignUp(ctx, {
        email: someone(),
        fullName: "Spam Bot",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        redirectTo: undefined,
      });
    for (let account = 0; account < limit; account++) await signUpAs(client);
    await expectRateLimited(signUpAs(client), message);
    await expect(signUpAs(fromClient("198.51.100.11"))).resolves.toBeUndefined();
  });

  it("sign-in: spraying across emails stops after 20 failures from one client, for every email", async () => {
    const { limit, message } = RATE_LIMITS.signInFailuresPerClient;
    const user = await createUser();
    const sprayer = fromClient("198.51.100.20");
    // Each guess is at a different email, so the per-email lockout never starts.
    for (let guess = 0; guess < limit; guess++) {
      const error = await rejection(signIn(sprayer, { email: someone(), password: PASSWORD, redirectTo: undefined }));
      expect(error.status).toBe(401);
    }
    // The client is limited, even with the right password for a real account...
    await expectRateLimited(
      signIn(sprayer, { email: user.email, password: user.password, redirectTo: undefined }),
      message,
    );
    // ...which is not locked, and signs in from another client.
    await expect(
      signIn(fromClient("198.51.100.21"), { email: user.email, password: user.password, redirectTo: undefined }),
    ).resolves.toMatchObject({ userId: user.id });
  });

  it("sign-in: successful sign-ins cost nothing (one office behind one address keeps signing in)", async () => {
    const { limit } = RATE_LIMITS.signInFailuresPerClient;
    const office = fromClient("198.51.100.30");
    const user = await createUser();
    for (let attempt = 0; attempt < limit + 1; attempt++)
      await signIn(office, { email: user.email, password: user.password, redirectTo: undefined });
    // The budget is still whole: a wrong password is an ordinary 401.
    const wrong = await rejection(signIn(office, { email: someone(), password: PASSWORD, redirectTo: undefined }));
    expect(wrong.status).toBe(401);
  });

  it("forgot password: 10 requests an hour from one client, whatever the emails, then 429", async () => {
    const { limit, message } = RATE_LIMITS.passwordResetsPerClient;
    const client = fromClient("198.51.100.40");
    const user = await createUser();
    for (let request = 0; request < limit; request++) await requestPasswordReset(client, someone());
    // The refusal is the same for a real account and an unknown one: it reveals nothing about the email.
    await expectRateLimited(requestPasswordReset(client, user.email), message);
    await expectRateLimited(requestPasswordReset(client, someone()), message);
    await expect(requestPasswordReset(fromClient("198.51.100.41"), user.email)).resolves.toBeUndefined();
  });
});
