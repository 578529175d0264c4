// Archive and restore: an archived pack is read-only and leaves its audience; restoring brings it back as it was
// (published to its audience, its book compiled afresh, or a draft), with an audit entry.
import { describe, expect, it } from "vitest";
import { addPaper, addSection } from "../../../app/.server/board-packs/contents";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import {
  archiveBoardPack,
  createBoardPack,
  publishBoardPack,
  restoreBoardPack,
} from "../../../app/.server/board-packs/packs";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createRoleBoard } from "../../helpers/factories";
import { auditActions } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { insertDocument, packRow, withRecordedJobs } from "./fixtures";

describe("archiving and restoring a board pack", () => {
  it("a published pack leaves its audience while archived and comes back to it, compiled again", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "March board" }));
    await addPaper(ctx, id, { assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }) });
    await publishBoardPack(ctx, id);
    const member = await actorContext(users.member);
    expect((await getBoardPack(member, id)).pack.title).toBe("March board");

    await archiveBoardPack(ctx, id);
    expect((await rejection(getBoardPack(member, id))).status).toBe(404);
    expect((await getBoardPack(ctx, id)).editable).toBe(false);
    const refused = await rejection(addSection(ctx, id, "Late"));
    expect([refused.status, refused.message]).toEqual([409, "This board pack is archived and read-only"]);
    expect((await rejection(archiveBoardPack(ctx, id))).status).toBe(409);

    expect(await restoreBoardPack(ctx, id)).toEqual({ status: "published" });
    expect(await packRow(id)).toMatchObject({ status: "published", compileStatus: "pending" });
    expect(sent.at(-1)).toEqual({ kind: "compile-board-pack", packId: id });
    expect((await getBoardPack(member, id)).pack.status).toBe("published");
    await addSection(ctx, id, "Late");
    expect(await auditActions(users.owner.id, org.id)).toEqual(
      expect.arrayContaining(["board_pack.archived", "board_pack.restored"]),
    );
  });

  it("a draft comes back as a draft; only an archived pack can be restored, and only by its managers", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Draft" }));
    const notArchived = await rejection(restoreBoardPack(ctx, id));
    expect([notArchived.status, notArchived.message]).toEqual([409, "Only an archived board pack can be restored"]);

    await archiveBoardPack(ctx, id);
    // A member who did not create it doesn't see an archived pack at all.
    expect((await rejection(restoreBoardPack(await actorContext(users.member), id))).status).toBe(404);
    expect(await restoreBoardPack(ctx, id)).toEqual({ status: "draft" });
    expect((await packRow(id))?.status).toBe("draft");
    expect(sent).toEqual([]);
  });
});
