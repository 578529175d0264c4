import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarMeetings,
  createFeedToken,
  feedByToken,
  revokeFeedToken,
} from "../../../app/.server/meetings/calendar";
import { unfoldIcs, wallTime } from "../../../app/.server/meetings/ics";
import { sendMeetingUpdate } from "../../../app/.server/meetings/invitations-email";
import { inviteParticipants } from "../../../app/.server/meetings/participants";
import { schema } from "../../../app/.server/platform/db/client";
import { InviteParticipantsSchema } from "../../../app/lib/meetings/participant-schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { insertMeeting, insertParticipant } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const DAY = 24 * 60 * 60 * 1000;
const db = () => serviceContext().db;

/** The .ics of the newest email to `to`, as unfolded lines. */
async function lastIcs(to: string) {
  const mail = await db()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, to))
    .orderBy(desc(schema.emailOutbox.createdAt))
    .get();
  return { mail, lines: unfoldIcs(mail?.attachments?.[0]?.content ?? "") };
}

const value = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe("calendar invitations", () => {
  it("carry the meeting in its own zone, with its UID, sequence, organiser, attendee and page", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const start = Date.UTC(2027, 0, 14, 9, 30);
    const meeting = await insertMeeting(org.id, users.owner.id, {
      title: "Board; Q1, review",
      timezone: "America/New_York",
      scheduledStart: start,
      scheduledEnd: start + 2 * 60 * 60 * 1000,
      icsSequence: 4,
    });
    const chair = await actorContext(users.owner);
    await inviteParticipants(chair, meeting.id, InviteParticipantsSchema.parse({ userIds: [users.member.id] }));
    const { mail, lines } = await lastIcs(users.member.email);
    expect(mail?.attachments?.[0].contentType).toBe("text/calendar; method=REQUEST");
    expect(value(lines, "METHOD")).toBe("METHOD:REQUEST");
    expect(value(lines, "UID")).toBe(`UID:${meeting.id}@boardroom.test`);
    // 09:30 UTC in January is 04:30 in New York.
    expect(value(lines, "DTSTART")).toBe("DTSTART;TZID=America/New_York:20270114T043000");
    expect(value(lines, "DTEND")).toBe("DTEND;TZID=America/New_York:20270114T063000");
    expect(value(lines, "SEQUENCE")).toBe("SEQUENCE:4");
    expect(value(lines, "SUMMARY")).toBe("SUMMARY:Board\\; Q1\\, review");
    expect(value(lines, "URL")).toBe(`URL:https://boardroom.test/dashboard/meetings/${meeting.id}`);
    expect(value(lines, "ORGANIZER")).toContain(`mailto:${users.owner.email}`);
    expect(value(lines, "ATTENDEE")).toContain(`PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${users.member.email}`);
    // Every physical line of the file stays within 75 octets.
    const raw = mail?.attachments?.[0].content ?? "";
    expect(raw.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("a change raises the sequence; a cancellation sends METHOD:CANCEL", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    await insertParticipant(meeting.id, users.member.id);
    const chair = await actorContext(users.owner);
    expect(await sendMeetingUpdate(chair, meeting.id, "changed")).toEqual({ sequence: 1, recipients: 1 });
    const changed = await lastIcs(users.member.email);
    expect(changed.mail?.subject).toBe(`Updated: ${meeting.title}`);
    expect(value(changed.lines, "SEQUENCE")).toBe("SEQUENCE:1");
    expect(value(changed.lines, "METHOD")).toBe("METHOD:REQUEST");
    expect(await sendMeetingUpdate(chair, meeting.id, "cancelled")).toEqual({ sequence: 2, recipients: 1 });
    const cancelled = await lastIcs(users.member.email);
    expect(value(cancelled.lines, "METHOD")).toBe("METHOD:CANCEL");
    expect(value(cancelled.lines, "STATUS")).toBe("STATUS:CANCELLED");
    expect(value(cancelled.lines, "SEQUENCE")).toBe("SEQUENCE:2");
    expect(cancelled.mail?.textBody).not.toContain("/meetings/rsvp");
    const row = await db().select().from(schema.meetings).where(eq(schema.meetings.id, meeting.id)).get();
    expect(row?.icsSequence).toBe(2);
    const member = await actorContext(users.member);
    expect((await rejection(sendMeetingUpdate(member, meeting.id, "changed"))).status).toBe(403);
  });

  it("writes wall time in a zone across a daylight saving change", () => {
    expect(wallTime(Date.UTC(2027, 6, 1, 12, 0), "Europe/London")).toBe("20270701T130000");
    expect(wallTime(Date.UTC(2027, 0, 1, 12, 0), "Europe/London")).toBe("20270101T120000");
  });
});

describe("the calendar and its feed", () => {
  it("lists what the user may see across organisations, not drafts, not others' confidential meetings", async () => {
    const a = await createRoleBoard({ seats: ["owner", "member"] });
    const b = await createRoleBoard({ seats: ["owner"] });
    const now = Date.now();
    const open = await insertMeeting(a.org.id, a.users.owner.id, { title: "Open", confidentiality: "public" });
    await insertMeeting(a.org.id, a.users.owner.id, { title: "Secret", confidentiality: "confidential" });
    await insertMeeting(a.org.id, a.users.owner.id, { title: "Draft", status: "draft", confidentiality: "public" });
    await insertMeeting(b.org.id, b.users.owner.id, { title: "Elsewhere", confidentiality: "public" });
    const member = await actorContext(a.users.member);
    const seen = await calendarMeetings(member, now, now + 7 * DAY);
    expect(seen.map((meeting) => meeting.id)).toEqual([open.id]);
  });

  it("serves the feed by token until it is revoked or replaced", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const past = await insertMeeting(org.id, users.owner.id, {
      title: "Last month",
      scheduledStart: Date.now() - 30 * DAY,
      scheduledEnd: Date.now() - 30 * DAY + 3600_000,
    });
    await insertMeeting(org.id, users.owner.id, {
      title: "Long ago",
      scheduledStart: Date.now() - 200 * DAY,
      scheduledEnd: Date.now() - 200 * DAY + 3600_000,
    });
    const upcoming = await insertMeeting(org.id, users.owner.id, { title: "Next week" });
    const owner = await actorContext(users.owner);
    const { token, url } = await createFeedToken(owner);
    expect(url).toBe(`https://boardroom.test/calendar/${token}.ics`);
    const stored = await db().select().from(schema.calendarFeedTokens).all();
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
    const lines = unfoldIcs(await feedByToken(serviceContext(), token));
    const uids = lines.filter((line) => line.startsWith("UID:"));
    expect(uids).toEqual([`UID:${past.id}@boardroom.test`, `UID:${upcoming.id}@boardroom.test`]);
    expect(lines).toContain("METHOD:PUBLISH");
    const replaced = await createFeedToken(owner);
    expect((await rejection(feedByToken(serviceContext(), token))).status).toBe(404);
    await revokeFeedToken(owner);
    expect((await rejection(feedByToken(serviceContext(), replaced.token))).status).toBe(404);
  });
});
