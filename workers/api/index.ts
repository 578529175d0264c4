import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { withActor } from "../../app/.server/platform/request-context";
import { jsonNotFound } from "../errors";
import type { ApiEnv } from "../types";
import { adminRouter } from "./admin";
import { analyticsRouter } from "./analytics";
import { annotationsRouter } from "./annotations";
import { assetsRouter, isAssetUploadRequest } from "./assets";
import { invitationsRouter } from "./invitations";
import { meRouter } from "./me";
import { meetingVotesRouter } from "./meeting-votes";
import { meetingsRouter } from "./meetings";
import { meetingsAgendaRouter } from "./meetings-agenda";
import { notificationPreferencesRouter } from "./notification-preferences";
import { notificationsRouter } from "./notifications";
import { organizationsRouter } from "./organizations";
import { assetSearchRouter, searchRouter } from "./search";
import { userRouter } from "./user";
import { vaultInvitationsRouter } from "./vault-invitations";
import { vaultsRouter } from "./vaults";

/** The JSON API, mounted at /api. Every route below the sign-in check runs with an actor (cookie or bearer). */
export const api = new Hono<ApiEnv>();

api.get("/health", (c) => c.json({ ok: true, time: new Date().toISOString() }));

/** No JSON request of ours comes near this; document uploads have their own limit (workers/api/assets.ts). */
export const API_MAX_BODY_BYTES = 256 * 1024;
const jsonBodyLimit = bodyLimit({
  maxSize: API_MAX_BODY_BYTES,
  onError: (c) => c.json({ error: "The request body is too large." }, 413),
});
api.use((c, next) => (isAssetUploadRequest(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));

// Before the sign-in check: anyone but a platform admin, signed in or not, gets a 404 there (slice G).
api.route("/admin", adminRouter);

api.use(async (c, next) => {
  const resolved = await c.var.services.getActor();
  if (!resolved) return c.json({ error: "User not authenticated" }, 401);
  c.set("ctx", withActor(c.var.services.service, resolved));
  await next();
});

api.route("/assets/search", assetSearchRouter);
api.route("/analytics", analyticsRouter);
api.route("/assets", assetsRouter);
api.route("/me", meRouter);
api.route("/meetings", meetingsRouter);
api.route("/meetings", meetingsAgendaRouter);
// Before the inbox router, so its /:id never reads "preferences" as an id.
api.route("/notifications/preferences", notificationPreferencesRouter);
api.route("/notifications", notificationsRouter);
api.route("/invitations", invitationsRouter);
api.route("/organizations", organizationsRouter);
api.route("/search", searchRouter);
api.route("/user", userRouter);
// The document endpoints share /assets: the annotations router beside the documents router.
api.route("/assets", annotationsRouter);
api.route("/vaults", vaultsRouter);
api.route("/vault-invitations", vaultInvitationsRouter);
// Votes, minutes and action items of meetings (issue 11): /meetings/:id/{votes,minutes,actions}, /votes, /action-items.
api.route("/", meetingVotesRouter);

// Unknown API paths stay JSON rather than falling through to the pages.
api.all("*", jsonNotFound);
