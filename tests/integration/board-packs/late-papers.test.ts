import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { compileBoardPack } from "../../../app/.server/board-packs/compile";
import { addPaper } from "../../../app/.server/board-packs/contents";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import { onAssetVersionAdded, replacePaper } from "../../../app/.server/board-packs/late-papers";
import { createBoardPack, publishBoardPack } from "../../../app/.server/board-packs/packs";
import { schema } from "../../../app/.server/platform/db/client";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { auditActions } from "../../helpers/records";
import { compiledBook, insertDocument, makePdf, packRow, pageTexts, withRecordedJobs } from "./fixtures";

// The late-paper notices only: publishing the pack told its readers too (a notice of its own).
const notificationsOf = async (userId: string) =>
  (
    await serviceContext()
      .db.select()
      .from(schema.notifications)
      .where(eq(schema.notifications.recipientId, userId))
      .all()
  ).filter((row) => !row.title.startsWith("Board pack published"));

/** A new current version of the document, as the document service writes it: a version row and the bytes. */
async function addVersion(assetId: string, ownerId: string, bytes: Uint8Array) {
  const db = serviceContext().db;
  const asset = await db.query.assets.findFirst({ where: (a, { eq }) => eq(a.id, assetId) });
  if (!asset) throw new Error("no asset");
  const storageKey = `uploads/${ownerId}/${Date.now()}-v2.pdf`;
  await env.FILES.put(storageKey, bytes);
  await db.batch([
    db.insert(schema.assetVersions).values({
      id: crypto.randomUUID(),
      assetId,
      versionNumber: asset.currentVersion + 1,
      storageKey,
      fileName: "v2.pdf",
      originalFileName: "v2.pdf",
      fileSize: bytes.byteLength,
      fileType: "pdf",
      mimeType: "application/pdf",
      isCurrent: true,
      createdBy: ownerId,
    }),
    db
      .update(schema.assets)
      .set({ currentVersion: asset.currentVersion + 1, storageKey, fileSize: bytes.byteLength })
      .where(eq(schema.assets.id, assetId)),
  ]);
}

describe("late papers", () => {
  it("a new version marks the paper updated, recompiles the book and notifies every reader", async () => {
    const { org, users, committeeId } = await createRoleBoard({ committee: true });
    const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
    const paperId = await insertDocument(org.id, users.owner.id, {
      title: "Budget",
      bytes: await makePdf("Budget v1", 1),
    });
    const other = await insertDocument(org.id, users.owner.id, { title: "Minutes" });
    const { id } = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title: "Committee pack", audience: "committee", committeeId }),
    );
    const budget = await addPaper(ctx, id, { assetId: paperId });
    await addPaper(ctx, id, { assetId: other });
    await publishBoardPack(ctx, id);
    await compileBoardPack(ctx.db, env, id);
    const firstBook = (await packRow(id))?.compiledKey;

    await addVersion(paperId, users.owner.id, await makePdf("Budget v2", 2));
    expect(await onAssetVersionAdded(ctx, paperId)).toEqual([id]);

    const detail = await getBoardPack(await actorContext(users.member), id);
    const papers = detail.contents.flatMap((group) => group.papers);
    expect(papers.find((paper) => paper.id === budget.id)?.updatedAfterPublishAt).toEqual(expect.any(Number));
    expect(papers.find((paper) => paper.title === "Minutes")?.updatedAfterPublishAt).toBeNull();
    expect(sent.at(-1)).toEqual({ kind: "compile-board-pack", packId: id });
    expect((await packRow(id))?.compileStatus).toBe("pending");

    // The committee (admin in the chair, member, viewer) hears of it; the owner who replaced it and the
    // outsider do not.
    for (const reader of [users.admin, users.member, users.viewer]) {
      expect(await notificationsOf(reader.id)).toMatchObject([
        {
          title: 'A paper in "Committee pack" was updated',
          body: '"Budget" was replaced after the pack was published.',
          actionUrl: `/dashboard/board-packs/${id}`,
          status: "unread",
        },
      ]);
    }
    expect(await notificationsOf(users.owner.id)).toEqual([]);
    expect(await notificationsOf(users.outsider.id)).toEqual([]);
    expect(await auditActions(users.owner.id, org.id)).toContain("board_pack.paper_updated");

    // The recompiled book carries the new version, marked updated in its contents; the old book is gone.
    await compileBoardPack(ctx.db, env, id);
    const row = await packRow(id);
    expect(row?.compiledKey).not.toBe(firstBook);
    expect(await env.FILES.head(firstBook ?? "")).toBeNull();
    const pages = await pageTexts(await compiledBook(id));
    expect(pages[1]).toContain("Budget (updated)");
    expect(pages.join(" ")).toContain("Budget v2 page 2");
    expect(pages.join(" ")).not.toContain("Budget v1");
  }, 60_000);

  it("leaves drafts alone, and a reader who can't edit the document can't call it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "viewer"] });
    const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
    const paperId = await insertDocument(org.id, users.owner.id, { title: "Draft paper" });
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Draft pack" }));
    await addPaper(ctx, id, { assetId: paperId });
    expect(await onAssetVersionAdded(ctx, paperId)).toEqual([]);
    expect(sent).toEqual([]);
    const item = await serviceContext()
      .db.select()
      .from(schema.boardPackItems)
      .where(and(eq(schema.boardPackItems.boardPackId, id)))
      .get();
    expect(item?.updatedAfterPublishAt).toBeNull();
    await expect(onAssetVersionAdded(await actorContext(users.viewer), paperId)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("replacing a paper with another document after publication is a late paper too", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
    const first = await insertDocument(org.id, users.owner.id, { title: "Draft budget" });
    const second = await insertDocument(org.id, users.owner.id, { title: "Final budget" });
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Board pack" }));
    const item = await addPaper(ctx, id, { assetId: first });
    await publishBoardPack(ctx, id);
    await replacePaper(ctx, id, item.id, second);
    const paper = (await getBoardPack(ctx, id)).contents[0].papers[0];
    expect([paper.title, typeof paper.updatedAfterPublishAt]).toEqual(["Final budget", "number"]);
    expect(sent).toHaveLength(2);
    expect((await notificationsOf(users.member.id)).map((n) => n.body)).toEqual([
      '"Final budget" was replaced after the pack was published.',
    ]);
  });
});
