import { Hono } from "hono";
import { changePassword } from "../../app/.server/auth/accounts";
import { createApiToken, listApiTokens, revokeApiToken } from "../../app/.server/auth/api-tokens";
import { ChangePasswordSchema, CreateApiTokenSchema } from "../../app/lib/auth/schemas";
import type { ApiEnv } from "../types";
import { presentUser } from "./presenters/users";
import { validate } from "./validate";

export const meRouter = new Hono<ApiEnv>();

meRouter.get("/", (c) => c.json({ user: presentUser(c.var.ctx.actor.user) }));

meRouter.get("/tokens", async (c) => c.json({ tokens: await listApiTokens(c.var.ctx) }));

meRouter.post("/tokens", validate("json", CreateApiTokenSchema), async (c) => {
  const created = await createApiToken(c.var.ctx, c.req.valid("json").name);
  return c.json(created, 201);
});

meRouter.delete("/tokens/:id", async (c) => {
  await revokeApiToken(c.var.ctx, c.req.param("id"));
  return c.body(null, 204);
});

meRouter.post("/password", validate("json", ChangePasswordSchema), async (c) => {
  await changePassword(c.var.ctx, c.req.valid("json"));
  return c.json({ ok: true });
});
