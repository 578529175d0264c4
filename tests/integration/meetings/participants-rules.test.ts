import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rsvpTokenFor, rsvpTokenHash } from "../../../app/.server/meetings/invitations-email";
import {
  answerRsvp,
  answerRsvpByToken,
  declareConflict,
  inviteParticipants,
  listParticipants,
  participationRates,
  removeParticipant,
  updateParticipant,
} from "../../../app/.server/meetings/participants";
import { schema } from "../../../app/.server/platform/db/client";
import { InviteParticipantsSchema } from "../../../app/lib/meetings/participant-schemas";
import { actorContext, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const db = () => serviceContext().db;
const seatOf = (id: string) =>
  db().select().from(schema.meetingParticipants).where(eq(schema.meetingParticipants.id, id)).get();

async function board() {
  const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
  const meeting = await insertMeeting(org.id, users.owner.id);
  return { org, users, meeting, chair: await actorContext(users.owner) };
}

describe("inviting participants", () => {
  it("seats members and a guest, mails each an .ics invitation, and keeps only the token's hash", async () => {
    const { users, meeting, chair } = await board();
    const input = InviteParticipantsSchema.parse({
      userIds: [users.member.id, users.viewer.id],
      guestEmail: "Auditor@Example.com",
      guestName: "Ann Auditor",
      role: "director",
      isVotingEligible: "on",
    });
    expect(await inviteParticipants(chair, meeting.id, input)).toEqual({ invited: 3, skipped: 0 });
    // A second invitation of the same people seats nobody twice.
    expect(await inviteParticipants(chair, meeting.id, input)).toEqual({ invited: 0, skipped: 3 });
    const seats = await db()
      .select()
      .from(schema.meetingParticipants)
      .where(eq(schema.meetingParticipants.meetingId, meeting.id))
      .all();
    expect(seats).toHaveLength(3);
    const guest = seats.find((seat) => seat.guestEmail === "auditor@example.com");
    expect(guest).toMatchObject({ guestName: "Ann Auditor", isVotingEligible: false, attendanceStatus: "pending" });
    const token = await rsvpTokenFor(serviceContext().config, guest?.id ?? "");
    expect(guest?.rsvpTokenHash).toBe(await rsvpTokenHash(token));
    expect(guest?.rsvpTokenHash).not.toContain(token);
    const mail = await db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.toAddress, "auditor@example.com"))
      .get();
    expect(mail?.subject).toBe(`Invitation: ${meeting.title}`);
    expect(mail?.textBody).toContain(`/meetings/rsvp?token=${encodeURIComponent(token)}&answer=accepted`);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: "invite.ics" });
    expect(mail?.attachments?.[0].content).toContain("METHOD:REQUEST");
  });

  it("refuses people who are not members of the organisation", async () => {
    const { meeting, chair } = await board();
    const outsider = await createUser();
    const refused = await rejection(
      inviteParticipants(chair, meeting.id, InviteParticipantsSchema.parse({ userIds: [outsider.id] })),
    );
    expect(refused.status).toBe(400);
    expect(InviteParticipantsSchema.safeParse({ userIds: [] }).success).toBe(false);
    expect(InviteParticipantsSchema.safeParse({ guestEmail: "not an email" }).success).toBe(false);
  });
});

