import { Hono } from "hono";
import { createRequestServices, type RequestServices, withActor } from "../../app/.server/platform/request-context";
import { invitationsRouter } from "./invitations";
import { meRouter } from "./me";
import { notificationsRouter } from "./notifications";
import { organizationsRouter } from "./organizations";
import { serviceErrorResponse } from "./respond";
import type { ApiEnv } from "./types";
import { userRouter } from "./user";

/** The JSON API. Every route below `requireActor` runs with an authenticated actor (cookie or bearer). */
export const api = new Hono<ApiEnv>().basePath("/api");

/** Lets the Worker entry hand its per-request services to the API (so a renewed session cookie is seen). */
export const servicesByRequest = new WeakMap<Request, RequestServices>();

api.use("*", async (c, next) => {
  c.set("services", servicesByRequest.get(c.req.raw) ?? createRequestServices(c.req.raw, c.env));
  await next();
});

api.get("/health", (c) => c.json({ ok: true, time: new Date().toISOString() }));

api.use("*", async (c, next) => {
  const resolved = await c.var.services.getActor();
  if (!resolved) return c.json({ error: "User not authenticated" }, 401);
  c.set("ctx", withActor(c.var.services.service, resolved));
  await next();
});

api.route("/me", meRouter);
api.route("/notifications", notificationsRouter);
api.route("/invitations", invitationsRouter);
api.route("/organizations", organizationsRouter);
api.route("/user", userRouter);

api.notFound((c) => c.json({ error: "Not found" }, 404));
api.onError((error, c) => {
  try {
    return serviceErrorResponse(c, error);
  } catch {
    console.error("api error", error);
    return c.json({ error: "Internal error" }, 500);
  }
});
