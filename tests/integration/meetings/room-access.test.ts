// Who may open a meeting's live room (the meeting guard, before any upgrade), the services' events reaching the
// sockets through tellMeeting, the live page's no-JavaScript posts, and an AGM's listeners on a listener shard.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actInMeetingRoom, meetingRoomSnapshot, tellMeeting } from "../../../app/.server/meetings/room";
import { schema } from "../../../app/.server/platform/db/client";
import { MEETING_MESSAGES } from "../../../app/lib/meetings/messages";
import { MEETING_ROOM_PATH_PREFIX, MEETING_ROOM_TEXTS } from "../../../app/lib/meetings/room-limits";
import {
  actorContext,
  addMember,
  callWorker,
  createRoleBoard,
  createUser,
  serviceContext,
  signedInHeaders,
} from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";
import { joinRoom, upgradeStatus } from "./room-sockets";

describe("who joins a meeting's live room", () => {
  it("refuses a member who may not see the meeting and an outsider with 404, and no session with 401", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, {
      status: "in_progress",
      confidentiality: "confidential",
    });
    const outsider = await createUser();
    await createRoleBoard({ seats: ["owner"] }).then(({ org: other }) => addMember(other.id, outsider.id, "admin"));
    expect(await upgradeStatus(users.member.id, meeting.id)).toBe(404);
    expect(await upgradeStatus(outsider.id, meeting.id)).toBe(404);
    expect(await upgradeStatus(users.owner.id, "no-such-meeting")).toBe(404);
    const malformed = await signedInHeaders(users.owner.id);
    malformed.set("Upgrade", "websocket");
    expect((await callWorker(`${MEETING_ROOM_PATH_PREFIX}%E0%A4%A`, { headers: malformed })).status).toBe(404);
    expect(await upgradeStatus(users.owner.id, meeting.id)).toBe(101);
  });

  it("a public meeting's non-participant member joins as a listener, not in the presence list", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "in_progress", confidentiality: "public" });
    await insertParticipant(meeting.id, users.member.id);
    const director = await joinRoom(users.member.id, meeting.id);
    await director.next("snapshot");
    const listener = await joinRoom(users.viewer.id, meeting.id);
    const { you, snapshot } = await listener.next("snapshot");
    expect(you).toEqual({ userId: users.viewer.id, canManage: false, listener: true });
    expect(snapshot.participants.map((p) => p.userId)).toEqual([users.member.id]);
    listener.send({ type: "raise_hand" });
    expect((await listener.next("error")).message).toBe(MEETING_ROOM_TEXTS.listenersWatchOnly);
    listener.send({ type: "chat", message: "Can I speak?" });
    expect((await listener.next("error")).message).toBe(MEETING_ROOM_TEXTS.listenersWatchOnly);
    const post = actInMeetingRoom(await actorContext(users.viewer), meeting.id, { intent: "raise_hand" });
    expect((await rejection(post)).status).toBe(403);
    director.close();
    listener.close();
  });
});

describe("the services and the live page's posts reach the room", () => {
  it("tellMeeting events reach every socket and are in the next snapshot", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "in_progress" });
    await insertParticipant(meeting.id, users.member.id);
    const member = await joinRoom(users.member.id, meeting.id);
    await member.next("snapshot");
    const ctx = serviceContext();
    const items = [{ id: "item-1", status: "in_progress" as const, startTime: 1_000, endTime: null }];
    await tellMeeting(ctx, meeting.id, { type: "agenda_changed", currentItemId: "item-1", items });
    expect((await member.next("event")).event).toEqual({ type: "agenda_changed", currentItemId: "item-1", items });
    await tellMeeting(ctx, meeting.id, { type: "vote_opened", voteId: "vote-1", title: "Approve the budget" });
    await tellMeeting(ctx, meeting.id, { type: "vote_turnout", voteId: "vote-1", cast: 3, eligible: 7 });
    expect((await member.next("event", (f) => f.event.type === "vote_turnout")).event).toMatchObject({ cast: 3 });

    const snapshot = await meetingRoomSnapshot(ctx, meeting.id);
    expect(snapshot?.agenda?.currentItemId).toBe("item-1");
    expect(snapshot?.votes).toEqual([{ voteId: "vote-1", title: "Approve the budget", cast: 3, eligible: 7 }]);

    await tellMeeting(ctx, meeting.id, { type: "vote_closed", voteId: "vote-1", title: "Budget", result: "passed" });
    await member.next("event", (f) => f.event.type === "vote_closed");
    const closed = await meetingRoomSnapshot(ctx, meeting.id);
    expect(closed?.votes).toEqual([]);
    expect(closed?.lastClosedVote).toEqual({ voteId: "vote-1", title: "Budget", result: "passed" });
    member.close();
  });

  it("a no-JavaScript raise hand and chat message reach the sockets; chat is rate limited with a 429", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "in_progress" });
    await insertParticipant(meeting.id, users.member.id);
    const chair = await joinRoom(users.owner.id, meeting.id);
    await chair.next("snapshot");
    const ctx = await actorContext(users.member);
    await actInMeetingRoom(ctx, meeting.id, { intent: "raise_hand" });
    expect((await chair.next("queue")).queue.map((s) => s.userId)).toEqual([users.member.id]);
    await actInMeetingRoom(ctx, meeting.id, { intent: "chat", message: "Posted without JavaScript" });
    expect((await chair.next("chat")).message.message).toBe("Posted without JavaScript");
    for (let n = 0; n < 4; n++) await actInMeetingRoom(ctx, meeting.id, { intent: "chat", message: `More ${n}` });
    const refused = await rejection(actInMeetingRoom(ctx, meeting.id, { intent: "chat", message: "Too many" }));
    expect([refused.status, refused.message]).toEqual([429, MEETING_ROOM_TEXTS.chatTooFast]);
    chair.close();
  });
});

