// Schemas for the shell's forms (theme, organisation switch, search), shared by routes and API.

import { isKnownTimeZone } from "../platform/dates";
import { sameSitePath } from "../platform/redirects";
import { z } from "../platform/zod";
import { SEARCH_QUERY_MAX, THEMES } from "./constants";

export const ThemeSchema = z.object({
  theme: z.enum(THEMES, { error: "Choose Light, Dark or System" }),
  redirectTo: sameSitePath,
});

export const SwitchOrganizationSchema = z.object({
  organizationId: z.string({ error: "Choose an organization" }).trim().min(1, "Choose an organization").max(64),
  redirectTo: sameSitePath,
});

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().slice(0, SEARCH_QUERY_MAX)),
});

/** The browser's time zone, reported once by the shell (002 §3.7: "timezone from the browser"). */
export const TimezoneSchema = z.object({
  timezone: z
    .string({ error: "Time zone is required" })
    .trim()
    .min(1, "Time zone is required")
    .max(64)
    .refine(isKnownTimeZone, "Unknown time zone"),
});
