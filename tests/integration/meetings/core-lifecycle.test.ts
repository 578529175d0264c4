import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cancelMeeting,
  endMeeting,
  postponeMeeting,
  scheduleMeeting,
  startMeeting,
} from "../../../app/.server/meetings/lifecycle";
import { copyMeetingAsTemplate } from "../../../app/.server/meetings/meetings";
import type { MeetingSummary } from "../../../app/.server/meetings/summary";
import { schema } from "../../../app/.server/platform/db/client";
import { MEETING_MESSAGES } from "../../../app/lib/meetings/messages";
import { actorContext, addMember, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const { meetings, agendaItems, meetingParticipants, notifications, auditLogs } = schema;

async function readMeeting(id: string) {
  return serviceContext().db.select().from(meetings).where(eq(meetings.id, id)).get();
}

async function readAgenda(meetingId: string) {
  return serviceContext()
    .db.select()
    .from(agendaItems)
    .where(eq(agendaItems.meetingId, meetingId))
    .orderBy(agendaItems.orderIndex)
    .all();
}

describe("meeting lifecycle", () => {
  it("starts only a scheduled meeting, with the spec's text otherwise", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const draft = await insertMeeting(org.id, users.owner.id, { status: "draft" });
    const refusal = await rejection(startMeeting(ctx, draft.id));
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe("Failed to start meeting: only a scheduled meeting can be started");
    expect((await readMeeting(draft.id))?.status).toBe("draft");

    await scheduleMeeting(ctx, draft.id);
    expect((await readMeeting(draft.id))?.status).toBe("scheduled");
    await startMeeting(ctx, draft.id);
    expect((await readMeeting(draft.id))?.status).toBe("in_progress");
    const again = await rejection(startMeeting(ctx, draft.id));
    expect(again.message).toBe(MEETING_MESSAGES.failedStart(MEETING_MESSAGES.onlyScheduledStarts));
  });

  it("ends only a meeting in progress", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const scheduled = await insertMeeting(org.id, users.owner.id);
    const refusal = await rejection(endMeeting(ctx, scheduled.id));
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe("Failed to end meeting: only a meeting in progress can be ended");
  });

  it("starting puts the first pending agenda item in progress from now", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    await insertAgenda(meeting.id, ["Opening", "Accounts", "Close"]);
    const before = Date.now();
    await startMeeting(ctx, meeting.id);
    const agenda = await readAgenda(meeting.id);
    expect(agenda.map((item) => item.status)).toEqual(["in_progress", "pending", "pending"]);
    expect(agenda[0].startTime).toBeGreaterThanOrEqual(before);
    const row = await readMeeting(meeting.id);
    expect(row?.actualStart).toBeGreaterThanOrEqual(before);
  });

  it("ending completes the items, records absence, writes the summary and notifies participants", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const director = await createUser({ fullName: "Present Director" });
    const absentee = await createUser({ fullName: "Absent Director" });
    await addMember(org.id, director.id, "member");
    await addMember(org.id, absentee.id, "member");
    const meeting = await insertMeeting(org.id, users.owner.id, { title: "Year-end board" });
    const present = await insertParticipant(meeting.id, director.id, { presence: "present", checkInTime: Date.now() });
    const absent = await insertParticipant(meeting.id, absentee.id);
    await insertAgenda(meeting.id, ["Opening", "Accounts"]);
    await startMeeting(ctx, meeting.id);
    await endMeeting(ctx, meeting.id);

    const row = await readMeeting(meeting.id);
    expect(row?.status).toBe("completed");
    expect(row?.actualEnd).toBeGreaterThanOrEqual(row?.actualStart ?? 0);
    const agenda = await readAgenda(meeting.id);
    expect(agenda.every((item) => item.status === "completed" && item.endTime !== null)).toBe(true);
    const db = serviceContext().db;
    const seats = await db.select().from(meetingParticipants).where(eq(meetingParticipants.meetingId, meeting.id));
    expect(seats.find((seat) => seat.id === present.id)?.presence).toBe("present");
    expect(seats.find((seat) => seat.id === absent.id)?.presence).toBe("absent");

    const summary = row?.summary as MeetingSummary;
    expect(summary.agenda.map((item) => [item.title, item.status])).toEqual([
      ["Opening", "completed"],
      ["Accounts", "completed"],
    ]);
    expect(summary.attendance).toMatchObject({ invited: 2, present: 1, absent: 1 });

    for (const recipient of [director, absentee]) {
      const inbox = await db.select().from(notifications).where(eq(notifications.recipientId, recipient.id));
      expect(inbox.map((n) => n.title)).toContain("Year-end board has ended");
    }
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.entityId, meeting.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["meeting.ended", "meeting.started"]);
  });

  it("cancels and postpones by the rules; a member who does not run the meeting is refused", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { confidentiality: "public" });
    const member = await actorContext(users.member);
    expect((await rejection(postponeMeeting(member, meeting.id))).status).toBe(403);
    await postponeMeeting(ctx, meeting.id);
    expect((await readMeeting(meeting.id))?.status).toBe("postponed");
    expect((await rejection(startMeeting(ctx, meeting.id))).status).toBe(409);
    await scheduleMeeting(ctx, meeting.id);
    await cancelMeeting(ctx, meeting.id);
    expect((await readMeeting(meeting.id))?.status).toBe("cancelled");
    expect((await rejection(scheduleMeeting(ctx, meeting.id))).status).toBe(409);
  });

  it("copies a meeting as a template: a draft with its agenda reset", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { status: "completed", title: "Q3 board" });
    await insertAgenda(meeting.id, ["Opening", "Risk"], { status: "completed", startTime: 1, endTime: 2 });
    const copy = await copyMeetingAsTemplate(ctx, meeting.id);
    const row = await readMeeting(copy.id);
    expect(row).toMatchObject({ status: "draft", title: "Q3 board (copy)", copiedFromId: meeting.id });
    const agenda = await readAgenda(copy.id);
    expect(agenda.map((item) => [item.title, item.status, item.startTime])).toEqual([
      ["Opening", "pending", null],
      ["Risk", "pending", null],
    ]);
  });
});
