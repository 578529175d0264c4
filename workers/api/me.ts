import { Hono } from "hono";
import { changePassword } from "../../app/.server/auth/accounts";
import { createApiToken, listApiTokens, revokeApiToken } from "../../app/.server/auth/api-tokens";
import { ChangePasswordSchema, CreateApiTokenSchema } from "../../app/lib/auth/schemas";
import { parseJson } from "./respond";
import type { ApiEnv } from "./types";

export const meRouter = new Hono<ApiEnv>();

meRouter.get("/", (c) => {
  const { user } = c.var.ctx.actor;
  return c.json({
    user: {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      avatar_url: user.avatarUrl,
      role: user.role,
      app_metadata: { role: user.role },
    },
  });
});

meRouter.get("/tokens", async (c) => c.json({ tokens: await listApiTokens(c.var.ctx) }));

meRouter.post("/tokens", async (c) => {
  const input = await parseJson(c, CreateApiTokenSchema);
  if (!input.ok) return input.response;
  const created = await createApiToken(c.var.ctx, input.value.name);
  return c.json(created, 201);
});

meRouter.delete("/tokens/:id", async (c) => {
  await revokeApiToken(c.var.ctx, c.req.param("id"));
  return c.body(null, 204);
});

meRouter.post("/password", async (c) => {
  const input = await parseJson(c, ChangePasswordSchema);
  if (!input.ok) return input.response;
  await changePassword(c.var.ctx, input.value);
  return c.json({ ok: true });
});
