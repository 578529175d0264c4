// Deleting an organisation deletes its documents' bytes too: they live under the uploader's prefix in R2
// (uploads/{userId}/..., 001 §7), not the organisation's, so the purge finds them through the rows.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { purgeOrganization } from "../../../app/.server/organizations/deletion";
import { schema } from "../../../app/.server/platform/db/client";
import { createOrganization, createUser, serviceContext } from "../../helpers/factories";

async function storedDocument(organizationId: string, ownerId: string, keys: string[]) {
  const db = serviceContext().db;
  const assetId = crypto.randomUUID();
  const file = { fileName: "paper.pdf", originalFileName: "paper.pdf", fileType: "pdf", mimeType: "application/pdf" };
  await db.insert(schema.assets).values({
    id: assetId,
    organizationId,
    ownerId,
    title: "Paper",
    fileSize: 5,
    storageKey: keys[keys.length - 1],
    ...file,
  });
  for (const [index, key] of keys.entries()) {
    await env.FILES.put(key, "%PDF-");
    await db.insert(schema.assetVersions).values({
      id: crypto.randomUUID(),
      assetId,
      versionNumber: index + 1,
      storageKey: key,
      fileSize: 5,
      isCurrent: index === keys.length - 1,
      ...file,
    });
  }
  return assetId;
}

describe("purging an organisation", () => {
  it("deletes every version of its documents and its compiled board packs from R2, and nobody else's", async () => {
    const owner = await createUser();
    const doomed = await createOrganization({ ownerId: owner.id });
    const kept = await createOrganization({ ownerId: owner.id });
    const versions = [`uploads/${owner.id}/1-paper.pdf`, `uploads/${owner.id}/2-paper.pdf`];
    await storedDocument(doomed.id, owner.id, versions);
    const packKey = `board-packs/${crypto.randomUUID()}/1.pdf`;
    await env.FILES.put(packKey, "%PDF-");
    await serviceContext()
      .db.insert(schema.boardPacks)
      .values({ id: crypto.randomUUID(), organizationId: doomed.id, title: "November", compiledKey: packKey });
    const othersKey = `uploads/${owner.id}/3-other.pdf`;
    await storedDocument(kept.id, owner.id, [othersKey]);

    const { objectsDeleted } = await purgeOrganization(serviceContext().db, env.FILES, doomed.id);

    expect(objectsDeleted).toBe(3);
    for (const key of [...versions, packKey]) expect(await env.FILES.head(key)).toBeNull();
    expect(await env.FILES.head(othersKey)).not.toBeNull();
  });
});
