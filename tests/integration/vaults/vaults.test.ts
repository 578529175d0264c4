import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { requireVault } from "../../../app/.server/vaults/access";
import { createVault } from "../../../app/.server/vaults/create";
import { getVaultDetail, recordVaultAccess } from "../../../app/.server/vaults/detail";
import { createVaultFromDraft, saveDraft, startDraft } from "../../../app/.server/vaults/drafts";
import { exportVault } from "../../../app/.server/vaults/export";
import {
  acceptVaultInvitation,
  deleteVaultInvitation,
  inviteToVault,
  listMyVaultInvitations,
  rejectVaultInvitation,
} from "../../../app/.server/vaults/invitations";
import { listVaults } from "../../../app/.server/vaults/list";
import { removeVaultMember, setVaultMemberRole } from "../../../app/.server/vaults/members";
import {
  deleteVault,
  generateAccessCode,
  setVaultArchived,
  transferVaultOwnership,
  updateVaultSettings,
} from "../../../app/.server/vaults/settings";
import { CreateVaultSchema, VaultSettingsSchema } from "../../../app/lib/vaults/schemas";
import { VAULT_TEXTS, vaultExportFileName } from "../../../app/lib/vaults/texts";
import {
  actorContext,
  callWorker,
  createRoleBoard,
  jsonHeaders,
  serviceContext,
  settleBackgroundWork,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { countingDatabase } from "../../helpers/round-trips";
import { insertStoredAsset, readZip } from "../../helpers/vaults";

const { vaults, vaultMembers, vaultInvitations, organizationInvitations, auditLogs, vaultAccessEvents } = schema;

async function boardWithVault(values: Partial<ReturnType<typeof CreateVaultSchema.parse>> = {}) {
  const board = await createRoleBoard();
  const created = await createVault(
    board.ctx,
    CreateVaultSchema.parse({ organizationId: board.org.id, name: "Q3 Board Pack", accessLevel: "private", ...values }),
  );
  return { ...board, vaultId: created.id };
}

describe("creating a vault", () => {
  it("from a wizard draft: own documents, BoardMates, and a real invitation for a new person", async () => {
    const { org, users, ctx } = await createRoleBoard();
    const paper = await insertStoredAsset(org.id, users.owner.id, { name: "minutes.pdf" });
    let draft = await startDraft(ctx);
    draft = await saveDraft(ctx, draft.id, 1, { organizationId: org.id });
    draft = await saveDraft(ctx, draft.id, 2, { assetIds: [paper.id] });
    draft = await saveDraft(ctx, draft.id, 3, {
      boardMates: [{ id: users.member.id, role: "member" }],
      newBoardMates: [{ email: "new.director@example.test", fullName: "New Director", role: "viewer" }],
    });
    await saveDraft(ctx, draft.id, 3, { vaultName: "Q3 Board Pack", vaultDescription: "Papers for October" });
    const created = await createVaultFromDraft(ctx, draft.id);
    expect(created.failed).toEqual([]);

    const detail = await getVaultDetail(ctx, created.id);
    expect(detail.vault.name).toBe("Q3 Board Pack");
    expect(detail.documents.map((d) => d.fileName)).toEqual(["minutes.pdf"]);
    expect(detail.members.map((m) => [m.userId, m.role])).toEqual([
      [users.owner.id, "owner"],
      [users.member.id, "member"],
    ]);
    // A real organisation invitation, with its email, and the vault's own invitation.
    const db = serviceContext().db;
    const orgInvite = await db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.email, "new.director@example.test"))
      .get();
    expect(orgInvite).toMatchObject({ organizationId: org.id, role: "viewer", status: "pending" });
    expect(detail.invitations.map((i) => i.email)).toEqual(["new.director@example.test"]);
    expect(detail.statistics.pendingInvites).toBe(1);
    // The draft is gone once the vault exists.
    await expect(saveDraft(ctx, draft.id, 0, {})).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a missing name or organisation with the review's messages, and another person's documents", async () => {
    const { org, users, ctx } = await createRoleBoard();
    const draft = await startDraft(ctx);
    expect((await rejection(createVaultFromDraft(ctx, draft.id))).message).toBe(
      "Please select or create an organization",
    );
    await saveDraft(ctx, draft.id, 3, { organizationId: org.id });
    expect((await rejection(createVaultFromDraft(ctx, draft.id))).message).toBe("Vault name is required");
    const theirs = await insertStoredAsset(org.id, users.member.id);
    const error = await rejection(
      createVault(ctx, CreateVaultSchema.parse({ organizationId: org.id, name: "X", assetIds: [theirs.id] })),
    );
    expect(error).toMatchObject({ status: 400, message: VAULT_TEXTS.assetsNotYours });
    expect((await listVaults(ctx, org.id)).vaults).toHaveLength(0);
  });
});

