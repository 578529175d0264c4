// The meeting form's one schema (decision 015): the create and edit pages and POST/PATCH /api/meetings parse with
// it. Times are wall-clock times in the meeting's own zone; the quorum threshold is a percent here and a fraction
// in the database (`meetingValues`).

import { checkbox } from "../platform/checkbox";
import { isKnownTimeZone } from "../platform/dates";
import { singleLine } from "../platform/text";
import { z } from "../platform/zod";
import { MEETING_CONFIDENTIALITY, MEETING_STATUSES, MEETING_TYPES, type MeetingVenue } from "./constants";
import { MEETING_FORM_MESSAGES as M } from "./form-messages";
import { LOCAL_DATE_TIME, zonedTimeToEpoch } from "./zoned-time";

/** Meetings a page of the list shows (the API's default too). */
export const MEETINGS_PAGE_SIZE = 20;
export const MEETING_TITLE_MAX = 200;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

const optionalLine = (max: number, message: string) =>
  singleLine(z.string().trim().max(max, message).optional()).transform((value) => value || undefined);

const optionalId = z
  .string()
  .trim()
  .max(100, "Invalid id")
  .optional()
  .transform((value) => value || undefined);

const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isHttpsUrl(value), message);

function isHttpsUrl(value: string) {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const localDateTime = (required: string) =>
  z.string({ error: required }).trim().min(1, required).regex(LOCAL_DATE_TIME, M.invalidDateTime);

export const MeetingSchema = z
  .object({
    title: singleLine(
      z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(MEETING_TITLE_MAX, M.titleTooLong),
    ),
    description: optionalText(5000, "Description must be at most 5000 characters"),
    meetingType: z.enum(MEETING_TYPES, { error: M.invalidType }).default("board"),
    committeeId: optionalId,
    scheduledStart: localDateTime(M.startRequired),
    scheduledEnd: localDateTime(M.endRequired),
    timezone: z
      .string({ error: M.timezoneRequired })
      .trim()
      .min(1, M.timezoneRequired)
      .max(64, M.unknownTimezone)
      .refine(isKnownTimeZone, M.unknownTimezone),
    confidentiality: z.enum(MEETING_CONFIDENTIALITY, { error: M.invalidConfidentiality }).default("confidential"),
    isRecorded: checkbox,
    allowsAnonymousVoting: checkbox,
    requiresQuorum: checkbox,
    quorumThresholdPercent: z.coerce
      .number({ error: M.quorumRange })
      .int(M.quorumRange)
      .min(1, M.quorumRange)
      .max(100, M.quorumRange)
      .default(50),
    organizerId: optionalId,
    chairpersonId: optionalId,
    secretaryId: optionalId,
    virtualMeetingUrl: httpsUrl(M.virtualUrl),
    venueName: optionalLine(200, "Venue name must be at most 200 characters"),
    venueAddress: optionalLine(300, "Address must be at most 300 characters"),
    venueCity: optionalLine(100, "City must be at most 100 characters"),
    venueCountry: optionalLine(100, "Country must be at most 100 characters"),
    // Conform sends an empty field as nothing at all, so an empty capacity is simply absent.
    venueCapacity: z.coerce
      .number({ error: M.capacity })
      .int(M.capacity)
      .min(1, M.capacity)
      .max(1_000_000, M.capacity)
      .optional(),
    venueFacilities: optionalLine(1000, "Facilities must be at most 1000 characters"),
    venueParkingAvailable: checkbox,
    venueAccessibilityFeatures: optionalLine(1000, "Accessibility must be at most 1000 characters"),
    venueDirections: optionalText(2000, "Directions must be at most 2000 characters"),
    venueMapUrl: httpsUrl(M.mapUrl),
    venueContactPhone: optionalLine(50, "Phone must be at most 50 characters"),
    venueContactEmail: z
      .string()
      .trim()
      .max(254, M.contactEmail)
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || z.email().safeParse(value).success, M.contactEmail),
  })
  .superRefine((input, issues) => {
    if (!isKnownTimeZone(input.timezone)) return;
    const start = zonedTimeToEpoch(input.scheduledStart, input.timezone);
    const end = zonedTimeToEpoch(input.scheduledEnd, input.timezone);
    if (LOCAL_DATE_TIME.test(input.scheduledStart) && start === null)
      issues.addIssue({ code: "custom", path: ["scheduledStart"], message: M.invalidDateTime });
    if (start !== null && end !== null && end <= start)
      issues.addIssue({ code: "custom", path: ["scheduledEnd"], message: M.endBeforeStart });
  });

