// Who may read analytics and decisions, create a decision and move one, through the JSON API (the pages call the
// same services): every member reads; owners, admins and members create; owners and admins move; other
// organisations get 404 with nothing of the decision in the body, and nothing changes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDecision } from "../../../app/.server/analytics/decisions";
import { schema } from "../../../app/.server/platform/db/client";
import { DecisionSchema } from "../../../app/lib/analytics/schemas";
import { callWorker, createRoleBoard, jsonHeaders, SEATS, type Seat } from "../../helpers/factories";

type Case = {
  name: string;
  expected: Record<Seat, number>;
  request: (decisionId: string, organizationId: string) => { path: string; init: RequestInit };
};

const READ = { owner: 200, admin: 200, member: 200, viewer: 200, outsider: 404 };
const CASES: Case[] = [
  {
    name: "overview",
    expected: READ,
    request: (_, org) => ({ path: `/api/analytics/overview?organizationId=${org}`, init: {} }),
  },
  {
    name: "decisions",
    expected: READ,
    request: (_, org) => ({ path: `/api/analytics/decisions?organizationId=${org}`, init: {} }),
  },
  {
    name: "create",
    expected: { owner: 201, admin: 201, member: 201, viewer: 403, outsider: 404 },
    request: (_, org) => ({
      path: "/api/analytics/decisions",
      init: { method: "POST", body: JSON.stringify({ title: "New", description: "Why", organizationId: org }) },
    }),
  },
  {
    name: "move",
    expected: { owner: 200, admin: 200, member: 403, viewer: 403, outsider: 404 },
    request: (id, org) => ({
      path: `/api/analytics/decisions/${id}`,
      init: { method: "PATCH", body: JSON.stringify({ status: "approved", organizationId: org }) },
    }),
  },
];

describe("analytics: role × endpoint matrix", () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: ${JSON.stringify(testCase.expected)}`, async () => {
      const board = await createRoleBoard({ seats: SEATS });
      for (const who of SEATS) {
        const title = `Secret plan ${crypto.randomUUID()}`;
        const decision = await createDecision(
          board.ctx,
          board.org.id,
          DecisionSchema.parse({ title, description: "x" }),
        );
        const { path, init } = testCase.request(decision.id, board.org.id);
        const response = await callWorker(path, { ...init, headers: await jsonHeaders(board.users[who].id) });
        const body = await response.text();
        expect(response.status, `${who}: ${body.slice(0, 200)}`).toBe(testCase.expected[who]);
        if (who === "outsider") expect(body).not.toContain(title);
        if (response.status >= 400) {
          const row = await board.ctx.db
            .select()
            .from(schema.decisions)
            .where(eq(schema.decisions.id, decision.id))
            .get();
          expect(row?.status).toBe("pending");
        }
      }
    });
  }

  it("an outsider can't move another organisation's decision by naming their own organisation", async () => {
    const board = await createRoleBoard({ seats: ["owner", "outsider"] });
    const decision = await createDecision(
      board.ctx,
      board.org.id,
      DecisionSchema.parse({ title: "T", description: "D" }),
    );
    const response = await callWorker(`/api/analytics/decisions/${decision.id}`, {
      method: "PATCH",
      headers: await jsonHeaders(board.users.outsider.id),
      body: JSON.stringify({ status: "approved", organizationId: board.outsiderOrg.id }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Decision not found" });
  });

  it("answers 400 for a period other than 7, 30 or 90 days, and for a decision without a title", async () => {
    const board = await createRoleBoard({ seats: ["owner"] });
    const headers = await jsonHeaders(board.users.owner.id);
    const period = await callWorker(`/api/analytics/overview?days=14&organizationId=${board.org.id}`, { headers });
    expect(period.status).toBe(400);
    expect(await period.json()).toMatchObject({ fieldErrors: { days: ["Period must be 7, 30 or 90 days"] } });
    const ok = await callWorker(`/api/analytics/overview?days=7&organizationId=${board.org.id}`, { headers });
    expect(await ok.json()).toMatchObject({ success: true, data: { days: 7, metrics: { totalUsers: 0 } } });
    const untitled = await callWorker("/api/analytics/decisions", {
      method: "POST",
      headers,
      body: JSON.stringify({ description: "D", organizationId: board.org.id }),
    });
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toMatchObject({ fieldErrors: { title: ["Title is required"] } });
  });
});
