// The producers issue 12 lists that producers.test.ts does not already cover: a meeting changed (every change its
// attendees act on, named, once per edit), a vote closing, a board pack published, an organisation invitation
// accepted and a vault invitation. Each reaches the people it should and never the actor.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addPaper } from "../../../app/.server/board-packs/contents";
import { createBoardPack, publishBoardPack } from "../../../app/.server/board-packs/packs";
import { scheduleMeeting } from "../../../app/.server/meetings/lifecycle";
import { createMeeting, updateMeeting } from "../../../app/.server/meetings/meetings";
import { castBallot, createResolution, openVote } from "../../../app/.server/meetings/votes";
import { runDeadlineNotices } from "../../../app/.server/notifications/deadlines";
import { acceptInvitation, inviteMembers } from "../../../app/.server/organizations/invitations";
import { schema } from "../../../app/.server/platform/db/client";
import { createVault } from "../../../app/.server/vaults/create";
import { inviteToVault } from "../../../app/.server/vaults/invitations";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { ResolutionSchema } from "../../../app/lib/meetings/vote-schemas";
import { CreateVaultSchema } from "../../../app/lib/vaults/schemas";
import {
  actorContext,
  addMember,
  createRoleBoard,
  createUser,
  serviceContext,
  tokenFromMailbox,
} from "../../helpers/factories";
import { insertParticipant, meetingFormInput } from "../../helpers/meetings";
import { insertDocument } from "../board-packs/fixtures";
import { notificationsOf } from "./delivery-fixtures";

const titles = async (userId: string) => (await notificationsOf(userId)).map((row) => row.title).sort();

describe("meeting changed", () => {
  it("names what changed for the attendees, once per edit, and stays quiet for other edits", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { id } = await createMeeting(ctx, org.id, meetingFormInput());
    await insertParticipant(id, users.member.id);
    await scheduleMeeting(ctx, id);
    const changes = async () => (await titles(users.member.id)).filter((title) => title.startsWith("Meeting changed"));

    // The same length an hour later is a new time; somewhere else too.
    await updateMeeting(
      ctx,
      id,
      meetingFormInput({
        scheduledStart: "2030-03-10T11:00",
        scheduledEnd: "2030-03-10T13:30",
        venueName: "Oslo office",
      }),
    );
    expect(await changes()).toEqual(["Meeting changed (time and location): Quarterly board"]);

    // Only the description: nothing an attendee acts on.
    const later = { scheduledStart: "2030-03-10T11:00", scheduledEnd: "2030-03-10T13:30", venueName: "Oslo office" };
    await updateMeeting(ctx, id, meetingFormInput({ ...later, description: "Bring the budget." }));
    expect(await changes()).toHaveLength(1);

    // A longer meeting online under a new name: duration, link and title, under the new name.
    await updateMeeting(
      ctx,
      id,
      meetingFormInput({
        ...later,
        scheduledEnd: "2030-03-10T15:00",
        virtualMeetingUrl: "https://meet.example.org/board",
        title: "Budget board",
      }),
    );
    expect(await changes()).toEqual([
      "Meeting changed (duration, meeting link and title): Budget board",
      "Meeting changed (time and location): Quarterly board",
    ]);
    expect(await titles(users.owner.id)).toEqual([]);
  });

  it("tells nobody about edits to a draft, which has invited nobody yet", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { id } = await createMeeting(ctx, org.id, meetingFormInput());
    await insertParticipant(id, users.member.id);
    await updateMeeting(
      ctx,
      id,
      meetingFormInput({ scheduledStart: "2030-03-11T10:00", scheduledEnd: "2030-03-11T12:30" }),
    );
    expect(await titles(users.member.id)).toEqual([]);
  });
});

describe("vote closing", () => {
  it("tells the voters who have not voted, once, when the deadline nears; the opener not of the opening", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner"] });
    const [ada, ben] = [await createUser({ fullName: "Ada" }), await createUser({ fullName: "Ben" })];
    await addMember(org.id, ada.id, "member");
    await addMember(org.id, ben.id, "member");
    const { id: meetingId } = await createMeeting(ctx, org.id, meetingFormInput());
    await insertParticipant(meetingId, ada.id, { presence: "present" });
    await insertParticipant(meetingId, ben.id, { presence: "present" });
    const { id } = await createResolution(ctx, { meetingId }, ResolutionSchema.parse({ title: "Adopt the plan" }));
    await openVote(ctx, id);
    await castBallot(await actorContext(ada), id, { choice: "for" });
    await ctx.db
      .update(schema.votes)
      .set({ deadline: Date.now() + 3 * 60 * 60_000 })
      .where(eq(schema.votes.id, id));
    await runDeadlineNotices(serviceContext(), Date.now());
    await runDeadlineNotices(serviceContext(), Date.now());
    expect(await titles(ben.id)).toEqual(["Vote closing soon: Adopt the plan", "Vote open: Adopt the plan"]);
    expect(await titles(ada.id)).toEqual(["Vote open: Adopt the plan"]);
    // The owner chairs (a voting seat) and opened the vote: told it closes, not that it opened.
    expect(await titles(users.owner.id)).toEqual(["Vote closing soon: Adopt the plan"]);
  });
});

describe("board pack published", () => {
  it("reaches the organisation's members but the publisher and outsiders", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner", "member", "viewer", "outsider"] });
    const paper = await insertDocument(org.id, users.owner.id, { title: "Budget", visibility: "organization" });
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "March pack" }));
    await addPaper(ctx, id, { assetId: paper });
    await publishBoardPack(ctx, id);
    for (const reader of [users.member, users.viewer])
      expect(await titles(reader.id)).toEqual(["Board pack published: March pack"]);
    expect(await titles(users.owner.id)).toEqual([]);
    expect(await titles(users.outsider.id)).toEqual([]);
  });
});

describe("invitations", () => {
  it("an accepted organisation invitation tells whoever sent it", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner"] });
    const invitee = await createUser({ fullName: "Ivy Invitee" });
    await inviteMembers(ctx, org.id, [
      { email: invitee.email, role: "member", expiresInHours: 72, personalMessage: "" },
    ]);
    await acceptInvitation(await actorContext(invitee), await tokenFromMailbox(invitee.email));
    expect(await titles(users.owner.id)).toEqual([`Ivy Invitee joined ${org.name}`]);
    expect(await titles(invitee.id)).toEqual([]);
  });

  it("a vault invitation tells the member invited", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const vault = await createVault(ctx, CreateVaultSchema.parse({ organizationId: org.id, name: "Audit vault" }));
    await inviteToVault(ctx, vault.id, { email: users.member.email, role: "viewer" });
    expect(await titles(users.member.id)).toEqual(["You are invited to the vault Audit vault"]);
    expect(await titles(users.owner.id)).toEqual([]);
  });
});
