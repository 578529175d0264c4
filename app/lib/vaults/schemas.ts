// The vault forms' and API's schemas (001 §5), one per form, shared by the pages and the API.
import { checkbox } from "../platform/checkbox";
import { pagingSchema } from "../platform/paging";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import {
  STORED_VAULT_STATUSES,
  VAULT_ACCESS_CODE_LENGTH,
  VAULT_ACCESS_LEVELS,
  VAULT_PRIORITIES,
  VAULT_STATUSES,
  VAULT_TYPES,
  VAULTS_PAGE_SIZE,
} from "./constants";
import { ASSIGNABLE_VAULT_ROLES } from "./roles";
import { DIGEST_FREQUENCIES, VAULT_CATEGORIES, VAULT_TEXTS, WIZARD_MESSAGES } from "./texts";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const VaultNameSchema = singleLine(
  z
    .string({ error: WIZARD_MESSAGES.nameRequired })
    .trim()
    .min(1, WIZARD_MESSAGES.nameRequired)
    .max(100, "Vault name must be less than 100 characters"),
);
const description = optionalText(500, "Description must be less than 500 characters");
const role = z.enum(ASSIGNABLE_VAULT_ROLES, { error: "Invalid role" });
const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");
const fullName = singleLine(
  z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Name is too long"),
);

export const VAULT_SORT_FIELDS = ["updated_at", "created_at", "name", "status"] as const;
export const VaultListQuerySchema = pagingSchema(VAULTS_PAGE_SIZE).extend({
  search: z.string().trim().max(100, "Search must be less than 100 characters").optional(),
  status: z.enum(VAULT_STATUSES, { error: `status must be one of ${VAULT_STATUSES.join(", ")}` }).optional(),
  sortField: z
    .enum(VAULT_SORT_FIELDS, { error: `sortField must be one of ${VAULT_SORT_FIELDS.join(", ")}` })
    .default("updated_at"),
  sortDirection: z.enum(["asc", "desc"], { error: "sortDirection must be asc or desc" }).default("desc"),
});
export type VaultListQuery = Partial<z.output<typeof VaultListQuerySchema>>;

/** Tags are trimmed, lowercased, deduplicated (001 §5); a form sends them comma-separated. */
const tags = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(",")))
  .transform((list) => [...new Set(list.map((tag) => tag.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.string().max(50, "Tag must be less than 50 characters")).max(30, "At most 30 tags"));

/** A date as ms, from a form ("2027-01-31") or the API (ms or ISO); empty clears it (null). */
function toDate(value: number | string | null, issue: z.core.$RefinementCtx): number | null {
  if (value === null || value === "") return null;
  const ms = typeof value === "number" ? value : Date.parse(value);
  if (Number.isFinite(ms)) return ms;
  issue.addIssue({ code: "custom", message: "Please enter a valid date" });
  return z.NEVER;
}
const dateValue = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, issue) => (value === undefined ? undefined : toDate(value, issue)));
/** A form's date field: always posted, so an empty one (which the form kit reads as absent) clears the date. */
const formDate = z
  .string()
  .optional()
  .transform((value, issue) => toDate(value ?? null, issue));

export const NotificationsSchema = z.object({
  emailNotifications: z.boolean(),
  newAssets: z.boolean(),
  memberJoins: z.boolean(),
  memberLeaves: z.boolean(),
  assetDownloads: z.boolean(),
  vaultExpiring: z.boolean(),
  activityAlerts: z.boolean(),
  mentionAlerts: z.boolean(),
  digestFrequency: z.enum(DIGEST_FREQUENCIES),
});

export const AccessCodeSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || new RegExp(`^[A-Z0-9]{${VAULT_ACCESS_CODE_LENGTH}}$`).test(value), {
    message: VAULT_TEXTS.accessCodeFormat,
  });

const VaultSettingsFields = z
  .object({
    name: VaultNameSchema,
    description,
    location: optionalText(200, "Location must be less than 200 characters"),
    status: z.enum(STORED_VAULT_STATUSES, { error: "Unknown status" }),
    priority: z.enum(VAULT_PRIORITIES, { error: "Unknown priority" }),
    category: z.enum(VAULT_CATEGORIES, { error: "Please choose a category from the list" }).nullable(),
    tags,
    meetingDate: dateValue,
    isPublic: z.boolean(),
    requiresInvitation: z.boolean(),
    accessCode: AccessCodeSchema,
    expiresAt: dateValue,
    settings: z.object({ notifications: NotificationsSchema.partial() }),
  })
  .partial()
  .strict();

/**
 * The settings update (001 §7): only the changed fields are sent; each present field is checked, and only the
 * fields present come out (an absent description stays as it is rather than being cleared).
 */
export const VaultSettingsSchema = z
  .record(z.string(), z.unknown(), { error: "Expected an object of settings" })
  .transform((raw, issue): z.output<typeof VaultSettingsFields> => {
    const parsed = VaultSettingsFields.safeParse(raw);
    if (!parsed.success) {
      for (const problem of parsed.error.issues)
        issue.addIssue({ code: "custom", message: problem.message, path: problem.path });
      return z.NEVER;
    }
    return Object.fromEntries(Object.entries(parsed.data).filter(([key]) => key in raw));
  });
export type VaultSettingsInput = z.output<typeof VaultSettingsSchema>;