describe("the vault list", () => {
  it("shows each person only the vaults they may see; searches, filters by status and pages by 20", async () => {
    const { org, users, ctx, vaultId } = await boardWithVault();
    await createVault(ctx, CreateVaultSchema.parse({ organizationId: org.id, name: "Open to all" }));
    const memberCtx = await actorContext(users.member);
    expect((await listVaults(memberCtx, org.id)).vaults.map((v) => v.name)).toEqual(["Open to all"]);
    await setVaultMemberRole(ctx, vaultId, users.member.id, "viewer");
    expect(
      (await listVaults(memberCtx, org.id, { sortField: "name", sortDirection: "asc" })).vaults.map((v) => v.name),
    ).toEqual(["Open to all", "Q3 Board Pack"]);
    expect((await listVaults(ctx, org.id, { search: "board PACK" })).vaults.map((v) => v.id)).toEqual([vaultId]);
    // A search longer than D1's LIKE limit still answers.
    expect((await listVaults(ctx, org.id, { search: "x".repeat(90) })).vaults).toEqual([]);
    await serviceContext()
      .db.update(vaults)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(vaults.id, vaultId));
    expect((await listVaults(ctx, org.id, { status: "expired" })).vaults.map((v) => v.id)).toEqual([vaultId]);
    expect((await listVaults(ctx, org.id, { status: "active" })).vaults.map((v) => v.name)).toEqual(["Open to all"]);
    for (let i = 0; i < 20; i++)
      await createVault(ctx, CreateVaultSchema.parse({ organizationId: org.id, name: `Vault ${i}` }));
    const first = await listVaults(ctx, org.id);
    expect([first.vaults.length, first.total, first.totalPages]).toEqual([20, 22, 2]);
    expect((await listVaults(ctx, org.id, { page: 2 })).vaults).toHaveLength(2);
  });
});

