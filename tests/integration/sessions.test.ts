// Session cookies: unreadable values, sliding renewal and expiry.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readSessionToken } from "../../app/.server/auth/sessions";
import { createRequestServices } from "../../app/.server/request-context";
import { callWorker, createUser, signedInHeaders, TEST_ORIGIN } from "../fixtures/factories";

function requestWithCookie(cookie: string, path = "/api/me") {
  return new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie } });
}

describe("a malformed session cookie", () => {
  it.each(["__session=%", "__session=%E0%A4%A", "theme=dark; __session=%zz; sidebar=open"])("reads as signed out: %j", async (cookie) => {
    expect(readSessionToken(requestWithCookie(cookie))).toBeNull();
    expect(await createRequestServices(requestWithCookie(cookie), env).getActor()).toBeNull();
    const response = await callWorker("/api/me", { headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "User not authenticated" });
  });

  it("leaves other malformed cookies alone: a valid session next to them still signs in", async () => {
    const user = await createUser();
    const session = (await signedInHeaders(user.id)).get("Cookie")!;
    const resolved = await createRequestServices(requestWithCookie(`other=%; ${session}`), env).getActor();
    expect(resolved?.actor.user.id).toBe(user.id);
    const response = await callWorker("/api/me", { headers: { Cookie: `other=%; ${session}` } });
    expect(response.status).toBe(200);
  });
});
