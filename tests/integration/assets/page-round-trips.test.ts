// Issue 9: the document page and its reader read with the session lookup (decision 066), so a repeat view makes no
// D1 round trip after the session's batch; counted through the D1 binding, never timed.
import { describe, expect, it } from "vitest";
import { createAnnotation, createReply } from "../../../app/.server/annotations/annotations";
import { loadReader } from "../../../app/.server/annotations/reader";
import { getAssetDetail } from "../../../app/.server/assets/assets";
import { ASSET_PAGE_READS, READER_PAGE_READS } from "../../../app/.server/assets/page-reads";
import { schema } from "../../../app/.server/platform/db/client";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { sessionPageRequest } from "../../helpers/session-page-request";
import { highlight, insertDocument } from "../annotations/documents";

/** An organisation's document uploaded by its owner, shared with its viewer; and a private one of the owner's. */
async function boardWithDocuments() {
  const board = await createRoleBoard({ seats: ["owner", "member", "viewer", "outsider"], names: { member: "Mina" } });
  const { org, users } = board;
  const open = await insertDocument(org.id, users.owner.id);
  const secret = await insertDocument(org.id, users.owner.id, { visibility: "private" });
  await serviceContext().db.insert(schema.assetShares).values({
    id: crypto.randomUUID(),
    assetId: open,
    organizationId: org.id,
    sharedWith: users.viewer.id,
    sharedBy: users.owner.id,
  });
  return { ...board, open, secret };
}

/** What the document page shows, but for its view count (each view may count one). */
const shown = ({ asset, ...detail }: Awaited<ReturnType<typeof getAssetDetail>>) => ({
  ...detail,
  asset: { ...asset, viewCount: 0 },
});

describe("the document page", () => {
  it("reads with the session: no round trip of its own, the same page as when it reads alone", async () => {
    const { users, open } = await boardWithDocuments();
    for (const path of [`/dashboard/assets/${open}`, `/dashboard/assets/${open}.data`]) {
      const page = await sessionPageRequest(path, users.owner.id);
      const prefetched = page.services.prefetchedPage(ASSET_PAGE_READS, { assetId: open });
      expect(prefetched).toBeDefined();
      const detail = await getAssetDetail(page.ctx, open, `/dashboard/assets/${open}`, prefetched);
      expect([path, page.afterSession()]).toEqual([path, 0]);
      await page.afterTheAnswer();
      const alone = await getAssetDetail(await actorContext(users.owner), open);
      expect(shown(detail)).toEqual(shown(alone));
      expect([detail.permissions.canManage, detail.shares.map((share) => share.sharedWith)]).toEqual([
        true,
        [users.viewer.id],
      ]);
    }
  });

  it("counts the view after the answer, once a minute, as when it read alone", async () => {
    const { users, open } = await boardWithDocuments();
    const view = async () => {
      const page = await sessionPageRequest(`/dashboard/assets/${open}`, users.member.id);
      const prefetched = page.services.prefetchedPage(ASSET_PAGE_READS, { assetId: open });
      const detail = await getAssetDetail(page.ctx, open, `/dashboard/assets/${open}`, prefetched);
      return [page.afterSession(), await page.afterTheAnswer(), detail.asset.viewCount];
    };
    expect(await view()).toEqual([0, 1, 1]);
    // Visited within the minute (the shell's recent list, read with the session): nothing written, not counted.
    expect(await view()).toEqual([0, 0, 1]);
  });

  it("keeps a reader's refusals and hides what only managers see, with the rows read alongside", async () => {
    const { users, open, secret } = await boardWithDocuments();
    const viewer = await sessionPageRequest(`/dashboard/assets/${open}`, users.viewer.id);
    const read = await getAssetDetail(
      viewer.ctx,
      open,
      undefined,
      viewer.services.prefetchedPage(ASSET_PAGE_READS, { assetId: open }),
    );
    expect([read.permissions.canManage, read.shares, read.members, viewer.afterSession()]).toEqual([false, [], [], 0]);
    // A private document of someone else's, and any document of another organisation: 404, as when read alone.
    for (const [user, assetId] of [
      [users.member, secret],
      [users.outsider, open],
    ] as const) {
      const page = await sessionPageRequest(`/dashboard/assets/${assetId}`, user.id);
      const rows = page.services.prefetchedPage(ASSET_PAGE_READS, { assetId });
      expect(rows).toBeDefined();
      expect(await rejection(getAssetDetail(page.ctx, assetId, `/dashboard/assets/${assetId}`, rows))).toMatchObject({
        status: 404,
      });
      expect(await rejection(getAssetDetail(await actorContext(user), assetId))).toMatchObject({ status: 404 });
    }
  });

  it("hands its rows to no other page, and to no other id", async () => {
    const { users, open } = await boardWithDocuments();
    const notPrefetched = [
      [`/dashboard/assets/${open}/read`, "GET", open],
      [`/dashboard/assets/${open}/download`, "GET", open],
      [`/dashboard/assets/${open}`, "POST", open],
      [`/dashboard/assets/${open}`, "GET", crypto.randomUUID()],
      [`/dashboard/assets/${open.toUpperCase()}`, "GET", open.toUpperCase()],
    ];
    for (const [path, method, assetId] of notPrefetched) {
      const page = await sessionPageRequest(path, users.owner.id, method);
      expect([path, method, page.services.prefetchedPage(ASSET_PAGE_READS, { assetId })]).toEqual([
        path,
        method,
        undefined,
      ]);
    }
    // Without its rows the page reads them itself, in one round trip.
    const other = await sessionPageRequest(`/dashboard/assets/${open}/read`, users.owner.id);
    await getAssetDetail(other.ctx, open, `/dashboard/assets/${open}`);
    expect(other.afterSession()).toBe(1);
  });
});

