// Meetings in progress for the live room's Playwright tests, written before the server starts (like the reader's
// documents: a second process writing the local database while the server runs makes its writes fail). Each
// "Lara Live Chair" of the account pool owns an organisation holding one meeting in progress, where the "Milo
// Live Member" of the same rank sits as a director; the agenda's first item is under way.
import { eq } from "drizzle-orm";
import { createDb, schema } from "../../app/.server/platform/db/client";
import { withLocalPlatform } from "../../scripts/local-platform";
import type { SeededAccount } from "./account-pool";

export const LIVE_CHAIR = "Lara Live Chair";
export const LIVE_MEMBER = "Milo Live Member";
export const LIVE_AGENDA = ["Opening and apologies", "Approval of the budget"];

export type LiveMeeting = { meetingId: string; title: string; memberEmail: string };
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
      const title = `Live board meeting ${meetingId.slice(0, 8)}`;
      const now = Date.now();
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
        db.insert(schema.meetings).values({
          id: meetingId,
          organizationId,
          title,
          status: "in_progress",
          confidentiality: "confidential",
          scheduledStart: now,
          scheduledEnd: now + 2 * 60 * 60 * 1000,
          actualStart: now,
          organizerId: chairId,
          chairpersonId: chairId,
          createdBy: chairId,
        }),
        db.insert(schema.meetingParticipants).values([
          { id: crypto.randomUUID(), meetingId, userId: chairId, role: "chairperson", isVotingEligible: true },
          { id: crypto.randomUUID(), meetingId, userId: memberId, role: "director", isVotingEligible: true },
        ]),
        db.insert(schema.agendaItems).values(
          LIVE_AGENDA.map((itemTitle, orderIndex) => ({
            id: crypto.randomUUID(),
            meetingId,
            title: itemTitle,
            orderIndex,
            estimatedDurationMinutes: 15,
            status: orderIndex === 0 ? ("in_progress" as const) : ("pending" as const),
            startTime: orderIndex === 0 ? now : null,
          })),
        ),
      ]);
      meetings[chair.email] = { meetingId, title, memberEmail: member.email };
    }
    return meetings;
  });
}
