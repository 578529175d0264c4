import { describe, expect, it } from "vitest";
import { requireMeeting } from "../../../app/.server/meetings/access";
import { meetingHeader, meetingOverview } from "../../../app/.server/meetings/detail";
import { createDb } from "../../../app/.server/platform/db/client";
import { quorumOf } from "../../../app/lib/meetings/quorum";
import { actorContext, addMember, createRoleBoard, createUser } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";
import { countingDatabase } from "../../helpers/round-trips";

describe("who sees a meeting", () => {
  it("follows confidentiality: public to all, confidential to seats and managers, restricted to seats", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const seated = await createUser();
    await addMember(org.id, seated.id, "viewer");
    const guest = await createUser();
    await addMember(org.id, guest.id, "member");
    const sees = async (confidentiality: "public" | "confidential" | "restricted" | "board_only") => {
      const meeting = await insertMeeting(org.id, users.owner.id, { confidentiality, organizerId: null });
      await insertParticipant(meeting.id, seated.id);
      await insertParticipant(meeting.id, guest.id, { role: "guest", isVotingEligible: false });
      const result: Record<string, boolean> = {};
      for (const [name, user] of Object.entries({ ...users, seated, guest })) {
        result[name] = await requireMeeting(await actorContext(user), meeting.id).then(
          () => true,
          () => false,
        );
      }
      return result;
    };
    expect(await sees("public")).toEqual({
      owner: true,
      admin: true,
      member: true,
      viewer: true,
      seated: true,
      guest: true,
    });
    expect(await sees("confidential")).toEqual({
      owner: true,
      admin: true,
      member: false,
      viewer: false,
      seated: true,
      guest: true,
    });
    expect(await sees("board_only")).toEqual({
      owner: true,
      admin: true,
      member: true,
      viewer: false,
      seated: true,
      guest: false,
    });
    expect(await sees("restricted")).toEqual({
      owner: false,
      admin: false,
      member: false,
      viewer: false,
      seated: true,
      guest: true,
    });
  });

  it("answers 404 across organisations and 403 to a seat that may not run it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { confidentiality: "public" });
    expect(await rejection(requireMeeting(await actorContext(users.outsider), meeting.id))).toMatchObject({
      status: 404,
      message: "Meeting not found",
    });
    expect(await rejection(requireMeeting(await actorContext(users.member), meeting.id, "manage"))).toMatchObject({
      status: 403,
    });
    const access = await requireMeeting(await actorContext(users.owner), meeting.id, "manage");
    expect(access.canManage).toBe(true);
  });
});

describe("quorum", () => {
  it("counts present and virtual voting-eligible seats against the threshold", () => {
    const seats = [
      { isVotingEligible: true, presence: "present" as const },
      { isVotingEligible: true, presence: "virtual" as const },
      { isVotingEligible: true, presence: "late" as const },
      { isVotingEligible: true, presence: null },
      { isVotingEligible: true, presence: "absent" as const },
      { isVotingEligible: false, presence: "present" as const },
    ];
    expect(quorumOf({ requiresQuorum: true, quorumThreshold: 0.5 }, seats)).toMatchObject({
      eligible: 5,
      present: 2,
      needed: 3,
      met: false,
      thresholdPercent: 50,
    });
    expect(quorumOf({ requiresQuorum: true, quorumThreshold: 0.4 }, seats).met).toBe(true);
    expect(quorumOf({ requiresQuorum: true, quorumThreshold: 0.6 }, seats.slice(0, 5)).needed).toBe(3);
    expect(quorumOf({ requiresQuorum: false, quorumThreshold: 0.5 }, [])).toMatchObject({ met: true, needed: 0 });
  });
});

describe("a meeting page's reads", () => {
  it("run in one round trip with the guard, the actor's seat read with them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { confidentiality: "confidential" });
    const seat = await insertParticipant(meeting.id, users.member.id);
    await insertAgenda(meeting.id, ["Opening", "Accounts"]);
    const counted = countingDatabase();
    const member = { ...(await actorContext(users.member)), db: createDb(counted.database) };
    const header = await meetingHeader(member, meeting.id);
    const overview = await meetingOverview(member, meeting.id);
    expect(counted.roundTrips()).toBe(2);
    expect([header.myParticipantId, header.canManage]).toEqual([seat.id, false]);
    expect(overview.agenda.map((item) => item.title)).toEqual(["Opening", "Accounts"]);
    // Not seated, not a manager: a confidential meeting is not theirs to see, whatever was read alongside.
    const { users: others } = await createRoleBoard({ seats: ["member"] });
    await addMember(org.id, others.member.id, "member");
    expect(await rejection(meetingOverview(await actorContext(others.member), meeting.id))).toMatchObject({
      status: 404,
    });
  });
});
