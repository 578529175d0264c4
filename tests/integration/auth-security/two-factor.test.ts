// Two-factor sign-in (issue 13): setup confirmed by a first code, codes that work once, recovery codes that work
// once, wrong codes counting toward the lockout, and no session before the code.
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../app/.server/auth/accounts";
import { completeTwoFactorStep } from "../../../app/.server/auth/sign-in-steps";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
  twoFactorState,
} from "../../../app/.server/auth/two-factor";
import { schema } from "../../../app/.server/platform/db/client";
import { TWO_FACTOR_MESSAGES } from "../../../app/lib/auth/two-factor";
import { actorContext, createUser, serviceContext, type TestUser } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

/** A user with two-factor on; returns the secret and the recovery codes. */
async function userWithTwoFactor() {
  const user = await createUser();
  const ctx = await actorContext(user);
  await startTwoFactorSetup(ctx);
  const { setup } = await twoFactorState(ctx);
  const secret = setup!.secret;
  // The setup's code is the previous step's, so the sign-in's current code is a later step (each code works once).
  const { recoveryCodes } = await confirmTwoFactorSetup(ctx, codeAt(secret, Date.now() - 30_000));
  return { user, ctx, secret, recoveryCodes };
}

const passwordStep = (user: TestUser) =>
  signIn(serviceContext(), { email: user.email, password: user.password, redirectTo: "/dashboard/meetings" });

/** The pending token the password step's cookie carries. */
const pendingToken = (cookie: string) => decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!);

async function sessionsOf(userId: string) {
  return serviceContext().db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId)).all();
}

describe("setting up two-factor", () => {
  it("shows a QR code and the secret, and is on only after a right first code", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    await startTwoFactorSetup(ctx);
    const state = await twoFactorState(ctx);
    expect(state.enabled).toBe(false);
    expect(state.setup?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(state.setup?.qrDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(state.setup?.uri).toContain("otpauth://totp/BoardRoom:");

    const wrong = await rejection(confirmTwoFactorSetup(ctx, "000000"));
    expect(wrong.status).toBe(400);
    expect(wrong.fieldErrors?.code).toEqual([TWO_FACTOR_MESSAGES.invalidCode]);
    expect((await twoFactorState(ctx)).enabled).toBe(false);

    const { recoveryCodes } = await confirmTwoFactorSetup(ctx, codeAt(state.setup!.secret));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = await twoFactorState(ctx);
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10, setup: null });
    // Stored encrypted and hashed: neither the secret nor a code is readable in the database.
    const row = await ctx.db
      .select()
      .from(schema.twoFactorSecrets)
      .where(eq(schema.twoFactorSecrets.userId, user.id))
      .get();
    expect(row?.secretCiphertext).not.toContain(state.setup!.secret);
    const codes = await ctx.db
      .select()
      .from(schema.twoFactorRecoveryCodes)
      .where(eq(schema.twoFactorRecoveryCodes.userId, user.id))
      .all();
    expect(codes.map((c) => c.codeHash)).not.toContain(recoveryCodes[0]);
  });

  it("can't be restarted while on, and turns off only with a current code", async () => {
    const { ctx, secret } = await userWithTwoFactor();
    expect((await rejection(startTwoFactorSetup(ctx))).status).toBe(409);
    expect((await rejection(disableTwoFactor(ctx, "123456"))).status).toBe(400);
    await disableTwoFactor(ctx, codeAt(secret));
    expect((await twoFactorState(ctx)).enabled).toBe(false);
  });
});

describe("signing in with two-factor", () => {
  it("asks for the code after the password and creates the session only after it", async () => {
    const { user, secret } = await userWithTwoFactor();
    const first = await passwordStep(user);
    expect(first.next).toBe("two_factor");
    expect(await sessionsOf(user.id)).toHaveLength(0);

    const done = await completeTwoFactorStep(serviceContext(), pendingToken(first.cookie), codeAt(secret));
    expect(done).toMatchObject({ next: "session", redirectTo: "/dashboard/meetings" });
    expect(await sessionsOf(user.id)).toHaveLength(1);
    // The pending sign-in is spent: the same token can't be used again.
    const again = await rejection(completeTwoFactorStep(serviceContext(), pendingToken(first.cookie), codeAt(secret)));
    expect(again.message).toBe(TWO_FACTOR_MESSAGES.pendingExpired);
  });

  it("refuses a wrong code and an expired (three steps old) code", async () => {
    const { user, secret } = await userWithTwoFactor();
    const { cookie } = await passwordStep(user);
    const token = pendingToken(cookie);
    const wrong = await rejection(completeTwoFactorStep(serviceContext(), token, "000000"));
    expect(wrong.status).toBe(401);
    const expired = await rejection(
      completeTwoFactorStep(serviceContext(), token, codeAt(secret, Date.now() - 90_000)),
    );
    expect(expired.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it("refuses a replayed code: the setup's code can't sign in", async () => {
    const { user, secret } = await userWithTwoFactor();
    const { cookie } = await passwordStep(user);
    const replayed = await rejection(
      completeTwoFactorStep(serviceContext(), pendingToken(cookie), codeAt(secret, Date.now() - 30_000)),
    );
    expect(replayed.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it("accepts the code of the previous step (RFC 6238's window), then not again", async () => {
    const { user, secret } = await userWithTwoFactor();
    // As if the setup's code were long ago: no step has been used yet.
    await serviceContext()
      .db.update(schema.twoFactorSecrets)
      .set({ lastUsedStep: null })
      .where(eq(schema.twoFactorSecrets.userId, user.id));
    const first = await passwordStep(user);
    const previous = codeAt(secret, Date.now() - 30_000);
    expect((await completeTwoFactorStep(serviceContext(), pendingToken(first.cookie), previous)).next).toBe("session");
    const second = await passwordStep(user);
    const replay = await rejection(completeTwoFactorStep(serviceContext(), pendingToken(second.cookie), previous));
    expect(replay.status).toBe(401);
  });

  it("accepts a recovery code once", async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const code = recoveryCodes[3]!;
    const first = await passwordStep(user);
    // Typed in capitals and without the dash, it still matches.
    const typed = code.replace("-", "").toUpperCase();
    expect((await completeTwoFactorStep(serviceContext(), pendingToken(first.cookie), typed)).next).toBe("session");
    const second = await passwordStep(user);
    const reused = await rejection(completeTwoFactorStep(serviceContext(), pendingToken(second.cookie), code));
    expect(reused.status).toBe(401);
    const events = await serviceContext()
      .db.select({ kind: schema.securityEvents.kind })
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.userId, user.id))
      .all();
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["two_factor_enabled", "recovery_code_used", "sign_in_succeeded", "two_factor_failed"]),
    );
  });

  it("counts wrong codes toward the lockout (3 failures lock the account for 5 minutes)", async () => {
    const { user, secret } = await userWithTwoFactor();
    const { cookie } = await passwordStep(user);
    const token = pendingToken(cookie);
    expect((await rejection(completeTwoFactorStep(serviceContext(), token, "111111"))).status).toBe(401);
    expect((await rejection(completeTwoFactorStep(serviceContext(), token, "222222"))).status).toBe(401);
    const third = await rejection(completeTwoFactorStep(serviceContext(), token, "333333"));
    expect(third.status).toBe(423);
    expect(third.message).toBe("Account locked. Try again in 5 minutes.");
    // Even the right code waits for the lock, and so does the password.
    expect((await rejection(completeTwoFactorStep(serviceContext(), token, codeAt(secret)))).status).toBe(423);
    expect((await rejection(passwordStep(user))).status).toBe(423);
  });
});
