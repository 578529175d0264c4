import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  cancelOrganizationDeletion,
  deleteOrganizationNow,
  scheduleOrganizationDeletion,
} from "../../app/.server/organizations/deletion";
import { inviteMembers } from "../../app/.server/organizations/invitations";
import { organizationCardPage, runBulkOperation } from "../../app/.server/organizations/list";
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from "../../app/.server/organizations/members";
import { requireMembership } from "../../app/.server/organizations/memberships";
import { createOrganization, listMyOrganizations } from "../../app/.server/organizations/organizations";
import { updateOrganizationGeneral, updateOrganizationSettings } from "../../app/.server/organizations/settings";
import { BULK_OPERATION_IDS } from "../../app/lib/organizations/bulk";
import { ASSIGNABLE_ROLES } from "../../app/lib/organizations/roles";
import {
  ApiInvitationSchema,
  AssetSettingsSchema,
  ComplianceSettingsSchema,
  CreateOrganizationSchema,
  InviteBatchSchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
} from "../../app/lib/organizations/schemas";
import { parseJson, validationError } from "./respond";
import type { ApiEnv } from "./types";

// Organisations API (001 §7, 002 §7.4). The actor always comes from the session or token: a
// client-sent userId is ignored. Other organisations' ids answer 404; roles that may not act, 403.
export const organizationsRouter = new Hono<ApiEnv>();

const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  status: z.enum(["active", "archived"]).optional(),
});

organizationsRouter.post("/create", async (c) => {
  const input = await parseJson(c, CreateOrganizationSchema);
  if (!input.ok) return input.response;
  const organization = await createOrganization(c.var.ctx, input.value);
  return c.json({ organization }, 201);
});

const mine = async (c: Context<ApiEnv>) =>
  c.json({ data: { organizations: await listMyOrganizations(c.var.ctx, c.var.ctx.actor.user.id) } });
organizationsRouter.get("/basic", mine);
organizationsRouter.get("/safe", mine);

organizationsRouter.get("/", async (c) => {
  const id = c.req.query("id");
  if (!id) {
    const query = ListQuerySchema.safeParse({
      page: c.req.query("page"),
      limit: c.req.query("limit"),
      status: c.req.query("status"),
    });
    if (!query.success) return validationError(c, query.error);
    return c.json({ data: await organizationCardPage(c.var.ctx, query.data) });
  }
  const { organization, role } = await requireMembership(c.var.ctx, id, "organization.view");
  return c.json({ data: { ...organization, userRole: role } });
});

organizationsRouter.put("/", async (c) => {
  const input = await parseJson(
    c,
    OrganizationGeneralSchema.extend({ organizationId: z.string().min(1, "organizationId is required") }),
  );
  if (!input.ok) return input.response;
  const { organizationId, ...fields } = input.value;
  return c.json({ data: await updateOrganizationGeneral(c.var.ctx, organizationId, fields) });
});

organizationsRouter.delete("/", async (c) => {
  const id = c.req.query("id");
  if (!id) return c.json({ error: "id is required", fieldErrors: { id: ["id is required"] } }, 400);
  if (c.req.query("immediate") !== "true") return c.json({ data: await scheduleOrganizationDeletion(c.var.ctx, id) });
  const body = await parseJson(
    c,
    z.object({ confirmName: z.string().optional(), understood: z.boolean().default(false) }),
  );
  if (!body.ok) return body.response;
  return c.json({ data: await deleteOrganizationNow(c.var.ctx, id, body.value) });
});

organizationsRouter.post("/bulk", async (c) => {
  const input = await parseJson(
    c,
    z.object({
      operation: z.enum(BULK_OPERATION_IDS),
      organizationIds: z.array(z.string().min(1).max(100)).min(1).max(100),
    }),
  );
  if (!input.ok) return input.response;
  return c.json(await runBulkOperation(c.var.ctx, input.value.operation, input.value.organizationIds));
});

organizationsRouter.post("/invite", async (c) => {
  const input = await parseJson(c, ApiInvitationSchema);
  if (!input.ok) return input.response;
  const result = await inviteMembers(c.var.ctx, input.value.organizationId, [input.value.row]);
  return c.json(result, result.sent.length ? 201 : 409);
});

organizationsRouter.post("/bulk-invite", async (c) => {
  const input = await parseJson(c, InviteBatchSchema.extend({ organizationId: z.string().min(1) }));
  if (!input.ok) return input.response;
  const result = await inviteMembers(c.var.ctx, input.value.organizationId, input.value.invitations);
  return c.json(result, result.sent.length ? 201 : 409);
});

organizationsRouter.patch("/:id", async (c) => {
  const input = await parseJson(c, OrganizationGeneralSchema);
  if (!input.ok) return input.response;
  return c.json({ data: await updateOrganizationGeneral(c.var.ctx, c.req.param("id"), input.value) });
});

const SettingsBody = z.union([
  z.object({ assetSettings: AssetSettingsSchema }).strict(),
  z.object({ complianceSettings: ComplianceSettingsSchema }).strict(),
  z.object({ notificationSettings: NotificationSettingsSchema }).strict(),
]);

organizationsRouter.patch("/:id/settings", async (c) => {
  const input = await parseJson(c, SettingsBody);
  if (!input.ok) return input.response;
  const body = input.value;
  const update =
    "assetSettings" in body
      ? ({ part: "assetSettings", value: body.assetSettings } as const)
      : "complianceSettings" in body
        ? ({ part: "complianceSettings", value: body.complianceSettings } as const)
        : ({ part: "notificationSettings", value: body.notificationSettings } as const);
  await updateOrganizationSettings(c.var.ctx, c.req.param("id"), update);
  return c.json({ ok: true });
});

organizationsRouter.post("/:id/deletion/cancel", async (c) => {
  await cancelOrganizationDeletion(c.var.ctx, c.req.param("id"));
  return c.json({ ok: true });
});

organizationsRouter.get("/:id/members", async (c) => {
  const page = Number(c.req.query("page") ?? 1);
  const limit = Number(c.req.query("limit") ?? 20);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 100) {
    return c.json({ error: "page must be 1 or more and limit between 1 and 100" }, 400);
  }
  const result = await listMembers(c.var.ctx, c.req.param("id"), { page, limit, search: c.req.query("search") });
  return c.json({ members: result.members, pagination: result.pagination });
});

const MemberAction = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("updateRole"),
    targetUserId: z.string().min(1),
    newRole: z.enum(ASSIGNABLE_ROLES, { error: "Invalid role" }),
  }),
  z.object({
    action: z.literal("removeMember"),
    targetUserId: z.string().min(1),
    reason: z.string().max(500).optional(),
  }),
  z.object({ action: z.literal("transferOwnership"), targetUserId: z.string().min(1) }),
]);

organizationsRouter.patch("/:id/members", async (c) => {
  const input = await parseJson(c, MemberAction);
  if (!input.ok) return input.response;
  const id = c.req.param("id");
  const body = input.value;
  if (body.action === "updateRole")
    return c.json({ member: await changeMemberRole(c.var.ctx, id, body.targetUserId, body.newRole) });
  if (body.action === "removeMember")
    return c.json({ result: await removeMember(c.var.ctx, id, body.targetUserId, body.reason) });
  return c.json(await transferOwnership(c.var.ctx, id, body.targetUserId));
});
