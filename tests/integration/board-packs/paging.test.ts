// The board pack list and the paper picker come a page at a time, with a search, instead of stopping at a cap.
import { describe, expect, it } from "vitest";
import { addPaper } from "../../../app/.server/board-packs/contents";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import { createBoardPack, listBoardPacks } from "../../../app/.server/board-packs/packs";
import { insertsInChunks } from "../../../app/.server/platform/db/bound-parameters";
import { schema } from "../../../app/.server/platform/db/client";
import { BOARD_PACKS_PAGE_SIZE, PAPER_PICKER_PAGE_SIZE } from "../../../app/lib/board-packs/constants";
import { BoardPackListQuerySchema, BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";

describe("paging board packs", () => {
  it("lists 20 packs a page, newest change first, with a search in title and description", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const ctx = await actorContext(users.owner);
    for (let index = 1; index <= BOARD_PACKS_PAGE_SIZE + 3; index++)
      await createBoardPack(
        ctx,
        org.id,
        BoardPackSchema.parse({
          title: `Meeting ${String(index).padStart(2, "0")}`,
          description: index % 10 === 0 ? "Includes the audit report" : undefined,
        }),
      );
    const first = await listBoardPacks(ctx, org.id);
    expect(first).toMatchObject({ page: 1, total: 23, totalPages: 2 });
    expect(first.packs).toHaveLength(BOARD_PACKS_PAGE_SIZE);
    const second = await listBoardPacks(ctx, org.id, { page: 2 });
    expect(second.packs.map((pack) => pack.title)).toEqual(["Meeting 03", "Meeting 02", "Meeting 01"]);

    const audit = await listBoardPacks(ctx, org.id, { search: "AUDIT report" });
    expect(audit.packs.map((pack) => pack.title)).toEqual(["Meeting 20", "Meeting 10"]);
    expect((await listBoardPacks(ctx, org.id, { search: "Meeting 1" })).total).toBe(10);
    expect((await listBoardPacks(ctx, org.id, { search: "Meeting", status: "published" })).total).toBe(0);
  });

  it("reads a bad page or an over-long search as the first page of everything", () => {
    expect(BoardPackListQuerySchema.parse({ page: "0", search: "x".repeat(500), status: "gone" })).toEqual({
      page: 1,
      search: undefined,
      status: "all",
    });
    expect(BoardPackListQuerySchema.parse({ page: "3", search: "  budget  " })).toEqual({
      page: 3,
      search: "budget",
      status: "all",
    });
  });
});

describe("the paper picker", () => {
  it("offers the documents 50 a page, without those in the pack, with a search by title", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const ctx = await actorContext(users.owner);
    const now = Date.now();
    const documents = Array.from({ length: PAPER_PICKER_PAGE_SIZE + 6 }, (_, index) => ({
      id: crypto.randomUUID(),
      organizationId: org.id,
      ownerId: users.owner.id,
      title: index === 0 ? "Risk register" : `Paper ${String(index).padStart(2, "0")}`,
      fileName: `paper-${index}.pdf`,
      originalFileName: `paper-${index}.pdf`,
      fileSize: 100,
      fileType: "pdf",
      mimeType: "application/pdf",
      storageKey: `uploads/${users.owner.id}/${now}-paper-${index}.pdf`,
      createdAt: now - index * 1000,
      updatedAt: now - index * 1000,
    }));
    const db = serviceContext().db;
    await db.batch(insertsInChunks(db, schema.assets, documents) as [never, ...never[]]);
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Big pack" }));
    await addPaper(ctx, id, { assetId: documents[1].id });

    const first = (await getBoardPack(ctx, id)).candidates;
    expect(first).toMatchObject({ page: 1, total: 55, totalPages: 2, search: null });
    expect(first?.items).toHaveLength(PAPER_PICKER_PAGE_SIZE);
    expect(first?.items[0].title).toBe("Risk register");
    const second = (await getBoardPack(ctx, id, { page: 2 })).candidates;
    expect(second?.items.map((item) => item.title)).toEqual([
      "Paper 51",
      "Paper 52",
      "Paper 53",
      "Paper 54",
      "Paper 55",
    ]);
    const found = (await getBoardPack(ctx, id, { search: "risk" })).candidates;
    expect(found?.items.map((item) => item.title)).toEqual(["Risk register"]);
    // The paper already in the pack is not offered, even when searched for.
    expect((await getBoardPack(ctx, id, { search: "Paper 01" })).candidates?.total).toBe(0);
  });
});
