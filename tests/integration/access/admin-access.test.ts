// Every admin page, resource route and /api/admin endpoint is a 404 for anyone but a platform admin. The pages
// are listed from the route files themselves, so a new admin route can't be left out of this test.
import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { createRequestServices } from "../../../app/.server/platform/request-context";
import { callWorker, createUser, jsonHeaders, signedInHeaders, TEST_ORIGIN } from "../../helpers/factories";

type RouteArgs = { request: Request; context: AppLoadContext; params: Record<string, string> };
type RouteModule = { loader?: (args: RouteArgs) => unknown; action?: (args: RouteArgs) => unknown };

// Eager: the route modules load with the test file, through the dependency optimizer like any static import.
const ADMIN_ROUTES = import.meta.glob<RouteModule>(
  ["../../../app/routes/admin*.tsx", "../../../app/routes/resources.feedback-screenshot.*.tsx"],
  { eager: true },
);

/** The URL a route file answers, with `$id` filled in (Remix flat-route names: dots are slashes, [.] a dot). */
function pathOf(file: string, id: string): string {
  const name = file
    .split("/")
    .pop()!
    .replace(/\.tsx$/, "");
  const path = name
    .replace("[.]", "\u0000")
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$id" ? id : segment === "$" ? "anything" : segment))
    .join("/")
    .replace("\u0000", ".");
  return `/${path}`;
}

/** The status a loader or action answers: a returned or thrown Response, else 200 (data). */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const answer = await run();
    return answer instanceof Response ? answer.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

async function call(file: string, kind: "loader" | "action", headers: Headers, id: string): Promise<number | null> {
  const module = ADMIN_ROUTES[file]!;
  const handler = module[kind];
  if (!handler) return null;
  const body = new URLSearchParams({ intent: "suspend", userId: id, email: "someone@example.test" });
  const request = new Request(`${TEST_ORIGIN}${pathOf(file, id)}`, {
    method: kind === "loader" ? "GET" : "POST",
    headers,
    body: kind === "action" ? body : undefined,
  });
  const context = { services: createRequestServices(request, env) } as unknown as AppLoadContext;
  return statusOf(() => handler({ request, context, params: { id, "*": "anything" } }));
}

const API_ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/dashboard"],
  ["GET", "/api/admin/analytics"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/users/:id"],
  ["POST", "/api/admin/users/:id/actions"],
  ["GET", "/api/admin/sessions"],
  ["GET", "/api/admin/security/lockouts"],
  ["POST", "/api/admin/security/unlock"],
  ["GET", "/api/admin/security/failed-sign-ins"],
  ["GET", "/api/admin/audit"],
  ["GET", "/api/admin/feedback"],
  ["GET", "/api/admin/not-an-endpoint"],
];

describe("admin routes", () => {
  it("are found from the route files", () => {
    const paths = Object.keys(ADMIN_ROUTES).map((file) => pathOf(file, ":id"));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/dashboard",
        "/admin/users",
        "/admin/users/:id",
        "/admin/sessions",
        "/admin/security",
        "/admin/security/audit.csv",
        "/admin/analytics",
      ]),
    );
  });

  it("answer 404 to a signed-in non-admin, loaders and actions alike, and open for an admin", async () => {
    const member = await createUser();
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    const memberHeaders = await signedInHeaders(member.id);
    const adminHeaders = await signedInHeaders(admin.id);
    for (const file of Object.keys(ADMIN_ROUTES)) {
      for (const kind of ["loader", "action"] as const) {
        const status = await call(file, kind, memberHeaders, target.id);
        if (status === null) continue;
        expect({ file, kind, status }).toEqual({ file, kind, status: 404 });
      }
      // The admin is let in (the catch-all and a screenshot that doesn't exist are 404s of their own).
      if (file.endsWith("admin.$.tsx") || file.includes("feedback-screenshot")) continue;
      const adminStatus = await call(file, "loader", adminHeaders, target.id);
      expect({ file, adminStatus }).not.toEqual({ file, adminStatus: 404 });
    }
  });
});

describe("/api/admin", () => {
  it("is a 404 for a signed-out caller and for a non-admin, and answers an admin", async () => {
    const member = await createUser();
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    for (const [method, template] of API_ENDPOINTS) {
      const path = template.replace(":id", target.id);
      const body = method === "POST" ? JSON.stringify({ intent: "suspend", email: target.email }) : undefined;
      const signedOut = await callWorker(path, {
        method,
        body,
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json" },
      });
      expect({ path, status: signedOut.status }).toEqual({ path, status: 404 });
      const asMember = await callWorker(path, { method, body, headers: await jsonHeaders(member.id) });
      expect({ path, status: asMember.status }).toEqual({ path, status: 404 });
    }
    const asAdmin = await callWorker("/api/admin/users?q=example", { headers: await jsonHeaders(admin.id) });
    expect(asAdmin.status).toBe(200);
    expect(((await asAdmin.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
    // The member's refused suspension changed nothing.
    const detail = await callWorker(`/api/admin/users/${target.id}`, { headers: await jsonHeaders(admin.id) });
    expect(((await detail.json()) as { data: { user: { suspendedAt: number | null } } }).data.user.suspendedAt).toBe(
      null,
    );
  });
});
