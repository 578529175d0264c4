import { fullName } from "../auth/schemas";
import { isKnownTimeZone } from "../platform/dates";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { THEMES } from "../shell/constants";
import {
  CACHE_STRATEGIES,
  COMPLIANCE_FREQUENCIES,
  COMPLIANCE_WIDGETS,
  DEFAULT_VIEWS,
  LANGUAGES,
  PROFILE_MESSAGES,
  TITLE_MAX_LENGTH,
} from "./constants";

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [string, ...string[]];

const timezone = z
  .string()
  .trim()
  .min(1, PROFILE_MESSAGES.timezoneUnknown)
  .refine(isKnownTimeZone, PROFILE_MESSAGES.timezoneUnknown);

/** The profile form: name, title, time zone and language (the photo has its own form). */
export const ProfileSchema = z.object({
  fullName,
  title: singleLine(
    z.string().trim().max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
  ).optional(),
  timezone,
  language: z.enum(LANGUAGE_CODES, { error: PROFILE_MESSAGES.languageOnlyEnglish }),
});

/** The photo form: a file must be chosen; whether it is an image of at most 5 MB is checked from its bytes. */
export const AvatarSchema = z.object({ avatar: z.file({ error: PROFILE_MESSAGES.avatarInvalid }) });

const checkboxValue = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Minutes or days as a comma-separated list, "15, 5" → [15, 5]; each a whole number in range. */
const numberList = (min: number, max: number, label: string) =>
  z
    .union([z.string(), z.array(z.number())])
    .transform((value) =>
      Array.isArray(value)
        ? value
        : value
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
            .map(Number),
    )
    .pipe(
      z
        .array(z.number().int(`${label}: whole numbers only`).min(min).max(max, `${label}: at most ${max}`))
        .max(10, `${label}: at most 10 values`),
    );

/** 002 §3.9: document, meeting and compliance preferences with the spec's defaults. */
export const FeaturePreferencesSchema = z.object({
  document: z
    .object({
      autoSaveAnnotations: z.boolean().default(true),
      cacheStrategy: z.enum(CACHE_STRATEGIES).default("auto"),
      maxCacheSize: z.number().int().min(50).max(5000).default(500),
    })
    .default({ autoSaveAnnotations: true, cacheStrategy: "auto", maxCacheSize: 500 }),
  meeting: z
    .object({
      defaultDuration: z.number().int().min(15).max(480).default(60),
      autoRecord: z.boolean().default(false),
      muteOnJoin: z.boolean().default(true),
      cameraOnJoin: z.boolean().default(false),
      // §3.9's notification_reminders live in the notification preferences (reminderMinutes), which the reminders
      // read: one place to set them.
    })
    .default({
      defaultDuration: 60,
      autoRecord: false,
      muteOnJoin: true,
      cameraOnJoin: false,
    }),
  compliance: z
    .object({
      defaultReminderDays: z.array(z.number().int()).default([30, 14, 7, 3, 1]),
      showLowRiskItems: z.boolean().default(false),
      autoEscalateOverdue: z.boolean().default(true),
      notificationFrequency: z.enum(COMPLIANCE_FREQUENCIES).default("daily"),
      dashboardWidgets: z.array(z.enum(COMPLIANCE_WIDGETS)).default([...COMPLIANCE_WIDGETS]),
    })
    .default({
      defaultReminderDays: [30, 14, 7, 3, 1],
      showLowRiskItems: false,
      autoEscalateOverdue: true,
      notificationFrequency: "daily",
      dashboardWidgets: [...COMPLIANCE_WIDGETS],
    }),
});
export type FeaturePreferences = z.output<typeof FeaturePreferencesSchema>;

/** The stored JSON read with the defaults: a missing or damaged value gives the spec's defaults. */
export function readFeaturePreferences(stored: unknown): FeaturePreferences {
  const parsed = FeaturePreferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : FeaturePreferencesSchema.parse({});
}

/**
 * The preferences form (002 §3.7 and §3.9; notification channels and quiet hours are on their own page).
 * Checkboxes send "on" or nothing; lists are typed as "15, 5".
 */
export const PreferencesSchema = z.object({
  theme: z.enum(THEMES),
  autoSave: checkboxValue,
  defaultView: z.enum(DEFAULT_VIEWS),
  autoSaveAnnotations: checkboxValue,
  cacheStrategy: z.enum(CACHE_STRATEGIES),
  maxCacheSize: z.coerce.number().int("Whole megabytes only").min(50, "At least 50 MB").max(5000, "At most 5000 MB"),
  defaultDuration: z.coerce.number().int().min(15, "At least 15 minutes").max(480, "At most 480 minutes"),
  autoRecord: checkboxValue,
  muteOnJoin: checkboxValue,
  cameraOnJoin: checkboxValue,
  defaultReminderDays: numberList(1, 365, "Reminder days"),
  showLowRiskItems: checkboxValue,
  autoEscalateOverdue: checkboxValue,
  complianceFrequency: z.enum(COMPLIANCE_FREQUENCIES),
  dashboardWidgets: z.array(z.enum(COMPLIANCE_WIDGETS)).default([]),
});
