// The role × action matrix through the API: every allowed and every refused pair, with the expected
// status written out here (not derived from the policy module), and D1 untouched on refusal.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import {
  callWorker,
  createRoleBoard,
  jsonHeaders,
  MATRIX_BOARD,
  type MatrixBoard,
  SEATS,
  type Seat,
  serviceContext,
} from "../../helpers/factories";
import { organizationRow } from "../../helpers/records";
import { organizationSnapshot } from "../../helpers/snapshots";

const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
const general = { name: "Renamed Board", slug: `renamed-${crypto.randomUUID().slice(0, 8)}` };

type Case = {
  name: string;
  request: (b: MatrixBoard) => { path: string; init?: { method: string; body?: string } };
  expect: Record<Exclude<Seat, "outsider">, number>;
  before?: (b: MatrixBoard) => Promise<void>;
};

const MANAGERS = { owner: 200, admin: 200, member: 403, viewer: 403 };
const OWNER_ONLY = { owner: 200, admin: 403, member: 403, viewer: 403 };
const EVERYONE = { owner: 200, admin: 200, member: 200, viewer: 200 };

const CASES: Case[] = [
  { name: "read the organisation", request: (b) => ({ path: `/api/organizations?id=${b.org.id}` }), expect: EVERYONE },
  { name: "list members", request: (b) => ({ path: `/api/organizations/${b.org.id}/members` }), expect: EVERYONE },
  {
    name: "update general settings (PATCH)",
    request: (b) => ({
      path: `/api/organizations/${b.org.id}`,
      init: json("PATCH", { ...general, slug: `s-${b.org.id.slice(0, 8)}` }),
    }),
    expect: MANAGERS,
  },
  {
    name: "update general settings (PUT)",
    request: (b) => ({
      path: "/api/organizations",
      init: json("PUT", { organizationId: b.org.id, name: "Put Name", slug: `p-${b.org.id.slice(0, 8)}` }),
    }),
    expect: MANAGERS,
  },
  {
    name: "update notification settings",
    request: (b) => ({
      path: `/api/organizations/${b.org.id}/settings`,
      init: json("PATCH", {
        notificationSettings: {
          emailUpdates: true,
          notificationFrequency: "weekly",
          quietHours: { enabled: true, startTime: "21:00", endTime: "07:00" },
        },
      }),
    }),
    expect: MANAGERS,
  },
  {
    name: "invite",
    request: (b) => ({
      path: "/api/organizations/invite",
      init: json("POST", { organizationId: b.org.id, email: `x.${b.org.id.slice(0, 6)}@example.test`, role: "viewer" }),
    }),
    expect: { owner: 201, admin: 201, member: 403, viewer: 403 },
  },
  {
    name: "bulk-invite",
    request: (b) => ({
      path: "/api/organizations/bulk-invite",
      init: json("POST", {
        organizationId: b.org.id,
        invitations: [{ email: `y.${b.org.id.slice(0, 6)}@example.test`, role: "member" }],
      }),
    }),
    expect: { owner: 201, admin: 201, member: 403, viewer: 403 },
  },
  {
    name: "list invitations",
    request: (b) => ({ path: `/api/invitations?organizationId=${b.org.id}` }),
    expect: MANAGERS,
  },
  {
    name: "resend an invitation",
    request: (b) => ({
      path: "/api/invitations",
      init: json("PATCH", { action: "resend", organizationId: b.org.id, invitationId: b.invitationId }),
    }),
    expect: MANAGERS,
  },
  {
    name: "revoke an invitation",
    request: (b) => ({
      path: "/api/invitations",
      init: json("PATCH", { action: "revoke", organizationId: b.org.id, invitationId: b.invitationId }),
    }),
    expect: MANAGERS,
  },
  {
    name: "change a member's role",
    request: (b) => ({
      path: `/api/organizations/${b.org.id}/members`,
      init: json("PATCH", { action: "updateRole", targetUserId: b.subject.id, newRole: "viewer" }),
    }),
    expect: MANAGERS,
  },
  {
    name: "remove a member",
    request: (b) => ({
      path: `/api/organizations/${b.org.id}/members`,
      init: json("PATCH", { action: "removeMember", targetUserId: b.subject.id }),
    }),
    expect: MANAGERS,
  },
  {
    name: "transfer ownership",
    request: (b) => ({
      path: `/api/organizations/${b.org.id}/members`,
      init: json("PATCH", { action: "transferOwnership", targetUserId: b.subject.id }),
    }),
    expect: OWNER_ONLY,
  },
  {
    name: "schedule deletion",
    request: (b) => ({ path: `/api/organizations?id=${b.org.id}`, init: { method: "DELETE" } }),
    expect: OWNER_ONLY,
  },
  {
    name: "cancel deletion",
    before: async (b) => {
      await serviceContext()
        .db.update(schema.organizations)
        .set({ deletionScheduledFor: Date.now() + 86_400_000 })
        .where(eq(schema.organizations.id, b.org.id));
    },
    request: (b) => ({ path: `/api/organizations/${b.org.id}/deletion/cancel`, init: { method: "POST" } }),
    expect: OWNER_ONLY,
  },
];

