import { Hono } from "hono";
import { z } from "zod";
import {
  acceptVaultInvitation,
  deleteVaultInvitation,
  listMyVaultInvitations,
  rejectVaultInvitation,
} from "../../app/.server/vaults/invitations";
import type { ApiEnv } from "../types";
import { requiredText, validate } from "./validate";

// Vault invitations (001 §7, 002 §7.5): the actor's own open invitations in an organisation; accept, reject, delete.
export const vaultInvitationsRouter = new Hono<ApiEnv>();

const iso = (ms: number) => new Date(ms).toISOString();

vaultInvitationsRouter.get(
  "/",
  validate("query", z.object({ organizationId: requiredText("organizationId") })),
  async (c) => {
    const { invitations } = await listMyVaultInvitations(c.var.ctx, c.req.valid("query").organizationId);
    return c.json({
      data: invitations.map((invitation) => ({
        id: invitation.id,
        vault_id: invitation.vaultId,
        vault_name: invitation.vaultName,
        email: invitation.email,
        role: invitation.role,
        status: invitation.status,
        invited_by: invitation.invitedBy,
        created_at: iso(invitation.createdAt),
        expires_at: iso(invitation.expiresAt),
      })),
    });
  },
);

vaultInvitationsRouter.post("/:id/accept", async (c) =>
  c.json({ data: await acceptVaultInvitation(c.var.ctx, c.req.param("id")) }),
);

vaultInvitationsRouter.post("/:id/reject", async (c) => {
  await rejectVaultInvitation(c.var.ctx, c.req.param("id"));
  return c.json({ ok: true });
});

vaultInvitationsRouter.delete("/:id", async (c) => {
  await deleteVaultInvitation(c.var.ctx, c.req.param("id"));
  return c.json({ ok: true });
});
