// A reader who loses access to a document loses its live room at once: the room closes their socket with 4403 and
// sends them nothing more, whichever way the access went (a share revoked, a vault seat removed, the organisation
// membership removed, the document deleted), while the readers who keep access stay live.
import { describe, expect, it } from "vitest";
import { createAnnotation } from "../../../app/.server/annotations/annotations";
import { deleteAsset } from "../../../app/.server/assets/assets";
import { revokeShare, shareAsset } from "../../../app/.server/assets/shares";
import { removeMember } from "../../../app/.server/organizations/members";
import { schema } from "../../../app/.server/platform/db/client";
import { removeVaultMember } from "../../../app/.server/vaults/members";
import { ASSET_ROOM_CLOSE, type AssetServerMessage, assetRoomPath } from "../../../app/lib/annotations/realtime";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { ShareAssetSchema } from "../../../app/lib/assets/schemas";
import { actorContext, callWorker, createRoleBoard, serviceContext, signedInHeaders } from "../../helpers/factories";
import { openTestSocket } from "../../helpers/sockets";
import { highlight, insertDocument } from "./documents";

/** A reader's open socket on the document's room. */
async function connect(userId: string, assetId: string) {
  return openTestSocket<AssetServerMessage>(assetRoomPath(assetId), await signedInHeaders(userId));
}

const annotate = async (user: { id: string }, assetId: string, text: string) =>
  createAnnotation(await actorContext(user), assetId, CreateAnnotationSchema.parse(highlight({ content: { text } })));

const REVOKED = { code: ASSET_ROOM_CLOSE.accessRevoked.code, reason: ASSET_ROOM_CLOSE.accessRevoked.reason };

describe("a reader who loses access loses the live room", () => {
  it("a revoked share closes the reader's socket at once; the owner stays live", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id, { visibility: "private" });
    const ownerCtx = await actorContext(users.owner);
    const share = await shareAsset(ownerCtx, assetId, ShareAssetSchema.parse({ userId: users.member.id }));
    const shared = await connect(users.member.id, assetId);
    const owner = await connect(users.owner.id, assetId);

    await revokeShare(ownerCtx, share.id);
    expect(await shared.whenClosed()).toEqual(REVOKED);
    expect(owner.closed()).toBeNull();

    await annotate(users.owner, assetId, "After the share ended");
    expect(await owner.frame(2)).toMatchObject({ type: "event", event: { type: "annotation.created" } });
    expect(JSON.stringify(shared.frames)).not.toContain("After the share ended");
    // Nor can they open the room again.
    const headers = await signedInHeaders(users.member.id);
    headers.set("Upgrade", "websocket");
    expect((await callWorker(assetRoomPath(assetId), { headers })).status).toBe(404);
    owner.close();
  });

  it("removing a vault seat closes that member's socket on the vault's documents", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id, { visibility: "private" });
    const vaultId = crypto.randomUUID();
    const db = serviceContext().db;
    await db.batch([
      db.insert(schema.vaults).values({ id: vaultId, organizationId: org.id, ownerId: users.owner.id, name: "Audit" }),
      db.insert(schema.vaultAssets).values({ vaultId, assetId }),
      db.insert(schema.vaultMembers).values({ vaultId, userId: users.member.id, role: "member" }),
    ]);
    const member = await connect(users.member.id, assetId);
    const admin = await connect(users.admin.id, assetId);

    await removeVaultMember(await actorContext(users.owner), vaultId, users.member.id);
    expect(await member.whenClosed()).toEqual(REVOKED);
    expect(admin.closed()).toBeNull();
    admin.close();
  });

  it("someone removed from the organisation gets no further event: the room closes them before it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const member = await connect(users.member.id, assetId);
    const owner = await connect(users.owner.id, assetId);

    await removeMember(await actorContext(users.owner), org.id, users.member.id);
    await annotate(users.owner, assetId, "Said after they left");
    expect(await owner.frame(2)).toMatchObject({ type: "event", seq: 1 });
    expect(await member.whenClosed()).toEqual(REVOKED);
    expect(member.frames).toEqual([{ type: "ready", room: "asset", seq: 0 }]);
    owner.close();
  });

  it("deleting the document closes every reader's socket", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const readers = [await connect(users.member.id, assetId), await connect(users.owner.id, assetId)];

    await deleteAsset(await actorContext(users.owner), assetId);
    for (const reader of readers) expect(await reader.whenClosed()).toEqual(REVOKED);
  });
});
