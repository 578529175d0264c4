// The organisation forms' schemas (001 §5), one per form, shared by Conform, the actions and the API.

import { IP_RANGE_MESSAGES, MAX_IP_RANGES, normalizeIpRange } from "../auth/ip-ranges";
import { checkbox } from "../platform/checkbox";
import { pagingSchema } from "../platform/paging";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { BULK_OPERATION_IDS } from "./bulk";
import {
  INVITATION_DEFAULT_EXPIRY_HOURS,
  INVITATION_MAX_BATCH,
  INVITATION_MAX_HOURS,
  INVITATION_MESSAGES,
  MEMBERS_PAGE_SIZE,
  ORGANIZATION_MESSAGES,
} from "./constants";
import { ASSIGNABLE_ROLES, type AssignableRole, isAssignableRole } from "./roles";
import {
  COMPLIANCE_STANDARD_IDS,
  INDUSTRY_CODES,
  ORGANIZATION_SIZE_CODES,
  RETENTION_OPTIONS,
  STORAGE_LIMIT,
} from "./settings";
import { looksLikeAnId } from "./slug";
import { LOGO_MESSAGES } from "./texts";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

export const OrganizationNameSchema = singleLine(
  z
    .string({ error: ORGANIZATION_MESSAGES.nameMin })
    .trim()
    .min(2, ORGANIZATION_MESSAGES.nameMin)
    .max(100, ORGANIZATION_MESSAGES.nameMax),
);

export const OrganizationSlugSchema = z
  .string({ error: "Slug must be at least 2 characters" })
  .trim()
  .min(2, "Slug must be at least 2 characters")
  .max(50, "Slug must be less than 50 characters")
  .regex(/^[a-z0-9-]+$/, "Slug can only contain lowercase letters, numbers, and hyphens")
  // Pages take an organisation by slug or by id: a slug shaped like an id could name another organisation.
  .refine((slug) => !looksLikeAnId(slug), "Slug can't have the shape of an organization ID");

const website = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), "Please enter a valid URL")
  .transform((value) => value || undefined);

/** The general tab and the create form (001 §5). */
export const OrganizationGeneralSchema = z.object({
  name: OrganizationNameSchema,
  slug: OrganizationSlugSchema,
  description: optionalText(500, ORGANIZATION_MESSAGES.descriptionMax),
  website,
  industry: z.enum(INDUSTRY_CODES, { error: "Please choose an industry from the list" }).optional(),
  organizationSize: z.enum(ORGANIZATION_SIZE_CODES, { error: "Please choose a size from the list" }).optional(),
});

/** The create form: like the general tab, but the slug may be left empty (generated from the name). */
export const CreateOrganizationSchema = OrganizationGeneralSchema.extend({
  slug: z
    .union([z.literal(""), OrganizationSlugSchema])
    .optional()
    .transform((value) => value || undefined),
});
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationSchema>;

export const AssetSettingsSchema = z.object({
  categories: z
    .array(z.string().trim().min(1, "Category can't be empty").max(50, "Category must be less than 50 characters"))
    .max(50, "At most 50 categories")
    .refine(
      (list) => new Set(list.map((item) => item.toLowerCase())).size === list.length,
      "Categories must be unique",
    ),
  storageLimit: z.coerce
    .number()
    .int()
    .min(STORAGE_LIMIT.min, `Storage limit must be at least ${STORAGE_LIMIT.min} GB`)
    .max(STORAGE_LIMIT.max, `Storage limit must be at most ${STORAGE_LIMIT.max} GB`)
    .refine((value) => value % STORAGE_LIMIT.step === 0, `Storage limit moves in steps of ${STORAGE_LIMIT.step} GB`),
  retentionDays: z.coerce
    .number()
    .refine(
      (days) => RETENTION_OPTIONS.some((option) => option.days === days),
      "Please choose a retention period from the list",
    ),
  aiProcessing: checkbox,
  watermarking: checkbox,
  autoClassification: checkbox,
  approvalWorkflow: checkbox,
  defaultPermissions: z.enum(["organization", "restricted", "private"]),
});

