// Every admin service and /api/admin endpoint is a 404 for anyone but a platform admin; the endpoints are listed
// from the router itself, so a new one is checked without editing this test. The pages are requested through the
// built app in tests/pages/admin-pages.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as dashboard from "../../../app/.server/admin/dashboard";
import * as guard from "../../../app/.server/admin/guard";
import * as security from "../../../app/.server/admin/security";
import * as sessions from "../../../app/.server/admin/sessions";
import * as users from "../../../app/.server/admin/users";
import { listFeedback, readFeedbackScreenshot } from "../../../app/.server/feedback/feedback";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { AuditQuerySchema } from "../../../app/lib/admin/schemas";
import { adminRouter } from "../../../workers/api/admin";
import { actorContext, bearerHeaders, callWorker, createUser, jsonHeaders, TEST_ORIGIN } from "../../helpers/factories";

const ADMIN_SERVICE_MODULES = { dashboard, guard, security, sessions, users };

async function statusOf(run: () => unknown): Promise<number | "ok"> {
  try {
    await run();
    return "ok";
  } catch (error) {
    if (error instanceof ServiceError) return error.status;
    throw error;
  }
}

describe("admin routes", () => {
  it("services refuse a signed-in non-admin with a 404 and write nothing, and let an admin in", async () => {
    const member = await actorContext(await createUser());
    const admin = await actorContext(await createUser({ role: "admin" }));
    const target = await createUser();
    const page = { page: 1, limit: 10 };
    const calls: Record<string, (ctx: ActorContext) => unknown> = {
      adminDashboard: (ctx) => dashboard.adminDashboard(ctx),
      adminAnalytics: (ctx) => dashboard.adminAnalytics(ctx),
      loadAdminDashboard: (ctx) => dashboard.loadAdminDashboard(ctx),
      requirePlatformAdmin: (ctx) => guard.requirePlatformAdmin(ctx),
      listLockouts: (ctx) => security.listLockouts(ctx),
      unlockSignIn: (ctx) => security.unlockSignIn(ctx, target.email),
      failedSignIns: (ctx) => security.failedSignIns(ctx),
      queryAuditLog: (ctx) => security.queryAuditLog(ctx, AuditQuerySchema.parse({})),
      loadSecurityPage: (ctx) => security.loadSecurityPage(ctx, AuditQuerySchema.parse({}), page),
      exportAuditLogCsv: (ctx) => security.exportAuditLogCsv(ctx, AuditQuerySchema.parse({ actor: target.id })),
      listActiveSessions: (ctx) => sessions.listActiveSessions(ctx, page),
      listUsers: (ctx) => users.listUsers(ctx, { ...page, q: undefined, filter: "all" }),
      getAdminUser: (ctx) => users.getAdminUser(ctx, target.id),
      suspendUser: (ctx) => users.suspendUser(ctx, target.id),
      reactivateUser: (ctx) => users.reactivateUser(ctx, target.id),
      forcePasswordReset: (ctx) => users.forcePasswordReset(ctx, target.id),
      setPlatformRole: (ctx) => users.setPlatformRole(ctx, target.id, "admin"),
      revokeSessionAsAdmin: (ctx) => users.revokeSessionAsAdmin(ctx, target.id, "no-such-session"),
      revokeAllSessionsAsAdmin: (ctx) => users.revokeAllSessionsAsAdmin(ctx, target.id),
      performAdminUserAction: (ctx) => users.performAdminUserAction(ctx, { intent: "suspend", userId: target.id }),
      listFeedback: (ctx) => listFeedback(ctx, page),
      readFeedbackScreenshot: (ctx) => readFeedbackScreenshot(ctx, "no-such-feedback"),
    };
    // Every exported function of the admin services is in the list (pure helpers aside, and the pages' unexecuted reads
    // for the session lookup's batch, gated in SQL: admin/page-round-trips.test.ts), so none is missed.
    const helpers = new Set([
      "contains",
      "csvCell",
      "dashboardTimes",
      "adminDashboardQueries",
      "dailyCountsQuery",
      "securityPageQueries",
      "sessionListQueries",
      "userListQueries",
    ]);
    const exported = Object.values(ADMIN_SERVICE_MODULES).flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => typeof value === "function" && !helpers.has(name))
        .map(([name]) => name),
    );
    expect(Object.keys(calls)).toEqual(expect.arrayContaining(exported));
    for (const [name, call] of Object.entries(calls))
      expect({ name, status: await statusOf(() => call(member)) }).toEqual({ name, status: 404 });
    const row = await member.db.select().from(schema.users).where(eq(schema.users.id, target.id)).get();
    expect(row).toMatchObject({ suspendedAt: null, role: "user", mustChangePassword: false });
    expect(await statusOf(() => calls.listUsers!(admin))).toBe("ok");
    expect(await statusOf(() => calls.getAdminUser!(admin))).toBe("ok");
  });
});

/** Every /api/admin endpoint, from the router itself (its gate and catch-all aside), plus a path it doesn't have. */
const API_ENDPOINTS: [string, string][] = [
  ...adminRouter.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => [route.method, route.path] as [string, string]),
  ["GET", "/not-an-endpoint"],
];

describe("/api/admin", () => {
  it("is a 404 signed out, for a member's session and for a member's API token; an admin gets answers", async () => {
    const member = await createUser();
    const admin = await createUser({ role: "admin" });
    const target = await createUser();
    expect(API_ENDPOINTS.map(([method, path]) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(["GET /users", "GET /users/:id", "POST /users/:id/actions", "POST /security/unlock"]),
    );
    const token = await bearerHeaders(member);
    token.set("Content-Type", "application/json");
    const callers: [string, Headers][] = [
      ["signed out", new Headers({ Origin: TEST_ORIGIN, "Content-Type": "application/json" })],
      ["member's session", await jsonHeaders(member.id)],
      ["member's API token", token],
    ];
    const adminHeaders = await jsonHeaders(admin.id);
    for (const [method, template] of API_ENDPOINTS) {
      const path = `/api/admin${template.replace(":id", target.id)}`;
      // What the endpoint would act on if its gate let the caller through.
      const body = method === "POST" ? JSON.stringify({ intent: "suspend", email: target.email }) : undefined;
      for (const [caller, headers] of callers) {
        const answer = await callWorker(path, { method, body, headers });
        expect({ caller, method, path, status: answer.status }).toEqual({ caller, method, path, status: 404 });
      }
      if (method !== "GET" || template === "/not-an-endpoint") continue;
      const asAdmin = await callWorker(path, { headers: adminHeaders });
      expect({ path, status: asAdmin.status }).toEqual({ path, status: 200 });
    }
    const asAdmin = await callWorker("/api/admin/users?q=example", { headers: adminHeaders });
    expect(((await asAdmin.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
    // The refused suspensions changed nothing.
    const detail = await callWorker(`/api/admin/users/${target.id}`, { headers: adminHeaders });
    expect(((await detail.json()) as { data: { user: { suspendedAt: number | null } } }).data.user.suspendedAt).toBe(
      null,
    );
  });
});
