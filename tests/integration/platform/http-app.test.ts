// The Worker's HTTP side (workers/http-app.ts) as a client meets it: the API's answers to bad input and
// unknown paths, the spec's snake_case shapes made by the presenters, the renewed session cookie and
// the Server-Timing header.
import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { SESSION_RENEW_AFTER_MS } from "../../../app/lib/auth/constants";
import { jsonNotFound } from "../../../workers/errors";
import { createHttpApp } from "../../../workers/http-app";
import { callWorker, createUser, serviceContext, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";

describe("API answers", () => {
  it("answers a body that is not JSON (whatever its Content-Type) and invalid input alike everywhere", async () => {
    const user = await createUser();
    const headers = await signedInHeaders(user.id);
    headers.set("Content-Type", "application/json");
    const malformed = await callWorker("/api/me/tokens", { method: "POST", headers, body: "{ name:" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Request body must be JSON" });

    const untyped = await signedInHeaders(user.id);
    const plainJson = await callWorker("/api/me/tokens", {
      method: "POST",
      headers: untyped,
      body: JSON.stringify({ name: "no content type" }),
    });
    expect(plainJson.status).toBe(201);

    const badPage = await callWorker("/api/organizations?page=0", { headers: untyped });
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toEqual({ error: "Invalid input", fieldErrors: { page: ["page must be 1 or more"] } });
    const noOrganization = await callWorker("/api/invitations", { headers: untyped });
    expect(noOrganization.status).toBe(400);
    expect(await noOrganization.json()).toEqual({
      error: "Invalid input",
      fieldErrors: { organizationId: ["organizationId is required"] },
    });
  });

  it("keeps unknown API paths JSON: 401 before sign-in, 404 after", async () => {
    const user = await createUser();
    for (const path of ["/api", "/api/", "/api/nothing-here"]) {
      const anonymous = await callWorker(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "User not authenticated" });
      const signedIn = await callWorker(path, { headers: await signedInHeaders(user.id) });
      expect(signedIn.status).toBe(404);
      expect(await signedIn.json()).toEqual({ error: "Not found" });
    }
    expect(await (await callWorker("/api/health")).json()).toMatchObject({ ok: true });
  });
});

describe("presenters", () => {
  it("GET /api/me answers the user in the spec's snake_case", async () => {
    const user = await createUser({ fullName: "Ada Lovelace" });
    const response = await callWorker("/api/me", { headers: await signedInHeaders(user.id) });
    expect(await response.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        full_name: "Ada Lovelace",
        avatar_url: null,
        role: "user",
        app_metadata: { role: "user" },
      },
    });
  });

  it("POST /api/organizations/create answers the organisation in the spec's snake_case", async () => {
    const user = await createUser();
    const before = Date.now();
    const response = await callWorker("/api/organizations/create", {
      method: "POST",
      headers: await signedInHeaders(user.id),
      body: JSON.stringify({ name: "Presented Board", organizationSize: "small", website: "https://board.example" }),
    });
    expect(response.status).toBe(201);
    const { organization } = (await response.json()) as { organization: Record<string, unknown> };
    expect(organization).toEqual({
      id: expect.any(String),
      name: "Presented Board",
      slug: "presented-board",
      description: null,
      industry: null,
      organization_size: "small",
      website: "https://board.example",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      created_by: user.id,
      userRole: "owner",
    });
    expect(Date.parse(organization.created_at as string)).toBeGreaterThanOrEqual(before);
  });
});

describe("response headers", () => {
  it("adds Server-Timing, and the renewed session cookie when the session was due for renewal", async () => {
    const user = await createUser();
    const headers = await signedInHeaders(user.id);
    const fresh = await callWorker("/api/me", { headers });
    expect(fresh.headers.get("Server-Timing")).toMatch(/^app;dur=\d+$/);
    expect(fresh.headers.getSetCookie()).toEqual([]);

    const db = serviceContext().db;
    await db
      .update(schema.sessions)
      .set({ lastSeenAt: Date.now() - SESSION_RENEW_AFTER_MS - 60_000 })
      .where(eq(schema.sessions.userId, user.id));
    const renewed = await callWorker("/api/me", { headers });
    expect(renewed.status).toBe(200);
    const [cookie] = renewed.headers.getSetCookie();
    expect(cookie.split(";")[0]).toBe(headers.get("Cookie"));
  });
});

describe("routing", () => {
  it("sends /realtime/… to the rooms by a prefix test, and /realtime itself to the pages", async () => {
    const app = createHttpApp({ fallback: jsonNotFound });
    const call = (path: string) => app.fetch(new Request(`${TEST_ORIGIN}${path}`), env, createExecutionContext());
    const realtime = await call("/realtime/notifications");
    expect([realtime.status, await realtime.text()]).toEqual([426, "Expected a WebSocket upgrade"]);
    expect((await call("/realtime")).status).toBe(404); // the fallback answered
    expect((await call("/dashboard")).status).toBe(404);
  });
});
