// What the meeting form shows: a meeting's columns back as the form's fields, or the defaults of a new meeting.
import type { MeetingVenue } from "./constants";
import { DEFAULT_MEETING_DURATION_MINUTES } from "./constants";
import type { MeetingFormInput } from "./schemas";
import { epochToZonedTime, zonedTimeToEpoch } from "./zoned-time";

type MeetingRow = {
  title: string;
  description: string | null;
  meetingType: MeetingFormInput["meetingType"];
  committeeId: string | null;
  scheduledStart: number;
  scheduledEnd: number;
  timezone: string;
  confidentiality: MeetingFormInput["confidentiality"];
  isRecorded: boolean;
  allowsAnonymousVoting: boolean;
  requiresQuorum: boolean;
  quorumThreshold: number;
  organizerId: string | null;
  chairpersonId: string | null;
  secretaryId: string | null;
  virtualMeetingUrl: string | null;
  venue: MeetingVenue | null;
};

const on = (value: boolean | undefined) => (value ? "on" : undefined);

export function meetingFormValues(meeting: MeetingRow) {
  const venue = meeting.venue ?? {};
  return {
    title: meeting.title,
    description: meeting.description ?? undefined,
    meetingType: meeting.meetingType,
    committeeId: meeting.committeeId ?? undefined,
    scheduledStart: epochToZonedTime(meeting.scheduledStart, meeting.timezone),
    scheduledEnd: epochToZonedTime(meeting.scheduledEnd, meeting.timezone),
    timezone: meeting.timezone,
    confidentiality: meeting.confidentiality,
    isRecorded: on(meeting.isRecorded),
    allowsAnonymousVoting: on(meeting.allowsAnonymousVoting),
    requiresQuorum: on(meeting.requiresQuorum),
    quorumThresholdPercent: String(Math.round(meeting.quorumThreshold * 100)),
    organizerId: meeting.organizerId ?? undefined,
    chairpersonId: meeting.chairpersonId ?? undefined,
    secretaryId: meeting.secretaryId ?? undefined,
    virtualMeetingUrl: meeting.virtualMeetingUrl ?? undefined,
    venueName: venue.name,
    venueAddress: venue.address,
    venueCity: venue.city,
    venueCountry: venue.country,
    venueCapacity: venue.capacity === undefined ? undefined : String(venue.capacity),
    venueFacilities: venue.facilities?.join(", "),
    venueParkingAvailable: on(venue.parkingAvailable),
    venueAccessibilityFeatures: venue.accessibilityFeatures?.join(", "),
    venueDirections: venue.directions,
    venueMapUrl: venue.mapUrl,
    venueContactPhone: venue.contactPhone,
    venueContactEmail: venue.contactEmail,
  };
}

export type MeetingFormValues = ReturnType<typeof meetingFormValues>;

/** The reader's meeting preferences a new meeting starts from (002 §3.9 default_duration and auto_record). */
export type NewMeetingPreferences = { defaultDuration: number; autoRecord: boolean };
const SPEC_DEFAULTS: NewMeetingPreferences = { defaultDuration: DEFAULT_MEETING_DURATION_MINUTES, autoRecord: false };

/**
 * A new meeting: tomorrow at 10:00 in the reader's zone, for their preferred length (recorded if they asked for
 * that), organised by the reader.
 */
export function newMeetingFormValues(
  timeZone: string,
  organizerId: string,
  preferences: NewMeetingPreferences = SPEC_DEFAULTS,
  now = Date.now(),
): MeetingFormValues {
  const tomorrow = epochToZonedTime(now + 24 * 60 * 60 * 1000, timeZone).slice(0, 10);
  const start = zonedTimeToEpoch(`${tomorrow}T10:00`, timeZone) ?? now;
  return meetingFormValues({
    title: "",
    description: null,
    meetingType: "board",
    committeeId: null,
    scheduledStart: start,
    scheduledEnd: start + preferences.defaultDuration * 60 * 1000,
    timezone: timeZone,
    confidentiality: "confidential",
    isRecorded: preferences.autoRecord,
    allowsAnonymousVoting: false,
    requiresQuorum: true,
    quorumThreshold: 0.5,
    organizerId,
    chairpersonId: null,
    secretaryId: null,
    virtualMeetingUrl: null,
    venue: null,
  });
}
