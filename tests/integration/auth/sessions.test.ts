// Session cookies: unreadable values, sliding renewal and expiry.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readSessionToken } from "../../../app/.server/auth/sessions";
import { schema } from "../../../app/.server/platform/db/client";
import { createRequestServices } from "../../../app/.server/platform/request-context";
import { SESSION_RENEW_AFTER_MS, SESSION_TTL_MS } from "../../../app/lib/auth/constants";
import { callWorker, createUser, serviceContext, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";

function requestWithCookie(cookie: string, path = "/api/me") {
  return new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie } });
}

describe("a malformed session cookie", () => {
  it.each(["__session=%", "__session=%E0%A4%A", "theme=dark; __session=%zz; sidebar=open"])(
    "reads as signed out: %j",
    async (cookie) => {
      expect(readSessionToken(requestWithCookie(cookie))).toBeNull();
      expect(await createRequestServices(requestWithCookie(cookie), env).getActor()).toBeNull();
      const response = await callWorker("/api/me", { headers: { Cookie: cookie } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "User not authenticated" });
    },
  );

  it("leaves other malformed cookies alone: a valid session next to them still signs in", async () => {
    const user = await createUser();
    const session = (await signedInHeaders(user.id)).get("Cookie")!;
    const resolved = await createRequestServices(requestWithCookie(`other=%; ${session}`), env).getActor();
    expect(resolved?.actor.user.id).toBe(user.id);
    const response = await callWorker("/api/me", { headers: { Cookie: `other=%; ${session}` } });
    expect(response.status).toBe(200);
  });
});

async function sessionOf(userId: string) {
  const cookie = (await signedInHeaders(userId)).get("Cookie")!;
  const [row] = await serviceContext()
    .db.select()
    .from(schema.sessions)
    .where(eq(schema.sessions.userId, userId))
    .all();
  return { cookie, row };
}

async function moveSession(id: string, change: { lastSeenAt?: number; expiresAt?: number }) {
  await serviceContext().db.update(schema.sessions).set(change).where(eq(schema.sessions.id, id));
}

describe("sliding renewal and expiry", () => {
  it("renews a session last seen more than SESSION_RENEW_AFTER_MS ago: new expiry in D1 and a Set-Cookie", async () => {
    const user = await createUser();
    const { cookie, row } = await sessionOf(user.id);
    const lastSeenAt = Date.now() - SESSION_RENEW_AFTER_MS - 60_000;
    const expiresAt = Date.now() + 60 * 60_000;
    await moveSession(row.id, { lastSeenAt, expiresAt });

    const services = createRequestServices(requestWithCookie(cookie), env);
    const resolved = await services.getActor();
    expect(resolved?.actor).toMatchObject({ via: "session", sessionId: row.id, user: { id: user.id } });
    const setCookie = services.renewedSessionCookie();
    expect(setCookie).toBeDefined();
    // The same token, sent again with a full lifetime.
    expect(setCookie!.split(";")[0]).toBe(cookie);
    expect(setCookie).toContain(`Max-Age=${SESSION_TTL_MS / 1000}`);
    expect(setCookie).toMatch(/HttpOnly; Secure; SameSite=Strict/);

    const renewed = await serviceContext()
      .db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, row.id))
      .get();
    expect(renewed!.lastSeenAt).toBeGreaterThan(lastSeenAt);
    expect(renewed!.expiresAt).toBeGreaterThan(expiresAt);
    expect(renewed!.expiresAt - renewed!.lastSeenAt).toBe(SESSION_TTL_MS);
  });

  it("leaves a recently seen session alone: no write, no Set-Cookie", async () => {
    const user = await createUser();
    const { cookie, row } = await sessionOf(user.id);
    const services = createRequestServices(requestWithCookie(cookie), env);
    expect((await services.getActor())?.actor.user.id).toBe(user.id);
    expect(services.renewedSessionCookie()).toBeUndefined();
    const after = await serviceContext().db.select().from(schema.sessions).where(eq(schema.sessions.id, row.id)).get();
    expect(after).toEqual(row);
  });

  it("refuses an expired session, even one that was due for renewal", async () => {
    const user = await createUser();
    const { cookie, row } = await sessionOf(user.id);
    await moveSession(row.id, { lastSeenAt: Date.now() - SESSION_TTL_MS - 1000, expiresAt: Date.now() - 1000 });
    const services = createRequestServices(requestWithCookie(cookie), env);
    expect(await services.getActor()).toBeNull();
    expect(services.renewedSessionCookie()).toBeUndefined();
    expect((await callWorker("/api/me", { headers: { Cookie: cookie } })).status).toBe(401);
    // Refusing did not bring it back to life.
    const after = await serviceContext().db.select().from(schema.sessions).where(eq(schema.sessions.id, row.id)).get();
    expect(after!.expiresAt).toBeLessThan(Date.now());
  });
});
