import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { withActor } from "../../app/.server/platform/request-context";
import { jsonNotFound } from "../errors";
import type { ApiEnv } from "../types";
import { annotationsRouter } from "./annotations";
import { invitationsRouter } from "./invitations";
import { meRouter } from "./me";
import { notificationsRouter } from "./notifications";
import { organizationsRouter } from "./organizations";
import { readerDownloadRouter } from "./reader-download";
import { userRouter } from "./user";

/** The JSON API, mounted at /api. Every route below the sign-in check runs with an actor (cookie or bearer). */
export const api = new Hono<ApiEnv>();

api.get("/health", (c) => c.json({ ok: true, time: new Date().toISOString() }));

/** No JSON request of ours comes near this; uploads, when the API takes them, get their own limit. */
export const API_MAX_BODY_BYTES = 256 * 1024;
api.use(
  bodyLimit({
    maxSize: API_MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "The request body is too large." }, 413),
  }),
);

api.use(async (c, next) => {
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
// The document endpoints share /assets: the annotations router beside the documents router.
api.route("/assets", annotationsRouter);
// TEMPORARY (reader slice tests): the assets slice's download route replaces it at merge.
api.route("/assets", readerDownloadRouter);

// Unknown API paths stay JSON rather than falling through to the pages.
api.all("*", jsonNotFound);
