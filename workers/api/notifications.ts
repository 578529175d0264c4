import { Hono } from "hono";
import { unreadNotificationCount } from "../../app/.server/notifications";
import type { ApiEnv } from "./types";

export const notificationsRouter = new Hono<ApiEnv>();

// Both spellings appear in the spec (002 §7.2).
const countHandler = async (c: import("hono").Context<ApiEnv>) => {
  const ctx = c.var.ctx;
  const unread = await unreadNotificationCount(ctx, ctx.actor.user.id);
  return c.json({ counts: { unread } });
};
notificationsRouter.get("/count", countHandler);
notificationsRouter.get("/counts", countHandler);
