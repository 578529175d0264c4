// GET and PUT /api/notifications/preferences (002 §7.2): the caller's own email and reminder choices.
import { Hono } from "hono";
import {
  loadMyNotificationPreferences,
  saveMyNotificationPreferences,
} from "../../app/.server/notifications/preferences";
import {
  applyPreferencesUpdate,
  NotificationPreferencesUpdateSchema,
} from "../../app/lib/notifications/preference-schemas";
import type { ApiEnv } from "../types";
import { presentNotificationPreferences } from "./presenters/notification-preferences";
import { validate } from "./validate";

export const notificationPreferencesRouter = new Hono<ApiEnv>();

notificationPreferencesRouter.get("/", async (c) =>
  c.json({ preferences: presentNotificationPreferences(await loadMyNotificationPreferences(c.var.ctx)) }),
);

notificationPreferencesRouter.put("/", validate("json", NotificationPreferencesUpdateSchema), async (c) => {
  const current = await loadMyNotificationPreferences(c.var.ctx);
  const saved = await saveMyNotificationPreferences(
    c.var.ctx,
    applyPreferencesUpdate(current.preferences, c.req.valid("json")),
  );
  return c.json({ preferences: presentNotificationPreferences(saved) });
});
