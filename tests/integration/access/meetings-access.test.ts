// Who may list, read, create, edit and move a meeting through its lifecycle, through the JSON API (the pages call
// the same services): other organisations get 404 with nothing of the meeting in the body, and nothing changes;
// a meeting the reader may not see is a 404 too; a role that may not run it, 403.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import {
  callWorker,
  createRoleBoard,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  SEATS,
  type Seat,
  serviceContext,
} from "../../helpers/factories";
import { insertMeeting } from "../../helpers/meetings";

const BODY = {
  title: "Access board",
  scheduledStart: "2031-01-05T10:00",
  scheduledEnd: "2031-01-05T11:00",
  timezone: "UTC",
};

async function meetingRow(id: string) {
  return serviceContext().db.select().from(schema.meetings).where(eq(schema.meetings.id, id)).get();
}

type Case = {
  name: string;
  expected: Record<Seat, number>;
  request: (meetingId: string, organizationId: string) => { path: string; init: RequestInit };
};

const READ = { owner: 200, admin: 200, member: 200, viewer: 200, outsider: 404 };
const RUN = { owner: 200, admin: 200, member: 403, viewer: 403, outsider: 404 };

const CASES: Case[] = [
  { name: "list", expected: READ, request: (_, org) => ({ path: `/api/meetings?organizationId=${org}`, init: {} }) },
  { name: "detail", expected: READ, request: (id) => ({ path: `/api/meetings/${id}`, init: {} }) },
  {
    name: "create",
    expected: { owner: 201, admin: 201, member: 201, viewer: 403, outsider: 404 },
    request: (_, org) => ({
      path: "/api/meetings",
      init: { method: "POST", body: JSON.stringify({ ...BODY, organizationId: org }) },
    }),
  },
  {
    name: "edit",
    expected: RUN,
    request: (id) => ({ path: `/api/meetings/${id}`, init: { method: "PATCH", body: JSON.stringify({ title: "X" }) } }),
  },
  { name: "start", expected: RUN, request: (id) => ({ path: `/api/meetings/${id}/start`, init: { method: "POST" } }) },
  {
    name: "cancel",
    expected: RUN,
    request: (id) => ({ path: `/api/meetings/${id}/cancel`, init: { method: "POST" } }),
  },
  {
    name: "postpone",
    expected: RUN,
    request: (id) => ({ path: `/api/meetings/${id}/postpone`, init: { method: "POST", body: "{}" } }),
  },
];

describe("meetings: role × endpoint matrix", () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: ${JSON.stringify(testCase.expected)}`, async () => {
      const board = await createRoleBoard({ seats: SEATS });
      for (const who of SEATS) {
        const meeting = await insertMeeting(board.org.id, board.users.owner.id, {
          title: `Public meeting ${crypto.randomUUID()}`,
          confidentiality: "public",
        });
        const { path, init } = testCase.request(meeting.id, board.org.id);
        const response = await callWorker(path, { ...init, headers: await jsonHeaders(board.users[who].id) });
        const body = await response.text();
        expect(response.status, `${who}: ${body.slice(0, 200)}`).toBe(testCase.expected[who]);
        if (response.status >= 400) {
          expect(await meetingRow(meeting.id)).toEqual(meeting);
          if (who === "outsider") expect(body).not.toContain(meeting.title);
        }
      }
    });
  }

  it("an end by a role that does not run the meeting is refused and the meeting stays in progress", async () => {
    const board = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(board.org.id, board.users.owner.id, {
      status: "in_progress",
      confidentiality: "public",
    });
    const path = `/api/meetings/${meeting.id}/end`;
    const refused = await callWorker(path, { method: "POST", headers: await jsonHeaders(board.users.member.id) });
    expect(refused.status).toBe(403);
    const ended = await callWorker(path, { method: "POST", headers: await jsonHeaders(board.users.owner.id) });
    expect(ended.status).toBe(200);
    expect((await meetingRow(meeting.id))?.status).toBe("completed");
  });

  it("a confidential meeting is a 404 to a member who is not seated, in the list and by id", async () => {
    const board = await createRoleBoard({ seats: ["owner", "member"] });
    const meeting = await insertMeeting(board.org.id, board.users.owner.id, { title: "Takeover talks" });
    const headers = await jsonHeaders(board.users.member.id);
    await expectCrossOrganizationNotFound(
      (h) => callWorker(`/api/meetings/${meeting.id}`, { headers: h }),
      ["Takeover talks"],
      headers,
    );
    const list = await callWorker(`/api/meetings?organizationId=${board.org.id}`, { headers });
    expect(await list.text()).not.toContain("Takeover talks");
  });
});
