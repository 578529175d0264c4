// Vaults across organisations and by vault role: every vault endpoint and page answers 404 to someone from
// another organisation (nothing of the vault in the body), and the vault role matrix (001 §6) through the API,
// with the expected statuses written out here rather than derived from the policy module.
import { describe, expect, it } from "vitest";
import { createVault } from "../../../app/.server/vaults/create";
import { getVaultDetail } from "../../../app/.server/vaults/detail";
import { getDraft, startDraft, wizardStepChoices } from "../../../app/.server/vaults/drafts";
import { inviteToVault } from "../../../app/.server/vaults/invitations";
import { listVaults } from "../../../app/.server/vaults/list";
import { setVaultMemberRole } from "../../../app/.server/vaults/members";
import { CreateVaultSchema } from "../../../app/lib/vaults/schemas";
import { performVaultPageAction } from "../../../app/routes/dashboard.vaults.$id/actions.server";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createUser,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  type TestUser,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const VAULT_NAME = "Confidential Remuneration Vault";
const json = (method: string, body?: unknown) => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});

type VaultSeat = "owner" | "admin" | "member" | "viewer";

/**
 * One organisation where everyone is an organisation member (so the vault seat is what counts), a private vault
 * owned by one of them, a seat for each other vault role, a subject to act on, and an outsider with their own.
 */
async function vaultBoard() {
  const people = {} as Record<VaultSeat | "subject" | "outsider", TestUser>;
  for (const seat of ["owner", "admin", "member", "viewer", "subject", "outsider"] as const)
    people[seat] = await createUser({ fullName: `Vault ${seat}` });
  const orgOwner = await createUser({ fullName: "Organisation owner" });
  const org = await createOrganization({ ownerId: orgOwner.id });
  for (const seat of ["owner", "admin", "member", "viewer", "subject"] as const)
    await addMember(org.id, people[seat].id, "member");
  const outsiderOrg = await createOrganization({ ownerId: people.outsider.id });
  const ownerCtx = await actorContext(people.owner);
  const { id: vaultId } = await createVault(
    ownerCtx,
    CreateVaultSchema.parse({ organizationId: org.id, name: VAULT_NAME, accessLevel: "private" }),
  );
  const orgOwnerCtx = await actorContext(orgOwner);
  for (const seat of ["admin", "member", "viewer"] as const)
    await setVaultMemberRole(orgOwnerCtx, vaultId, people[seat].id, seat);
  // A new person's vault invitation comes with an organisation invitation, which only managers send.
  const invitation = await inviteToVault(orgOwnerCtx, vaultId, {
    email: `guest.${crypto.randomUUID()}@example.test`,
    role: "viewer",
  });
  return { org, outsiderOrg, people, vaultId, invitationId: invitation.id };
}

type Board = Awaited<ReturnType<typeof vaultBoard>>;
type Request = { path: string; init?: { method: string; body?: string } };

const ENDPOINTS: { name: string; request: (b: Board) => Request }[] = [
  { name: "GET /api/vaults/{id}", request: (b) => ({ path: `/api/vaults/${b.vaultId}` }) },
  {
    name: "PUT /api/vaults/{id}",
    request: (b) => ({ path: `/api/vaults/${b.vaultId}`, init: json("PUT", { location: "x" }) }),
  },
  {
    name: "DELETE /api/vaults/{id}",
    request: (b) => ({ path: `/api/vaults/${b.vaultId}`, init: json("DELETE", { confirmName: VAULT_NAME }) }),
  },
  {
    name: "POST /api/vaults/{id}/invite",
    request: (b) => ({
      path: `/api/vaults/${b.vaultId}/invite`,
      init: json("POST", { email: "someone@example.test", role: "viewer" }),
    }),
  },
  {
    name: "PUT /api/vaults/{id}/members/{userId}",
    request: (b) => ({
      path: `/api/vaults/${b.vaultId}/members/${b.people.subject.id}`,
      init: json("PUT", { role: "viewer" }),
    }),
  },
  {
    name: "DELETE /api/vaults/{id}/members/{userId}",
    request: (b) => ({ path: `/api/vaults/${b.vaultId}/members/${b.people.viewer.id}`, init: json("DELETE") }),
  },
  {
    name: "POST /api/vaults/{id}/export",
    request: (b) => ({ path: `/api/vaults/${b.vaultId}/export`, init: json("POST") }),
  },
  { name: "GET /api/vaults?organizationId", request: (b) => ({ path: `/api/vaults?organizationId=${b.org.id}` }) },
  {
    name: "GET /api/vault-invitations?organizationId",
    request: (b) => ({ path: `/api/vault-invitations?organizationId=${b.org.id}` }),
  },
  {
    name: "POST /api/vault-invitations/{id}/accept",
    request: (b) => ({ path: `/api/vault-invitations/${b.invitationId}/accept`, init: json("POST") }),
  },
  {
    name: "POST /api/vault-invitations/{id}/reject",
    request: (b) => ({ path: `/api/vault-invitations/${b.invitationId}/reject`, init: json("POST") }),
  },
  {
    name: "DELETE /api/vault-invitations/{id}",
    request: (b) => ({ path: `/api/vault-invitations/${b.invitationId}`, init: json("DELETE") }),
  },
  {
    name: "POST /api/vaults/create into their organisation",
    request: (b) => ({ path: "/api/vaults/create", init: json("POST", { organizationId: b.org.id, name: "Sneaky" }) }),
  },
];