const allowedIpRanges = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value, context) => {
    const lines = (Array.isArray(value) ? value : (value ?? "").split(/[\s,]+/)).map((line) => line.trim());
    const ranges: string[] = [];
    for (const line of lines.filter(Boolean)) {
      const range = normalizeIpRange(line);
      if (range) ranges.push(range);
      else context.addIssue({ code: "custom", message: IP_RANGE_MESSAGES.invalid(line) });
    }
    if (ranges.length > MAX_IP_RANGES) context.addIssue({ code: "custom", message: IP_RANGE_MESSAGES.tooMany });
    return [...new Set(ranges)];
  });

export const ComplianceSettingsSchema = z
  .object({
    auditLogging: checkbox,
    twoFactorRequired: checkbox,
    dataEncryption: checkbox,
    accessLogging: checkbox,
    ipRestriction: checkbox,
    // Issue 13 (slice F): the allowed ranges, one per line in the form or a list in the API.
    allowedIpRanges: allowedIpRanges,
    complianceStandards: z.array(z.enum(COMPLIANCE_STANDARD_IDS)).default([]),
    sessionTimeout: z.coerce
      .number()
      .int()
      .min(5, "Session timeout must be at least 5 minutes")
      .max(1440, "Session timeout must be at most 1440 minutes"),
    passwordPolicy: z.object({
      minLength: z.coerce
        .number()
        .int()
        .min(8, "Minimum length must be at least 8")
        .max(128, "Minimum length must be at most 128"),
      requireUppercase: checkbox,
      requireNumbers: checkbox,
      requireSpecialChars: checkbox,
      expirationDays: z.coerce
        .number()
        .int()
        .min(0, "Expiry can't be negative")
        .max(365, "Expiry must be at most 365 days"),
    }),
  })
  .refine((value) => !value.ipRestriction || value.allowedIpRanges.length > 0, {
    message: IP_RANGE_MESSAGES.required,
    path: ["allowedIpRanges"],
  });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour format HH:MM");

export const NotificationSettingsSchema = z.object({
  emailUpdates: checkbox,
  securityAlerts: checkbox,
  activityAlerts: checkbox,
  memberUpdates: checkbox,
  documentNotifications: checkbox,
  meetingReminders: checkbox,
  weeklyReports: checkbox,
  monthlyDigest: checkbox,
  complianceAlerts: checkbox,
  systemUpdates: checkbox,
  notificationFrequency: z.enum(["realtime", "daily", "weekly"]),
  quietHours: z.object({ enabled: checkbox, startTime: time, endTime: time }),
});

/** Deleting now (001 §5): the exact name typed and 'I understand' ticked; the settings form and the API alike. */
export const DeleteNowSchema = z.object({
  confirmName: z.string().max(200).optional(),
  understood: checkbox,
});

// ---- Members (001 §4, §6): the settings page's member forms and PATCH /api/organizations/{id}/members ----

const targetUserId = z.string({ error: "targetUserId is required" }).min(1, "targetUserId is required").max(100);

export const ChangeRoleSchema = z.object({
  targetUserId,
  newRole: z.enum(ASSIGNABLE_ROLES, { error: INVITATION_MESSAGES.invalidRole }),
});
/** Why a member was removed or an invitation revoked: optional, kept in the audit log. */
const auditReason = z.string().max(500, "The reason must be at most 500 characters").optional();

export const RemoveMemberSchema = z.object({ targetUserId, reason: auditReason });
export const TransferOwnershipSchema = z.object({ targetUserId });

/** The members list: a page of MEMBERS_PAGE_SIZE, optionally searched by name or email. */
export const MemberListQuerySchema = pagingSchema(MEMBERS_PAGE_SIZE).extend({
  search: z.string().trim().max(100).optional(),
});

// ---- Invitations (001 §5) ----

/** Resend and revoke name one invitation of the organisation. */
export const InvitationIdSchema = z.object({
  invitationId: z.string({ error: "invitationId is required" }).min(1, "invitationId is required").max(100),
});
export const RevokeInvitationSchema = InvitationIdSchema.extend({ reason: auditReason });

/** Invitation expiry in hours (001 §5: 1 to 168). */
const InvitationExpirySchema = z.coerce
  .number({ error: INVITATION_MESSAGES.expiryMin })
  .int(INVITATION_MESSAGES.expiryMin)
  .min(1, INVITATION_MESSAGES.expiryMin)
  .max(INVITATION_MAX_HOURS, INVITATION_MESSAGES.expiryMax);

