// Documents across organisations and roles (issue 10, decision 030): every /api/assets endpoint and every
// documents page answers 404 to someone outside the organisation, leaking nothing; inside, what each role may do.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAssetDetail } from "../../../app/.server/assets/assets";
import { assetPageAction } from "../../../app/.server/assets/detail-actions.server";
import { loadDocumentsPage } from "../../../app/.server/assets/documents-page";
import { downloadAsset } from "../../../app/.server/assets/files";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import type { RecentItem } from "../../../app/.server/shell/recent";
import { makePdf, multipartBody } from "../../helpers/asset-files";
import { uploadDocument, versionBody } from "../../helpers/assets";
import {
  actorContext,
  callWorker,
  createRoleBoard,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { countingDatabase } from "../../helpers/round-trips";

const SECRET_TITLE = "Confidential merger paper";

async function boardWithDocument() {
  const board = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
  const asset = await uploadDocument(board.users.member.id, board.org.id, undefined, { title: SECRET_TITLE });
  const ownerHeaders = await jsonHeaders(board.users.owner.id);
  const share = await callWorker(`/api/assets/${asset.id}/shares`, {
    method: "POST",
    headers: ownerHeaders,
    body: JSON.stringify({ userId: board.users.viewer.id }),
  });
  const shareId = ((await share.json()) as { data: { share: { id: string } } }).data.share.id;
  await callWorker(`/api/assets/${asset.id}/versions`, {
    method: "POST",
    headers: await signedInHeaders(board.users.owner.id),
    body: versionBody("v2.pdf", await makePdf(1, "Second version")),
  });
  const versions = await serviceContext()
    .db.select()
    .from(schema.assetVersions)
    .where(eq(schema.assetVersions.assetId, asset.id))
    .all();
  const oldVersionId = versions.find((version) => !version.isCurrent)!.id;
  return { ...board, asset, shareId, oldVersionId };
}

type Board = Awaited<ReturnType<typeof boardWithDocument>>;

/** Every endpoint of the documents API, as a request for this board's document. */
const ENDPOINTS: { name: string; request: (b: Board) => Promise<[string, RequestInit]> }[] = [
  { name: "list", request: async (b) => [`/api/assets?organizationId=${b.org.id}`, {}] },
  { name: "get", request: async (b) => [`/api/assets/${b.asset.id}`, {}] },
  {
    name: "update",
    request: async (b) => [
      `/api/assets/${b.asset.id}`,
      { method: "PUT", body: JSON.stringify({ title: "x", category: "Other", visibility: "private" }) },
    ],
  },
  { name: "delete", request: async (b) => [`/api/assets/${b.asset.id}`, { method: "DELETE" }] },
  { name: "duplicate", request: async (b) => [`/api/assets/${b.asset.id}/duplicate`, { method: "POST", body: "{}" }] },
  { name: "download", request: async (b) => [`/api/assets/${b.asset.id}/download`, {}] },
  { name: "inline", request: async (b) => [`/api/assets/${b.asset.id}/download?inline=1`, {}] },
  { name: "signed url", request: async (b) => [`/api/assets/${b.asset.id}/signed-url`, { method: "POST" }] },
  { name: "list shares", request: async (b) => [`/api/assets/${b.asset.id}/shares`, {}] },
  {
    name: "share",
    request: async (b) => [
      `/api/assets/${b.asset.id}/shares`,
      { method: "POST", body: JSON.stringify({ userId: b.users.admin.id }) },
    ],
  },
  {
    name: "update share",
    request: async (b) => [
      `/api/assets/shares/${b.shareId}`,
      { method: "PUT", body: JSON.stringify({ permission: "edit" }) },
    ],
  },
  { name: "revoke share", request: async (b) => [`/api/assets/shares/${b.shareId}`, { method: "DELETE" }] },
  { name: "list versions", request: async (b) => [`/api/assets/${b.asset.id}/versions`, {}] },
  {
    name: "upload version",
    request: async (b) => [
      `/api/assets/${b.asset.id}/versions`,
      { method: "POST", body: versionBody("v3.pdf", await makePdf()) },
    ],
  },
  {
    name: "restore version",
    request: async (b) => [`/api/assets/versions/${b.oldVersionId}/restore`, { method: "POST" }],
  },
  { name: "delete version", request: async (b) => [`/api/assets/versions/${b.oldVersionId}`, { method: "DELETE" }] },
  {
    name: "upload into the organisation",
    request: async (b) => [
      "/api/assets/upload",
      {
        method: "POST",
        body: multipartBody([
          ["organizationId", b.org.id],
          ["file", { name: "x.pdf", bytes: await makePdf() }],
        ]),
      },
    ],
  },
];

async function headersFor(userId: string, init: RequestInit) {
  const json = typeof init.body === "string";
  return json ? jsonHeaders(userId) : signedInHeaders(userId);
}

describe("documents across organisations", () => {
  it("every /api/assets endpoint answers 404 to an outsider, leaking nothing, and changes nothing", async () => {
    const board = await boardWithDocument();
    const before = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, board.asset.id));
    for (const endpoint of ENDPOINTS) {
      const [path, init] = await endpoint.request(board);
      const headers = await headersFor(board.users.outsider.id, init);
      await expectCrossOrganizationNotFound(
        (h) => callWorker(path, { ...init, headers: h }),
        [SECRET_TITLE, board.asset.storageKey],
        headers,
      ).catch((error: Error) => {
        throw new Error(`${endpoint.name}: ${error.message}`);
      });
    }
    const after = await serviceContext().db.select().from(schema.assets).where(eq(schema.assets.id, board.asset.id));
    expect(after).toEqual(before);
    const outsiderUploads = await serviceContext()
      .db.select()
      .from(schema.assets)
      .where(eq(schema.assets.ownerId, board.users.outsider.id))
      .all();
    expect(outsiderUploads).toEqual([]);
  });

  it("the documents pages answer 404 to an outsider: list, document, download and every action", async () => {
    const board = await boardWithDocument();
    const ctx = await actorContext(board.users.outsider);
    const page = (path: string) => new Request(`${TEST_ORIGIN}${path}`);
    expect((await rejection(getAssetDetail(ctx, board.asset.id))).status).toBe(404);
    expect((await rejection(downloadAsset(ctx, board.asset.id, { inline: true }))).status).toBe(404);
    for (const key of ["simple", "assets"] as const) {
      expect((await rejection(loadDocumentsPage(ctx, page(`/dashboard/${key}?org=${board.org.id}`), key))).status).toBe(
        404,
      );
    }
    const intents: Record<string, string>[] = [
      { intent: "update", title: "x", category: "Other", visibility: "private" },
      { intent: "share", userId: board.users.admin.id },
      { intent: "delete" },
      { intent: "duplicate" },
      { intent: "signedLink" },
      { intent: "revokeShare", shareId: board.shareId },
      { intent: "restoreVersion", versionId: board.oldVersionId },
      { intent: "deleteVersion", versionId: board.oldVersionId },
    ];
    for (const fields of intents) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const answer = await assetPageAction(
        ctx,
        board.asset.id,
        new Request(`${TEST_ORIGIN}/dashboard/assets/${board.asset.id}`, { method: "POST", body: form }),
      );
      expect([fields.intent, "status" in answer ? answer.status : answer.redirect]).toEqual([fields.intent, 404]);
    }
    const upload = await assetPageAction(
      ctx,
      board.asset.id,
      new Request(`${TEST_ORIGIN}/dashboard/assets/${board.asset.id}`, {
        method: "POST",
        body: versionBody("v9.pdf", await makePdf()),
      }),
    );
    expect("status" in upload ? upload.status : upload.redirect).toBe(404);
  });
});

