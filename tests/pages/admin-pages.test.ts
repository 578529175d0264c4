// Every admin page, by real requests through the built app: a signed-in non-admin gets a 404 for each GET and each
// action (and nothing changes), a signed-out visitor is sent to sign in, an admin gets the page. The routes come
// from the build's own route manifest, so an admin route added later is requested here without editing this test.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { submitFeedback } from "../../app/.server/feedback/feedback";
import { schema } from "../../app/.server/platform/db/client";
import {
  actorContext,
  createUser,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
  type TestUser,
} from "../helpers/factories";
import { PNG_BYTES } from "../helpers/files";
import { type PageRoute, pageRoutes, requestPage } from "./built-app";

/** Admin-only routes outside /admin: resource routes that serve what only administrators see. */
const ADMIN_RESOURCES = new Set(["routes/resources.feedback-screenshot.$id"]);
const isAdminRoute = (route: PageRoute) =>
  route.path === "/admin" || route.path.startsWith("/admin/") || ADMIN_RESOURCES.has(route.id);

/** What an admin's GET answers where it isn't the page itself. */
const ADMIN_GET_ANSWERS: Record<string, number> = {
  // /admin (the layout's and the index's URL) opens the dashboard
  "routes/admin": 302,
  "routes/admin._index": 302,
  "routes/admin.$": 404, // every admin destination is built: any other /admin/* path is not found
};

/** A form each action would act on if its gate let a non-admin through (an action left out fails the test). */
const ACTION_FORMS: Record<string, (target: TestUser) => Record<string, string>> = {
  "routes/admin.users.$id": (target) => ({ intent: "suspend", userId: target.id }),
  "routes/admin.sessions": (target) => ({ intent: "revoke-all-sessions", userId: target.id }),
  "routes/admin.security": (target) => ({ intent: "unlock", email: target.email }),
};

let routes: PageRoute[];
let target: TestUser;
let targetSession: Headers;
let feedbackId: string;

/** The URL to request for a route: its parameters filled with real rows. */
function urlOf(route: PageRoute): string {
  return route.path
    .replace(":id", route.id === "routes/resources.feedback-screenshot.$id" ? feedbackId : target.id)
    .replace("*", "no-such-admin-page");
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

beforeAll(async () => {
  routes = (await pageRoutes()).filter(isAdminRoute);
  target = await createUser();
  targetSession = await signedInHeaders(target.id);
  const screenshot = new File([PNG_BYTES], "screen.png", { type: "image/png" });
  ({ id: feedbackId } = await submitFeedback(await actorContext(target), {
    category: "bug",
    message: "The agenda won't print",
    from: "/dashboard",
    screenshot,
  }));
});

describe("the admin pages, requested through the built app", () => {
  it("are found in the build's route manifest, and every action has a form here", () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/dashboard",
        "/admin/users",
        "/admin/users/:id",
        "/admin/sessions",
        "/admin/security",
        "/admin/security/audit.csv",
        "/admin/analytics",
        "/admin/*",
        "/resources/feedback-screenshot/:id",
      ]),
    );
    const withActions = routes.filter((route) => route.hasAction).map((route) => route.id);
    expect(withActions.sort()).toEqual(Object.keys(ACTION_FORMS).sort());
  });

  it("answer a signed-in non-admin 404 for every GET and every action, and the actions change nothing", async () => {
    const member = await createUser();
    const headers = await signedInHeaders(member.id);
    for (const route of routes) {
      const url = urlOf(route);
      const page = await requestPage(url, { headers });
      const body = await page.text();
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
      expect({ url, leaks: body.includes(target.email) }).toEqual({ url, leaks: false });
      const data = await requestPage(`${url}.data`, { headers });
      expect({ url: `${url}.data`, status: data.status }).toEqual({ url: `${url}.data`, status: 404 });
      if (!route.hasAction) continue;
      const post = await requestPage(url, { method: "POST", headers, body: form(ACTION_FORMS[route.id]!(target)) });
      expect({ url, method: "POST", status: post.status }).toEqual({ url, method: "POST", status: 404 });
    }
    const row = await serviceContext().db.select().from(schema.users).where(eq(schema.users.id, target.id)).get();
    expect(row).toMatchObject({ suspendedAt: null, role: "user" });
    // The target's session was not ended by the refused "revoke all sessions".
    expect((await requestPage("/dashboard/settings", { headers: targetSession })).status).toBe(200);
  });

  it("send a signed-out visitor to sign in, for every GET and every action", async () => {
    for (const route of routes) {
      const url = urlOf(route);
      const requests: RequestInit[] = [{}];
      if (route.hasAction) requests.push({ method: "POST", body: form(ACTION_FORMS[route.id]!(target)) });
      for (const init of requests) {
        const answer = await requestPage(url, { ...init, headers: { Origin: TEST_ORIGIN } });
        const location = answer.headers.get("Location") ?? "";
        expect({
          url,
          method: init.method ?? "GET",
          status: answer.status,
          signIn: location.startsWith("/auth/signin"),
        }).toEqual({ url, method: init.method ?? "GET", status: 302, signIn: true });
      }
    }
  });

  it("open for a platform administrator", async () => {
    const admin = await createUser({ role: "admin" });
    const headers = await signedInHeaders(admin.id);
    for (const route of routes) {
      const url = urlOf(route);
      const answer = await requestPage(url, { headers });
      expect({ url, status: answer.status }).toEqual({ url, status: ADMIN_GET_ANSWERS[route.id] ?? 200 });
    }
    const user = await requestPage(`/admin/users/${target.id}`, { headers });
    expect(await user.text()).toContain(target.email);
  });
});
