// The agenda and participants API across organisations and roles: every endpoint answers 404 'Meeting not found' to
// someone outside the meeting's organisation (and to members a confidential meeting is hidden from), with nothing of
// the meeting shown; inside, only those who run the meeting change the agenda and seats (403 for the others), and a
// participant answers their own RSVP.
import { describe, expect, it } from "vitest";
import { callWorker, createRoleBoard, expectCrossOrganizationNotFound, jsonHeaders } from "../../helpers/factories";
import { insertAgenda, insertMeeting, insertParticipant } from "../../helpers/meetings";

type Call = [method: string, path: string, body?: unknown];

function endpoints(meetingId: string, itemId: string, participantId: string): Call[] {
  const base = `/api/meetings/${meetingId}`;
  return [
    ["GET", `${base}/participants`],
    ["POST", `${base}/participants`, { guestEmail: "guest@example.com" }],
    ["PATCH", `${base}/participants/${participantId}`, { presence: "present" }],
    ["DELETE", `${base}/participants/${participantId}`],
    ["POST", `${base}/rsvp`, { answer: "accepted" }],
    ["GET", `${base}/agenda`],
    ["POST", `${base}/agenda`, { title: "Extra item" }],
    ["POST", `${base}/agenda/reorder`, { itemId, position: 0 }],
    ["PATCH", `${base}/agenda/${itemId}`, { title: "Renamed" }],
    ["POST", `${base}/agenda/${itemId}/start`, {}],
    ["POST", `${base}/agenda/${itemId}/complete`, {}],
    ["DELETE", `${base}/agenda/${itemId}`],
  ];
}

const call = async (userId: string, [method, path, body]: Call) =>
  callWorker(path, {
    method,
    headers: await jsonHeaders(userId),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("meeting agenda and participants access", () => {
  it("is 404 on every endpoint across organisations and to members a confidential meeting hides from", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const meeting = await insertMeeting(org.id, users.owner.id, {
      title: "Secret merger",
      confidentiality: "confidential",
    });
    const [item] = await insertAgenda(meeting.id, ["Merger terms"]);
    const seat = await insertParticipant(meeting.id, users.owner.id);
    for (const user of [users.outsider, users.member]) {
      for (const endpoint of endpoints(meeting.id, item.id, seat.id)) {
        await expectCrossOrganizationNotFound(
          (headers) =>
            callWorker(endpoint[1], {
              method: endpoint[0],
              headers,
              body: endpoint[2] === undefined ? undefined : JSON.stringify(endpoint[2]),
            }),
          ["Secret merger", "Merger terms"],
          await jsonHeaders(user.id),
        );
      }
    }
  });

  it("lets seated members read and answer, and only those who run the meeting change it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const meeting = await insertMeeting(org.id, users.owner.id, { confidentiality: "public" });
    const [item] = await insertAgenda(meeting.id, ["Opening", "Finance"]);
    const seat = await insertParticipant(meeting.id, users.member.id);
    const base = `/api/meetings/${meeting.id}`;
    for (const user of [users.member, users.viewer]) {
      expect((await call(user.id, ["GET", `${base}/agenda`])).status).toBe(200);
      expect((await call(user.id, ["GET", `${base}/participants`])).status).toBe(200);
      for (const endpoint of endpoints(meeting.id, item.id, seat.id).filter(
        ([method, path]) => method !== "GET" && !path.endsWith("/rsvp"),
      )) {
        expect((await call(user.id, endpoint)).status, `${endpoint[0]} ${endpoint[1]}`).toBe(403);
      }
    }
    // The seated member answers their RSVP; the unseated viewer cannot.
    expect((await call(users.member.id, ["POST", `${base}/rsvp`, { answer: "tentative" }])).status).toBe(200);
    expect((await call(users.viewer.id, ["POST", `${base}/rsvp`, { answer: "tentative" }])).status).toBe(403);
    // An admin of the organisation runs it.
    const added = await call(users.admin.id, ["POST", `${base}/agenda`, { title: "AOB", estimatedDurationMinutes: 5 }]);
    expect(added.status).toBe(201);
    const started = await call(users.admin.id, ["POST", `${base}/agenda/${item.id}/start`, {}]);
    expect(started.status).toBe(200);
    const agenda = (await (await call(users.owner.id, ["GET", `${base}/agenda`])).json()) as {
      data: { items: { title: string; status: string }[]; currentItemId: string };
    };
    expect(agenda.data.items.map((row) => row.title)).toEqual(["Opening", "Finance", "AOB"]);
    expect(agenda.data.currentItemId).toBe(item.id);
    const listed = (await (await call(users.owner.id, ["GET", `${base}/participants`])).json()) as {
      data: { participants: Record<string, unknown>[]; rates: { attendanceRate: number } };
    };
    expect(listed.data.participants[0].attendanceStatus).toBe("tentative");
    expect(listed.data.participants[0]).not.toHaveProperty("rsvpTokenHash");
  });

  it("answers bad input with 400 and the field's message, writing nothing", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const meeting = await insertMeeting(org.id, users.owner.id);
    const base = `/api/meetings/${meeting.id}`;
    const bad = await call(users.owner.id, ["POST", `${base}/agenda`, { title: "", estimatedDurationMinutes: 9000 }]);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.title).toEqual(["Title is required"]);
    expect(body.fieldErrors.estimatedDurationMinutes).toEqual(["The duration is at most 600 minutes"]);
    const rsvp = await call(users.owner.id, ["POST", `${base}/rsvp`, { answer: "maybe" }]);
    expect(rsvp.status).toBe(400);
    const agenda = (await (await call(users.owner.id, ["GET", `${base}/agenda`])).json()) as { data: { items: [] } };
    expect(agenda.data.items).toEqual([]);
  });
});