describe("RSVP", () => {
  it("is answered by the participant on the page, and refused to someone without a seat", async () => {
    const { users, meeting } = await board();
    const seat = await insertParticipant(meeting.id, users.member.id);
    const member = await actorContext(users.member);
    expect(await answerRsvp(member, meeting.id, "tentative")).toEqual({ changed: true });
    expect((await seatOf(seat.id))?.attendanceStatus).toBe("tentative");
    const admin = await actorContext(users.admin);
    expect((await rejection(answerRsvp(admin, meeting.id, "accepted"))).status).toBe(403);
  });

  it("is answered by the email's token once per change; a wrong token is 404", async () => {
    const { users, meeting, chair } = await board();
    await inviteParticipants(chair, meeting.id, InviteParticipantsSchema.parse({ userIds: [users.member.id] }));
    const seat = (await listParticipants(chair, meeting.id)).all[0];
    const token = await rsvpTokenFor(serviceContext().config, seat.id);
    const first = await answerRsvpByToken(serviceContext(), token, "accepted");
    expect(first).toMatchObject({ changed: true, meeting: { id: meeting.id } });
    const answeredAt = (await seatOf(seat.id))?.respondedAt;
    expect(answeredAt).toBeTypeOf("number");
    expect((await answerRsvpByToken(serviceContext(), token, "accepted")).changed).toBe(false);
    expect((await seatOf(seat.id))?.respondedAt).toBe(answeredAt);
    expect((await answerRsvpByToken(serviceContext(), token, "declined")).changed).toBe(true);
    expect((await seatOf(seat.id))?.attendanceStatus).toBe("declined");
    const audits = await db().select().from(schema.auditLogs).where(eq(schema.auditLogs.entityId, seat.id)).all();
    expect(audits.filter((entry) => entry.action === "meeting_participant.rsvp")).toHaveLength(2);
    expect((await rejection(answerRsvpByToken(serviceContext(), `${token}x`, "accepted"))).status).toBe(404);
    // A removed seat's link no longer works.
    await removeParticipant(chair, meeting.id, seat.id);
    expect((await rejection(answerRsvpByToken(serviceContext(), token, "accepted"))).status).toBe(404);
  });
});

describe("presence, proxies and conflicts", () => {
  it("checks people in with a time, records leaving early, and managers only", async () => {
    const { users, meeting, chair } = await board();
    const seat = await insertParticipant(meeting.id, users.member.id);
    const before = Date.now();
    await updateParticipant(chair, meeting.id, seat.id, { presence: "present" });
    const checkedIn = await seatOf(seat.id);
    expect(checkedIn?.checkInTime).toBeGreaterThanOrEqual(before);
    await updateParticipant(chair, meeting.id, seat.id, { presence: "left_early" });
    const left = await seatOf(seat.id);
    expect(left).toMatchObject({ presence: "left_early", checkInTime: checkedIn?.checkInTime });
    expect(left?.leftAt).toBeGreaterThanOrEqual(before);
    const member = await actorContext(users.member);
    expect((await rejection(updateParticipant(member, meeting.id, seat.id, { presence: "present" }))).status).toBe(403);
  });

  it("gives a proxy only to another eligible participant, never to yourself, never in chains", async () => {
    const { users, meeting, chair } = await board();
    const member = await insertParticipant(meeting.id, users.member.id);
    const viewer = await insertParticipant(meeting.id, users.viewer.id);
    const admin = await insertParticipant(meeting.id, users.admin.id, { isVotingEligible: false });
    await insertParticipant(meeting.id, users.owner.id, { role: "chairperson" });
    const refusal = async (seatId: string, delegateUserId: string) =>
      (await rejection(updateParticipant(chair, meeting.id, seatId, { delegateUserId }))).message;
    expect(await refusal(member.id, users.member.id)).toBe("A participant cannot be their own proxy");
    expect(await refusal(member.id, users.admin.id)).toBe("The proxy must be another voting-eligible participant");
    await updateParticipant(chair, meeting.id, member.id, { delegateUserId: users.viewer.id });
    expect((await seatOf(member.id))?.delegateUserId).toBe(users.viewer.id);
    // The viewer holds the member's proxy: they cannot pass their own on, and nobody can hand theirs to the member.
    expect(await refusal(viewer.id, users.owner.id)).toContain("holds someone else's proxy");
    await updateParticipant(chair, meeting.id, admin.id, { isVotingEligible: true });
    expect(await refusal(admin.id, users.member.id)).toContain("cannot be chained");
    // The member may take their own proxy back.
    await updateParticipant(await actorContext(users.member), meeting.id, member.id, { delegateUserId: null });
    expect((await seatOf(member.id))?.delegateUserId).toBeNull();
  });

  it("lets a participant declare a conflict on an item of this meeting only", async () => {
    const { org, users, meeting } = await board();
    await insertParticipant(meeting.id, users.member.id);
    const [item] = await insertAgenda(meeting.id, ["Contract award"]);
    const other = await insertMeeting(org.id, users.owner.id);
    const [elsewhere] = await insertAgenda(other.id, ["Elsewhere"]);
    const member = await actorContext(users.member);
    await declareConflict(member, meeting.id, { agendaItemId: item.id, description: "My firm is bidding" });
    const listed = (await listParticipants(member, meeting.id)).mine;
    expect(listed?.hasConflictOfInterest).toBe(true);
    expect(listed?.conflicts[0]).toMatchObject({ itemTitle: "Contract award", description: "My firm is bidding" });
    const refused = await rejection(
      declareConflict(member, meeting.id, { agendaItemId: elsewhere.id, description: "x y z" }),
    );
    expect(refused.status).toBe(400);
  });
});

