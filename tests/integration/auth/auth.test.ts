import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  changePassword,
  deleteAccount,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  signIn,
  signOutOtherSessions,
} from "../../../app/.server/auth/accounts";
import { PBKDF2_ITERATIONS, verifyPassword } from "../../../app/.server/auth/password";
import { lookupSession } from "../../../app/.server/auth/sessions";
import { schema } from "../../../app/.server/platform/db/client";
import { AUTH_MESSAGES, accountLockedMessage } from "../../../app/lib/auth/constants";
import { ChangePasswordSchema, DeleteAccountSchema } from "../../../app/lib/auth/schemas";
import {
  actorContext,
  addMember,
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  DEFAULT_PASSWORD,
  jsonHeaders,
  serviceContext,
  signedInHeaders,
  signUpThroughEmail,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const api = callWorker;

describe("passwords", () => {
  it("stores PBKDF2-SHA256 with its iteration count and verifies only the right password", async () => {
    const user = await createUser();
    const row = await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    expect(row?.passwordHash?.startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`)).toBe(true);
    expect(await verifyPassword(DEFAULT_PASSWORD, row!.passwordHash)).toBe(true);
    expect(await verifyPassword("wrong password", row!.passwordHash)).toBe(false);
  });

  it("refuses stored counts above what Workers allow instead of deriving", async () => {
    const forged = `pbkdf2-sha256$600000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect(await verifyPassword("anything", forged)).toBe(false);
  });
});

describe("sign up and sign in", () => {
  it("signs up through the emailed link, with default preferences and a session", async () => {
    const ctx = serviceContext();
    const { userId, cookie } = await signUpThroughEmail({
      fullName: "Ada Director",
      email: "Ada@Example.test",
      password: "long enough pw",
      confirmPassword: "long enough pw",
    });
    expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const prefs = await ctx.db
      .select()
      .from(schema.userPreferences)
      .where(eq(schema.userPreferences.userId, userId))
      .get();
    expect(prefs).toMatchObject({
      theme: "system",
      language: "en",
      notificationFrequency: "real_time",
      defaultView: "grid",
      autoSave: true,
    });
    const audit = await ctx.db.select().from(schema.auditLogs).where(eq(schema.auditLogs.userId, userId)).all();
    expect(audit.map((entry) => entry.action)).toContain("auth.sign_up");
  });

  it("issues a new session id on every sign-in", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    const first = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    const second = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    expect(first.sessionId).not.toEqual(second.sessionId);
  });

  it("locks out after 3 failures for 5 minutes, after 5 for 15, and a success resets the counter", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    const wrong = { email: user.email, password: "not the password", redirectTo: undefined };
    expect((await rejection(signIn(ctx, wrong))).status).toBe(401);
    expect((await rejection(signIn(ctx, wrong))).status).toBe(401);
    const third = await rejection(signIn(ctx, wrong));
    expect(third.status).toBe(423);
    expect(third.message).toBe(accountLockedMessage(5));
    // While locked, even the right password is refused.
    expect((await rejection(signIn(ctx, { ...wrong, password: user.password }))).message).toBe(accountLockedMessage(5));

    // Let the lock lapse, then fail twice more: the fifth failure locks for 15 minutes.
    await ctx.db
      .update(schema.signInAttempts)
      .set({ lockedUntil: Date.now() - 1 })
      .where(eq(schema.signInAttempts.email, user.email));
    expect((await rejection(signIn(ctx, wrong))).message).toBe(accountLockedMessage(5));
    await ctx.db
      .update(schema.signInAttempts)
      .set({ lockedUntil: Date.now() - 1 })
      .where(eq(schema.signInAttempts.email, user.email));
    expect((await rejection(signIn(ctx, wrong))).message).toBe(accountLockedMessage(15));

    await ctx.db
      .update(schema.signInAttempts)
      .set({ lockedUntil: Date.now() - 1 })
      .where(eq(schema.signInAttempts.email, user.email));
    await signIn(ctx, { ...wrong, password: user.password });
    const attempts = await ctx.db
      .select()
      .from(schema.signInAttempts)
      .where(eq(schema.signInAttempts.email, user.email))
      .get();
    expect(attempts).toBeUndefined();
  });

  it("locks unknown emails the same way, so the form reveals nothing", async () => {
    const ctx = serviceContext();
    const ghost = { email: "nobody@example.test", password: "whatever", redirectTo: undefined };
    await rejection(signIn(ctx, ghost));
    await rejection(signIn(ctx, ghost));
    expect((await rejection(signIn(ctx, ghost))).message).toBe(accountLockedMessage(5));
  });
});

