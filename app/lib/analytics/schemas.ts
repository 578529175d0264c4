import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import {
  ANALYTICS_PERIODS,
  ANALYTICS_TEXTS,
  type AnalyticsPeriod,
  DECISION_DEFAULTS,
  DECISION_IMPACTS,
  DECISION_PRIORITIES,
  DECISION_STATUSES,
  DECISION_TYPES,
  DEFAULT_ANALYTICS_PERIOD,
  REPORT_FORMATS,
  REPORT_KINDS,
} from "./constants";

/** `?days=` of the page and the API: 7, 30 or 90; absent means 30. */
export const AnalyticsPeriodSchema = z
  .union([z.literal("7"), z.literal("30"), z.literal("90")], { error: ANALYTICS_TEXTS.invalidPeriod })
  .optional()
  .transform((value): AnalyticsPeriod => (value ? (Number(value) as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD));

export const AnalyticsQuerySchema = z.object({
  days: AnalyticsPeriodSchema,
  organizationId: z.string().max(100).optional(),
});

/** A page's period: an unknown value opens the default rather than an error page (the API answers 400). */
export function periodOf(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Create Decision (000 §2.7, §5): title and description required; fixed options; an empty target date is null. */
export const DecisionSchema = z.object({
  title: singleLine(
    z
      .string({ error: ANALYTICS_TEXTS.titleRequired })
      .trim()
      .min(1, ANALYTICS_TEXTS.titleRequired)
      .max(200, "Title must be less than 200 characters"),
  ),
  description: z
    .string({ error: ANALYTICS_TEXTS.descriptionRequired })
    .trim()
    .min(1, ANALYTICS_TEXTS.descriptionRequired)
    .max(5000, "Description must be less than 5000 characters"),
  decision_type: z.enum(DECISION_TYPES, { error: "Choose a decision type" }).default(DECISION_DEFAULTS.decisionType),
  priority: z.enum(DECISION_PRIORITIES, { error: "Choose a priority" }).default(DECISION_DEFAULTS.priority),
  impact_level: z.enum(DECISION_IMPACTS, { error: "Choose an impact level" }).default(DECISION_DEFAULTS.impactLevel),
  target_date: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || (isoDate.test(value) && !Number.isNaN(Date.parse(value))), {
      message: "Target date must be a date (YYYY-MM-DD)",
    }),
});
export type DecisionInput = z.infer<typeof DecisionSchema>;

export const DecisionStatusSchema = z.object({
  decisionId: z.string({ error: "Decision is required" }).min(1, "Decision is required").max(100),
  status: z.enum(DECISION_STATUSES, { error: "Choose a status" }),
  note: z
    .string()
    .trim()
    .max(500, "Note must be less than 500 characters")
    .optional()
    .transform((value) => value || undefined),
});
export type DecisionStatusInput = z.infer<typeof DecisionStatusSchema>;

/** The beacon's heartbeat: how long the page has been open (002 §3.6). */
export const PageHeartbeatSchema = z.object({
  viewId: z.string().min(1).max(100),
  durationSeconds: z.coerce.number().int().min(0).max(86_400),
  interactions: z.coerce.number().int().min(0).max(100_000).default(0),
  ended: z.coerce.boolean().default(false),
});

/** One export of /dashboard/reports: which report, which format, which period. */
export const ReportRequestSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: "Choose a report" }),
  format: z.enum(REPORT_FORMATS, { error: "Choose CSV or JSON" }),
  days: AnalyticsPeriodSchema,
});