describe("the participants list", () => {
  it("sorts by role priority then name, searches and filters, with rates over everyone", async () => {
    const { users, meeting, chair } = await board();
    await insertParticipant(meeting.id, users.member.id, {
      role: "guest",
      attendanceStatus: "accepted",
      presence: "virtual",
    });
    await insertParticipant(meeting.id, users.viewer.id, { role: "chairperson", attendanceStatus: "declined" });
    await insertParticipant(meeting.id, users.admin.id, {
      role: "director",
      attendanceStatus: "accepted",
      presence: "present",
    });
    const list = await listParticipants(chair, meeting.id);
    expect(list.participants.map((seat) => seat.role)).toEqual(["chairperson", "director", "guest"]);
    expect(list.rates).toMatchObject({ total: 3, attendanceRate: 67, presenceRate: 67 });
    const found = await listParticipants(chair, meeting.id, { q: users.admin.email.toUpperCase().slice(0, 12) });
    expect(found.participants.map((seat) => seat.userId)).toContain(users.admin.id);
    const filtered = await listParticipants(chair, meeting.id, { rsvp: "declined" });
    expect(filtered.participants.map((seat) => seat.userId)).toEqual([users.viewer.id]);
    expect(filtered.rates.total).toBe(3);
    expect(participationRates([])).toMatchObject({ attendanceRate: 0, presenceRate: 0 });
  });
});

describe("quorum on the participants list", () => {
  it("counts present or virtual voting-eligible seats against the threshold, live as people check in", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { requiresQuorum: true, quorumThreshold: 0.5 });
    const chair = await actorContext(users.owner);
    const seats = await Promise.all(
      [users.admin, users.member, users.viewer].map((user) => insertParticipant(meeting.id, user.id)),
    );
    await insertParticipant(meeting.id, users.owner.id, {
      role: "observer",
      isVotingEligible: false,
      presence: "present",
    });
    expect((await listParticipants(chair, meeting.id)).quorum).toMatchObject({ eligible: 3, needed: 2, met: false });
    await updateParticipant(chair, meeting.id, seats[0].id, { presence: "present" });
    await updateParticipant(chair, meeting.id, seats[1].id, { presence: "late" });
    expect((await listParticipants(chair, meeting.id)).quorum).toMatchObject({ present: 1, met: false });
    await updateParticipant(chair, meeting.id, seats[2].id, { presence: "virtual" });
    expect((await listParticipants(chair, meeting.id)).quorum).toMatchObject({ present: 2, met: true });
  });

  it("drops the proxies a seat holds when it stops voting", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    const chair = await actorContext(users.owner);
    const giver = await insertParticipant(meeting.id, users.member.id);
    const holder = await insertParticipant(meeting.id, users.owner.id);
    await updateParticipant(chair, meeting.id, giver.id, { delegateUserId: users.owner.id });
    await updateParticipant(chair, meeting.id, holder.id, { isVotingEligible: false });
    expect((await seatOf(giver.id))?.delegateUserId).toBeNull();
  });
});
