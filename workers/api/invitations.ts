import { Hono } from "hono";
import { z } from "zod";
import { inviteMembers, listInvitations, resendInvitation, revokeInvitation } from "../../app/.server/invitations";
import { InvitationRowSchema } from "../../app/lib/schemas/invitations";
import { parseJson, validationError } from "./respond";
import type { ApiEnv } from "./types";

// 001 §7 "Members and invitations": GET/POST/PATCH /api/invitations.
export const invitationsRouter = new Hono<ApiEnv>();

invitationsRouter.get("/", async (c) => {
  const organizationId = c.req.query("organizationId");
  if (!organizationId) return c.json({ error: "organizationId is required", fieldErrors: { organizationId: ["organizationId is required"] } }, 400);
  const { pending, history } = await listInvitations(c.var.ctx, organizationId);
  return c.json({ invitations: pending, history });
});

const CreateInvitationBody = InvitationRowSchema.extend({
  organizationId: z.string().min(1, "organizationId is required"),
  expiresIn: z.coerce.number().optional(),
});

invitationsRouter.post("/", async (c) => {
  const body = await parseJson(c, CreateInvitationBody);
  if (!body.ok) return body.response;
  const { organizationId, expiresIn, ...row } = body.value;
  // The spec's clients send `expiresIn` (hours); validate it through the same row schema.
  const parsedRow = InvitationRowSchema.safeParse({ ...row, expiresInHours: expiresIn ?? row.expiresInHours });
  if (!parsedRow.success) return validationError(c, parsedRow.error);
  const result = await inviteMembers(c.var.ctx, organizationId, [parsedRow.data]);
  if (result.errors.length) return c.json({ error: result.errors[0].message, errors: result.errors }, 409);
  return c.json({ invitation: result.sent[0] }, 201);
});

const PatchInvitationBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("resend"), organizationId: z.string().min(1), invitationId: z.string().min(1) }),
  z.object({ action: z.literal("revoke"), organizationId: z.string().min(1), invitationId: z.string().min(1), reason: z.string().max(500).optional() }),
]);

invitationsRouter.patch("/", async (c) => {
  const body = await parseJson(c, PatchInvitationBody);
  if (!body.ok) return body.response;
  const input = body.value;
  if (input.action === "resend") return c.json({ invitation: await resendInvitation(c.var.ctx, input.organizationId, input.invitationId) });
  return c.json({ invitation: await revokeInvitation(c.var.ctx, input.organizationId, input.invitationId, input.reason) });
});