describe("role × action matrix through the API", () => {
  for (const testCase of CASES) {
    for (const who of SEATS) {
      const expected = who === "outsider" ? 404 : testCase.expect[who];
      it(`${who}: ${testCase.name} → ${expected}`, async () => {
        const b = await createRoleBoard(MATRIX_BOARD);
        await testCase.before?.(b);
        const before = await organizationSnapshot(b.org.id);
        const { path, init } = testCase.request(b);
        const headers = await jsonHeaders(b.users[who].id);
        const response = await callWorker(path, { ...init, headers });
        expect(response.status, await response.clone().text()).toBe(expected);
        if (expected >= 400) expect(await organizationSnapshot(b.org.id)).toBe(before);
      });
    }
  }

  it("delete now: only the owner, with the exact name", async () => {
    for (const who of ["admin", "member", "viewer", "outsider", "owner"] as Seat[]) {
      const b = await createRoleBoard(MATRIX_BOARD);
      const name = (await organizationRow(b.org.id))!.name;
      const headers = await jsonHeaders(b.users[who].id);
      const response = await callWorker(`/api/organizations?id=${b.org.id}&immediate=true`, {
        method: "DELETE",
        headers,
        body: JSON.stringify({ confirmName: name, understood: true }),
      });
      expect(response.status).toBe({ owner: 200, admin: 403, member: 403, viewer: 403, outsider: 404 }[who]);
      const exists = await organizationRow(b.org.id);
      expect(Boolean(exists)).toBe(who !== "owner");
    }
  });

  it("bulk archive and export act only where the role allows, reporting the rest per item", async () => {
    const expected = { owner: [1, 1], admin: [0, 1], member: [0, 0], viewer: [0, 0], outsider: [0, 0] } as const;
    for (const who of Object.keys(expected) as Seat[]) {
      const b = await createRoleBoard(MATRIX_BOARD);
      const headers = await jsonHeaders(b.users[who].id);
      const archive = (await (
        await callWorker("/api/organizations/bulk", {
          method: "POST",
          headers,
          body: JSON.stringify({ operation: "archive", organizationIds: [b.org.id] }),
        })
      ).json()) as { succeeded: unknown[] };
      const exported = (await (
        await callWorker("/api/organizations/bulk", {
          method: "POST",
          headers,
          body: JSON.stringify({ operation: "export", organizationIds: [b.org.id] }),
        })
      ).json()) as { succeeded: unknown[] };
      expect([archive.succeeded.length, exported.succeeded.length], who).toEqual([...expected[who]]);
    }
  });

  it("answers bad input with 400 and field errors", async () => {
    const b = await createRoleBoard(MATRIX_BOARD);
    const headers = await jsonHeaders(b.users.owner.id);
    const before = await organizationSnapshot(b.org.id);
    const badSlug = await callWorker(`/api/organizations/${b.org.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ name: "A", slug: "Bad Slug" }),
    });
    expect(badSlug.status).toBe(400);
    expect(await badSlug.json()).toMatchObject({
      fieldErrors: {
        name: ["Organization name must be at least 2 characters"],
        slug: ["Slug can only contain lowercase letters, numbers, and hyphens"],
      },
    });
    const badRole = await callWorker(`/api/organizations/${b.org.id}/members`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "updateRole", targetUserId: b.subject.id, newRole: "owner" }),
    });
    expect(badRole.status).toBe(400);
    const badSettings = await callWorker(`/api/organizations/${b.org.id}/settings`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({
        assetSettings: { categories: [], storageLimit: 7, retentionDays: 1, defaultPermissions: "organization" },
      }),
    });
    expect(badSettings.status).toBe(400);
    const badPage = await callWorker(`/api/organizations/${b.org.id}/members?limit=1000`, { headers });
    expect(badPage.status).toBe(400);
    expect(await organizationSnapshot(b.org.id)).toBe(before);
  });
});
