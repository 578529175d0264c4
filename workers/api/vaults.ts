import { Hono } from "hono";
import { createVault } from "../../app/.server/vaults/create";
import { getVaultDetail, recordVaultAccess } from "../../app/.server/vaults/detail";
import { exportVault } from "../../app/.server/vaults/export";
import { inviteToVault } from "../../app/.server/vaults/invitations";
import { listVaults } from "../../app/.server/vaults/list";
import { removeVaultMember, setVaultMemberRole } from "../../app/.server/vaults/members";
import { deleteVault, updateVaultSettings } from "../../app/.server/vaults/settings";
import {
  CreateVaultSchema,
  DeleteVaultSchema,
  VaultInviteSchema,
  VaultListQuerySchema,
  VaultRoleSchema,
  VaultSettingsSchema,
} from "../../app/lib/vaults/schemas";
import type { ApiEnv } from "../types";
import { presentVaultDetail, presentVaultListItem } from "./presenters/vaults";
import { requiredText, validate } from "./validate";

// Vaults API (001 §7 Vaults, 002 §7.5). Every route goes through the vault guard or the membership guard: another
// organisation's vault answers 404; a role that may not act, 403; an archived or expired vault refuses writes, 409.
export const vaultsRouter = new Hono<ApiEnv>();

vaultsRouter.get(
  "/",
  validate("query", VaultListQuerySchema.extend({ organizationId: requiredText("organizationId") })),
  async (c) => {
    const { organizationId, ...query } = c.req.valid("query");
    const page = await listVaults(c.var.ctx, organizationId, query);
    return c.json({
      data: {
        vaults: page.vaults.map(presentVaultListItem),
        page: page.page,
        limit: page.limit,
        total: page.total,
        totalPages: page.totalPages,
      },
    });
  },
);

vaultsRouter.post("/create", validate("json", CreateVaultSchema), async (c) => {
  const created = await createVault(c.var.ctx, c.req.valid("json"));
  const detail = await getVaultDetail(c.var.ctx, created.id);
  return c.json({ data: { vault: presentVaultDetail(detail), invited: created.invited, failed: created.failed } }, 201);
});

vaultsRouter.get("/:id", async (c) => {
  const detail = await getVaultDetail(c.var.ctx, c.req.param("id"));
  recordVaultAccess(c.var.ctx, detail.vault.id, detail.openedWithinTheMinute);
  return c.json({ data: presentVaultDetail(detail) });
});

vaultsRouter.put("/:id", validate("json", VaultSettingsSchema), async (c) => {
  const { changed } = await updateVaultSettings(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  const detail = await getVaultDetail(c.var.ctx, c.req.param("id"));
  return c.json({ data: presentVaultDetail(detail), changed });
});

vaultsRouter.delete("/:id", validate("json", DeleteVaultSchema), async (c) => {
  await deleteVault(c.var.ctx, c.req.param("id"), c.req.valid("json").confirmName);
  return c.json({ ok: true });
});

vaultsRouter.post("/:id/invite", validate("json", VaultInviteSchema), async (c) => {
  const invitation = await inviteToVault(c.var.ctx, c.req.param("id"), c.req.valid("json"));
  return c.json({ data: { invitation } }, 201);
});

vaultsRouter.put("/:id/members/:userId", validate("json", VaultRoleSchema), async (c) => {
  const member = await setVaultMemberRole(
    c.var.ctx,
    c.req.param("id"),
    c.req.param("userId"),
    c.req.valid("json").role,
  );
  return c.json({ data: { member } }, member.added ? 201 : 200);
});

vaultsRouter.delete("/:id/members/:userId", async (c) => {
  await removeVaultMember(c.var.ctx, c.req.param("id"), c.req.param("userId"));
  return c.json({ ok: true });
});

// No body (001 §7); the zip streams back as it is built.
vaultsRouter.post("/:id/export", async (c) => exportVault(c.var.ctx, c.req.param("id")));