describe("vaults across organisations", () => {
  it("every vault endpoint answers 404 to an outsider, revealing nothing", async () => {
    const board = await vaultBoard();
    const headers = await jsonHeaders(board.people.outsider.id);
    for (const endpoint of ENDPOINTS) {
      const { path, init } = endpoint.request(board);
      await expectCrossOrganizationNotFound(
        (h) => callWorker(path, { ...init, headers: h }),
        [VAULT_NAME, board.vaultId],
        headers,
      ).catch((error) => {
        throw new Error(`${endpoint.name}: ${error.message}`);
      });
    }
  });

  it("every vault page's loader service and form intent answers 404 to an outsider", async () => {
    const board = await vaultBoard();
    const ctx = await actorContext(board.people.outsider);
    const expect404 = async (call: Promise<unknown>, what: string) => {
      const error = await rejection(call);
      expect(error.status, what).toBe(404);
      expect(error.message, what).not.toContain(VAULT_NAME);
    };
    await expect404(getVaultDetail(ctx, board.vaultId), "the vault page");
    await expect404(listVaults(ctx, board.org.id), "the vault list");
    await expect404(wizardStepChoices(ctx, board.org.id), "the wizard's documents and BoardMates");
    const ownerDraft = await startDraft(await actorContext(board.people.owner));
    await expect404(getDraft(ctx, ownerDraft.id), "another person's wizard draft");
    const intents: Record<string, string>[] = [
      { intent: "general", name: "Stolen", status: "active", priority: "low" },
      { intent: "access", isPublic: "on" },
      { intent: "notifications", emailNotifications: "on" },
      { intent: "generateCode" },
      { intent: "archive" },
      { intent: "restore" },
      { intent: "transfer", newOwnerEmail: board.people.outsider.email },
      { intent: "delete", confirmName: VAULT_NAME },
      { intent: "invite", email: "x@example.test", role: "viewer" },
      { intent: "addMember", userId: board.people.outsider.id, role: "admin" },
      { intent: "changeRole", userId: board.people.viewer.id, role: "admin" },
      { intent: "removeMember", userId: board.people.viewer.id },
      { intent: "deleteInvitation", invitationId: board.invitationId },
    ];
    for (const fields of intents) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      const answer = await performVaultPageAction(ctx, board.vaultId, form);
      expect(answer.status, fields.intent).toBe(404);
    }
    // Nothing changed for the vault's own people.
    const detail = await getVaultDetail(await actorContext(board.people.owner), board.vaultId);
    expect([detail.vault.name, detail.status, detail.members.length]).toEqual([VAULT_NAME, "active", 4]);
  });
});

type Case = { name: string; request: (b: Board) => Request; expect: Record<VaultSeat, number> };

