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
import { ORGANIZATIONS_PAGE_SIZE } from "../../app/lib/organizations/constants";
import {
  ApiInvitationSchema,
  AssetSettingsSchema,
  BulkOperationSchema,
  ChangeRoleSchema,
  ComplianceSettingsSchema,
  CreateOrganizationSchema,
  DeleteNowSchema,
  InviteBatchSchema,
  MemberListQuerySchema,
  NotificationSettingsSchema,
  OrganizationGeneralSchema,
  RemoveMemberSchema,
  TransferOwnershipSchema,
} from "../../app/lib/organizations/schemas";
import { pagingSchema } from "../../app/lib/platform/paging";
import type { ApiEnv } from "../types";
import { presentCreatedOrganization } from "./presenters/organizations";
import { requiredText, validate } from "./validate";

// Organisations API (001 §7, 002 §7.4). The actor always comes from the session or token: a
// client-sent userId is ignored. Other organisations' ids answer 404; roles that may not act, 403.
export const organizationsRouter = new Hono<ApiEnv>();

organizationsRouter.post("/create", validate("json", CreateOrganizationSchema), async (c) => {
  const organization = await createOrganization(c.var.ctx, c.req.valid("json"));
  return c.json({ organization: presentCreatedOrganization(organization) }, 201);
});

const mine = async (c: Context<ApiEnv>) =>
  c.json({ data: { organizations: await listMyOrganizations(c.var.ctx, c.var.ctx.actor.user.id) } });
organizationsRouter.get("/basic", mine);
organizationsRouter.get("/safe", mine);

const OrganizationListQuerySchema = pagingSchema(ORGANIZATIONS_PAGE_SIZE).extend({
  status: z.enum(["active", "archived"]).optional(),
});

// GET /api/organizations?id= answers one organisation; without an id, a page of the caller's cards.
organizationsRouter.get(
  "/",
  async (c, next) => {
    const id = c.req.query("id");
    if (!id) return next();
    const { organization, role } = await requireMembership(c.var.ctx, id, "organization.view");
    return c.json({ data: { ...organization, userRole: role } });
  },
  validate("query", OrganizationListQuerySchema),
  async (c) => c.json({ data: await organizationCardPage(c.var.ctx, c.req.valid("query")) }),
);

organizationsRouter.put(
  "/",
  validate("json", OrganizationGeneralSchema.extend({ organizationId: requiredText("organizationId") })),
  async (c) => {
    const { organizationId, ...fields } = c.req.valid("json");
    return c.json({ data: await updateOrganizationGeneral(c.var.ctx, organizationId, fields) });
  },
);

// DELETE /api/organizations?id= schedules the deletion; with &immediate=true it deletes now, given the
// confirmation body the settings page also asks for.
organizationsRouter.delete(
  "/",
  validate("query", z.object({ id: requiredText("id"), immediate: z.string().optional() })),
  async (c, next) => {
    const { id, immediate } = c.req.valid("query");
    if (immediate !== "true") return c.json({ data: await scheduleOrganizationDeletion(c.var.ctx, id) });
    return next();
  },
  validate("json", DeleteNowSchema),
  async (c) => c.json({ data: await deleteOrganizationNow(c.var.ctx, c.req.valid("query").id, c.req.valid("json")) }),
);

organizationsRouter.post(
  "/bulk",
  validate(
    "json",
    z.object({ operation: BulkOperationSchema.shape.intent, organizationIds: BulkOperationSchema.shape.ids }),
  ),
  async (c) => {
    const { operation, organizationIds } = c.req.valid("json");
    return c.json(await runBulkOperation(c.var.ctx, operation, organizationIds));
  },
);

organizationsRouter.post("/invite", validate("json", ApiInvitationSchema), async (c) => {
  const input = c.req.valid("json");
  const result = await inviteMembers(c.var.ctx, input.organizationId, [input.row]);
  return c.json(result, result.sent.length ? 201 : 409);
});

organizationsRouter.post(
  "/bulk-invite",
  validate("json", InviteBatchSchema.extend({ organizationId: requiredText("organizationId") })),
  async (c) => {
    const input = c.req.valid("json");
    const result = await inviteMembers(c.var.ctx, input.organizationId, input.invitations);
    return c.json(result, result.sent.length ? 201 : 409);
  },
);

organizationsRouter.patch("/:id", validate("json", OrganizationGeneralSchema), async (c) =>
  c.json({ data: await updateOrganizationGeneral(c.var.ctx, c.req.param("id"), c.req.valid("json")) }),
);

const SettingsBody = z.union([
  z.object({ assetSettings: AssetSettingsSchema }).strict(),
  z.object({ complianceSettings: ComplianceSettingsSchema }).strict(),
  z.object({ notificationSettings: NotificationSettingsSchema }).strict(),
]);

organizationsRouter.patch("/:id/settings", validate("json", SettingsBody), async (c) => {
  const body = c.req.valid("json");
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

organizationsRouter.get("/:id/members", validate("query", MemberListQuerySchema), async (c) => {
  const result = await listMembers(c.var.ctx, c.req.param("id"), c.req.valid("query"));
  return c.json({ members: result.members, pagination: result.pagination });
});

// The settings page's member forms, one action per body (001 §4, §6).
const MemberActionSchema = z.discriminatedUnion("action", [
  ChangeRoleSchema.extend({ action: z.literal("updateRole") }),
  RemoveMemberSchema.extend({ action: z.literal("removeMember") }),
  TransferOwnershipSchema.extend({ action: z.literal("transferOwnership") }),
]);

organizationsRouter.patch("/:id/members", validate("json", MemberActionSchema), async (c) => {
  const id = c.req.param("id");
  const body = c.req.valid("json");
  if (body.action === "updateRole")
    return c.json({ member: await changeMemberRole(c.var.ctx, id, body.targetUserId, body.newRole) });
  if (body.action === "removeMember")
    return c.json({ result: await removeMember(c.var.ctx, id, body.targetUserId, body.reason) });
  return c.json(await transferOwnership(c.var.ctx, id, body.targetUserId));
});
