// The life of a document through /api/assets (001 §7): metadata, versions, shares, duplicate, soft delete and
// the list's filters, each change with its audit entry.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { ASSET_MESSAGES } from "../../../app/lib/assets/constants";
import { ASSET_PAGE_TEXTS } from "../../../app/lib/assets/texts";
import { makePdf, multipartBody, SAMPLE_FILES } from "../../helpers/asset-files";
import { uploadDocument, versionBody } from "../../helpers/assets";
import { callWorker, createRoleBoard, jsonHeaders, serviceContext, signedInHeaders } from "../../helpers/factories";

const auditActions = async (assetId: string) =>
  (
    await serviceContext()
      .db.select({ action: schema.auditLogs.action })
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.entityId, assetId))
      .all()
  ).map((row) => row.action);

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe("a document's metadata, versions and deletion", () => {
  it("edits metadata, uploads versions with a changelog, restores and deletes an old one", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    const headers = await jsonHeaders(users.owner.id);

    const put = await callWorker(`/api/assets/${asset.id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        title: "Q3 board paper",
        category: "Financial Reports",
        tags: ["q3", "finance"],
        visibility: "private",
      }),
    });
    expect(put.status).toBe(200);
    expect((await json<{ data: { title: string; tags: string[] } }>(put)).data).toMatchObject({
      title: "Q3 board paper",
      tags: ["q3", "finance"],
    });
    const badPut = await callWorker(`/api/assets/${asset.id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ title: "", category: "Other", visibility: "everyone" }),
    });
    expect(badPut.status).toBe(400);

    const second = await callWorker(`/api/assets/${asset.id}/versions`, {
      method: "POST",
      headers: await signedInHeaders(users.owner.id),
      body: versionBody("paper-v2.pdf", await makePdf(3, "Revised paper"), "Figures corrected"),
    });
    expect(second.status).toBe(201);
    const listed = await json<{ data: { versions: { id: string; version_number: number; is_current: boolean }[] } }>(
      await callWorker(`/api/assets/${asset.id}/versions`, { headers }),
    );
    expect(listed.data.versions.map((v) => [v.version_number, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const first = listed.data.versions[1]!;
    const current = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, asset.id)).get();
    expect([current?.currentVersion, current?.originalFileName]).toEqual([2, "paper-v2.pdf"]);

    const deleteCurrent = await callWorker(`/api/assets/versions/${listed.data.versions[0]!.id}`, {
      method: "DELETE",
      headers,
    });
    expect([deleteCurrent.status, (await json<{ error: string }>(deleteCurrent)).error]).toEqual([
      409,
      ASSET_PAGE_TEXTS.currentVersionDelete,
    ]);

    const restored = await callWorker(`/api/assets/versions/${first.id}/restore`, { method: "POST", headers });
    expect(restored.status).toBe(200);
    const afterRestore = await serviceContext()
      .db.select()
      .from(schema.assets)
      .where(eq(schema.assets.id, asset.id))
      .get();
    expect([afterRestore?.currentVersion, afterRestore?.storageKey]).toEqual([1, asset.storageKey]);

    const secondKey = current!.storageKey;
    const removed = await callWorker(`/api/assets/versions/${listed.data.versions[0]!.id}`, {
      method: "DELETE",
      headers,
    });
    expect(removed.status).toBe(200);
    expect(await env.FILES.head(secondKey)).toBeNull();
    expect(await auditActions(asset.id)).toEqual([
      "asset.uploaded",
      "asset.updated",
      "asset.version_uploaded",
      "asset.version_restored",
      "asset.version_deleted",
    ]);
  });

  it("soft-deletes: the document leaves the list and answers 'Asset not found'", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    const headers = await jsonHeaders(users.owner.id);
    expect((await callWorker(`/api/assets/${asset.id}`, { method: "DELETE", headers })).status).toBe(200);
    const gone = await callWorker(`/api/assets/${asset.id}`, { headers });
    expect([gone.status, (await json<{ error: string }>(gone)).error]).toEqual([404, ASSET_MESSAGES.notFound]);
    const list = await json<{ data: { assets: unknown[] } }>(
      await callWorker(`/api/assets?organizationId=${org.id}`, { headers }),
    );
    expect(list.data.assets).toEqual([]);
    const row = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, asset.id)).get();
    expect([row?.isDeleted, await env.FILES.head(asset.storageKey).then(Boolean)]).toEqual([true, true]);
    expect(await auditActions(asset.id)).toContain("asset.deleted");
  });

  it("duplicates into a new document with its own copy of the bytes", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    const response = await callWorker(`/api/assets/${asset.id}/duplicate`, {
      method: "POST",
      headers: await jsonHeaders(users.owner.id),
      body: JSON.stringify({ name: "Copy for the committee" }),
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { id: string; title: string } }>(response);
    const copy = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, data.id)).get();
    expect(copy?.title).toBe("Copy for the committee");
    expect(copy?.storageKey).not.toBe(asset.storageKey);
    const [original, copied] = await Promise.all([
      env.FILES.get(asset.storageKey).then((o) => o!.arrayBuffer()),
      env.FILES.get(copy!.storageKey).then((o) => o!.arrayBuffer()),
    ]);
    expect(new Uint8Array(copied)).toEqual(new Uint8Array(original));
    expect(await auditActions(data.id)).toEqual(["asset.duplicated"]);
  });

  it("lists with search, type, category and tag filters, sort and pages of 50", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const pdf = await uploadDocument(users.owner.id, org.id, undefined, {
      title: "Budget 2027",
      category: "Financial Reports",
    });
    await uploadDocument(
      users.owner.id,
      org.id,
      { name: "notes.txt", bytes: SAMPLE_FILES["notes.txt"]! },
      {
        title: "Minutes March",
        category: "Meeting Minutes",
      },
    );
    await serviceContext()
      .db.update(schema.assets)
      .set({ tags: ["finance"] })
      .where(eq(schema.assets.id, pdf.id));
    const headers = await jsonHeaders(users.owner.id);
    const titles = async (query: string) =>
      (
        await json<{ data: { assets: { title: string }[]; pagination: { total: number; limit: number } } }>(
          await callWorker(`/api/assets?organizationId=${org.id}&${query}`, { headers }),
        )
      ).data;
    expect((await titles("search=budget")).assets.map((a) => a.title)).toEqual(["Budget 2027"]);
    expect((await titles("type=txt")).assets.map((a) => a.title)).toEqual(["Minutes March"]);
    expect((await titles("category=Financial%20Reports")).assets.map((a) => a.title)).toEqual(["Budget 2027"]);
    expect((await titles("tag=finance")).assets.map((a) => a.title)).toEqual(["Budget 2027"]);
    expect((await titles("sortField=title&sortDirection=asc")).assets.map((a) => a.title)).toEqual([
      "Budget 2027",
      "Minutes March",
    ]);
    const page = await titles("");
    expect([page.pagination.total, page.pagination.limit]).toEqual([2, 50]);
    const bad = await callWorker(`/api/assets?organizationId=${org.id}&limit=500`, { headers });
    expect(bad.status).toBe(400);
  });

  it("removes the stored object when the metadata write fails ('Failed to save file information')", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    // A trigger stands in for a failing D1 write, after the bytes reached R2.
    await env.DB.prepare(
      `create trigger fail_asset_insert before insert on assets when new.title = 'Doomed'
       begin select raise(abort, 'simulated failure'); end`,
    ).run();
    try {
      const response = await callWorker("/api/assets/upload", {
        method: "POST",
        headers: await signedInHeaders(users.owner.id),
        body: multipartBody([
          ["organizationId", org.id],
          ["title", "Doomed"],
          ["file", { name: "paper.pdf", bytes: await makePdf() }],
        ]),
      });
      expect([response.status, (await json<{ error: string }>(response)).error]).toEqual([
        503,
        ASSET_MESSAGES.saveFailed,
      ]);
      expect((await env.FILES.list({ prefix: `uploads/${users.owner.id}/` })).objects).toEqual([]);
    } finally {
      await env.DB.prepare("drop trigger fail_asset_insert").run();
    }
  });
});