describe("settings", () => {
  it("applies only the changed fields and records which changed", async () => {
    const { ctx, vaultId } = await boardWithVault();
    await updateVaultSettings(
      ctx,
      vaultId,
      VaultSettingsSchema.parse({ location: "Boardroom 2", tags: [" Audit", "audit", "Q3"] }),
    );
    const { vault } = await requireVault(ctx, vaultId);
    expect(vault).toMatchObject({ name: "Q3 Board Pack", location: "Boardroom 2", tags: ["audit", "q3"] });
    const audit = await serviceContext()
      .db.select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, vaultId), eq(auditLogs.action, "vault.updated")))
      .get();
    expect(audit?.changes).toEqual({ fields: ["location", "tags"] });
  });

  it("access code: 8 uppercase alphanumerics, typed codes checked; expiry in the past refused", async () => {
    const { ctx, vaultId } = await boardWithVault();
    for (let i = 0; i < 20; i++) expect(generateAccessCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(VaultSettingsSchema.safeParse({ accessCode: "abc12345" }).success).toBe(false);
    expect(VaultSettingsSchema.safeParse({ accessCode: "ABC1234" }).success).toBe(false);
    await updateVaultSettings(ctx, vaultId, VaultSettingsSchema.parse({ accessCode: "ABCD1234" }));
    expect((await requireVault(ctx, vaultId)).vault.accessCode).toBe("ABCD1234");
    const past = await rejection(updateVaultSettings(ctx, vaultId, { expiresAt: Date.now() - 60_000 }));
    expect(past).toMatchObject({ status: 400, message: VAULT_TEXTS.expiryInPast });
    const publicWithInvitation = await rejection(
      updateVaultSettings(ctx, vaultId, { isPublic: true, requiresInvitation: true }),
    );
    expect(publicWithInvitation.status).toBe(400);
  });

  it("notification settings keep the defaults of 001 §9 and stay put while email is off", async () => {
    const { ctx, vaultId } = await boardWithVault();
    expect((await getVaultDetail(ctx, vaultId)).notifications).toMatchObject({
      emailNotifications: true,
      memberLeaves: false,
      digestFrequency: "daily",
    });
    await updateVaultSettings(ctx, vaultId, {
      settings: { notifications: { emailNotifications: false, newAssets: false } },
    });
    expect((await getVaultDetail(ctx, vaultId)).notifications).toMatchObject({
      emailNotifications: false,
      newAssets: true,
    });
  });

  it("access statistics count real members, invitations and openings (once a minute per person)", async () => {
    const { users, ctx, vaultId } = await boardWithVault();
    await setVaultMemberRole(ctx, vaultId, users.member.id, "member");
    await inviteToVault(ctx, vaultId, { email: "later@example.test", role: "viewer" });
    const memberCtx = await actorContext(users.member);
    recordVaultAccess(memberCtx, vaultId);
    await settleBackgroundWork();
    recordVaultAccess(memberCtx, vaultId);
    await settleBackgroundWork();
    recordVaultAccess(ctx, vaultId);
    await settleBackgroundWork();
    expect((await getVaultDetail(ctx, vaultId)).statistics).toEqual({
      activeMembers: 2,
      pendingInvites: 1,
      totalAccesses: 2,
    });
    const events = await serviceContext()
      .db.select()
      .from(vaultAccessEvents)
      .where(eq(vaultAccessEvents.vaultId, vaultId))
      .all();
    expect(events).toHaveLength(2);
  });
});

