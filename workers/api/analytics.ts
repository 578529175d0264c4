import { Hono } from "hono";
import { z } from "zod";
import { changeDecisionStatus, createDecision, listDecisions } from "../../app/.server/analytics/decisions";
import { analyticsOverview } from "../../app/.server/analytics/overview";
import { recordHeartbeat, startPageView } from "../../app/.server/analytics/page-views";
import { pickOrganization } from "../../app/.server/organizations/organizations";
import type { ActorContext } from "../../app/.server/platform/context";
import { notFound } from "../../app/.server/platform/errors";
import {
  AnalyticsQuerySchema,
  DecisionSchema,
  DecisionStatusSchema,
  PageHeartbeatSchema,
} from "../../app/lib/analytics/schemas";
import { ORGANIZATION_MESSAGES } from "../../app/lib/organizations/constants";
import type { ApiEnv } from "../types";
import { presentDecision } from "./presenters/analytics";
import { validate } from "./validate";

// Analytics and decisions (000 §7): GET /api/analytics/overview?days=7|30|90, GET and POST /api/analytics/decisions,
// PATCH /api/analytics/decisions/:id (a status move), and the page-view beacon. Each reads the organisation named by
// `organizationId` (id or slug), else the caller's current one; another organisation's answers 404.
export const analyticsRouter = new Hono<ApiEnv>();

const OrganizationQuery = z.object({ organizationId: z.string().max(100).optional() });

async function organizationOf(ctx: ActorContext, requested: string | undefined): Promise<string> {
  const { organization } = await pickOrganization(ctx, requested ?? null);
  if (!organization) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return organization.id;
}

analyticsRouter.get("/overview", validate("query", AnalyticsQuerySchema), async (c) => {
  const { days, organizationId } = c.req.valid("query");
  const { overview } = await analyticsOverview(c.var.ctx, await organizationOf(c.var.ctx, organizationId), days);
  return c.json({ success: true, data: overview });
});

analyticsRouter.get("/decisions", validate("query", OrganizationQuery), async (c) => {
  const organizationId = await organizationOf(c.var.ctx, c.req.valid("query").organizationId);
  const listed = await listDecisions(c.var.ctx, organizationId);
  return c.json({ success: true, data: listed.decisions.map(presentDecision) });
});

analyticsRouter.post("/decisions", validate("json", DecisionSchema.extend(OrganizationQuery.shape)), async (c) => {
  const { organizationId, ...input } = c.req.valid("json");
  const created = await createDecision(c.var.ctx, await organizationOf(c.var.ctx, organizationId), input);
  return c.json({ success: true, data: presentDecision(created) }, 201);
});

analyticsRouter.patch(
  "/decisions/:id",
  validate("json", DecisionStatusSchema.omit({ decisionId: true }).extend(OrganizationQuery.shape)),
  async (c) => {
    const { organizationId, ...input } = c.req.valid("json");
    const ref = await organizationOf(c.var.ctx, organizationId);
    const moved = await changeDecisionStatus(c.var.ctx, ref, { ...input, decisionId: c.req.param("id") });
    return c.json({ success: true, data: moved });
  },
);

const PageViewStartSchema = z.object({
  path: z.string().min(1).max(1000).startsWith("/"),
  title: z.string().max(200).nullish(),
  referrer: z.string().max(2000).nullish(),
  organizationId: z.string().max(100).nullish(),
});

/** The beacon's view of an in-app navigation (the first page's view was written by the server). */
analyticsRouter.post("/page-views", validate("json", PageViewStartSchema), async (c) => {
  const { path, title, referrer, organizationId } = c.req.valid("json");
  const organization = organizationId ? await organizationOf(c.var.ctx, organizationId).catch(() => null) : null;
  const url = new URL(path, c.req.url).toString();
  const id = startPageView(c.var.ctx, { url, title, referrer }, organization);
  return c.json({ success: true, data: { id } }, id ? 201 : 200);
});

analyticsRouter.post(
  "/page-views/:id/heartbeat",
  validate("json", PageHeartbeatSchema.omit({ viewId: true })),
  async (c) => {
    const updated = await recordHeartbeat(c.var.ctx, { ...c.req.valid("json"), viewId: c.req.param("id") });
    if (!updated) return c.json({ error: "Page view not found" }, 404);
    return c.json({ success: true });
  },
);
