import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boardPackFormOptions, createBoardPack } from "../../../app/.server/board-packs/packs";
import { meetingDocuments } from "../../../app/.server/meetings/detail";
import { createMeeting, listMeetings, meetingListQueries, updateMeeting } from "../../../app/.server/meetings/meetings";
import { schema } from "../../../app/.server/platform/db/client";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { MeetingSchema } from "../../../app/lib/meetings/schemas";
import { actorContext, addMember, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";
import { insertMeeting, insertParticipant, meetingFormFields } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";

const { meetings, meetingParticipants, auditLogs } = schema;

const form = meetingFormFields;

async function meetingCount(organizationId: string) {
  return (await serviceContext().db.select().from(meetings).where(eq(meetings.organizationId, organizationId))).length;
}

describe("the meeting form's rules", () => {
  it("refuses bad input with a message per field", () => {
    const parsed = MeetingSchema.safeParse(
      form({
        title: "",
        scheduledEnd: "2030-03-10T09:00",
        timezone: "Mars/Olympus",
        virtualMeetingUrl: "http://insecure.example",
        quorumThresholdPercent: "0",
      }),
    );
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
    expect(fields).toMatchObject({
      title: "Title is required",
      timezone: "Unknown time zone",
      virtualMeetingUrl: "The meeting link must be an https:// address",
      quorumThresholdPercent: "Quorum threshold must be a whole percent from 1 to 100",
    });
    const late = MeetingSchema.safeParse(form({ scheduledEnd: "2030-03-10T09:00" }));
    expect(late.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["scheduledEnd", "The meeting must end after it starts"],
    ]);
    expect(MeetingSchema.safeParse(form({ title: "x".repeat(201) })).success).toBe(false);
  });

  it("reads the times in the meeting's zone and keeps the threshold as a fraction", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const created = await createMeeting(ctx, org.id, MeetingSchema.parse(form({ timezone: "America/New_York" })));
    const row = await serviceContext().db.select().from(meetings).where(eq(meetings.id, created.id)).get();
    expect(new Date(row?.scheduledStart ?? 0).toISOString()).toBe("2030-03-10T14:00:00.000Z");
    expect(row).toMatchObject({ status: "draft", quorumThreshold: 0.6, timezone: "America/New_York" });
  });
});

describe("creating and editing meetings", () => {
  it("seats the chair, the secretary and the organiser, and audits the creation", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner", "admin", "member"] });
    const created = await createMeeting(
      ctx,
      org.id,
      MeetingSchema.parse(form({ chairpersonId: users.admin.id, secretaryId: users.member.id })),
    );
    const db = serviceContext().db;
    const seats = await db.select().from(meetingParticipants).where(eq(meetingParticipants.meetingId, created.id));
    expect(Object.fromEntries(seats.map((seat) => [seat.userId, seat.role]))).toEqual({
      [users.admin.id]: "chairperson",
      [users.member.id]: "secretary",
      [users.owner.id]: "member",
    });
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.entityId, created.id));
    expect(audit.map((entry) => entry.action)).toEqual(["meeting.created"]);
  });

  it("refuses officers from outside the organisation and a committee of another, writing nothing", async () => {
    const { org, ctx, outsiderOrg, users } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const refusal = await rejection(
      createMeeting(ctx, org.id, MeetingSchema.parse(form({ chairpersonId: users.outsider.id }))),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.fieldErrors).toEqual({ chairpersonId: ["Must be an active member of the organization"] });
    const foreign = await createRoleBoard({ seats: ["owner"], committee: true });
    const committee = await rejection(
      createMeeting(ctx, org.id, MeetingSchema.parse(form({ committeeId: foreign.committeeId }))),
    );
    expect(committee.fieldErrors).toEqual({ committeeId: ["Choose a committee of this organization"] });
    expect(await meetingCount(org.id)).toBe(0);
    expect(outsiderOrg.id).not.toBe(org.id);
  });

  it("lets a viewer create nothing and only the meeting's runners edit it", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner", "member", "viewer"] });
    const viewer = await actorContext(users.viewer);
    expect((await rejection(createMeeting(viewer, org.id, MeetingSchema.parse(form())))).status).toBe(403);
    const created = await createMeeting(ctx, org.id, MeetingSchema.parse(form({ confidentiality: "public" })));
    const member = await actorContext(users.member);
    expect((await rejection(updateMeeting(member, created.id, MeetingSchema.parse(form())))).status).toBe(403);
    await updateMeeting(ctx, created.id, MeetingSchema.parse(form({ title: "Renamed board", venueName: "Hall" })));
    const row = await serviceContext().db.select().from(meetings).where(eq(meetings.id, created.id)).get();
    expect(row).toMatchObject({ title: "Renamed board", venue: { name: "Hall" }, icsSequence: 1 });
  });
});

