import { Hono } from "hono";
import { z } from "zod";
import {
  inviteMembers,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "../../app/.server/organizations/invitations";
import { ApiInvitationSchema } from "../../app/lib/organizations/schemas";
import { parseJson } from "./respond";
import type { ApiEnv } from "./types";

// 001 §7 "Members and invitations": GET/POST/PATCH /api/invitations.
export const invitationsRouter = new Hono<ApiEnv>();

invitationsRouter.get("/", async (c) => {
  const organizationId = c.req.query("organizationId");
  if (!organizationId)
    return c.json(
      { error: "organizationId is required", fieldErrors: { organizationId: ["organizationId is required"] } },
      400,
    );
  const { pending, history } = await listInvitations(c.var.ctx, organizationId);
  return c.json({ invitations: pending, history });
});

invitationsRouter.post("/", async (c) => {
  const body = await parseJson(c, ApiInvitationSchema);
  if (!body.ok) return body.response;
  const result = await inviteMembers(c.var.ctx, body.value.organizationId, [body.value.row]);
  if (result.errors.length) return c.json({ error: result.errors[0].message, errors: result.errors }, 409);
  return c.json({ invitation: result.sent[0] }, 201);
});

const PatchInvitationBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("resend"), organizationId: z.string().min(1), invitationId: z.string().min(1) }),
  z.object({
    action: z.literal("revoke"),
    organizationId: z.string().min(1),
    invitationId: z.string().min(1),
    reason: z.string().max(500).optional(),
  }),
]);

invitationsRouter.patch("/", async (c) => {
  const body = await parseJson(c, PatchInvitationBody);
  if (!body.ok) return body.response;
  const input = body.value;
  if (input.action === "resend")
    return c.json({ invitation: await resendInvitation(c.var.ctx, input.organizationId, input.invitationId) });
  return c.json({
    invitation: await revokeInvitation(c.var.ctx, input.organizationId, input.invitationId, input.reason),
  });
});