export const InvitationRowSchema = z.object({
  email: z
    .string({ error: INVITATION_MESSAGES.emailRequired })
    .trim()
    .min(1, INVITATION_MESSAGES.emailRequired)
    .pipe(z.email(INVITATION_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
  role: z
    .string({ error: INVITATION_MESSAGES.roleRequired })
    .min(1, INVITATION_MESSAGES.roleRequired)
    .superRefine((value, ctx) => {
      if (value === "owner") ctx.addIssue({ code: "custom", message: INVITATION_MESSAGES.cannotInviteOwner });
      else if (!isAssignableRole(value)) ctx.addIssue({ code: "custom", message: INVITATION_MESSAGES.invalidRole });
    })
    .transform((value) => value as AssignableRole),
  personalMessage: z.string().trim().max(500, INVITATION_MESSAGES.messageTooLong).optional(),
  expiresInHours: InvitationExpirySchema.default(INVITATION_DEFAULT_EXPIRY_HOURS),
});

/**
 * One invitation through the API (001 §7: POST /api/invitations and /api/organizations/invite).
 * Clients spell the expiry `expiresIn` (hours); it is held to the same rule as the form's field.
 */
export const ApiInvitationSchema = InvitationRowSchema.extend({
  organizationId: z.string().min(1, "organizationId is required"),
  expiresIn: InvitationExpirySchema.optional(),
}).transform(({ organizationId, expiresIn, ...row }) => ({
  organizationId,
  row: { ...row, expiresInHours: expiresIn ?? row.expiresInHours },
}));

export const InviteBatchSchema = z.object({
  invitations: z
    .array(InvitationRowSchema, { error: INVITATION_MESSAGES.emailRequired })
    .min(1, INVITATION_MESSAGES.emailRequired)
    .max(INVITATION_MAX_BATCH, INVITATION_MESSAGES.maxBatch),
});

export type InvitationRow = z.infer<typeof InvitationRowSchema>;

export const InvitationRowCountSchema = z.coerce.number().int().min(1).max(INVITATION_MAX_BATCH).catch(1);

// ---- Bulk operations on organisation cards (001 §4) ----

export const BulkOperationSchema = z.object({
  intent: z.enum(BULK_OPERATION_IDS, { error: "Unknown operation" }),
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, "Select at least one organization")
    .max(100, "At most 100 organizations at once"),
  confirmed: z
    .string()
    .optional()
    .transform((value) => value === "1"),
});

// ---- Form variants: the rules above in the shape a form sends (one field per control, no JavaScript needed) ----

/** The asset settings form: the categories arrive one per line in a textarea; each line is held to the rules above. */
export const AssetSettingsFormSchema = AssetSettingsSchema.extend({
  categories: z
    .string()
    .transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(AssetSettingsSchema.shape.categories)
    .default([]),
});

/** The logo form: a file must be chosen; whether it is an image of at most 5 MB is the upload's own rule. */
export const OrganizationLogoFormSchema = z.object({
  logo: z.file({ error: LOGO_MESSAGES.invalid.description }),
});

const inviteColumn = z.array(z.string().optional()).default([]);

/**
 * The invite form: 1–10 rows sent as parallel fields (email, role, personalMessage, expiresInHours), so that
 * rows can be added without JavaScript. Blank extra rows are left out; each row is held to InvitationRowSchema,
 * its errors named after the row's field (`email[1]`).
 */
export const InvitationRowsFormSchema = z
  .object({ email: inviteColumn, role: inviteColumn, personalMessage: inviteColumn, expiresInHours: inviteColumn })
  .transform((columns, ctx) => {
    const rows: InvitationRow[] = [];
    columns.email.forEach((email = "", index) => {
      if (!email.trim() && columns.email.length > 1) return;
      const row = InvitationRowSchema.safeParse({
        email,
        role: columns.role[index] ?? "",
        personalMessage: columns.personalMessage[index] || undefined,
        expiresInHours: columns.expiresInHours[index] || undefined,
      });
      if (row.success) rows.push(row.data);
      else
        for (const issue of row.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: [String(issue.path[0]), index] });
    });
    if (rows.length === 0 && ctx.issues.length === 0)
      ctx.addIssue({ code: "custom", message: INVITATION_MESSAGES.emailRequired, path: ["email", 0] });
    return rows;
  });