describe("documents by role", () => {
  it("everyone in the organisation reads a document open to it; editing and deleting follow decision 030", async () => {
    const board = await boardWithDocument();
    const expectations = {
      owner: { view: 200, edit: 200, share: 201 },
      admin: { view: 200, edit: 200, share: 201 },
      member: { view: 200, edit: 200, share: 201 }, // the uploader manages their document
      viewer: { view: 200, edit: 403, share: 403 },
    } as const;
    for (const [seat, expected] of Object.entries(expectations)) {
      const user = board.users[seat as keyof typeof expectations];
      const headers = await jsonHeaders(user.id);
      const view = await callWorker(`/api/assets/${board.asset.id}`, { headers });
      const edit = await callWorker(`/api/assets/${board.asset.id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ title: `Edited by ${seat}`, category: "Other", visibility: "organization" }),
      });
      const other = seat === "admin" ? board.users.owner.id : board.users.admin.id;
      const share = await callWorker(`/api/assets/${board.asset.id}/shares`, {
        method: "POST",
        headers,
        body: JSON.stringify({ userId: other }),
      });
      expect([seat, view.status, edit.status, share.status]).toEqual([
        seat,
        expected.view,
        expected.edit,
        expected.share,
      ]);
    }
  });

  it("a private document is the uploader's, the owner's and the admins' alone; viewers cannot upload", async () => {
    const board = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const asset = await uploadDocument(board.users.owner.id, board.org.id);
    await serviceContext()
      .db.update(schema.assets)
      .set({ visibility: "private" })
      .where(eq(schema.assets.id, asset.id));
    const status = async (userId: string) =>
      (await callWorker(`/api/assets/${asset.id}`, { headers: await jsonHeaders(userId) })).status;
    expect([
      await status(board.users.owner.id),
      await status(board.users.admin.id),
      await status(board.users.member.id),
      await status(board.users.viewer.id),
    ]).toEqual([200, 200, 404, 404]);
    const list = (await (
      await callWorker(`/api/assets?organizationId=${board.org.id}`, {
        headers: await jsonHeaders(board.users.member.id),
      })
    ).json()) as { data: { assets: unknown[] } };
    // The list agrees with the guard: what the member cannot open is not listed.
    expect(list.data.assets).toEqual([]);
    await expect(uploadDocument(board.users.viewer.id, board.org.id)).rejects.toThrow(/upload failed: 403/);
  });
});

describe("a document's page reads", () => {
  /** The page's reads as `user`, counted: the round trips before the answer, and the writes after it (waitUntil). */
  const read = async (user: { id: string }, assetId: string, page?: { recentItems: RecentItem[] }) => {
    const counted = countingDatabase();
    const background: Promise<unknown>[] = [];
    const actor = await actorContext(user);
    const ctx = {
      ...actor,
      db: createDb(counted.database),
      waitUntil: (work: Promise<unknown>) => background.push(work),
      snapshot: page && {
        organizations: [],
        preferredOrganizationId: null,
        recentItems: page.recentItems,
        recentSearches: [],
      },
    };
    const detail = await getAssetDetail(ctx, assetId, page && `/dashboard/assets/${assetId}`);
    // The view's writes start at once but are awaited only after the answer: not the page's round trips.
    const roundTrips = counted.roundTrips() - background.length;
    await Promise.all(background);
    return { detail, roundTrips, writes: background.length };
  };
  const storedViews = async (assetId: string) =>
    (
      await serviceContext()
        .db.select({ viewCount: schema.assets.viewCount })
        .from(schema.assets)
        .where(eq(schema.assets.id, assetId))
        .get()
    )?.viewCount;

  it("in one round trip for a reader and for a manager, counting the view in one write after the answer", async () => {
    const board = await boardWithDocument();
    const viewer = await read(board.users.viewer, board.asset.id);
    expect([viewer.roundTrips, viewer.writes, viewer.detail.permissions.canManage]).toEqual([1, 1, false]);
    // What only a manager sees is read with the page but never handed to a reader.
    expect([viewer.detail.shares, viewer.detail.members]).toEqual([[], []]);
    expect(viewer.detail.versions.map((version) => version.versionNumber)).toEqual([2, 1]);
    const owner = await read(board.users.owner, board.asset.id);
    expect([owner.roundTrips, owner.writes, owner.detail.permissions.canManage]).toEqual([1, 1, true]);
    expect(owner.detail.shares.map((share) => share.sharedWith)).toEqual([board.users.viewer.id]);
    expect(owner.detail.members.map((member) => member.id).sort()).toEqual(
      [board.users.admin.id, board.users.member.id, board.users.viewer.id].sort(),
    );
    expect(await storedViews(board.asset.id)).toBe(owner.detail.asset.viewCount);
  });

  it("the page counts a view with the visit, at most once a minute per user, writing nothing between", async () => {
    const board = await boardWithDocument();
    const href = `/dashboard/assets/${board.asset.id}`;
    const before = (await storedViews(board.asset.id)) ?? 0;
    const entry = (visitedAt: number): RecentItem => ({ href, title: SECRET_TITLE, type: "document", visitedAt });

    const first = await read(board.users.owner, board.asset.id, { recentItems: [] });
    expect([first.roundTrips, first.writes, first.detail.asset.viewCount]).toEqual([1, 1, before + 1]);
    const visit = await serviceContext()
      .db.select()
      .from(schema.recentItems)
      .where(and(eq(schema.recentItems.userId, board.users.owner.id), eq(schema.recentItems.href, href)))
      .get();
    expect(visit?.title).toBe(SECRET_TITLE);

    // Listed as visited 10 s ago: not counted again, nothing written.
    const again = await read(board.users.owner, board.asset.id, { recentItems: [entry(Date.now() - 10_000)] });
    expect([again.roundTrips, again.writes, again.detail.asset.viewCount]).toEqual([1, 0, before + 1]);
    expect(await storedViews(board.asset.id)).toBe(before + 1);

    // The newest entry, written two minutes ago: counted, and the visit takes the time though it stays the newest.
    const earlier = Date.now() - 120_000;
    await serviceContext()
      .db.update(schema.recentItems)
      .set({ visitedAt: earlier })
      .where(eq(schema.recentItems.userId, board.users.owner.id));
    const later = await read(board.users.owner, board.asset.id, { recentItems: [entry(earlier)] });
    expect([later.writes, later.detail.asset.viewCount]).toEqual([1, before + 2]);
    expect(await storedViews(board.asset.id)).toBe(before + 2);
    const moved = await serviceContext()
      .db.select({ visitedAt: schema.recentItems.visitedAt })
      .from(schema.recentItems)
      .where(and(eq(schema.recentItems.userId, board.users.owner.id), eq(schema.recentItems.href, href)))
      .get();
    expect(moved?.visitedAt).toBeGreaterThan(earlier + 60_000);
  });
});
