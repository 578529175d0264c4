import { type Context, Hono } from "hono";
import { notificationCounts } from "../../app/.server/notifications/notifications";
import type { ApiEnv } from "../types";
import { presentNotificationCounts } from "./presenters/notifications";

export const notificationsRouter = new Hono<ApiEnv>();

// Both spellings appear in the spec (002 §7.2).
const counts = async (c: Context<ApiEnv>) => {
  const ctx = c.var.ctx;
  return c.json({ counts: presentNotificationCounts(await notificationCounts(ctx, ctx.actor.user.id)) });
};
notificationsRouter.get("/count", counts);
notificationsRouter.get("/counts", counts);
