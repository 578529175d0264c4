// Each producer wired to notify(): the people a user would expect are told, the actor is not, and nobody outside
// the organisation or without access hears of it.
import { describe, expect, it } from "vitest";
import { createAnnotation, createReply } from "../../../app/.server/annotations/annotations";
import { signIn } from "../../../app/.server/auth/accounts";
import { createApiToken } from "../../../app/.server/auth/api-tokens";
import { cancelMeeting, scheduleMeeting } from "../../../app/.server/meetings/lifecycle";
import { answerRsvp } from "../../../app/.server/meetings/participants";
import { scheduleOrganizationDeletion } from "../../../app/.server/organizations/deletion";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { actorContext, addMember, createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { highlight, insertDocument } from "../annotations/documents";
import { notificationsOf } from "./delivery-fixtures";

const titles = async (userId: string) => (await notificationsOf(userId)).map((row) => row.title);

async function board() {
  const owner = await createUser({ fullName: "Olivia Owner" });
  const member = await createUser({ fullName: "Max Member" });
  const organization = await createOrganization({ ownerId: owner.id });
  await addMember(organization.id, member.id, "member");
  return { owner, member, organization };
}

describe("producers", () => {
  it("meeting scheduled and cancelled reach the participants, not the actor", async () => {
    const { owner, member, organization } = await board();
    const meeting = await insertMeeting(organization.id, owner.id, { status: "draft", title: "Strategy day" });
    await insertParticipant(meeting.id, owner.id);
    await insertParticipant(meeting.id, member.id);
    const ctx = await actorContext(owner);
    await scheduleMeeting(ctx, meeting.id);
    expect(await titles(member.id)).toEqual(["Meeting scheduled: Strategy day"]);
    await cancelMeeting(ctx, meeting.id);
    expect((await titles(member.id)).sort()).toEqual(["Meeting scheduled: Strategy day", "Strategy day was cancelled"]);
    expect(await titles(owner.id)).toEqual([]);
  });

  it("an RSVP answer reaches the organiser", async () => {
    const { owner, member, organization } = await board();
    const meeting = await insertMeeting(organization.id, owner.id, { title: "Audit review" });
    await insertParticipant(meeting.id, member.id);
    await answerRsvp(await actorContext(member), meeting.id, "accepted");
    expect(await titles(owner.id)).toEqual(["Max Member answered yes: Audit review"]);
    expect(await titles(member.id)).toEqual([]);
  });

  it("scheduling an organisation's deletion tells every other member, critically", async () => {
    const { owner, member, organization } = await board();
    const outsider = await createUser();
    await scheduleOrganizationDeletion(await actorContext(owner), organization.id);
    const [row] = await notificationsOf(member.id);
    expect(row.title).toBe(`${organization.name} is scheduled for deletion`);
    expect(row.priority).toBe("critical");
    expect(await notificationsOf(owner.id)).toEqual([]);
    expect(await notificationsOf(outsider.id)).toEqual([]);
  });

  it("security: an API token created, and a sign-in from a browser the account has not used", async () => {
    const user = await createUser();
    await createApiToken(await actorContext(user), "Nightly export");
    expect(await titles(user.id)).toEqual(["API token created: Nightly export"]);
    const from = (userAgent: string) => ({ ...serviceContext(), meta: { ip: "198.18.9.9", userAgent } });
    const input = { email: user.email, password: user.password, redirectTo: undefined };
    await signIn(from("Firefox on Linux"), input);
    await signIn(from("Firefox on Linux"), input);
    await signIn(from("Safari on iPhone"), input);
    const signIns = (await titles(user.id)).filter((title) => title === "New sign-in to your account");
    expect(signIns).toHaveLength(2);
  });

  it("annotation replies reach the thread; mentions reach members who may open the document", async () => {
    const { owner, member, organization } = await board();
    const outsider = await createUser();
    const documentId = await insertDocument(organization.id, owner.id);
    const annotation = await createAnnotation(
      await actorContext(owner),
      documentId,
      CreateAnnotationSchema.parse(
        highlight({ content: { text: `Please check @${member.email} and @${outsider.email}` } }),
      ),
    );
    expect(await titles(member.id)).toEqual(["Olivia Owner mentioned you in an annotation"]);
    expect(await notificationsOf(outsider.id)).toEqual([]);
    await createReply(await actorContext(member), annotation.id, { content: "Checked, figures agree." });
    expect(await titles(owner.id)).toEqual(["Max Member replied to an annotation"]);
    expect(await notificationsOf(outsider.id)).toEqual([]);
  });
});
