// Meeting fixtures for integration tests: rows written straight to D1, so a test of one part of meetings (votes,
// minutes, the room) does not depend on the forms of another. Services under test still go through their guards.
import { schema } from "../../app/.server/platform/db/client";
import { MeetingSchema } from "../../app/lib/meetings/schemas";
import { serviceContext } from "./factories";

type MeetingRow = typeof schema.meetings.$inferInsert;
type ParticipantRow = typeof schema.meetingParticipants.$inferInsert;
type AgendaRow = typeof schema.agendaItems.$inferInsert;

const HOUR = 60 * 60 * 1000;

/** The meeting form's fields as a person fills them: a confidential board meeting, 10 March 2030 10:00–12:30. */
export const meetingFormFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: "Quarterly board",
  meetingType: "board",
  scheduledStart: "2030-03-10T10:00",
  scheduledEnd: "2030-03-10T12:30",
  timezone: "Europe/London",
  confidentiality: "confidential",
  quorumThresholdPercent: "60",
  ...overrides,
});

/** Those fields parsed as the create and edit actions parse them, for tests that call the meetings service. */
export const meetingFormInput = (overrides: Record<string, string> = {}) =>
  MeetingSchema.parse(meetingFormFields(overrides));

/** A scheduled board meeting a day from now, organised by `organizerId`. */
export async function insertMeeting(
  organizationId: string,
  organizerId: string,
  overrides: Partial<MeetingRow> = {},
): Promise<typeof schema.meetings.$inferSelect> {
  const start = Date.now() + 24 * HOUR;
  const row: MeetingRow = {
    id: crypto.randomUUID(),
    organizationId,
    title: "Board meeting",
    status: "scheduled",
    scheduledStart: start,
    scheduledEnd: start + 2 * HOUR,
    organizerId,
    createdBy: organizerId,
    ...overrides,
  };
  return serviceContext().db.insert(schema.meetings).values(row).returning().get();
}

/** A seat for a user (voting-eligible director unless overridden). */
export async function insertParticipant(
  meetingId: string,
  userId: string,
  overrides: Partial<ParticipantRow> = {},
): Promise<typeof schema.meetingParticipants.$inferSelect> {
  const row: ParticipantRow = {
    id: crypto.randomUUID(),
    meetingId,
    userId,
    role: "director",
    isVotingEligible: true,
    ...overrides,
  };
  return serviceContext().db.insert(schema.meetingParticipants).values(row).returning().get();
}

/** Agenda items in the order given. */
export async function insertAgenda(
  meetingId: string,
  titles: string[],
  overrides: Partial<AgendaRow> = {},
): Promise<(typeof schema.agendaItems.$inferSelect)[]> {
  if (titles.length === 0) return [];
  const rows = titles.map((title, orderIndex) => ({
    id: crypto.randomUUID(),
    meetingId,
    title,
    orderIndex,
    ...overrides,
  }));
  return serviceContext().db.insert(schema.agendaItems).values(rows).returning().all();
}