describe("lifecycle", () => {
  it("archive makes writes 409 until restored; reads and export still work", async () => {
    const { users, ctx, vaultId } = await boardWithVault();
    await setVaultArchived(ctx, vaultId, true);
    expect((await rejection(updateVaultSettings(ctx, vaultId, { name: "New" }))).status).toBe(409);
    expect((await rejection(setVaultMemberRole(ctx, vaultId, users.member.id, "viewer"))).status).toBe(409);
    expect((await getVaultDetail(ctx, vaultId)).status).toBe("archived");
    expect((await exportVault(ctx, vaultId)).status).toBe(200);
    await setVaultArchived(ctx, vaultId, false);
    await updateVaultSettings(ctx, vaultId, { name: "Renamed" });
    expect((await requireVault(ctx, vaultId)).vault.name).toBe("Renamed");
  });

  it("an expired vault is read-only", async () => {
    const { ctx, vaultId } = await boardWithVault();
    await serviceContext()
      .db.update(vaults)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(vaults.id, vaultId));
    expect(await rejection(updateVaultSettings(ctx, vaultId, { name: "New" }))).toMatchObject({
      status: 409,
      message: "This vault has expired and is read-only.",
    });
  });

  it("transfers ownership: the new owner owns it, the previous owner becomes admin", async () => {
    const { users, ctx, vaultId } = await boardWithVault();
    const member = await serviceContext().db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, users.member.id) });
    await transferVaultOwnership(ctx, vaultId, member?.email ?? "");
    const seats = await serviceContext().db.select().from(vaultMembers).where(eq(vaultMembers.vaultId, vaultId)).all();
    expect(Object.fromEntries(seats.map((s) => [s.userId, s.role]))).toEqual({
      [users.owner.id]: "admin",
      [users.member.id]: "owner",
    });
    const vault = await serviceContext().db.select().from(vaults).where(eq(vaults.id, vaultId)).get();
    expect(vault?.ownerId).toBe(users.member.id);
    expect((await requireVault(await actorContext(users.member), vaultId, "vault.delete")).role).toBe("owner");
  });

  it("deletes only when the typed name equals the vault name exactly", async () => {
    const { ctx, vaultId } = await boardWithVault();
    expect(await rejection(deleteVault(ctx, vaultId, "q3 board pack"))).toMatchObject({ status: 400 });
    await deleteVault(ctx, vaultId, "Q3 Board Pack");
    expect((await rejection(requireVault(ctx, vaultId))).status).toBe(404);
  });

  it("exports a zip of the documents read from R2 with a manifest", async () => {
    const { org, users, ctx } = await createRoleBoard();
    const first = await insertStoredAsset(org.id, users.owner.id, { name: "agenda.pdf" });
    const second = await insertStoredAsset(org.id, users.owner.id, { name: "notes.txt", fileType: "txt" });
    const { id } = await createVault(
      ctx,
      CreateVaultSchema.parse({ organizationId: org.id, name: "Q3 Board Pack", assetIds: [first.id, second.id] }),
    );
    const response = await exportVault(ctx, id);
    expect(response.headers.get("Content-Disposition")).toContain(vaultExportFileName("Q3 Board Pack"));
    expect(vaultExportFileName("Q3 Board Pack")).toBe("vault-Q3-Board-Pack-export.zip");
    const entries = readZip(await response.arrayBuffer());
    expect([...entries.keys()].sort()).toEqual(["documents/agenda.pdf", "documents/notes.txt", "manifest.json"]);
    expect(entries.get("documents/agenda.pdf")).toEqual(first.bytes);
    const manifest = JSON.parse(new TextDecoder().decode(entries.get("manifest.json")));
    expect(manifest.vault.name).toBe("Q3 Board Pack");
    expect(manifest.documents.map((d: { file: string }) => d.file)).toEqual([
      "documents/agenda.pdf",
      "documents/notes.txt",
    ]);
  });
});

describe("vault invitations", () => {
  it("a member accepts an invitation and gets the role; a closed one can't be accepted twice", async () => {
    const { org, users, ctx, vaultId } = await boardWithVault();
    const viewer = await serviceContext().db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, users.viewer.id) });
    const sent = await inviteToVault(ctx, vaultId, { email: viewer?.email ?? "", role: "viewer" });
    expect(sent.organizationInvitation).toBe(false);
    const viewerCtx = await actorContext(users.viewer);
    expect((await listMyVaultInvitations(viewerCtx, org.id)).invitations.map((i) => i.id)).toEqual([sent.id]);
    expect((await rejection(requireVault(viewerCtx, vaultId))).status).toBe(404);
    const accepted = await acceptVaultInvitation(viewerCtx, sent.id);
    expect(accepted.vault).toMatchObject({ id: vaultId, role: "viewer" });
    expect((await requireVault(viewerCtx, vaultId)).role).toBe("viewer");
    expect((await rejection(acceptVaultInvitation(viewerCtx, sent.id))).status).toBe(409);
    const row = await serviceContext().db.select().from(vaultInvitations).where(eq(vaultInvitations.id, sent.id)).get();
    expect(row?.status).toBe("accepted");
  });
});