export type MeetingFormInput = z.input<typeof MeetingSchema>;
export type MeetingInput = z.output<typeof MeetingSchema>;

const list = (text: string | undefined) =>
  text
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The meeting's columns from a parsed form: epoch times, the threshold as a fraction, the venue as one object. */
export function meetingValues(input: MeetingInput) {
  const venue: MeetingVenue = {
    name: input.venueName,
    address: input.venueAddress,
    city: input.venueCity,
    country: input.venueCountry,
    capacity: input.venueCapacity,
    facilities: list(input.venueFacilities),
    parkingAvailable: input.venueParkingAvailable || undefined,
    accessibilityFeatures: list(input.venueAccessibilityFeatures),
    directions: input.venueDirections,
    mapUrl: input.venueMapUrl,
    contactPhone: input.venueContactPhone,
    contactEmail: input.venueContactEmail,
  };
  const hasVenue = Object.values(venue).some((value) => value !== undefined && value !== false);
  return {
    title: input.title,
    description: input.description ?? null,
    meetingType: input.meetingType,
    committeeId: input.committeeId ?? null,
    // The schema has checked both convert.
    scheduledStart: zonedTimeToEpoch(input.scheduledStart, input.timezone) as number,
    scheduledEnd: zonedTimeToEpoch(input.scheduledEnd, input.timezone) as number,
    timezone: input.timezone,
    confidentiality: input.confidentiality,
    isRecorded: input.isRecorded,
    allowsAnonymousVoting: input.allowsAnonymousVoting,
    requiresQuorum: input.requiresQuorum,
    quorumThreshold: input.quorumThresholdPercent / 100,
    virtualMeetingUrl: input.virtualMeetingUrl ?? null,
    venue: hasVenue ? venue : null,
    isHybrid: hasVenue && Boolean(input.virtualMeetingUrl),
  };
}

/** The list's query (page and API): filters as query parameters, so they work without JavaScript. */
export const MeetingListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, "Search must be at most 100 characters")
    .optional()
    .transform((value) => value || undefined),
  status: z.enum(MEETING_STATUSES, { error: "Unknown status" }).optional(),
  type: z.enum(MEETING_TYPES, { error: "Unknown meeting type" }).optional(),
});
export type MeetingListQuery = Partial<z.output<typeof MeetingListQuerySchema>> & { page?: number; limit?: number };

/** GET /api/meetings: the spec's parameters (000 §7), limit and offset. */
export const ApiMeetingListQuerySchema = MeetingListQuerySchema.extend({
  organizationId: z.string({ error: "organizationId is required" }).min(1, "organizationId is required"),
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(MEETINGS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, "offset must be 0 or more").max(1_000_000, "offset is too large").default(0),
});

/** Postponing may name the new time; without one the meeting waits, postponed, until it is rescheduled. */
export const PostponeSchema = z.object({
  reason: optionalText(500, "Reason must be at most 500 characters"),
});

/** The meeting page's lifecycle buttons: one action, one case per button (decision 015). */
export const MeetingLifecycleSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("schedule") }),
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("end") }),
  z.object({ intent: z.literal("cancel") }),
  PostponeSchema.extend({ intent: z.literal("postpone") }),
  z.object({ intent: z.literal("copy") }),
]);
export type MeetingLifecycleAction = z.output<typeof MeetingLifecycleSchema>;