const CASES: Case[] = [
  {
    name: "open the vault",
    request: ENDPOINTS[0].request,
    expect: { owner: 200, admin: 200, member: 200, viewer: 200 },
  },
  {
    name: "change settings",
    request: ENDPOINTS[1].request,
    expect: { owner: 200, admin: 200, member: 200, viewer: 403 },
  },
  { name: "export", request: ENDPOINTS[6].request, expect: { owner: 200, admin: 200, member: 200, viewer: 403 } },
  {
    name: "invite by email",
    request: (b) => ({
      path: `/api/vaults/${b.vaultId}/invite`,
      init: json("POST", { email: b.people.subject.email, role: "viewer" }),
    }),
    expect: { owner: 201, admin: 201, member: 403, viewer: 403 },
  },
  { name: "add a member", request: ENDPOINTS[4].request, expect: { owner: 201, admin: 201, member: 403, viewer: 403 } },
  {
    name: "delete (owner only)",
    request: (b) => ({ path: `/api/vaults/${b.vaultId}`, init: json("DELETE", { confirmName: "not the name" }) }),
    // The owner passes the role check and then fails the typed name (400): nothing is deleted.
    expect: { owner: 400, admin: 403, member: 403, viewer: 403 },
  },
];

describe("the vault role matrix (001 §6)", () => {
  it("viewer reads, member edits, admin manages members, owner deletes", async () => {
    const failures: string[] = [];
    for (const testCase of CASES) {
      for (const seat of ["owner", "admin", "member", "viewer"] as const) {
        const board = await vaultBoard();
        const { path, init } = testCase.request(board);
        const response = await callWorker(path, { ...init, headers: await jsonHeaders(board.people[seat].id) });
        if (response.status !== testCase.expect[seat])
          failures.push(`${testCase.name} as ${seat}: ${response.status} (expected ${testCase.expect[seat]})`);
      }
    }
    expect(failures).toEqual([]);
  }, 90_000);

  it("the org's viewer stays a viewer whatever their vault seat; a public vault is readable by everyone", async () => {
    const board = await vaultBoard();
    const orgViewer = await createUser();
    await addMember(board.org.id, orgViewer.id, "viewer");
    await setVaultMemberRole(await actorContext(board.people.owner), board.vaultId, orgViewer.id, "admin");
    const headers = await jsonHeaders(orgViewer.id);
    expect((await callWorker(`/api/vaults/${board.vaultId}`, { headers })).status).toBe(200);
    expect(
      (await callWorker(`/api/vaults/${board.vaultId}`, { ...json("PUT", { location: "y" }), headers })).status,
    ).toBe(403);
    const subjectHeaders = await jsonHeaders(board.people.subject.id);
    expect((await callWorker(`/api/vaults/${board.vaultId}`, { headers: subjectHeaders })).status).toBe(404);
    await callWorker(`/api/vaults/${board.vaultId}`, {
      ...json("PUT", { isPublic: true }),
      headers: await jsonHeaders(board.people.owner.id),
    });
    expect((await callWorker(`/api/vaults/${board.vaultId}`, { headers: subjectHeaders })).status).toBe(200);
  });
});

describe("the vault role matrix through the vault page's forms", () => {
  it("each settings and lifecycle intent answers by vault role", async () => {
    const failures: string[] = [];
    const expected: Record<string, Record<VaultSeat, number>> = {
      general: { owner: 200, admin: 200, member: 200, viewer: 403 },
      archive: { owner: 200, admin: 200, member: 200, viewer: 403 },
      addMember: { owner: 200, admin: 200, member: 403, viewer: 403 },
      transfer: { owner: 200, admin: 403, member: 403, viewer: 403 },
    };
    for (const [intent, bySeat] of Object.entries(expected)) {
      for (const seat of ["owner", "admin", "member", "viewer"] as const) {
        const board = await vaultBoard();
        const fields: Record<string, string> = {
          general: { intent, name: "Renamed", status: "active", priority: "high" },
          archive: { intent },
          addMember: { intent, userId: board.people.subject.id, role: "viewer" },
          transfer: { intent, newOwnerEmail: board.people.subject.email },
        }[intent] as Record<string, string>;
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.set(key, value);
        const answer = await performVaultPageAction(await actorContext(board.people[seat]), board.vaultId, form);
        if (answer.status !== bySeat[seat])
          failures.push(`${intent} as ${seat}: ${answer.status} ${answer.error ?? ""}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
