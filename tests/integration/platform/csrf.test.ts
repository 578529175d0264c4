// CSRF (workers/csrf.ts): every cookie-authenticated mutation must come from our own origin, told by
// Origin or, when a browser sends none, by Referer. Safe methods and bearer requests are unaffected.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { csrfRejection } from "../../../workers/csrf";
import { callWorker, createUser, serviceContext, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";

const post = (path: string, headers: Record<string, string>) =>
  new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers });

async function tokensOf(userId: string) {
  return serviceContext().db.select().from(schema.apiTokens).where(eq(schema.apiTokens.userId, userId)).all();
}

/** Cookie headers of a signed-in browser, without the Origin that signedInHeaders adds. */
async function cookieOnly(userId: string, extra: Record<string, string> = {}) {
  const headers = await signedInHeaders(userId);
  headers.delete("Origin");
  headers.set("Content-Type", "application/json");
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

describe("csrfRejection", () => {
  it("lets safe methods through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(
        csrfRejection(new Request(`${TEST_ORIGIN}/api/me`, { method, headers: { Origin: "https://evil.example" } })),
      ).toBeNull();
    }
  });

  it("accepts our Origin and refuses any other, including the opaque 'null' origin", () => {
    expect(csrfRejection(post("/auth/signin", { Origin: TEST_ORIGIN }))).toBeNull();
    expect(csrfRejection(post("/auth/signin", { Origin: "https://evil.example" }))).toBe(
      "Cross-origin request refused",
    );
    expect(csrfRejection(post("/auth/signin", { Origin: "null" }))).toBe("Cross-origin request refused");
    expect(csrfRejection(post("/auth/signin", { Origin: "http://boardroom.test" }))).toBe(
      "Cross-origin request refused",
    );
    // Origin wins over a same-origin Referer.
    expect(
      csrfRejection(post("/auth/signin", { Origin: "https://evil.example", Referer: `${TEST_ORIGIN}/auth/signin` })),
    ).toBe("Cross-origin request refused");
  });

  it("falls back to Referer when there is no Origin, and refuses a request with neither", () => {
    expect(
      csrfRejection(post("/dashboard/settings", { Referer: `${TEST_ORIGIN}/dashboard/settings?tab=tokens` })),
    ).toBeNull();
    expect(csrfRejection(post("/dashboard/settings", { Referer: "https://evil.example/page" }))).toBe(
      "Cross-origin request refused",
    );
    expect(csrfRejection(post("/dashboard/settings", { Referer: "https://boardroom.test.evil.example/" }))).toBe(
      "Cross-origin request refused",
    );
    expect(csrfRejection(post("/dashboard/settings", { Referer: "not a url" }))).toBe("Invalid Referer header");
    expect(csrfRejection(post("/dashboard/settings", {}))).toBe("Missing Origin header");
  });

  it("does not apply to bearer requests, which carry no ambient credentials", () => {
    expect(
      csrfRejection(post("/api/me/tokens", { Authorization: "Bearer brd_x", Origin: "https://evil.example" })),
    ).toBeNull();
  });
});

describe("CSRF through the Worker", () => {
  it("a cookie POST with no Origin: accepted with our Referer, refused without one, nothing written then", async () => {
    const user = await createUser();
    const refused = await callWorker("/api/me/tokens", {
      method: "POST",
      headers: await cookieOnly(user.id),
      body: JSON.stringify({ name: "no origin" }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Missing Origin header" });
    const foreignReferer = await callWorker("/api/me/tokens", {
      method: "POST",
      headers: await cookieOnly(user.id, { Referer: "https://evil.example/" }),
      body: JSON.stringify({ name: "foreign referer" }),
    });
    expect(foreignReferer.status).toBe(403);
    expect(await tokensOf(user.id)).toHaveLength(0);

    const accepted = await callWorker("/api/me/tokens", {
      method: "POST",
      headers: await cookieOnly(user.id, { Referer: `${TEST_ORIGIN}/dashboard/settings` }),
      body: JSON.stringify({ name: "same-site referer" }),
    });
    expect(accepted.status).toBe(201);
    expect((await tokensOf(user.id)).map((token) => token.name)).toEqual(["same-site referer"]);
  });

  it("refuses a foreign Origin on page (non-API) POSTs before any route runs", async () => {
    const user = await createUser();
    for (const path of ["/auth/signin", "/dashboard/settings", "/resources/theme", "/demo"]) {
      const response = await callWorker(path, {
        method: "POST",
        headers: await cookieOnly(user.id, { Origin: "https://evil.example" }),
        body: "intent=delete-account",
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-origin request refused" });
    }
    expect(
      await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, user.id)).get(),
    ).toBeDefined();
  });

  it("leaves GET alone, even from another origin", async () => {
    const user = await createUser();
    const response = await callWorker("/api/me", {
      headers: await cookieOnly(user.id, { Origin: "https://evil.example" }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(user.id);
  });

  it("a bearer header from another origin never rides on the cookie", async () => {
    const user = await createUser();
    const headers = await cookieOnly(user.id, { Origin: "https://evil.example", Authorization: "Bearer brd_forged" });
    const response = await callWorker("/api/me/tokens", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "forged" }),
    });
    expect(response.status).toBe(401);
    expect(await tokensOf(user.id)).toHaveLength(0);
  });
});
