// A ballot is a write to the organisation: once it is archived, a meeting's vote and a written resolution refuse
// ballots with the archived organisation's 409, and nothing is recorded.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { castBallot, createResolution, openVote } from "../../../app/.server/meetings/votes";
import { schema } from "../../../app/.server/platform/db/client";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { ORGANIZATION_MESSAGES } from "../../../app/lib/organizations/constants";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const input = (fields: Record<string, unknown> = {}) =>
  ResolutionSchema.parse({ title: "Approve the budget", allowAbstention: "on", ...fields });

const archive = (organizationId: string) =>
  serviceContext()
    .db.update(schema.organizations)
    .set({ status: "archived" })
    .where(eq(schema.organizations.id, organizationId));

const turnoutOf = (voteId: string) =>
  serviceContext().db.select().from(schema.voteTurnout).where(eq(schema.voteTurnout.voteId, voteId)).all();

describe("ballots in an archived organisation", () => {
  it("are refused in a meeting's vote and in a written resolution, and nothing is recorded", async () => {
    const { ctx, org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "in_progress" });
    await insertParticipant(meeting.id, users.member.id, { presence: "present" });
    const inMeeting = await createResolution(ctx, { meetingId: meeting.id }, input());
    const written = await createResolution(
      ctx,
      { organizationRef: org.id },
      input({ deadline: Date.now() + 60 * 60 * 1000 }),
    );
    await openVote(ctx, inMeeting.id);
    await openVote(ctx, written.id);
    await archive(org.id);

    const member = await actorContext(users.member);
    for (const voteId of [inMeeting.id, written.id]) {
      const refused = await rejection(castBallot(member, voteId, { choice: "for" }));
      expect(refused).toMatchObject({ status: 409, message: ORGANIZATION_MESSAGES.archived });
      expect(await turnoutOf(voteId)).toEqual([]);
    }
  });
});
