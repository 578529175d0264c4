// The document and vault guards (app/.server/assets/access.ts, app/.server/vaults/access.ts): who sees a
// document or a vault and who may change it, from the rows alone.
import { describe, expect, it } from "vitest";
import { requireAsset } from "../../../app/.server/assets/access";
import { schema } from "../../../app/.server/platform/db/client";
import { requireVault } from "../../../app/.server/vaults/access";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

async function rejectsWith(call: Promise<unknown>, status: number, message?: string) {
  const error = await rejection(call);
  expect(error.status).toBe(status);
  if (message) expect(error.message).toBe(message);
}

const { assets, vaults, vaultAssets, vaultMembers, assetShares, boardPacks, boardPackItems, boardPackRecipients } =
  schema;

async function insertAsset(organizationId: string, ownerId: string, visibility: "private" | "organization") {
  const id = crypto.randomUUID();
  await serviceContext()
    .db.insert(assets)
    .values({
      id,
      organizationId,
      ownerId,
      title: "Q3 board paper",
      fileName: "q3.pdf",
      originalFileName: "q3.pdf",
      fileSize: 10,
      fileType: "pdf",
      mimeType: "application/pdf",
      storageKey: `uploads/${ownerId}/1-q3.pdf`,
      visibility,
    });
  return id;
}

async function insertVault(organizationId: string, ownerId: string, values: Partial<typeof vaults.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await serviceContext()
    .db.insert(vaults)
    .values({ id, organizationId, ownerId, name: "Audit vault", ...values });
  return id;
}

const access = async (user: { id: string }, assetId: string) =>
  (await requireAsset(await actorContext(user), assetId)).scope.access;

