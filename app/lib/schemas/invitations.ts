import { z } from "zod";
import { INVITATION_DEFAULT_EXPIRY_HOURS, INVITATION_MAX_BATCH, INVITATION_MAX_HOURS, INVITATION_MESSAGES as M } from "../constants";

/** Invitation expiry in hours (001 §5: 1 to 168). */
const InvitationExpirySchema = z.coerce.number({ error: M.expiryMin }).int(M.expiryMin).min(1, M.expiryMin).max(INVITATION_MAX_HOURS, M.expiryMax);

export const InvitationRowSchema = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .pipe(z.email(M.emailInvalid))
    .transform((value) => value.toLowerCase()),
  role: z
    .string({ error: M.roleRequired })
    .min(1, M.roleRequired)
    .superRefine((value, ctx) => {
      if (value === "owner") ctx.addIssue({ code: "custom", message: M.cannotInviteOwner });
      else if (!["admin", "member", "viewer"].includes(value)) ctx.addIssue({ code: "custom", message: M.invalidRole });
    })
    .transform((value) => value as "admin" | "member" | "viewer"),
  personalMessage: z.string().trim().max(500, M.messageTooLong).optional(),
  expiresInHours: InvitationExpirySchema.default(INVITATION_DEFAULT_EXPIRY_HOURS),
});

/**
 * One invitation through the API (001 §7: POST /api/invitations and /api/organizations/invite).
 * Clients spell the expiry `expiresIn` (hours); it is held to the same rule as the form's field.
 */
export const ApiInvitationSchema = InvitationRowSchema.extend({
  organizationId: z.string().min(1, "organizationId is required"),
  expiresIn: InvitationExpirySchema.optional(),
}).transform(({ organizationId, expiresIn, ...row }) => ({ organizationId, row: { ...row, expiresInHours: expiresIn ?? row.expiresInHours } }));

export const InviteBatchSchema = z.object({
  invitations: z.array(InvitationRowSchema, { error: M.emailRequired }).min(1, M.emailRequired).max(INVITATION_MAX_BATCH, M.maxBatch),
});

export type InvitationRow = z.infer<typeof InvitationRowSchema>;