describe("members and invitations", () => {
  it("admins add, re-role and remove members; the owner's seat moves only by transfer", async () => {
    const { users, ctx, vaultId } = await boardWithVault();
    expect((await setVaultMemberRole(ctx, vaultId, users.viewer.id, "viewer")).added).toBe(true);
    expect((await setVaultMemberRole(ctx, vaultId, users.viewer.id, "member")).added).toBe(false);
    expect((await requireVault(await actorContext(users.viewer), vaultId)).scope.vaultRole).toBe("member");
    expect((await rejection(setVaultMemberRole(ctx, vaultId, users.owner.id, "viewer"))).status).toBe(409);
    expect((await rejection(removeVaultMember(ctx, vaultId, users.owner.id))).status).toBe(409);
    await removeVaultMember(ctx, vaultId, users.viewer.id);
    expect((await rejection(requireVault(await actorContext(users.viewer), vaultId))).status).toBe(404);
    const actions = await serviceContext()
      .db.select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, vaultId))
      .all();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["vault.member_added", "vault.member_role_changed", "vault.member_removed"]),
    );
  });

  it("an invitee rejects one invitation; a manager deletes another; neither can then be accepted", async () => {
    const { org, users, ctx, vaultId } = await boardWithVault();
    const db = serviceContext().db;
    const emailOf = async (id: string) =>
      (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))?.email ?? "";
    const toViewer = await inviteToVault(ctx, vaultId, { email: await emailOf(users.viewer.id), role: "viewer" });
    const toMember = await inviteToVault(ctx, vaultId, { email: await emailOf(users.member.id), role: "member" });
    const twice = await rejection(
      inviteToVault(ctx, vaultId, { email: await emailOf(users.member.id), role: "viewer" }),
    );
    expect(twice.status).toBe(409);
    const viewerCtx = await actorContext(users.viewer);
    await rejectVaultInvitation(viewerCtx, toViewer.id);
    await deleteVaultInvitation(ctx, toMember.id);
    expect((await rejection(acceptVaultInvitation(viewerCtx, toViewer.id))).status).toBe(409);
    expect((await rejection(acceptVaultInvitation(await actorContext(users.member), toMember.id))).status).toBe(409);
    expect((await listMyVaultInvitations(viewerCtx, org.id)).invitations).toEqual([]);
    const rows = await db.select().from(vaultInvitations).where(eq(vaultInvitations.vaultId, vaultId)).all();
    expect(rows.map((row) => row.status).sort()).toEqual(["rejected", "revoked"]);
  });
});

describe("the API", () => {
  it("PUT sends on only the fields given; export answers the zip under the spec's file name", async () => {
    const { users, vaultId } = await boardWithVault({ description: "Kept as it is" });
    const headers = await jsonHeaders(users.owner.id);
    const put = await callWorker(`/api/vaults/${vaultId}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ priority: "high" }),
    });
    expect(put.status).toBe(200);
    const body = (await put.json()) as { data: { priority: string; description: string }; changed: string[] };
    expect(body.changed).toEqual(["priority"]);
    expect(body.data).toMatchObject({ priority: "high", description: "Kept as it is" });
    const bad = await callWorker(`/api/vaults/${vaultId}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ accessCode: "lower123", unknownField: 1 }),
    });
    expect(bad.status).toBe(400);
    const exported = await callWorker(`/api/vaults/${vaultId}/export`, { method: "POST", headers });
    expect(exported.headers.get("Content-Type")).toBe("application/zip");
    expect(exported.headers.get("Content-Disposition")).toContain("vault-Q3-Board-Pack-export.zip");
    expect([...readZip(await exported.arrayBuffer()).keys()]).toEqual(["manifest.json"]);
  });
});

