import { z } from "zod";
import { ORGANIZATION_MESSAGES as M } from "../constants";
import {
  COMPLIANCE_STANDARD_IDS,
  INDUSTRY_CODES,
  ORGANIZATION_SIZE_CODES,
  RETENTION_OPTIONS,
  STORAGE_LIMIT,
} from "../organization-settings";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

export const OrganizationNameSchema = z.string({ error: M.nameMin }).trim().min(2, M.nameMin).max(100, M.nameMax);

export const OrganizationSlugSchema = z
  .string({ error: "Slug must be at least 2 characters" })
  .trim()
  .min(2, "Slug must be at least 2 characters")
  .max(50, "Slug must be less than 50 characters")
  .regex(/^[a-z0-9-]+$/, "Slug can only contain lowercase letters, numbers, and hyphens");

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
  description: optionalText(500, M.descriptionMax),
  website,
  industry: z.enum(INDUSTRY_CODES, { error: "Please choose an industry from the list" }).optional(),
  organizationSize: z.enum(ORGANIZATION_SIZE_CODES, { error: "Please choose a size from the list" }).optional(),
});

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

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
    .refine((list) => new Set(list.map((item) => item.toLowerCase())).size === list.length, "Categories must be unique"),
  storageLimit: z.coerce
    .number()
    .int()
    .min(STORAGE_LIMIT.min, `Storage limit must be at least ${STORAGE_LIMIT.min} GB`)
    .max(STORAGE_LIMIT.max, `Storage limit must be at most ${STORAGE_LIMIT.max} GB`)
    .refine((value) => value % STORAGE_LIMIT.step === 0, `Storage limit moves in steps of ${STORAGE_LIMIT.step} GB`),
  retentionDays: z.coerce.number().refine((days) => RETENTION_OPTIONS.some((option) => option.days === days), "Please choose a retention period from the list"),
  aiProcessing: checkbox,
  watermarking: checkbox,
  autoClassification: checkbox,
  approvalWorkflow: checkbox,
  defaultPermissions: z.enum(["organization", "restricted", "private"]),
});

export const ComplianceSettingsSchema = z.object({
  auditLogging: checkbox,
  twoFactorRequired: checkbox,
  dataEncryption: checkbox,
  accessLogging: checkbox,
  ipRestriction: checkbox,
  complianceStandards: z.array(z.enum(COMPLIANCE_STANDARD_IDS)).default([]),
  sessionTimeout: z.coerce.number().int().min(5, "Session timeout must be at least 5 minutes").max(1440, "Session timeout must be at most 1440 minutes"),
  passwordPolicy: z.object({
    minLength: z.coerce.number().int().min(8, "Minimum length must be at least 8").max(128, "Minimum length must be at most 128"),
    requireUppercase: checkbox,
    requireNumbers: checkbox,
    requireSpecialChars: checkbox,
    expirationDays: z.coerce.number().int().min(0, "Expiry can't be negative").max(365, "Expiry must be at most 365 days"),
  }),
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

export const DeleteOrganizationSchema = z.object({
  mode: z.enum(["schedule", "immediate"]),
  confirmName: z.string().optional(),
  understood: checkbox,
});
