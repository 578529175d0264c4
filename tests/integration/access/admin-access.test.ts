// Every admin page, resource route and /api/admin endpoint is a 404 for anyone but a platform admin. The pages
// are listed from the route files themselves, so a new admin route can't be left out of this test.
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
import { actorContext, callWorker, createUser, jsonHeaders, TEST_ORIGIN } from "../../helpers/factories";

// Route modules can't be loaded in workerd here (Remix's CommonJS build resolves outside the optimizer), so the
// pages are checked in two steps: every admin route file calls the admin services (read from its source), and
// every admin service refuses a non-admin with a 404 (called below; a new export must be added to the list).
const ROUTE_SOURCES = import.meta.glob<string>(
  ["../../../app/routes/admin*.tsx", "../../../app/routes/resources.feedback-screenshot.*.tsx"],
  { eager: true, query: "?raw", import: "default" },
);
const ADMIN_SERVICE_MODULES = { dashboard, guard, security, sessions, users };

/** The URL a route file answers (Remix flat-route names: dots are slashes, [.] a dot, $id a parameter). */
function pathOf(file: string): string {
  const name = file
    .split("/")
    .pop()!
    .replace(/\.tsx$/, "");
  const path = name
    .replace("[.]", "\u0000")
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$id" ? ":id" : segment === "$" ? "*" : segment))
    .join("/")
    .replace("\u0000", ".");
  return `/${path}`;
}

async function statusOf(run: () => unknown): Promise<number | "ok"> {
  try {
    await run();
    return "ok";
  } catch (error) {
    if (error instanceof ServiceError) return error.status;
    throw error;
  }
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
  it("are found from the route files, and each one's loader goes through the admin services' gate", () => {
    const paths = Object.keys(ROUTE_SOURCES).map(pathOf);
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
    for (const [file, source] of Object.entries(ROUTE_SOURCES)) {
      const gated = /from "~\/\.server\/(admin\/|shell\/placeholders|feedback\/feedback)/.test(source);
      expect({ file, gated }).toEqual({ file, gated: true });
      expect({ file, requiresActor: source.includes("requireActor(") }).toEqual({ file, requiresActor: true });
    }
  });

  it("services refuse a signed-in non-admin with a 404 and write nothing, and let an admin in", async () => {
    const member = await actorContext(await createUser());
    const admin = await actorContext(await createUser({ role: "admin" }));
    const target = await createUser();
    const page = { page: 1, limit: 10 };
    const calls: Record<string, (ctx: ActorContext) => unknown> = {
      adminDashboard: (ctx) => dashboard.adminDashboard(ctx),
      adminAnalytics: (ctx) => dashboard.adminAnalytics(ctx),
      requirePlatformAdmin: (ctx) => guard.requirePlatformAdmin(ctx),
      listLockouts: (ctx) => security.listLockouts(ctx),
      unlockSignIn: (ctx) => security.unlockSignIn(ctx, target.email),
      failedSignIns: (ctx) => security.failedSignIns(ctx),
      queryAuditLog: (ctx) => security.queryAuditLog(ctx, AuditQuerySchema.parse({})),
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
    // Every exported function of the admin services is in the list (pure helpers aside), so none is missed.
    const helpers = new Set(["contains", "csvCell"]);
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
