// Calendar files for meetings (RFC 5545): invitations (METHOD:REQUEST / CANCEL) and the private feed. Written here
// rather than with the `ics` package: its validator (yup → property-expr, CommonJS) does not load in the Workers
// test pool, and it writes UTC times only, where each meeting's DTSTART/DTEND carry the TZID it was scheduled in
// (a calendar app shows the meeting in that zone and converts it for its reader).
import { epochToZonedTime } from "../../lib/meetings/zoned-time";
import { isKnownTimeZone } from "../../lib/platform/dates";
import type { Meeting } from "./access";

export type IcsPerson = { name: string | null; email: string };
export type IcsMeeting = Pick<
  Meeting,
  | "id"
  | "title"
  | "description"
  | "status"
  | "scheduledStart"
  | "scheduledEnd"
  | "timezone"
  | "venue"
  | "virtualMeetingUrl"
  | "icsSequence"
>;

/** The meeting's UID in every calendar file: stable, so a later file updates the same event. */
export const meetingUid = (meetingId: string, appUrl: string) => `${meetingId}@${new URL(appUrl).host}`;
export const meetingUrl = (meetingId: string, appUrl: string) => `${appUrl}/dashboard/meetings/${meetingId}`;

/** `ms` as the wall time in `zone`, in the iCalendar form 20261126T090000 (the one zone rule: zoned-time.ts). */
export function wallTime(ms: number, zone: string): string {
  const seconds = String(Math.floor(ms / 1000) % 60).padStart(2, "0");
  return `${epochToZonedTime(ms, zone).replace(/[-:]/g, "")}${seconds}`;
}

function location(meeting: IcsMeeting): string | null {
  const venue = meeting.venue;
  const place = [venue?.name, venue?.address, venue?.city, venue?.country].filter(Boolean).join(", ");
  return place || meeting.virtualMeetingUrl || null;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** A quoted parameter value (CN) may not hold a double quote or control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const param = (value: string) => `"${value.replace(/["\u0000-\u001f]/g, "")}"`;

/** Lines longer than 75 octets are folded: CRLF then one space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (bytes.encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** DTSTART/DTEND: wall time with the meeting's TZID, or UTC for a UTC (or unknown) zone. */
function dateLine(name: "DTSTART" | "DTEND", ms: number, zone: string) {
  return zone === "UTC" || !isKnownTimeZone(zone)
    ? `${name}:${utcStamp(ms)}`
    : `${name};TZID=${zone}:${wallTime(ms, zone)}`;
}

function eventLines(
  meeting: IcsMeeting,
  appUrl: string,
  extra: { organizer?: IcsPerson | null; attendees?: (IcsPerson & { partstat?: string })[]; cancelled?: boolean },
): string[] {
  const description = [meeting.description, meeting.virtualMeetingUrl ? `Join: ${meeting.virtualMeetingUrl}` : null]
    .filter(Boolean)
    .join("\n\n");
  const place = location(meeting);
  const cancelled = extra.cancelled || meeting.status === "cancelled";
  return [
    "BEGIN:VEVENT",
    `UID:${meetingUid(meeting.id, appUrl)}`,
    `DTSTAMP:${utcStamp(Date.now())}`,
    dateLine("DTSTART", meeting.scheduledStart, meeting.timezone),
    dateLine("DTEND", meeting.scheduledEnd, meeting.timezone),
    `SEQUENCE:${meeting.icsSequence}`,
    `SUMMARY:${text(meeting.title)}`,
    ...(description ? [`DESCRIPTION:${text(description)}`] : []),
    ...(place ? [`LOCATION:${text(place)}`] : []),
    `URL:${meetingUrl(meeting.id, appUrl)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    ...(extra.organizer
      ? [`ORGANIZER;CN=${param(extra.organizer.name ?? extra.organizer.email)}:mailto:${extra.organizer.email}`]
      : []),
    ...(extra.attendees ?? []).map(
      (person) =>
        `ATTENDEE;CN=${param(person.name ?? person.email)};ROLE=REQ-PARTICIPANT;` +
        `PARTSTAT=${person.partstat ?? "NEEDS-ACTION"};RSVP=TRUE:mailto:${person.email}`,
    ),
    "END:VEVENT",
  ];
}

const PRODUCT_ID = "-//BoardRoom//Meetings//EN";

function calendar(method: string, events: string[][], name?: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${text(name)}`] : []),
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** An invitation or update (REQUEST), or a cancellation (CANCEL), for one attendee. */
export function invitationIcs(
  meeting: IcsMeeting,
  appUrl: string,
  options: { method: "REQUEST" | "CANCEL"; organizer: IcsPerson | null; attendee: IcsPerson; partstat?: string },
): string {
  const event = eventLines(meeting, appUrl, {
    organizer: options.organizer,
    attendees: [{ ...options.attendee, partstat: options.partstat }],
    cancelled: options.method === "CANCEL",
  });
  return calendar(options.method, [event]);
}

/** The private feed: the user's meetings as one calendar (PUBLISH). */
export function feedIcs(meetings: IcsMeeting[], appUrl: string): string {
  return calendar(
    "PUBLISH",
    meetings.map((meeting) => eventLines(meeting, appUrl, {})),
    "BoardRoom meetings",
  );
}

/** Parses the unfolded properties of an .ics (name with parameters → value), for tests and checks. */
export function unfoldIcs(ics: string): string[] {
  return ics
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter(Boolean);
}