describe("password reset", () => {
  it("emails a single-use link that sets the password and signs out every other device", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    const oldSession = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    await requestPasswordReset(ctx, user.email);
    const mail = await ctx.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.toAddress, user.email))
      .get();
    expect(mail?.status).toBe("stored");
    const token = decodeURIComponent(mail!.textBody.match(/token=([^\s]+)/)![1]);
    expect(mail!.textBody).toContain(`${TEST_ORIGIN}/auth/reset-password?token=`);

    await resetPassword(ctx, token, "a brand new password");
    expect(await lookupSession(ctx, oldSession.cookie.split(";")[0].split("=")[1])).toBeNull();
    await signIn(ctx, { email: user.email, password: "a brand new password", redirectTo: undefined });
    const replay = await rejection(resetPassword(ctx, token, "another password"));
    expect(replay.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it("sends nothing for an unknown email", async () => {
    const ctx = serviceContext();
    await requestPasswordReset(ctx, "unknown-person@example.test");
    const mail = await ctx.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.toAddress, "unknown-person@example.test"))
      .all();
    expect(mail).toHaveLength(0);
  });
});

describe("account settings", () => {
  it("changes the password only after verifying the current one", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    const bad = ChangePasswordSchema.parse({
      currentPassword: "wrong",
      newPassword: "new password 1",
      confirmPassword: "new password 1",
    });
    const refused = await rejection(changePassword(ctx, bad));
    expect(refused.fieldErrors?.currentPassword).toEqual(["Current password is incorrect."]);
    await changePassword(ctx, {
      currentPassword: user.password,
      newPassword: "new password 1",
      confirmPassword: "new password 1",
    });
    await signIn(serviceContext(), { email: user.email, password: "new password 1", redirectTo: undefined });
    const notes = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.recipientId, user.id))
      .all();
    expect(notes.map((note) => note.title)).toContain("Your password was changed");
  });

  it("requires the typed word DELETE", () => {
    const result = DeleteAccountSchema.safeParse({ confirmation: "delete" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Invalid confirmation. Please type "DELETE" to confirm.');
  });

  it(
    "deletes the account, its sessions, tokens and memberships, and its sole-owner " + "organisations with their files",
    async () => {
      const user = await createUser();
      const ctx = await actorContext(user);
      await signedInHeaders(user.id);
      await signedInHeaders(user.id);
      await bearerHeaders(user);
      const solo = await createOrganization({ ownerId: user.id, name: "Solo Board" });
      const colleague = await createUser();
      const shared = await createOrganization({ ownerId: colleague.id, name: "Shared Board" });
      await addMember(shared.id, user.id, "member");
      const soloKeys = [`organizations/${solo.id}/logo.png`, `organizations/${solo.id}/documents/pack.pdf`];
      const sharedKey = `organizations/${shared.id}/logo.png`;
      for (const key of [...soloKeys, sharedKey]) await env.FILES.put(key, "bytes");

      await deleteAccount(ctx);

      expect(await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id)).get()).toBeUndefined();
      expect(await ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)).all()).toHaveLength(
        0,
      );
      expect(
        await ctx.db.select().from(schema.apiTokens).where(eq(schema.apiTokens.userId, user.id)).all(),
      ).toHaveLength(0);
      expect(
        await ctx.db
          .select()
          .from(schema.organizationMembers)
          .where(eq(schema.organizationMembers.userId, user.id))
          .all(),
      ).toHaveLength(0);
      expect(
        await ctx.db.select().from(schema.organizations).where(eq(schema.organizations.id, solo.id)).get(),
      ).toBeUndefined();
      expect((await env.FILES.list({ prefix: `organizations/${solo.id}/` })).objects).toHaveLength(0);
      // The organisation others still belong to stays, files included.
      expect(
        await ctx.db.select().from(schema.organizations).where(eq(schema.organizations.id, shared.id)).get(),
      ).toBeDefined();
      expect(await env.FILES.head(sharedKey)).not.toBeNull();
      const audit = await ctx.db.select().from(schema.auditLogs).where(eq(schema.auditLogs.userId, user.id)).all();
      expect(audit.find((entry) => entry.action === "auth.account_deleted")?.changes).toMatchObject({
        organizationsDeleted: [solo.id],
      });
      expect(
        audit.find((entry) => entry.action === "organization.deleted" && entry.organizationId === solo.id)?.changes,
      ).toMatchObject({ objectsDeleted: 2 });
    },
  );

  it("refuses with 409 while an owned organisation has other members, and deletes nothing", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    await signedInHeaders(user.id);
    const board = await createOrganization({ ownerId: user.id, name: "Busy Board" });
    await addMember(board.id, (await createUser()).id, "member");
    const solo = await createOrganization({ ownerId: user.id, name: "Quiet Board" });
    await env.FILES.put(`organizations/${solo.id}/logo.png`, "bytes");

    const refused = await rejection(deleteAccount(ctx));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("Transfer ownership of Busy Board before deleting your account.");
    expect(await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id)).get()).toBeDefined();
    expect(await ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)).all()).toHaveLength(
      1,
    );
    expect(
      await ctx.db.select().from(schema.organizations).where(eq(schema.organizations.id, solo.id)).get(),
    ).toBeDefined();
    expect(await env.FILES.head(`organizations/${solo.id}/logo.png`)).not.toBeNull();
  });
});

