// Issue 9: the board pack page reads with the session lookup (decision 066), so a repeat view makes no D1 round trip
// after the session's batch; counted through the D1 binding, never timed.
import { describe, expect, it } from "vitest";
import { addPaper } from "../../../app/.server/board-packs/contents";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import { createBoardPack, publishBoardPack } from "../../../app/.server/board-packs/packs";
import { BOARD_PACK_PAGE_READS } from "../../../app/.server/board-packs/page-reads";
import { recordPaperRead } from "../../../app/.server/board-packs/reads";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createRoleBoard } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { sessionPageRequest } from "../../helpers/session-page-request";
import { insertDocument, withRecordedJobs } from "./fixtures";

/**
 * A pack published to two named members (the member and the viewer) with two papers, one opened by the member; a
 * draft pack; a document of the organisation's not in the pack, for the paper picker.
 */
async function boardWithPack() {
  const board = await createRoleBoard();
  const { org, users } = board;
  const { ctx } = withRecordedJobs(await actorContext(users.owner));
  const create = (title: string) =>
    createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title, audience: "members", recipientIds: [users.member.id, users.viewer.id] }),
    );
  const { id: packId } = await create("Counted pack");
  const accounts = await addPaper(ctx, packId, {
    assetId: await insertDocument(org.id, users.owner.id, { title: "Accounts" }),
  });
  await addPaper(ctx, packId, { assetId: await insertDocument(org.id, users.owner.id, { title: "Minutes" }) });
  await insertDocument(org.id, users.owner.id, { title: "Not yet in the pack" });
  await publishBoardPack(ctx, packId);
  await recordPaperRead(await actorContext(users.member), packId, accounts.id);
  const { id: draftId } = await create("Draft pack");
  return { ...board, packId, draftId };
}

async function viewPack(path: string, userId: string, packId: string) {
  const page = await sessionPageRequest(path, userId);
  const prefetched = page.services.prefetchedPage(BOARD_PACK_PAGE_READS, { packId });
  return { page, prefetched };
}

describe("the board pack page", () => {
  it("reads with the session: no round trip of its own, the same page as when it reads alone", async () => {
    const { users, packId } = await boardWithPack();
    for (const [user, manages] of [
      [users.owner, true],
      [users.member, false],
    ] as const) {
      for (const path of [`/dashboard/board-packs/${packId}`, `/dashboard/board-packs/${packId}.data`]) {
        const { page, prefetched } = await viewPack(path, user.id, packId);
        expect(prefetched).toBeDefined();
        const view = await getBoardPack(page.ctx, packId, {}, prefetched);
        expect([path, page.afterSession(), view.canManage]).toEqual([path, 0, manages]);
        expect(view).toEqual(await getBoardPack(await actorContext(user), packId));
      }
    }
    // What its manager is shown: read counts and the picker's first page; a reader neither.
    const { page, prefetched } = await viewPack(`/dashboard/board-packs/${packId}`, users.owner.id, packId);
    const managed = await getBoardPack(page.ctx, packId, {}, prefetched);
    expect(managed.audienceSize).toBe(2);
    expect(managed.contents[0].papers.map((paper) => [paper.title, paper.readers])).toEqual([
      ["Accounts", 1],
      ["Minutes", 0],
    ]);
    expect(managed.candidates?.items.map((item) => item.title)).toEqual(["Not yet in the pack"]);
    const reader = await viewPack(`/dashboard/board-packs/${packId}`, users.member.id, packId);
    const read = await getBoardPack(reader.page.ctx, packId, {}, reader.prefetched);
    expect([read.audienceSize, read.candidates]).toEqual([null, null]);
    expect(read.contents[0].papers.map((paper) => paper.readByMe)).toEqual([true, false]);
  });

  it("keeps the guard's answers with the rows read alongside: a draft, another organisation, an admin", async () => {
    const { users, packId, draftId } = await boardWithPack();
    for (const [user, id] of [
      [users.member, draftId],
      [users.outsider, packId],
      [users.admin, packId], // not named in the audience, but an admin manages every pack
    ] as const) {
      const { page, prefetched } = await viewPack(`/dashboard/board-packs/${id}`, user.id, id);
      expect(prefetched).toBeDefined();
      const answer = getBoardPack(page.ctx, id, {}, prefetched);
      if (user === users.admin) expect((await answer).canManage).toBe(true);
      else expect(await rejection(answer)).toMatchObject({ status: 404 });
    }
  });

  it("hands its rows to no other page, no other id, and no search or other page of the picker", async () => {
    const { users, packId } = await boardWithPack();
    const notPrefetched = [
      [`/dashboard/board-packs/${packId}/details`, "GET"],
      [`/dashboard/board-packs/${packId}`, "POST"],
      [`/dashboard/board-packs/${packId}?documents=Not`, "GET"],
      [`/dashboard/board-packs/${packId}?documentsPage=2`, "GET"],
      [`/dashboard/board-packs/${packId.toUpperCase()}`, "GET"],
    ];
    for (const [path, method] of notPrefetched) {
      const page = await sessionPageRequest(path, users.owner.id, method);
      expect([path, method, page.services.prefetchedPage(BOARD_PACK_PAGE_READS, { packId })]).toEqual([
        path,
        method,
        undefined,
      ]);
    }
    const elsewhere = await viewPack(`/dashboard/board-packs/${packId}`, users.owner.id, crypto.randomUUID());
    expect(elsewhere.prefetched).toBeUndefined();
    // A search reads the usual way, in one round trip of its own.
    const searched = await sessionPageRequest(`/dashboard/board-packs/${packId}?documents=Not`, users.owner.id);
    const view = await getBoardPack(searched.ctx, packId, { search: "Not" });
    expect([searched.afterSession(), view.candidates?.items.map((item) => item.title)]).toEqual([
      1,
      ["Not yet in the pack"],
    ]);
  });
});