describe("the meetings list", () => {
  it("filters by search, status and type, counts the stat cards and hides what the reader may not see", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const director = await createUser();
    await addMember(org.id, director.id, "member");
    const owner = users.owner.id;
    const budget = await insertMeeting(org.id, owner, { title: "Budget review", confidentiality: "public" });
    await insertParticipant(budget.id, director.id, { attendanceStatus: "accepted" });
    await insertMeeting(org.id, owner, {
      title: "Annual general meeting",
      meetingType: "agm",
      status: "completed",
      confidentiality: "public",
    });
    await insertMeeting(org.id, owner, { title: "Secret strategy", confidentiality: "restricted" });

    const member = await actorContext(users.member);
    const all = await listMeetings(member, org.id);
    expect(all.meetings.map((m) => m.title).sort()).toEqual(["Annual general meeting", "Budget review"]);
    expect(all.stats).toMatchObject({ scheduled: 1, completed: 1, totalAttendees: 1 });
    const budgetItem = all.meetings.find((m) => m.id === budget.id);
    expect(budgetItem).toMatchObject({ attendeeCount: 1, rsvpCount: 1, agendaItemCount: 0 });

    expect((await listMeetings(member, org.id, { q: "BUDGET" })).meetings.map((m) => m.title)).toEqual([
      "Budget review",
    ]);
    expect((await listMeetings(member, org.id, { status: "completed" })).meetings).toHaveLength(1);
    expect((await listMeetings(member, org.id, { type: "agm" })).meetings.map((m) => m.title)).toEqual([
      "Annual general meeting",
    ]);
    const ownerView = await listMeetings(await actorContext(users.owner), org.id);
    expect(ownerView.meetings.map((m) => m.title)).toContain("Secret strategy");
  });

  it("reads meetings through their organisation's indexes, never scanning a table", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    await insertMeeting(org.id, users.owner.id);
    for (const [seat, role] of [
      ["owner", "owner"],
      ["member", "member"],
    ] as const) {
      const ctx = await actorContext(users[seat]);
      const reads = meetingListQueries(ctx, org.id, role, { status: "scheduled", q: "board", type: "board" });
      for (const read of [reads.page, reads.count, reads.stats]) {
        const { sql, params } = read.toSQL();
        const explained = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const plan = explained.results.map((row) => row.detail);
        expect(
          plan.some((line) => /meetings_org_(status_)?start_idx/.test(line)),
          plan.join("\n"),
        ).toBe(true);
        expect(
          plan.filter((line) => /^SCAN /.test(line) && !/USING/.test(line)),
          plan.join("\n"),
        ).toEqual([]);
      }
    }
  });
});

describe("a board pack for a meeting", () => {
  it("links to a meeting of its organisation the author may see, and refuses any other", async () => {
    const { org, users, ctx } = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { title: "Linked board" });
    const pack = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Pack", meetingId: meeting.id }));
    const documents = await meetingDocuments(ctx, meeting.id);
    expect(documents.boardPacks.map((row) => row.id)).toEqual([pack.id]);
    const options = await boardPackFormOptions(ctx, org.id);
    expect(options.meetings.map((row) => row.title)).toEqual(["Linked board"]);

    const other = await createRoleBoard({ seats: ["owner"] });
    const foreign = await insertMeeting(other.org.id, other.users.owner.id);
    const refusal = await rejection(
      createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Pack", meetingId: foreign.id })),
    );
    expect(refusal.fieldErrors).toEqual({ meetingId: ["Choose a meeting of this organization"] });
    // A confidential meeting the member is not seated at is not theirs to link to either.
    const member = await actorContext(users.member);
    const hidden = await rejection(
      createBoardPack(member, org.id, BoardPackSchema.parse({ title: "Pack", meetingId: meeting.id })),
    );
    expect(hidden.status).toBe(400);
  });
});
