import { Hono } from "hono";
import { createOrganization, listMyOrganizations } from "../../app/.server/organizations";
import { CreateOrganizationSchema } from "../../app/lib/schemas/organizations";
import { parseJson } from "./respond";
import type { ApiEnv } from "./types";

export const organizationsRouter = new Hono<ApiEnv>();

// 002 §7.4: POST /api/organizations/create returns { organization }.
organizationsRouter.post("/create", async (c) => {
  const input = await parseJson(c, CreateOrganizationSchema);
  if (!input.ok) return input.response;
  const organization = await createOrganization(c.var.ctx, input.value);
  return c.json({ organization }, 201);
});

// 002 §7.4: GET /api/organizations/basic returns data.organizations (the caller's own, whatever userId says).
organizationsRouter.get("/basic", async (c) => {
  const organizations = await listMyOrganizations(c.var.ctx, c.var.ctx.actor.user.id);
  return c.json({ data: { organizations } });
});
