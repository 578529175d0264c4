// The notifications API (002 §7.2, 000 §7), cookie or bearer: the actor's own notifications only, so another user's
// is a 404. Bodies and queries are checked by the schemas the notifications page's forms use.
import { type Context, Hono } from "hono";
import { detailedNotificationCounts } from "../../app/.server/notifications/counts";
import {
  bulkNotifications,
  deleteNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  updateNotificationStatus,
} from "../../app/.server/notifications/inbox";
import {
  NotificationBulkDeleteSchema,
  NotificationBulkSchema,
  NotificationListQuerySchema,
  NotificationUpdateSchema,
} from "../../app/lib/notifications/schemas";
import type { ApiEnv } from "../types";
import { presentNotification, presentNotificationCounts, presentNotificationPage } from "./presenters/notifications";
import { validate } from "./validate";

export const notificationsRouter = new Hono<ApiEnv>();

notificationsRouter.get("/", validate("query", NotificationListQuerySchema), async (c) =>
  c.json(presentNotificationPage(await listNotifications(c.var.ctx, c.req.valid("query")))),
);

// Both spellings appear in the spec (002 §7.2).
const counts = async (c: Context<ApiEnv>) => {
  const ctx = c.var.ctx;
  return c.json({ counts: presentNotificationCounts(await detailedNotificationCounts(ctx, ctx.actor.user.id)) });
};
notificationsRouter.get("/count", counts);
notificationsRouter.get("/counts", counts);

notificationsRouter.put("/mark-all-read", async (c) => {
  const updated = await markAllNotificationsRead(c.var.ctx);
  return c.json({ ok: true, updated });
});

// PATCH and PUT /bulk take {action, notification_ids}; DELETE /bulk takes {notification_ids}.
const bulk = validate("json", NotificationBulkSchema);
notificationsRouter.patch("/bulk", bulk, async (c) => {
  const { action, notification_ids } = c.req.valid("json");
  return c.json({ ok: true, ...(await bulkNotifications(c.var.ctx, action, notification_ids)) });
});
notificationsRouter.put("/bulk", bulk, async (c) => {
  const { action, notification_ids } = c.req.valid("json");
  return c.json({ ok: true, ...(await bulkNotifications(c.var.ctx, action, notification_ids)) });
});
notificationsRouter.delete("/bulk", validate("json", NotificationBulkDeleteSchema), async (c) => {
  const { notification_ids } = c.req.valid("json");
  return c.json({ ok: true, ...(await bulkNotifications(c.var.ctx, "delete", notification_ids)) });
});

// Fixed paths (/preferences too, slice C's) must be registered above /:id, or /:id answers them 404.
notificationsRouter.get("/:id", async (c) =>
  c.json({ notification: presentNotification(await getNotification(c.var.ctx, c.req.param("id"))) }),
);

const update = validate("json", NotificationUpdateSchema);
notificationsRouter.patch("/:id", update, async (c) => {
  const row = await updateNotificationStatus(c.var.ctx, c.req.param("id"), c.req.valid("json").status);
  return c.json({ notification: presentNotification(row) });
});
notificationsRouter.put("/:id", update, async (c) => {
  const row = await updateNotificationStatus(c.var.ctx, c.req.param("id"), c.req.valid("json").status);
  return c.json({ notification: presentNotification(row) });
});

notificationsRouter.delete("/:id", async (c) => {
  await deleteNotification(c.var.ctx, c.req.param("id"));
  return c.json({ ok: true });
});
