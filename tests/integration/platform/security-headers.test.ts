// Every answer of the Worker carries the security headers (issue 8, defect 12): a Content-Security-Policy with a
// new nonce per request, no caching of what a signed-in request gets, HSTS only in production, and a stored
// file's own stricter policy left alone. Pages run through the same middleware (Playwright checks the real ones).
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORED_FILE_CSP } from "../../../app/.server/platform/uploads/serving";
import { jsonNotFound } from "../../../workers/errors";
import { createHttpApp } from "../../../workers/http-app";
import { cacheControlFor } from "../../../workers/security-headers";
import { bearerHeaders, callWorker, createUser, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";

const nonceOf = (response: Response) =>
  /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("security headers", () => {
  it("gives every answer a Content-Security-Policy with a fresh nonce and the anti-framing headers", async () => {
    const first = await callWorker("/auth/signin");
    const second = await callWorker("/auth/signin");
    const policy = first.headers.get("Content-Security-Policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
      "img-src 'self' blob:",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(second)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(Object.fromEntries(first.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "same-origin",
      "cache-control": "private, no-store",
    });
  });

  it("never lets a signed-in answer be stored: pages' .data answers and the API, by session or by token", async () => {
    const user = await createUser();
    const session = await signedInHeaders(user.id);
    for (const response of [
      await callWorker("/dashboard/settings.data", { headers: session }),
      await callWorker("/api/me", { headers: session }),
      await callWorker("/api/me/tokens", { headers: await bearerHeaders(user) }),
    ]) {
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(nonceOf(response)).toBeDefined();
    }
  });

  it("overrides a shared-cache rule on a signed-in answer, keeps a route's private one", () => {
    const signedIn = new Request(TEST_ORIGIN, { headers: { Cookie: "__session=abc" } });
    const anonymous = new Request(TEST_ORIGIN);
    const answer = (cacheControl: string) => new Response(null, { headers: { "Cache-Control": cacheControl } });
    expect(cacheControlFor(signedIn, answer("public, max-age=600"))).toBe("private, no-store");
    expect(cacheControlFor(signedIn, answer("private, max-age=3600"))).toBe("private, max-age=3600");
    expect(cacheControlFor(anonymous, answer("public, max-age=600"))).toBe("public, max-age=600");
    expect(cacheControlFor(anonymous, new Response(null))).toBe("private, no-store");
    const signsIn = new Response(null, {
      headers: { "Cache-Control": "public, max-age=60", "Set-Cookie": "__session=new; Path=/" },
    });
    expect(cacheControlFor(anonymous, signsIn)).toBe("private, no-store");
  });

  it("adds HSTS only in production, and leaves a stored file's own policy in place", async () => {
    const file = () =>
      new Response("bytes", { headers: { "Content-Type": "image/png", "Content-Security-Policy": STORED_FILE_CSP } });
    const app = createHttpApp({ fallback: (c) => (c.req.path === "/file" ? file() : jsonNotFound(c)) });
    const call = (path: string, appEnv: string) =>
      app.fetch(new Request(`${TEST_ORIGIN}${path}`), { ...env, APP_ENV: appEnv }, createExecutionContext());

    const production = await call("/auth/signin", "production");
    expect(production.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect((await call("/auth/signin", "local")).headers.has("Strict-Transport-Security")).toBe(false);
    expect((await call("/auth/signin", "test")).headers.has("Strict-Transport-Security")).toBe(false);

    const stored = await call("/file", "production");
    expect(stored.headers.get("Content-Security-Policy")).toBe(STORED_FILE_CSP);
    expect(stored.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("sets them in place on an answer the Worker made, on one copy of an answer with immutable headers", async () => {
    const made = new Response("made here", { headers: { "Content-Type": "text/plain" } });
    // Response.redirect's headers are immutable, as fetch()'s answers' are (a Durable Object's, forwarded).
    const immutable = Response.redirect(`${TEST_ORIGIN}/elsewhere`, 302);
    const app = createHttpApp({ fallback: (c) => (c.req.path === "/made" ? made : immutable) });
    const call = (path: string) =>
      app.fetch(new Request(`${TEST_ORIGIN}${path}`), env, createExecutionContext()) as Promise<Response>;

    const inPlace = await call("/made");
    expect(inPlace).toBe(made);
    expect(inPlace.headers.get("X-Frame-Options")).toBe("DENY");
    expect(inPlace.headers.get("Server-Timing")).toMatch(/^app;dur=\d+$/);
    expect(await inPlace.text()).toBe("made here");

    const copied = await call("/moved");
    expect(copied).not.toBe(immutable);
    expect(copied.status).toBe(302);
    expect(copied.headers.get("Location")).toBe(`${TEST_ORIGIN}/elsewhere`);
    expect(copied.headers.get("X-Frame-Options")).toBe("DENY");
    expect(copied.headers.get("Server-Timing")).toMatch(/^app;dur=\d+$/);
    expect(immutable.headers.has("X-Frame-Options")).toBe(false);
  });
});