describe("the reader", () => {
  it("reads with the session: no round trip of its own, the same page as when it reads alone", async () => {
    const { users, open } = await boardWithDocuments();
    const member = await actorContext(users.member);
    const shared = await createAnnotation(member, open, CreateAnnotationSchema.parse(highlight()));
    await createAnnotation(member, open, CreateAnnotationSchema.parse(highlight({ isPrivate: true })));
    await createReply(await actorContext(users.owner), shared.id, { content: "Agreed" });
    for (const [user, annotations] of [
      [users.owner, 1],
      [users.member, 2],
    ] as const) {
      for (const path of [`/dashboard/assets/${open}/read`, `/dashboard/assets/${open}/read.data`]) {
        const page = await sessionPageRequest(path, user.id);
        const prefetched = page.services.prefetchedPage(READER_PAGE_READS, { assetId: open });
        expect(prefetched).toBeDefined();
        const reader = await loadReader(page.ctx, open, prefetched);
        expect([path, page.afterSession(), reader.annotations.length]).toEqual([path, 0, annotations]);
        expect(reader).toEqual(await loadReader(await actorContext(user), open));
      }
    }
  });

  it("keeps the guard's refusals with the rows read alongside, and hands them to no other page or id", async () => {
    const { users, open, secret } = await boardWithDocuments();
    for (const [user, assetId] of [
      [users.member, secret],
      [users.outsider, open],
    ] as const) {
      const page = await sessionPageRequest(`/dashboard/assets/${assetId}/read`, user.id);
      const rows = page.services.prefetchedPage(READER_PAGE_READS, { assetId });
      expect(rows).toBeDefined();
      expect(await rejection(loadReader(page.ctx, assetId, rows))).toMatchObject({ status: 404 });
    }
    const documentPage = await sessionPageRequest(`/dashboard/assets/${open}`, users.owner.id);
    expect(documentPage.services.prefetchedPage(READER_PAGE_READS, { assetId: open })).toBeUndefined();
    const reader = await sessionPageRequest(`/dashboard/assets/${open}/read`, users.owner.id);
    expect(reader.services.prefetchedPage(READER_PAGE_READS, { assetId: crypto.randomUUID() })).toBeUndefined();
    expect(reader.services.prefetchedPage(ASSET_PAGE_READS, { assetId: open })).toBeUndefined();
  });
});

describe("a document id the pages do not match", () => {
  it("is read the usual way: a malformed or unknown id is still a 404", async () => {
    const { users } = await boardWithDocuments();
    for (const id of ["not-a-uuid", crypto.randomUUID()]) {
      const page = await sessionPageRequest(`/dashboard/assets/${id}`, users.owner.id);
      const rows = page.services.prefetchedPage(ASSET_PAGE_READS, { assetId: id });
      expect(await rejection(getAssetDetail(page.ctx, id, `/dashboard/assets/${id}`, rows))).toMatchObject({
        status: 404,
      });
    }
    const long = "x".repeat(101);
    const page = await sessionPageRequest(`/dashboard/assets/${long}/read`, users.owner.id);
    expect(await rejection(loadReader(page.ctx, long, undefined))).toMatchObject({ status: 404 });
    expect(page.afterSession()).toBe(0);
  });
});