describe("who sees a document", () => {
  it("a private document: its uploader, the organisation's owner and admins, nobody else; outsiders 404", async () => {
    const { org, users } = await createRoleBoard();
    const assetId = await insertAsset(org.id, users.member.id, "private");
    expect(await access(users.member, assetId)).toBe("manage");
    expect(await access(users.owner, assetId)).toBe("manage");
    expect(await access(users.admin, assetId)).toBe("manage");
    await rejectsWith(requireAsset(await actorContext(users.viewer), assetId), 404, "Asset not found");
    await rejectsWith(requireAsset(await actorContext(users.outsider), assetId), 404, "Asset not found");
  });

  it("a document open to the organisation: every member reads; an organisation viewer never edits", async () => {
    const { org, users } = await createRoleBoard();
    const assetId = await insertAsset(org.id, users.owner.id, "organization");
    expect(await access(users.viewer, assetId)).toBe("view");
    await requireAsset(await actorContext(users.viewer), assetId, "asset.annotate");
    await rejectsWith(requireAsset(await actorContext(users.viewer), assetId, "asset.edit"), 403);
    await rejectsWith(requireAsset(await actorContext(users.outsider), assetId), 404);
  });

  it("vault seats give view, edit and manage; an archived or expired vault makes its documents read-only", async () => {
    const { org, users } = await createRoleBoard();
    const db = serviceContext().db;
    const assetId = await insertAsset(org.id, users.owner.id, "private");
    const vaultId = await insertVault(org.id, users.owner.id);
    await db.insert(vaultAssets).values({ vaultId, assetId });
    await db.insert(vaultMembers).values({ vaultId, userId: users.member.id, role: "member" });
    await db.insert(vaultMembers).values({ vaultId, userId: users.viewer.id, role: "admin" });
    expect(await access(users.member, assetId)).toBe("edit");
    await requireAsset(await actorContext(users.member), assetId, "asset.edit");
    // An organisation viewer with an admin seat still only reads.
    await rejectsWith(requireAsset(await actorContext(users.viewer), assetId, "asset.edit"), 403);

    await db.update(vaults).set({ status: "archived" });
    await rejectsWith(
      requireAsset(await actorContext(users.member), assetId, "asset.edit"),
      409,
      "This vault is archived and read-only. Restore it to make changes.",
    );
    await db.update(vaults).set({ status: "active", expiresAt: Date.now() - 1000 });
    await rejectsWith(
      requireAsset(await actorContext(users.member), assetId, "asset.edit"),
      409,
      "This vault has expired and is read-only.",
    );
    // Reading still works; annotating is a change to the archived record, refused with the same reason.
    await requireAsset(await actorContext(users.member), assetId, "asset.view");
    await rejectsWith(
      requireAsset(await actorContext(users.member), assetId, "asset.annotate"),
      409,
      "This vault has expired and is read-only.",
    );
    await db.update(vaults).set({ expiresAt: null });
    await requireAsset(await actorContext(users.member), assetId, "asset.annotate");
  });

  it("a live share gives access until it expires or is revoked", async () => {
    const { org, users } = await createRoleBoard();
    const db = serviceContext().db;
    const assetId = await insertAsset(org.id, users.owner.id, "private");
    const shareId = crypto.randomUUID();
    await db.insert(assetShares).values({ id: shareId, assetId, organizationId: org.id, sharedWith: users.viewer.id });
    expect(await access(users.viewer, assetId)).toBe("view");
    await db.update(assetShares).set({ expiresAt: Date.now() - 1 });
    await rejectsWith(requireAsset(await actorContext(users.viewer), assetId), 404);
    await db.update(assetShares).set({ expiresAt: null, revokedAt: Date.now() });
    await rejectsWith(requireAsset(await actorContext(users.viewer), assetId), 404);
  });

  it("a published board pack opens its papers to its named audience, a draft does not", async () => {
    const { org, users } = await createRoleBoard();
    const db = serviceContext().db;
    const assetId = await insertAsset(org.id, users.owner.id, "private");
    const packId = crypto.randomUUID();
    await db
      .insert(boardPacks)
      .values({ id: packId, organizationId: org.id, title: "November board", audience: "members" });
    await db.insert(boardPackItems).values({ id: crypto.randomUUID(), boardPackId: packId, assetId, position: 0 });
    await db.insert(boardPackRecipients).values({ boardPackId: packId, userId: users.viewer.id });
    await rejectsWith(requireAsset(await actorContext(users.viewer), assetId), 404);
    await db.update(boardPacks).set({ status: "published" });
    expect(await access(users.viewer, assetId)).toBe("view");
    await rejectsWith(requireAsset(await actorContext(users.member), assetId), 404);
  });
});

describe("who sees a vault", () => {
  it("members by seat, the organisation when public, outsiders never; read-only once archived or expired", async () => {
    const { org, users } = await createRoleBoard();
    const db = serviceContext().db;
    const vaultId = await insertVault(org.id, users.owner.id);
    await db.insert(vaultMembers).values({ vaultId, userId: users.member.id, role: "viewer" });
    expect((await requireVault(await actorContext(users.member), vaultId)).role).toBe("viewer");
    await rejectsWith(requireVault(await actorContext(users.member), vaultId, "vault.edit"), 403);
    await rejectsWith(requireVault(await actorContext(users.viewer), vaultId), 404, "Vault not found");
    expect((await requireVault(await actorContext(users.admin), vaultId, "vault.manage_members")).role).toBe("admin");
    await rejectsWith(requireVault(await actorContext(users.admin), vaultId, "vault.delete"), 403);
    await requireVault(await actorContext(users.owner), vaultId, "vault.delete");

    await db.update(vaults).set({ isPublic: true });
    expect((await requireVault(await actorContext(users.viewer), vaultId)).role).toBe("viewer");
    await rejectsWith(requireVault(await actorContext(users.outsider), vaultId), 404);

    await db.update(vaults).set({ expiresAt: Date.now() - 1 });
    const expired = await requireVault(await actorContext(users.owner), vaultId);
    expect(expired.status).toBe("expired");
    await rejectsWith(
      requireVault(await actorContext(users.owner), vaultId, "vault.edit"),
      409,
      "This vault has expired and is read-only.",
    );
    await requireVault(await actorContext(users.owner), vaultId, "vault.export");
  });
});