describe("the list API", () => {
  it("answers the spec's parameters and refuses bad ones with a 400", async () => {
    const { org, users, vaultId } = await boardWithVault();
    const headers = await jsonHeaders(users.owner.id);
    const ok = await callWorker(
      `/api/vaults?organizationId=${org.id}&page=1&limit=20&search=board&status=active` +
        "&sortField=name&sortDirection=asc",
      { headers },
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { data: { vaults: { id: string; user_role: string }[]; total: number } };
    expect(body.data.vaults).toMatchObject([{ id: vaultId, user_role: "owner" }]);
    for (const bad of ["status=gone", "sortField=secret", "limit=500", "page=0"]) {
      const response = await callWorker(`/api/vaults?organizationId=${org.id}&${bad}`, { headers });
      expect(response.status, bad).toBe(400);
    }
  });
});

describe("the vault page's reads", () => {
  it("a repeat view within the minute writes nothing after the answer; a later one counts again", async () => {
    const board = await boardWithVault();
    const view = async () => {
      const { database, roundTrips } = countingDatabase();
      const background: Promise<unknown>[] = [];
      const ctx = {
        ...board.ctx,
        db: createDb(database),
        waitUntil: (work: Promise<unknown>) => background.push(work),
      };
      const detail = await getVaultDetail(ctx, board.vaultId);
      recordVaultAccess(ctx, detail.vault.id, detail.openedWithinTheMinute);
      await Promise.all(background);
      return [roundTrips(), background.length];
    };
    expect(await view()).toEqual([2, 1]); // the page's batch, then the opening's write after the answer
    expect(await view()).toEqual([1, 0]);
    await serviceContext()
      .db.update(vaultAccessEvents)
      .set({ accessedAt: Date.now() - 120_000 })
      .where(eq(vaultAccessEvents.vaultId, board.vaultId));
    expect(await view()).toEqual([2, 1]);
    expect((await getVaultDetail(board.ctx, board.vaultId)).statistics.totalAccesses).toBe(2);
  });

  it("make one round trip, and the sections a reader may not see stay empty", async () => {
    const board = await boardWithVault({ accessLevel: "organization" });
    await inviteToVault(board.ctx, board.vaultId, { email: "pending.person@example.test", role: "viewer" });
    const { database, roundTrips } = countingDatabase();
    const owner = { ...board.ctx, db: createDb(database) };
    const detail = await getVaultDetail(owner, board.vaultId);
    expect(roundTrips()).toBe(1);
    expect(detail.invitations.map((invitation) => invitation.email)).toEqual(["pending.person@example.test"]);
    expect(detail.seatCandidates.map((person) => person.id).sort()).toEqual(
      [board.users.admin.id, board.users.member.id, board.users.viewer.id].sort(),
    );
    const viewer = await getVaultDetail(await actorContext(board.users.viewer), board.vaultId);
    expect([viewer.invitations, viewer.seatCandidates]).toEqual([[], []]);
    expect(await rejection(getVaultDetail(await actorContext(board.users.outsider), board.vaultId))).toMatchObject({
      status: 404,
    });
  });
});

describe("the vaults page's reads", () => {
  it("make one round trip: the vaults the actor may see, with their pending invitations", async () => {
    const board = await boardWithVault({ accessLevel: "private" });
    await createVault(
      board.ctx,
      CreateVaultSchema.parse({ organizationId: board.org.id, name: "Open", accessLevel: "organization" }),
    );
    await inviteToVault(board.ctx, board.vaultId, { email: board.users.member.email, role: "viewer" });
    const { database, roundTrips } = countingDatabase();
    const member = { ...(await actorContext(board.users.member)), db: createDb(database) };
    const page = await listVaults(member, board.org.slug);
    expect(roundTrips()).toBe(1);
    // The private vault is the owner's alone until the invitation is accepted; the organisation's vault is open.
    expect(page.vaults.map((vault) => vault.name)).toEqual(["Open"]);
    expect(page.myInvitations.map((invitation) => invitation.vaultName)).toEqual(["Q3 Board Pack"]);
    const owner = await listVaults(board.ctx, board.org.id);
    expect(owner.vaults.map((vault) => vault.name).sort()).toEqual(["Open", "Q3 Board Pack"]);
    expect(owner.myInvitations).toEqual([]);
  });
});
