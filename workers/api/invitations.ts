import { Hono } from "hono";
import { z } from "zod";
import {
  inviteMembers,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "../../app/.server/organizations/invitations";
import { ApiInvitationSchema, InvitationIdSchema, RevokeInvitationSchema } from "../../app/lib/organizations/schemas";
import type { ApiEnv } from "../types";
import { requiredText, validate } from "./validate";

// 001 §7 "Members and invitations": GET/POST/PATCH /api/invitations.
export const invitationsRouter = new Hono<ApiEnv>();

const organizationId = requiredText("organizationId");

invitationsRouter.get("/", validate("query", z.object({ organizationId })), async (c) => {
  const { pending, history } = await listInvitations(c.var.ctx, c.req.valid("query").organizationId);
  return c.json({ invitations: pending, history });
});

invitationsRouter.post("/", validate("json", ApiInvitationSchema), async (c) => {
  const input = c.req.valid("json");
  const result = await inviteMembers(c.var.ctx, input.organizationId, [input.row]);
  if (result.errors.length) return c.json({ error: result.errors[0].message, errors: result.errors }, 409);
  return c.json({ invitation: result.sent[0] }, 201);
});

const InvitationActionSchema = z.discriminatedUnion("action", [
  InvitationIdSchema.extend({ action: z.literal("resend"), organizationId }),
  RevokeInvitationSchema.extend({ action: z.literal("revoke"), organizationId }),
]);

invitationsRouter.patch("/", validate("json", InvitationActionSchema), async (c) => {
  const input = c.req.valid("json");
  if (input.action === "resend")
    return c.json({ invitation: await resendInvitation(c.var.ctx, input.organizationId, input.invitationId) });
  return c.json({
    invitation: await revokeInvitation(c.var.ctx, input.organizationId, input.invitationId, input.reason),
  });
});
