// Meetings in progress for the live room's Playwright tests, written before the server starts (like the reader's
// documents: a second process writing the local database while the server runs makes its writes fail). Each
// "Lara Live Chair" of the account pool owns an organisation holding two meetings where the "Milo Live Member" of
// the same rank sits as a director: one in progress (its agenda's first item under way), and one scheduled, not
// started, with a draft resolution on its second item (the whole meeting's test starts it).
import { eq } from "drizzle-orm";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { withLocalPlatform } from "../../scripts/local-platform";
import type { SeededAccount } from "./account-pool";

export const LIVE_CHAIR = "Lara Live Chair";
export const LIVE_MEMBER = "Milo Live Member";
export const LIVE_AGENDA = ["Opening and apologies", "Approval of the budget"];
/** The draft resolution of the scheduled meeting, on its second agenda item. */
export const LIVE_RESOLUTION = "Approve the 2027 budget";

export type LiveMeeting = {
  meetingId: string;
  title: string;
  memberEmail: string;
  scheduled: { meetingId: string; title: string };
};
export const liveMeetingsFile = (pool: string) => `${pool}.live-meetings.json`;

/** One meeting per chair (paired with the member of the same rank); answers chair email → meeting. */
export async function writeLiveMeetings(
  persistTo: string,
  chairs: SeededAccount[],
  members: SeededAccount[],
): Promise<Record<string, LiveMeeting>> {
  return withLocalPlatform(persistTo, async (env) => {
    const db = createDb(env.DB);
    const idOf = async (email: string) => {
      const user = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, email))
        .get();
      if (!user) throw new Error(`no account ${email}`);
      return user.id;
    };
    const meetings: Record<string, LiveMeeting> = {};
    for (const [rank, chair] of chairs.entries()) {
      const member = members[rank];
      if (!member) throw new Error("every live chair needs a live member");
      const [chairId, memberId] = [await idOf(chair.email), await idOf(member.email)];
      const organizationId = crypto.randomUUID();
      const meetingId = crypto.randomUUID();
      const scheduledId = crypto.randomUUID();
      const title = `Live board meeting ${meetingId.slice(0, 8)}`;
      const scheduledTitle = `Whole board meeting ${scheduledId.slice(0, 8)}`;
      const now = Date.now();
      const hour = 60 * 60 * 1000;
      const seats = (id: string) =>
        db.insert(schema.meetingParticipants).values([
          { id: crypto.randomUUID(), meetingId: id, userId: chairId, role: "chairperson", isVotingEligible: true },
          { id: crypto.randomUUID(), meetingId: id, userId: memberId, role: "director", isVotingEligible: true },
        ]);
      const agenda = (id: string, started: boolean) =>
        LIVE_AGENDA.map((itemTitle, orderIndex) => ({
          id: crypto.randomUUID(),
          meetingId: id,
          title: itemTitle,
          orderIndex,
          estimatedDurationMinutes: 15,
          status: started && orderIndex === 0 ? ("in_progress" as const) : ("pending" as const),
          startTime: started && orderIndex === 0 ? now : null,
        }));
      const scheduledAgenda = agenda(scheduledId, false);
      const meeting = (id: string, meetingTitle: string, started: boolean) => ({
        id,
        organizationId,
        title: meetingTitle,
        status: started ? ("in_progress" as const) : ("scheduled" as const),
        confidentiality: "confidential" as const,
        scheduledStart: now,
        scheduledEnd: now + 2 * hour,
        actualStart: started ? now : null,
        organizerId: chairId,
        chairpersonId: chairId,
        createdBy: chairId,
      });
      await db.batch([
        db.insert(schema.organizations).values({
          id: organizationId,
          name: `Live Org ${meetingId.slice(0, 8)}`,
          slug: `live-org-${meetingId.slice(0, 8)}`,
          createdBy: chairId,
        }),
        db.insert(schema.organizationMembers).values([
          { id: crypto.randomUUID(), organizationId, userId: chairId, role: "owner" },
          { id: crypto.randomUUID(), organizationId, userId: memberId, role: "member" },
        ]),
        db
          .insert(schema.meetings)
          .values([meeting(meetingId, title, true), meeting(scheduledId, scheduledTitle, false)]),
        seats(meetingId),
        seats(scheduledId),
        db.insert(schema.agendaItems).values([...agenda(meetingId, true), ...scheduledAgenda]),
        db.insert(schema.votes).values({
          id: crypto.randomUUID(),
          organizationId,
          meetingId: scheduledId,
          agendaItemId: scheduledAgenda[1]?.id,
          title: LIVE_RESOLUTION,
          createdBy: chairId,
        }),
      ]);
      meetings[chair.email] = {
        meetingId,
        title,
        memberEmail: member.email,
        scheduled: { meetingId: scheduledId, title: scheduledTitle },
      };
    }
    return meetings;
  });
}