describe("shares", () => {
  it("shares with a member until a date, lets them open it, and revoking ends it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    await serviceContext()
      .db.update(schema.assets)
      .set({ visibility: "private" })
      .where(eq(schema.assets.id, asset.id));
    const memberHeaders = await jsonHeaders(users.member.id);
    expect((await callWorker(`/api/assets/${asset.id}`, { headers: memberHeaders })).status).toBe(404);

    const ownerHeaders = await jsonHeaders(users.owner.id);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const created = await callWorker(`/api/assets/${asset.id}/shares`, {
      method: "POST",
      headers: ownerHeaders,
      body: JSON.stringify({ userId: users.member.id, permission: "view", expiresAt: tomorrow }),
    });
    expect(created.status).toBe(201);
    const { data } = await json<{ data: { share: { id: string; is_active: boolean } } }>(created);
    expect(data.share.is_active).toBe(true);
    expect((await callWorker(`/api/assets/${asset.id}`, { headers: memberHeaders })).status).toBe(200);
    // Viewing through a share is not managing: the member cannot delete it.
    expect((await callWorker(`/api/assets/${asset.id}`, { method: "DELETE", headers: memberHeaders })).status).toBe(
      403,
    );
    const listed = await json<{ data: { shares: { id: string }[] } }>(
      await callWorker(`/api/assets/${asset.id}/shares`, { headers: ownerHeaders }),
    );
    expect(listed.data.shares.map((share) => share.id)).toEqual([data.share.id]);

    const revoked = await callWorker(`/api/assets/shares/${data.share.id}`, {
      method: "DELETE",
      headers: ownerHeaders,
    });
    expect(revoked.status).toBe(200);
    expect((await callWorker(`/api/assets/${asset.id}`, { headers: memberHeaders })).status).toBe(404);
  });

  it("an expired share grants nothing; a past expiry and a non-member are refused", async () => {
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    await serviceContext()
      .db.update(schema.assets)
      .set({ visibility: "private" })
      .where(eq(schema.assets.id, asset.id));
    const ownerHeaders = await jsonHeaders(users.owner.id);
    const past = await callWorker(`/api/assets/${asset.id}/shares`, {
      method: "POST",
      headers: ownerHeaders,
      body: JSON.stringify({ userId: users.member.id, expiresAt: "2020-01-01" }),
    });
    expect(past.status).toBe(400);
    const outsider = await callWorker(`/api/assets/${asset.id}/shares`, {
      method: "POST",
      headers: ownerHeaders,
      body: JSON.stringify({ userId: users.outsider.id }),
    });
    expect([outsider.status, (await json<{ error: string }>(outsider)).error]).toEqual([
      400,
      ASSET_PAGE_TEXTS.shareNotMember,
    ]);
    expect(outsiderOrg.id).not.toBe(org.id);
    // A share that has run out: written with a past expiry, as time would leave it.
    await serviceContext()
      .db.insert(schema.assetShares)
      .values({
        id: crypto.randomUUID(),
        assetId: asset.id,
        organizationId: org.id,
        sharedWith: users.member.id,
        sharedBy: users.owner.id,
        expiresAt: Date.now() - 1000,
      });
    expect((await callWorker(`/api/assets/${asset.id}`, { headers: await jsonHeaders(users.member.id) })).status).toBe(
      404,
    );
    const shares = await serviceContext()
      .db.select()
      .from(schema.assetShares)
      .where(eq(schema.assetShares.assetId, asset.id))
      .all();
    expect(shares.length).toBe(1);
  });
});
