// An upload into a vault (001 §7: "for a vault, vault_assets"): the document is linked to the vault, listed under
// it, refused for a vault of another organisation, and refused while the vault is archived (read-only).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { VAULT_MESSAGES } from "../../../app/lib/vaults/constants";
import { makePdf, multipartBody } from "../../helpers/asset-files";
import { uploadDocument } from "../../helpers/assets";
import { callWorker, createRoleBoard, jsonHeaders, serviceContext, signedInHeaders } from "../../helpers/factories";

async function createVault(organizationId: string, ownerId: string, status: "active" | "archived" = "active") {
  const id = crypto.randomUUID();
  await serviceContext()
    .db.insert(schema.vaults)
    .values({ id, organizationId, name: "Q3 Board Pack", ownerId, status });
  return id;
}

async function uploadInto(userId: string, organizationId: string, vaultId: string) {
  return callWorker("/api/assets/upload", {
    method: "POST",
    headers: await signedInHeaders(userId),
    body: multipartBody([
      ["organizationId", organizationId],
      ["vaultId", vaultId],
      ["file", { name: "pack.pdf", bytes: await makePdf() }],
    ]),
  });
}

describe("uploads into a vault", () => {
  it("links the document to the vault and lists it under the vault", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const vaultId = await createVault(org.id, users.owner.id);
    await uploadDocument(users.owner.id, org.id);
    const response = await uploadInto(users.owner.id, org.id, vaultId);
    expect(response.status).toBe(201);
    const { asset } = (await response.json()) as { asset: { id: string; vault_id: string } };
    expect(asset.vault_id).toBe(vaultId);
    const links = await serviceContext()
      .db.select()
      .from(schema.vaultAssets)
      .where(eq(schema.vaultAssets.vaultId, vaultId))
      .all();
    expect(links.map((link) => link.assetId)).toEqual([asset.id]);
    const listed = (await (
      await callWorker(`/api/assets?organizationId=${org.id}&vaultId=${vaultId}`, {
        headers: await jsonHeaders(users.owner.id),
      })
    ).json()) as { data: { assets: { id: string }[] } };
    expect(listed.data.assets.map((row) => row.id)).toEqual([asset.id]);
  });

  it("refuses another organisation's vault (404) and an archived vault (409), storing nothing", async () => {
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "outsider"] });
    const foreignVault = await createVault(outsiderOrg.id, users.outsider.id);
    expect((await uploadInto(users.owner.id, org.id, foreignVault)).status).toBe(404);
    const archived = await createVault(org.id, users.owner.id, "archived");
    const refused = await uploadInto(users.owner.id, org.id, archived);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      409,
      VAULT_MESSAGES.readOnlyArchived,
    ]);
    const rows = await serviceContext()
      .db.select()
      .from(schema.assets)
      .where(eq(schema.assets.organizationId, org.id))
      .all();
    expect(rows).toEqual([]);
  });
});
