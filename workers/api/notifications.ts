import { Hono } from "hono";
import { notificationCounts } from "../../app/.server/notifications/notifications";
import type { ApiEnv } from "./types";

export const notificationsRouter = new Hono<ApiEnv>();

// Both spellings appear in the spec (002 §7.2): counts total, unread, critical_unread, high_unread.
const countHandler = async (c: import("hono").Context<ApiEnv>) => {
  const ctx = c.var.ctx;
  return c.json({ counts: await notificationCounts(ctx, ctx.actor.user.id) });
};
notificationsRouter.get("/count", countHandler);
notificationsRouter.get("/counts", countHandler);
