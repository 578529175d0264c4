// The MeetingRoom reached as the live page reaches it, through /realtime/meetings/{id}: presence, chat, the
// speakers' queue, snapshots on reconnect, and a room that comes back with the same state after eviction.
import { env, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { meetingRoom } from "../../../app/.server/meetings/room";
import { schema } from "../../../app/.server/platform/db/client";
import { MEETING_ROOM_TEXTS } from "../../../app/lib/meetings/room-limits";
import { MeetingRoom } from "../../../durable-objects/meeting-room";
import { createRoleBoard, serviceContext } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { joinRoom } from "./room-sockets";

/** A confidential meeting in progress: the owner runs it, the member sits as a director. */
async function meetingInProgress() {
  const { org, users } = await createRoleBoard({ seats: ["owner", "member"], names: { member: "Dana Director" } });
  const meeting = await insertMeeting(org.id, users.owner.id, {
    status: "in_progress",
    confidentiality: "confidential",
  });
  const seat = await insertParticipant(meeting.id, users.member.id);
  return { org, users, meeting, seat };
}

const seatRow = (id: string) =>
  serviceContext().db.select().from(schema.meetingParticipants).where(eq(schema.meetingParticipants.id, id)).get();

describe("MeetingRoom presence and chat", () => {
  it("two sockets see each other join, chat and leave; attendance and chat are written to D1", async () => {
    const { users, meeting, seat } = await meetingInProgress();
    const chair = await joinRoom(users.owner.id, meeting.id);
    const first = await chair.next("snapshot");
    expect(first.you).toEqual({ userId: users.owner.id, canManage: true, listener: false });
    expect(first.snapshot.participants.map((p) => p.userId)).toEqual([users.owner.id]);

    const member = await joinRoom(users.member.id, meeting.id, "present");
    const seen = await member.next("snapshot");
    expect(seen.you).toMatchObject({ canManage: false, listener: false });
    expect(seen.snapshot.participants.map((p) => p.name)).toContain("Dana Director");
    const joined = await chair.next("participant_joined");
    expect(joined.participant).toMatchObject({ userId: users.member.id, status: "present", role: "director" });

    member.send({ type: "chat", message: "  Hello board  " });
    const chat = await chair.next("chat");
    expect(chat.message).toMatchObject({ userId: users.member.id, userName: "Dana Director", message: "Hello board" });
    expect((await member.next("chat")).message.id).toBe(chat.message.id);
    const stored = await serviceContext()
      .db.select()
      .from(schema.meetingChatMessages)
      .where(eq(schema.meetingChatMessages.meetingId, meeting.id))
      .all();
    expect(stored.map((row) => [row.message, row.userName])).toEqual([["Hello board", "Dana Director"]]);

    member.send({ type: "presence", microphoneEnabled: true, speaking: true });
    expect((await chair.next("participant_updated")).participant).toMatchObject({
      microphoneEnabled: true,
      speaking: true,
    });
    const attended = await seatRow(seat.id);
    expect(attended?.presence).toBe("present");
    expect(attended?.checkInTime).toBeGreaterThan(0);

    member.close();
    expect((await chair.next("participant_left")).userId).toBe(users.member.id);
    expect((await seatRow(seat.id))?.leftAt).toBeGreaterThan(0);
    chair.close();
  });

  it("the speakers' queue: a member raises a hand, only the chair gives the floor, next speaker moves on", async () => {
    const { users, meeting } = await meetingInProgress();
    const chair = await joinRoom(users.owner.id, meeting.id);
    const member = await joinRoom(users.member.id, meeting.id);
    await member.next("snapshot");

    member.send({ type: "raise_hand" });
    const raised = await chair.next("queue");
    expect(raised.queue.map((speaker) => speaker.name)).toEqual(["Dana Director"]);
    expect(raised.floor).toBeNull();

    member.send({ type: "give_floor", userId: users.member.id });
    expect(await member.next("error")).toEqual({ type: "error", message: MEETING_ROOM_TEXTS.chairOnly });
    chair.send({ type: "give_floor", userId: users.owner.id });
    expect((await chair.next("error")).message).toBe(MEETING_ROOM_TEXTS.notInQueue);

    chair.send({ type: "give_floor", userId: users.member.id });
    const given = await member.next("queue", (frame) => frame.floor !== null);
    expect(given.floor?.userId).toBe(users.member.id);
    expect(given.queue).toEqual([]);

    chair.send({ type: "next_speaker" });
    expect(await member.next("queue", (frame) => frame.floor === null)).toMatchObject({ queue: [], floor: null });
    chair.close();
    member.close();
  });

  it("a reconnecting client first gets the full snapshot: presence, queue and the last chat messages", async () => {
    const { users, meeting } = await meetingInProgress();
    const member = await joinRoom(users.member.id, meeting.id);
    await member.next("snapshot");
    let chair = await joinRoom(users.owner.id, meeting.id);
    await chair.next("snapshot");
    member.send({ type: "raise_hand" });
    member.send({ type: "chat", message: "While you were away" });
    await member.next("chat");
    chair.close();
    await member.next("participant_left");

    chair = await joinRoom(users.owner.id, meeting.id);
    const { snapshot } = await chair.next("snapshot");
    expect(snapshot.queue.map((speaker) => speaker.userId)).toEqual([users.member.id]);
    expect(snapshot.chat.map((message) => message.message)).toEqual(["While you were away"]);
    expect(
      snapshot.participants
        .filter((p) => p.connected)
        .map((p) => p.userId)
        .sort(),
    ).toEqual([users.owner.id, users.member.id].sort());
    chair.close();
    member.close();
  });

  it("a new instance of the room (after eviction) has the same queue, presence and chat", async () => {
    const { users, meeting } = await meetingInProgress();
    const member = await joinRoom(users.member.id, meeting.id);
    await member.next("snapshot");
    member.send({ type: "raise_hand" });
    await member.next("queue");
    member.send({ type: "chat", message: "Kept across eviction" });
    await member.next("chat");

    const before = await meetingRoom(env, meeting.id).snapshot();
    const after = await runInDurableObject(meetingRoom(env, meeting.id), (_room: MeetingRoom, state) =>
      new MeetingRoom(state, env).snapshot(),
    );
    expect(after).toEqual(before);
    expect(after.queue.map((speaker) => speaker.userId)).toEqual([users.member.id]);
    expect(after.chat.map((message) => message.message)).toEqual(["Kept across eviction"]);
    expect(after.participants.map((p) => p.userId)).toEqual([users.member.id]);
    member.close();
  });
});

describe("MeetingRoom bad frames", () => {
  it("answers each bad frame with an error frame, limits chat to 5 messages in 5 s, and stays up", async () => {
    const { users, meeting } = await meetingInProgress();
    const member = await joinRoom(users.member.id, meeting.id);
    await member.next("snapshot");
    for (const bad of [
      "not json",
      { type: "shout" },
      { type: "chat", message: "   " },
      { type: "chat", message: "x".repeat(2001) },
      { type: "give_floor" },
      { type: "presence", cameraEnabled: "yes" },
    ]) {
      member.send(bad);
      expect(await member.next("error")).toEqual({ type: "error", message: MEETING_ROOM_TEXTS.invalidFrame });
    }
    for (let n = 1; n <= 6; n++) member.send({ type: "chat", message: `Message ${n}` });
    for (let n = 1; n <= 5; n++) expect((await member.next("chat")).message.message).toBe(`Message ${n}`);
    expect((await member.next("error")).message).toBe(MEETING_ROOM_TEXTS.chatTooFast);
    member.send({ type: "ping" });
    expect(await member.next("pong")).toEqual({ type: "pong" });
    member.close();
  });
});
