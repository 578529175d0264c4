// A bearer token may call the API, but token management and account changes need the cookie
// session: a leaked token can't mint tokens that outlive its revocation, nor change the password.
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadAccountSettings } from "../../../app/.server/auth/account-settings";
import {
  changePassword,
  deleteAccount,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  signOutOtherSessions,
} from "../../../app/.server/auth/accounts";
import { createApiToken } from "../../../app/.server/auth/api-tokens";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { orErrorPage } from "../../../app/.server/remix/service-errors";
import { AUTH_MESSAGES } from "../../../app/lib/auth/constants";
import {
  actorContext,
  callWorker,
  createUser,
  jsonHeaders,
  serviceContext,
  signedInHeaders,
  type TestUser,
  tokenFromMailbox,
} from "../../helpers/factories";
import { rejection, thrownResponse } from "../../helpers/rejections";

async function userWithToken() {
  const user = await createUser();
  const created = await createApiToken(await actorContext(user), "CLI");
  return { user, ...created, bearer: { Authorization: `Bearer ${created.token}`, "Content-Type": "application/json" } };
}

async function liveTokens(userId: string) {
  return serviceContext()
    .db.select()
    .from(schema.apiTokens)
    .where(and(eq(schema.apiTokens.userId, userId), isNull(schema.apiTokens.revokedAt)))
    .all();
}

async function expectRefusedForBearer(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: AUTH_MESSAGES.browserSessionRequired });
}

async function tokenActor(user: TestUser): Promise<ActorContext> {
  const ctx = await actorContext(user);
  return { ...ctx, actor: { ...ctx.actor, via: "token", sessionId: undefined } };
}

describe("what a bearer token can't do", () => {
  it("create, list or revoke API tokens (403, nothing written)", async () => {
    const { user, id, bearer } = await userWithToken();
    expect((await callWorker("/api/me", { headers: bearer })).status).toBe(200);

    await expectRefusedForBearer(
      await callWorker("/api/me/tokens", {
        method: "POST",
        headers: bearer,
        body: JSON.stringify({ name: "escape hatch" }),
      }),
    );
    await expectRefusedForBearer(await callWorker("/api/me/tokens", { headers: bearer }));
    await expectRefusedForBearer(await callWorker(`/api/me/tokens/${id}`, { method: "DELETE", headers: bearer }));
    expect((await liveTokens(user.id)).map((token) => token.id)).toEqual([id]);
    const audit = await serviceContext()
      .db.select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.userId, user.id), eq(schema.auditLogs.action, "api_token.created")))
      .all();
    expect(audit).toHaveLength(1);
  });

  it("change the password (403, the hash is unchanged)", async () => {
    const { user, bearer } = await userWithToken();
    const before = await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    const response = await callWorker("/api/me/password", {
      method: "POST",
      headers: bearer,
      body: JSON.stringify({
        currentPassword: user.password,
        newPassword: "taken over account",
        confirmPassword: "taken over account",
      }),
    });
    await expectRefusedForBearer(response);
    const after = await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it("delete the account or end the owner's sessions (service layer, so pages are covered too)", async () => {
    const user = await createUser();
    const session = (await signedInHeaders(user.id)).get("Cookie")!;
    const ctx = await tokenActor(user);
    expect((await rejection(deleteAccount(ctx))).message).toBe(AUTH_MESSAGES.browserSessionRequired);
    expect((await rejection(signOutOtherSessions(ctx))).status).toBe(403);
    const [row] = await serviceContext()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id))
      .all();
    expect((await rejection(revokeSession(ctx, row.id))).status).toBe(403);
    expect(
      await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, user.id)).get(),
    ).toBeDefined();
    expect((await callWorker("/api/me", { headers: { Cookie: session } })).status).toBe(200);
    // The settings page answers a 403 page instead of listing tokens.
    const page = await thrownResponse(orErrorPage(loadAccountSettings(ctx)));
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(AUTH_MESSAGES.browserSessionRequired);
    expect((await loadAccountSettings(await actorContext(user))).profile.email).toBe(user.email);
  });

  it("a cookie session still manages tokens, and revoking the leaked token ends its access", async () => {
    const { user, id, bearer } = await userWithToken();
    const headers = await jsonHeaders(user.id);
    const list = await callWorker("/api/me/tokens", { headers });
    expect(((await list.json()) as { tokens: { id: string }[] }).tokens.map((token) => token.id)).toEqual([id]);
    const created = await callWorker("/api/me/tokens", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "second" }),
    });
    expect(created.status).toBe(201);
    expect((await callWorker(`/api/me/tokens/${id}`, { method: "DELETE", headers })).status).toBe(204);
    expect((await callWorker("/api/me", { headers: bearer })).status).toBe(401);
    expect(await liveTokens(user.id)).toHaveLength(1);
  });
});

// An attacker's token must not outlive the owner's recovery of the account (issue 8, defect 4).
describe("API tokens and the password", () => {
  const me = (bearer: Record<string, string>) => callWorker("/api/me", { headers: bearer });

  it("a password reset revokes every token", async () => {
    const { user, bearer } = await userWithToken();
    expect((await me(bearer)).status).toBe(200);
    await requestPasswordReset(serviceContext(), user.email);
    await resetPassword(serviceContext(), await tokenFromMailbox(user.email), "a brand new passphrase");
    expect((await me(bearer)).status).toBe(401);
    expect(await liveTokens(user.id)).toEqual([]);
  });

  it("a password change revokes them too, unless the person keeps them", async () => {
    const { user, bearer } = await userWithToken();
    const passwords = { currentPassword: user.password, newPassword: "first new passphrase" };
    await changePassword(await actorContext(user), { ...passwords, confirmPassword: passwords.newPassword });
    expect((await me(bearer)).status).toBe(401);

    const kept = await createApiToken(await actorContext(user), "Kept");
    const keeping = { currentPassword: "first new passphrase", newPassword: "second new passphrase" };
    await changePassword(await actorContext(user), {
      ...keeping,
      confirmPassword: keeping.newPassword,
      keepApiTokens: true,
    });
    expect((await me({ Authorization: `Bearer ${kept.token}` })).status).toBe(200);
  });
});