describe("outside a meeting in progress", () => {
  it("presence is shown, but a hand or chat message is refused: 'No active session for this meeting'", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "scheduled" });
    await insertParticipant(meeting.id, users.member.id);
    const member = await joinRoom(users.member.id, meeting.id);
    expect((await member.next("snapshot")).snapshot.status).toBe("scheduled");
    member.send({ type: "raise_hand" });
    expect((await member.next("error")).message).toBe(MEETING_MESSAGES.noActiveSession);
    member.send({ type: "chat", message: "Early" });
    expect((await member.next("error")).message).toBe(MEETING_MESSAGES.noActiveSession);
    const post = await rejection(
      actInMeetingRoom(await actorContext(users.member), meeting.id, { intent: "chat", message: "Early" }),
    );
    expect([post.status, post.message]).toEqual([409, MEETING_MESSAGES.noActiveSession]);
    member.close();
  });
});

describe("when the meeting starts", () => {
  it("records the attendance of everyone already in the room", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "scheduled" });
    const seat = await insertParticipant(meeting.id, users.member.id);
    const member = await joinRoom(users.member.id, meeting.id, "present");
    await member.next("snapshot");
    const seatNow = () =>
      serviceContext().db.query.meetingParticipants.findFirst({ where: (p, { eq }) => eq(p.id, seat.id) });
    expect((await seatNow())?.presence).toBeNull();

    await serviceContext()
      .db.update(schema.meetings)
      .set({ status: "in_progress" })
      .where(eq(schema.meetings.id, meeting.id));
    await tellMeeting(serviceContext(), meeting.id, { type: "meeting_status", status: "in_progress", at: Date.now() });
    expect(await seatNow()).toMatchObject({ presence: "present", checkInTime: expect.any(Number) });
    member.send({ type: "raise_hand" });
    expect((await member.next("queue")).queue.map((s) => s.userId)).toEqual([users.member.id]);
    member.close();
  });
});

describe("an AGM's listener shards", () => {
  it("past the room's listener limit a listener goes to a shard, which the room feeds every event", async () => {
    // The test environment sets MEETING_ROOM_LISTENERS_PER_ROOM to 1: the second listener goes to shard 1.
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer"] });
    const meeting = await insertMeeting(org.id, users.owner.id, {
      status: "in_progress",
      confidentiality: "public",
      meetingType: "agm",
    });
    const audience = await createUser();
    await addMember(org.id, audience.id, "viewer");
    const chair = await joinRoom(users.owner.id, meeting.id);
    await chair.next("snapshot");
    const inRoom = await joinRoom(users.viewer.id, meeting.id);
    await inRoom.next("snapshot");
    const onShard = await joinRoom(audience.id, meeting.id);
    const { you, snapshot } = await onShard.next("snapshot");
    expect(you.listener).toBe(true);
    expect(snapshot.participants.map((p) => p.userId)).toEqual([users.owner.id]);

    chair.send({ type: "chat", message: "Welcome to the AGM" });
    for (const listener of [inRoom, onShard]) {
      expect((await listener.next("chat")).message.message).toBe("Welcome to the AGM");
    }
    await tellMeeting(serviceContext(), meeting.id, { type: "meeting_status", status: "completed", at: 5 });
    expect((await onShard.next("event")).event).toEqual({ type: "meeting_status", status: "completed", at: 5 });
    for (const socket of [chair, inRoom, onShard]) socket.close();
  });
});
