// The live room's doors by role and confidentiality: the socket upgrade, the live page's loader and its form posts.
// Outside the organisation, or inside without sight of the meeting, every door is a 404 that shows nothing; a
// public meeting's members who are not seated join as listeners, who watch (200, 101) but cannot act (403).
import { describe, expect, it } from "vitest";
import { loadLiveMeeting } from "../../../app/.server/meetings/live";
import { actInMeetingRoom } from "../../../app/.server/meetings/room";
import type { MeetingConfidentiality } from "../../../app/lib/meetings/constants";
import { actorContext, createRoleBoard } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { upgradeStatus } from "../meetings/room-sockets";

type Doors = { upgrade: number; page: number; act: number };
const status = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );

async function doorsByRole(confidentiality: MeetingConfidentiality) {
  const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
  const meeting = await insertMeeting(org.id, users.owner.id, {
    status: "in_progress",
    confidentiality,
    organizerId: null,
    createdBy: users.owner.id,
  });
  // The viewer is seated; nobody else is.
  await insertParticipant(meeting.id, users.viewer.id);
  const doors: Record<string, Doors> = {};
  for (const [seat, user] of Object.entries(users)) {
    const ctx = await actorContext(user);
    doors[seat] = {
      upgrade: await upgradeStatus(user.id, meeting.id),
      page: await status(loadLiveMeeting(ctx, meeting.id)),
      act: await status(actInMeetingRoom(ctx, meeting.id, { intent: "raise_hand" })),
    };
  }
  return doors;
}

const joins: Doors = { upgrade: 101, page: 200, act: 200 };
const listens: Doors = { upgrade: 101, page: 200, act: 403 };
const refused: Doors = { upgrade: 404, page: 404, act: 404 };

describe("the live room's doors", () => {
  it("confidential: seats, owners and admins join; other members and outsiders get 404", async () => {
    expect(await doorsByRole("confidential")).toEqual({
      owner: joins,
      admin: joins,
      member: refused,
      viewer: joins,
      outsider: refused,
    });
  });

  it("public: unseated members listen, seats and managers join, outsiders get 404", async () => {
    expect(await doorsByRole("public")).toEqual({
      owner: joins,
      admin: joins,
      member: listens,
      viewer: joins,
      outsider: refused,
    });
  });

  it("restricted: only the seated join, not even the organisation's owner", async () => {
    expect(await doorsByRole("restricted")).toEqual({
      owner: refused,
      admin: refused,
      member: refused,
      viewer: joins,
      outsider: refused,
    });
  });
});