describe("API authentication and CSRF", () => {
  it("answers 401 without credentials, and serves the user with a cookie or a bearer token", async () => {
    expect((await api("/api/me")).status).toBe(401);
    const user = await createUser();
    const byCookie = await api("/api/me", { headers: await signedInHeaders(user.id) });
    expect(((await byCookie.json()) as { user: { email: string } }).user.email).toBe(user.email);
    const byToken = await api("/api/me", { headers: await bearerHeaders(user) });
    expect(byToken.status).toBe(200);
  });

  it("refuses a cookie-authenticated mutation from another origin", async () => {
    const user = await createUser();
    const headers = await signedInHeaders(user.id);
    headers.set("Origin", "https://evil.example");
    headers.set("Content-Type", "application/json");
    const response = await api("/api/me/tokens", { method: "POST", headers, body: JSON.stringify({ name: "x" }) });
    expect(response.status).toBe(403);
    const tokens = await serviceContext()
      .db.select()
      .from(schema.apiTokens)
      .where(eq(schema.apiTokens.userId, user.id))
      .all();
    expect(tokens).toHaveLength(0);
  });

  it("answers bad input with 400 and field errors, never a partial write", async () => {
    const user = await createUser();
    const headers = await jsonHeaders(user.id);
    const response = await api("/api/me/tokens", { method: "POST", headers, body: JSON.stringify({ name: "" }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "Invalid input",
      fieldErrors: { name: ["Token name is required"] },
    });
    const notJson = await api("/api/me/tokens", { method: "POST", headers, body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("stops accepting a revoked token", async () => {
    const user = await createUser();
    const headers = await jsonHeaders(user.id);
    const created = (await (
      await api("/api/me/tokens", { method: "POST", headers, body: JSON.stringify({ name: "CLI" }) })
    ).json()) as { id: string; token: string };
    const bearer = { Authorization: `Bearer ${created.token}` };
    expect((await api("/api/me", { headers: bearer })).status).toBe(200);
    expect((await api(`/api/me/tokens/${created.id}`, { method: "DELETE", headers })).status).toBe(204);
    expect((await api("/api/me", { headers: bearer })).status).toBe(401);
  });
});

describe("devices and profile", () => {
  it("revokes only the actor's own sessions: another user's session id is not found", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const ctx = serviceContext();
    const strangerSession = await signIn(ctx, {
      email: stranger.email,
      password: stranger.password,
      redirectTo: undefined,
    });
    const ownerCtx = await actorContext(owner);
    const refused = await rejection(revokeSession(ownerCtx, strangerSession.sessionId ?? ""));
    expect(refused.status).toBe(404);
    const stillThere = await ctx.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, strangerSession.sessionId ?? ""))
      .get();
    expect(stillThere).toBeDefined();
  });

  it("signs out other devices and keeps the current one", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    const here = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    const there = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    const actor = { ...(await actorContext(user)) };
    actor.actor = { ...actor.actor, sessionId: here.sessionId };
    await signOutOtherSessions(actor);
    const remaining = await ctx.db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id))
      .all();
    expect(remaining.map((row) => row.id)).toEqual([here.sessionId]);
    expect(remaining.map((row) => row.id)).not.toContain(there.sessionId);
  });
});