// The settings forms: each tab posts all its fields; the action sends on only what changed. Their fields are
// plain strings in, so the form kit derives the right HTML constraints (an optional field is not `required`).
const nullableCategory = z
  .enum(VAULT_CATEGORIES, { error: "Please choose a category from the list" })
  .optional()
  .transform((value) => value ?? null);
/** Tags typed comma-separated, held to the API's tag rules. */
const formTags = z
  .string()
  .optional()
  .transform((value, issue) => {
    const parsed = tags.safeParse(value ?? "");
    if (parsed.success) return parsed.data;
    for (const problem of parsed.error.issues) issue.addIssue({ code: "custom", message: problem.message });
    return z.NEVER;
  });
export const GeneralSettingsFormSchema = z.object({
  intent: z.literal("general"),
  name: VaultNameSchema,
  description,
  location: optionalText(200, "Location must be less than 200 characters"),
  status: z.enum(STORED_VAULT_STATUSES, { error: "Unknown status" }),
  priority: z.enum(VAULT_PRIORITIES, { error: "Unknown priority" }),
  category: nullableCategory,
  tags: formTags,
  meetingDate: formDate,
});
export const AccessSettingsFormSchema = z.object({
  intent: z.literal("access"),
  isPublic: checkbox,
  requiresInvitation: checkbox,
  accessCode: AccessCodeSchema,
  expiresAt: formDate,
});
export const NotificationSettingsFormSchema = z.object({
  intent: z.literal("notifications"),
  emailNotifications: checkbox,
  newAssets: checkbox,
  memberJoins: checkbox,
  memberLeaves: checkbox,
  assetDownloads: checkbox,
  vaultExpiring: checkbox,
  activityAlerts: checkbox,
  mentionAlerts: checkbox,
  digestFrequency: z.enum(DIGEST_FREQUENCIES).optional(),
});

export const VaultInviteSchema = z.object({ email, role: role.default("viewer") });
export const VaultRoleSchema = z.object({ role });
export const AddVaultMemberSchema = z.object({ userId: z.string().min(1).max(100), role: role.default("viewer") });
export const TransferVaultOwnershipSchema = z.object({
  newOwnerEmail: z
    .string({ error: VAULT_TEXTS.newOwnerRequired })
    .trim()
    .toLowerCase()
    .min(1, VAULT_TEXTS.newOwnerRequired)
    .max(254),
});
export const DeleteVaultSchema = z.object({ confirmName: z.string({ error: VAULT_TEXTS.deleteConfirmMismatch }) });

// ---- The Create Vault wizard (001 §2.2, §3 "Wizard draft") ----
export const NewBoardMateSchema = z.object({ email, fullName, role: role.default("viewer") });
export type NewBoardMate = z.output<typeof NewBoardMateSchema>;
export const SelectedBoardMateSchema = z.object({ id: z.string().min(1).max(100), role: role.default("viewer") });

/** The first message of a field's own schema, or null when the value passes it. */
const problemWith = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid value");
};

/**
 * The wizard's step form as posted, checked by the intent of the button pressed: Create needs the vault's name, Add
 * BoardMate an email and a full name; every other button only saves the step and moves, so it is never refused.
 */
export const WizardStepFormSchema = z
  .looseObject({
    intent: z.string().optional(),
    vaultName: z.string().optional(),
    newEmail: z.string().optional(),
    newFullName: z.string().optional(),
  })
  .superRefine((form, issue) => {
    const check = (path: string, schema: z.ZodType, value: unknown) => {
      const message = problemWith(schema, value ?? "");
      if (message) issue.addIssue({ code: "custom", path: [path], message });
    };
    if (form.intent === "create") check("vaultName", VaultNameSchema, form.vaultName);
    if (form.intent === "addBoardMate") {
      check("newEmail", email, form.newEmail);
      check("newFullName", fullName, form.newFullName);
    }
  });

export const WizardDraftSchema = z.object({
  organizationId: z.string().max(100).nullish(),
  organizationCreatedInWizard: z.boolean().default(false),
  organizationCreatedAt: z.number().nullish(),
  assetIds: z.array(z.string().max(100)).max(50, "At most 50 documents").default([]),
  boardMates: z.array(SelectedBoardMateSchema).max(100, "At most 100 BoardMates").default([]),
  newBoardMates: z.array(NewBoardMateSchema).max(10, "At most 10 new BoardMates at once").default([]),
  vaultName: z.string().max(100).default(""),
  vaultDescription: z.string().max(500).default(""),
  accessLevel: z.enum(VAULT_ACCESS_LEVELS).default("organization"),
  vaultType: z.enum(VAULT_TYPES).default("board_pack"),
});
export type WizardDraft = z.output<typeof WizardDraftSchema>;

/** POST /api/vaults/create: the wizard's completed draft, or a plain vault. */
export const CreateVaultSchema = z.object({
  organizationId: z
    .string({ error: WIZARD_MESSAGES.organizationRequired })
    .min(1, WIZARD_MESSAGES.organizationRequired),
  name: VaultNameSchema,
  description,
  accessLevel: z.enum(VAULT_ACCESS_LEVELS).default("organization"),
  vaultType: z.enum(VAULT_TYPES).default("board_pack"),
  assetIds: z.array(z.string().max(100)).max(50, "At most 50 documents").default([]),
  boardMates: z.array(SelectedBoardMateSchema).max(100, "At most 100 BoardMates").default([]),
  newBoardMates: z.array(NewBoardMateSchema).max(10, "At most 10 new BoardMates at once").default([]),
});
export type CreateVaultInput = z.output<typeof CreateVaultSchema>;
