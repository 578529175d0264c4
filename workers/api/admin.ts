import { Hono } from "hono";
import { adminAnalytics, adminDashboard } from "../../app/.server/admin/dashboard";
import { requirePlatformAdmin } from "../../app/.server/admin/guard";
import { failedSignIns, listLockouts, queryAuditLog, unlockSignIn } from "../../app/.server/admin/security";
import { listActiveSessions } from "../../app/.server/admin/sessions";
import { getAdminUser, listUsers, performAdminUserAction } from "../../app/.server/admin/users";
import { listFeedback } from "../../app/.server/feedback/feedback";
import { withActor } from "../../app/.server/platform/request-context";
import {
  AdminUserActionSchema,
  AuditQuerySchema,
  SessionListQuerySchema,
  UnlockSchema,
  UserListQuerySchema,
} from "../../app/lib/admin/schemas";
import { pagingSchema } from "../../app/lib/platform/paging";
import { jsonNotFound } from "../errors";
import type { ApiEnv } from "../types";
import { validate } from "./validate";

/**
 * /api/admin: the admin console's JSON side, the same services as the pages. It is mounted before the API's
 * sign-in check so that everyone but a platform admin (a signed-out caller included) gets the same 404: the
 * area is not revealed, not even by a 401.
 */
export const adminRouter = new Hono<ApiEnv>();

adminRouter.use(async (c, next) => {
  const resolved = await c.var.services.getActor();
  if (!resolved) return jsonNotFound(c);
  const ctx = withActor(c.var.services.service, resolved);
  requirePlatformAdmin(ctx); // a refusal is a 404 through the API's one error mapping
  c.set("ctx", ctx);
  await next();
});

adminRouter.get("/dashboard", async (c) => c.json({ data: await adminDashboard(c.var.ctx) }));
adminRouter.get("/analytics", async (c) => c.json({ data: await adminAnalytics(c.var.ctx) }));

adminRouter.get("/users", validate("query", UserListQuerySchema), async (c) =>
  c.json({ data: await listUsers(c.var.ctx, c.req.valid("query")) }),
);
adminRouter.get("/users/:id", async (c) => c.json({ data: await getAdminUser(c.var.ctx, c.req.param("id")) }));

/** `{ intent: "suspend" | "reactivate" | "force-reset" | "set-role" | "revoke-session" | "revoke-all-sessions", … }` */
adminRouter.post("/users/:id/actions", async (c) => {
  const body = await c.req.json().catch(() => null);
  if (!body || typeof body !== "object") return c.json({ error: "Request body must be JSON" }, 400);
  const parsed = AdminUserActionSchema.safeParse({ ...body, userId: c.req.param("id") });
  if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? "Invalid input" }, 400);
  return c.json({ message: await performAdminUserAction(c.var.ctx, parsed.data) });
});

adminRouter.get("/sessions", validate("query", SessionListQuerySchema), async (c) =>
  c.json({ data: await listActiveSessions(c.var.ctx, c.req.valid("query")) }),
);

adminRouter.get("/security/lockouts", async (c) => c.json({ data: await listLockouts(c.var.ctx) }));
adminRouter.post("/security/unlock", validate("json", UnlockSchema.omit({ intent: true })), async (c) =>
  c.json({ message: await unlockSignIn(c.var.ctx, c.req.valid("json").email) }),
);
adminRouter.get("/security/failed-sign-ins", async (c) => c.json({ data: await failedSignIns(c.var.ctx) }));
adminRouter.get("/audit", validate("query", AuditQuerySchema), async (c) =>
  c.json({ data: await queryAuditLog(c.var.ctx, c.req.valid("query")) }),
);
adminRouter.get("/feedback", validate("query", pagingSchema(25)), async (c) =>
  c.json({ data: await listFeedback(c.var.ctx, c.req.valid("query")) }),
);

adminRouter.all("*", jsonNotFound);
