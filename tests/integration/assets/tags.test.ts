// Documents' tags on an index (docs/decisions/036): asset_tags follows assets.tags through every write, the list's
// tag filter and its menu of tags read it, and the menu offers only tags of documents the reader can see.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAssets } from "../../../app/.server/assets/list";
import type { ActorContext } from "../../../app/.server/platform/context";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { uploadDocument } from "../../helpers/assets";
import { actorContext, callWorker, createRoleBoard, jsonHeaders, serviceContext } from "../../helpers/factories";
import { countingDatabase } from "../../helpers/round-trips";

const { assets, assetTags } = schema;

const tagsOf = async (assetId: string) =>
  (
    await serviceContext()
      .db.select({ tag: assetTags.tag, organizationId: assetTags.organizationId })
      .from(assetTags)
      .where(eq(assetTags.assetId, assetId))
      .orderBy(assetTags.tag)
      .all()
  ).map((row) => `${row.tag}@${row.organizationId}`);

const setTags = (assetId: string, tags: string[]) =>
  serviceContext().db.update(assets).set({ tags }).where(eq(assets.id, assetId));

describe("asset_tags follows assets.tags", () => {
  it("on upload, edit, duplicate, a direct write and a hard delete", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    expect(await tagsOf(asset.id)).toEqual([]);

    const headers = await jsonHeaders(users.owner.id);
    const put = await callWorker(`/api/assets/${asset.id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ title: "Q3 paper", category: "Other", tags: ["q3", "finance"], visibility: "private" }),
    });
    expect(put.status).toBe(200);
    expect(await tagsOf(asset.id)).toEqual([`finance@${org.id}`, `q3@${org.id}`]);

    const copy = await callWorker(`/api/assets/${asset.id}/duplicate`, { method: "POST", headers, body: "{}" });
    expect(copy.status).toBe(201);
    const copyId = ((await copy.json()) as { data: { id: string } }).data.id;
    expect(await tagsOf(copyId)).toEqual([`finance@${org.id}`, `q3@${org.id}`]);

    await setTags(asset.id, ["audit"]);
    expect(await tagsOf(asset.id)).toEqual([`audit@${org.id}`]);

    await serviceContext().db.delete(assets).where(eq(assets.id, asset.id));
    expect(await tagsOf(asset.id)).toEqual([]);
    expect(await tagsOf(copyId)).toHaveLength(2);
  });
});

describe("the documents list's tags", () => {
  it("filters by tag and offers only the tags of documents the reader can see", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "viewer"] });
    const open = await uploadDocument(users.owner.id, org.id, undefined, { title: "Budget 2027" });
    const closed = await uploadDocument(users.owner.id, org.id, undefined, { title: "Chair's notes" });
    const deleted = await uploadDocument(users.owner.id, org.id, undefined, { title: "Old draft" });
    await setTags(open.id, ["finance", "q3"]);
    await setTags(closed.id, ["confidential", "finance"]);
    await setTags(deleted.id, ["withdrawn"]);
    const ctx = serviceContext();
    await ctx.db.update(assets).set({ visibility: "private" }).where(eq(assets.id, closed.id));
    await ctx.db.update(assets).set({ isDeleted: true }).where(eq(assets.id, deleted.id));

    const owner = await actorContext(users.owner);
    const viewer = await actorContext(users.viewer);
    expect((await listAssets(owner, org.id, {})).facets.tags).toEqual(["confidential", "finance", "q3"]);
    expect((await listAssets(viewer, org.id, {})).facets.tags).toEqual(["finance", "q3"]);

    const titles = async (actor: ActorContext, tag: string) =>
      (await listAssets(actor, org.id, { tag })).assets.map((asset) => asset.title).sort();
    expect(await titles(owner, "finance")).toEqual(["Budget 2027", "Chair's notes"]);
    expect(await titles(viewer, "finance")).toEqual(["Budget 2027"]);
    expect(await titles(viewer, "confidential")).toEqual([]);
    expect(await titles(owner, "withdrawn")).toEqual([]);
    expect((await listAssets(owner, org.id, { tag: "finance" })).pagination.total).toBe(2);
  });

  it("reads tags through asset_tags' index, never every document's JSON", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const asset = await uploadDocument(users.owner.id, org.id);
    await setTags(asset.id, ["finance"]);
    // Every statement the page ran, batched ones included, with its values.
    const recorded = countingDatabase();
    const owner: ActorContext = { ...(await actorContext(users.owner)), db: createDb(recorded.database) };
    await listAssets(owner, org.id, { tag: "finance" });
    const captured = recorded.statements();
    expect(recorded.roundTrips()).toBe(1); // the membership guard and the page's five reads, in one batch

    const plans = await Promise.all(
      captured.map(async ({ query, params }) => {
        const explained = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
          .bind(...params)
          .all<{ detail: string }>();
        return { query, plan: explained.results.map((row) => row.detail) };
      }),
    );
    const tagQueries = plans.filter(({ query }) => query.includes("asset_tags"));
    // The list, its count and the menu of tags.
    expect(tagQueries).toHaveLength(3);
    for (const { plan } of tagQueries) {
      expect(plan.some((line) => line.includes("USING COVERING INDEX asset_tags_org_tag_idx"))).toBe(true);
    }
    for (const { query, plan } of plans) {
      expect(query).not.toContain("json_each");
      expect(plan.filter((line) => /^SCAN (assets|asset_tags)\b/.test(line) && !/USING/.test(line))).toEqual([]);
    }
  });
});
