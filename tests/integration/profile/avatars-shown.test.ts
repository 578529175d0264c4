// A profile photo is shown wherever the person appears (issue 13): each list reads the photo's URL in the query
// that reads the name (no round trip per row), and that URL serves the photo to someone who shares an organisation.
import { describe, expect, it } from "vitest";
import { getAdminUser, listUsers } from "../../../app/.server/admin/users";
import { createCommittee, getCommittee } from "../../../app/.server/committees/committees";
import { loadLiveMeeting } from "../../../app/.server/meetings/live";
import { listParticipants } from "../../../app/.server/meetings/participants";
import { listBoardmates } from "../../../app/.server/organizations/boardmates";
import { listMembers } from "../../../app/.server/organizations/members";
import { loadOrganizationOverview } from "../../../app/.server/organizations/overview";
import { readAvatar, uploadAvatar } from "../../../app/.server/profile/profile";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { actorContext, addMember, createOrganization, createUser } from "../../helpers/factories";
import { PNG_BYTES } from "../../helpers/files";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";

describe("a profile photo", () => {
  it("comes with the person: members, overview, boardmates, committees, participants, live chat, admin", async () => {
    const owner = await createUser({ fullName: "Olive Owner" });
    const pictured = await createUser({ fullName: "Pia Pictured" });
    const org = await createOrganization({ ownerId: owner.id });
    await addMember(org.id, pictured.id, "member");
    const picturedCtx = await actorContext(pictured);
    await uploadAvatar(picturedCtx, new File([PNG_BYTES], "me.png", { type: "image/png" }));
    const { avatarUrl } = (await actorContext(pictured)).actor.user;
    expect(avatarUrl).toMatch(new RegExp(`^/resources/avatar/${pictured.id}\\?v=\\d+$`));
    const ownerCtx = await actorContext(owner);

    const members = await listMembers(ownerCtx, org.id);
    expect(members.members.find((m) => m.userId === pictured.id)?.user.avatarUrl).toBe(avatarUrl);
    expect(members.members.find((m) => m.userId === owner.id)?.user.avatarUrl).toBeNull();
    const overview = await loadOrganizationOverview(ownerCtx, org.id);
    expect(overview.people.find((p) => p.userId === pictured.id)?.avatarUrl).toBe(avatarUrl);
    const boardmates = await listBoardmates(ownerCtx);
    expect(boardmates.people.find((p) => p.userId === pictured.id)?.avatarUrl).toBe(avatarUrl);

    const committee = await createCommittee(
      ownerCtx,
      org.id,
      CommitteeSchema.parse({ name: "Audit", chairId: owner.id, memberIds: [pictured.id] }),
    );
    const detail = await getCommittee(ownerCtx, org.id, committee.id);
    expect(detail.members.find((m) => m.userId === pictured.id)?.avatarUrl).toBe(avatarUrl);

    const meeting = await insertMeeting(org.id, owner.id, { status: "in_progress" });
    await insertParticipant(meeting.id, owner.id, { role: "chairperson" });
    await insertParticipant(meeting.id, pictured.id);
    const participants = await listParticipants(ownerCtx, meeting.id);
    expect(participants.participants.find((p) => p.userId === pictured.id)?.avatarUrl).toBe(avatarUrl);
    const live = await loadLiveMeeting(ownerCtx, meeting.id);
    expect(live.avatars).toEqual({ [pictured.id]: avatarUrl });

    const admin = await actorContext(await createUser({ role: "admin" }));
    const listed = await listUsers(admin, { page: 1, limit: 10, q: pictured.email, filter: "all" });
    expect(listed.users[0]).toMatchObject({ id: pictured.id, avatarUrl });
    expect((await getAdminUser(admin, pictured.id)).user.avatarUrl).toBe(avatarUrl);

    // The URL serves the photo to someone who shares the organisation, and to nobody else.
    const photo = await readAvatar(ownerCtx, pictured.id);
    expect(photo).toBeTruthy();
    const stranger = await actorContext(await createUser());
    await expect(readAvatar(stranger, pictured.id)).rejects.toMatchObject({ status: 404 });
  });
});
