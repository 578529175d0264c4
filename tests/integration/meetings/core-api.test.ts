import { describe, expect, it } from "vitest";
import type { presentMeetingDetail } from "../../../workers/api/presenters/meetings";
import { callWorker, createRoleBoard, jsonHeaders } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";

type Detail = { data: ReturnType<typeof presentMeetingDetail> };

describe("the meetings API", () => {
  it("creates, lists in the spec's snake_case, reads the camelCase model, edits and runs a meeting", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const headers = await jsonHeaders(users.owner.id);
    const created = await callWorker("/api/meetings", {
      method: "POST",
      headers,
      body: JSON.stringify({
        organizationId: org.id,
        title: "API board",
        description: "Budget and risk",
        meetingType: "board",
        scheduledStart: "2031-05-01T09:00",
        scheduledEnd: "2031-05-01T10:30",
        timezone: "Europe/Paris",
        virtualMeetingUrl: "https://meet.example/board",
        venueName: "Head office",
        venueCity: "Paris",
        requiresQuorum: true,
        quorumThresholdPercent: 67,
        chairpersonId: users.member.id,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data: detail } = (await created.json()) as Detail;
    expect(detail.meeting).toMatchObject({
      title: "API board",
      status: "draft",
      scheduledStart: "2031-05-01T07:00:00.000Z",
      isHybrid: true,
      quorumThreshold: 0.67,
      chairpersonId: users.member.id,
      venue: { name: "Head office", city: "Paris" },
    });
    expect(detail.participants.map((seat) => seat.role).sort()).toEqual(["chairperson", "member"]);
    const id = detail.meeting.id as string;
    await insertAgenda(id, ["Opening", "Budget"]);

    const list = await callWorker(`/api/meetings?organizationId=${org.id}&status=draft&type=board&limit=5`, {
      headers,
    });
    const listed = (await list.json()) as { data: Record<string, unknown>[] };
    expect(listed.data).toEqual([
      {
        id,
        title: "API board",
        description: "Budget and risk",
        meeting_type: "board",
        status: "draft",
        confidentiality: "confidential",
        scheduled_start: "2031-05-01T07:00:00.000Z",
        scheduled_end: "2031-05-01T08:30:00.000Z",
        timezone: "Europe/Paris",
        location: "Head office, Paris",
        virtual_meeting_url: "https://meet.example/board",
        attendee_count: 2,
        rsvp_count: 0,
        agenda_item_count: 2,
        document_count: 0,
        organizer: { email: expect.stringContaining("@") },
      },
    ]);

    const patched = await callWorker(`/api/meetings/${id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ title: "API board (revised)" }),
    });
    expect(patched.status).toBe(200);
    const bad = await callWorker(`/api/meetings/${id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ scheduledEnd: "2031-05-01T08:00" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Invalid input",
      fieldErrors: { scheduledEnd: ["The meeting must end after it starts"] },
    });

    const early = await callWorker(`/api/meetings/${id}/start`, { method: "POST", headers });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: "Failed to start meeting: only a scheduled meeting can be started",
    });
    expect((await callWorker(`/api/meetings/${id}/schedule`, { method: "POST", headers })).status).toBe(200);
    const started = await callWorker(`/api/meetings/${id}/start`, { method: "POST", headers });
    const startedBody = (await started.json()) as Detail;
    expect(startedBody.data.meeting.status).toBe("in_progress");
    expect(startedBody.data.agendaItems.map((item) => item.status)).toEqual(["in_progress", "pending"]);
    const ended = await callWorker(`/api/meetings/${id}/end`, { method: "POST", headers });
    const endedBody = (await ended.json()) as Detail;
    expect(endedBody.data.meeting.status).toBe("completed");
    expect((endedBody.data.meeting.summary as { agenda: unknown[] }).agenda).toHaveLength(2);
  });

  it("refuses a bad list query and a bad body with field errors", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const headers = await jsonHeaders(users.owner.id);
    const badQuery = await callWorker(`/api/meetings?organizationId=${org.id}&status=dancing&limit=500`, {
      headers,
    });
    expect(badQuery.status).toBe(400);
    const fields = ((await badQuery.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(Object.keys(fields).sort()).toEqual(["limit", "status"]);
    const meeting = await insertMeeting(org.id, users.owner.id);
    await insertParticipant(meeting.id, users.owner.id);
    const badBody = await callWorker("/api/meetings", {
      method: "POST",
      headers,
      body: JSON.stringify({ organizationId: org.id, title: "", timezone: "UTC" }),
    });
    expect(badBody.status).toBe(400);
    const bodyFields = ((await badBody.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(bodyFields).toMatchObject({
      title: ["Title is required"],
      scheduledStart: ["Start date and time are required"],
    });
  });
});
