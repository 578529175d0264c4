// What an edit changed that a meeting's attendees act on: when it starts, how long it lasts, where it is (the venue
// or the online link) and what it is called. Other edits (description, confidentiality, quorum) tell nobody.
import type { schema } from "../platform/db/client";

type MeetingFacts = Pick<
  typeof schema.meetings.$inferSelect,
  "title" | "scheduledStart" | "scheduledEnd" | "venue" | "virtualMeetingUrl"
>;

export const ATTENDEE_FIELDS = {
  time: "time",
  duration: "duration",
  location: "location",
  link: "meeting link",
  title: "title",
} as const;
export type AttendeeField = (typeof ATTENDEE_FIELDS)[keyof typeof ATTENDEE_FIELDS];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changed fields in a fixed order; a move of start and end together is a new time, not a new duration. */
export function attendeeChanges(before: MeetingFacts, after: MeetingFacts): AttendeeField[] {
  const changed: AttendeeField[] = [];
  if (before.scheduledStart !== after.scheduledStart) changed.push(ATTENDEE_FIELDS.time);
  if (before.scheduledEnd - before.scheduledStart !== after.scheduledEnd - after.scheduledStart)
    changed.push(ATTENDEE_FIELDS.duration);
  if (!same(before.venue, after.venue)) changed.push(ATTENDEE_FIELDS.location);
  if (!same(before.virtualMeetingUrl, after.virtualMeetingUrl)) changed.push(ATTENDEE_FIELDS.link);
  if (before.title !== after.title) changed.push(ATTENDEE_FIELDS.title);
  return changed;
}

/** "time", "time and location", "time, duration and location". */
export function fieldList(fields: readonly string[]): string {
  if (fields.length < 2) return fields.join("");
  return `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;
}
