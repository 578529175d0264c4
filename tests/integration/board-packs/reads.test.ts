import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addPaper } from "../../../app/.server/board-packs/contents";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import { createBoardPack, publishBoardPack, updateBoardPack } from "../../../app/.server/board-packs/packs";
import { recordPaperRead } from "../../../app/.server/board-packs/reads";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { countingDatabase } from "../../helpers/round-trips";
import { insertDocument, withRecordedJobs } from "./fixtures";

describe("read tracking", () => {
  it("counts who of the audience opened each paper: 'read by N of M'", async () => {
    const { org, users } = await createRoleBoard();
    const { ctx } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({
        title: "Named pack",
        audience: "members",
        recipientIds: [users.member.id, users.viewer.id, users.admin.id],
      }),
    );
    const accounts = await addPaper(ctx, id, {
      assetId: await insertDocument(org.id, users.owner.id, { title: "Accounts" }),
    });
    const minutes = await addPaper(ctx, id, {
      assetId: await insertDocument(org.id, users.owner.id, { title: "Minutes" }),
    });
    await publishBoardPack(ctx, id);

    const opened = await recordPaperRead(await actorContext(users.member), id, accounts.id);
    expect(opened.assetId).toEqual(expect.any(String));
    await recordPaperRead(await actorContext(users.viewer), id, accounts.id);
    await recordPaperRead(await actorContext(users.member), id, minutes.id);
    // The owner is not in the audience: their own opening does not count towards it.
    await recordPaperRead(ctx, id, accounts.id);

    // The page's reads: the guard's, the book's, the manager's counts and picker, all in one round trip.
    const counted = countingDatabase();
    const detail = await getBoardPack({ ...ctx, db: createDb(counted.database) }, id);
    expect(counted.roundTrips()).toBe(1);
    expect(detail.audienceSize).toBe(3);
    expect(detail.contents[0].papers.map((paper) => [paper.title, paper.readers])).toEqual([
      ["Accounts", 2],
      ["Minutes", 1],
    ]);
    // A reader sees what they opened, never the counts.
    const countedReader = countingDatabase();
    const asMember = await getBoardPack(
      { ...(await actorContext(users.member)), db: createDb(countedReader.database) },
      id,
    );
    expect(countedReader.roundTrips()).toBe(1);
    expect(asMember.audienceSize).toBeNull();
    expect(asMember.candidates).toBeNull();
    expect(asMember.contents[0].papers.map((paper) => [paper.readByMe, paper.readers])).toEqual([
      [true, null],
      [true, null],
    ]);
  });

  it("counts the audience each way a pack names it, read with the page by the pack's id", async () => {
    const { org, users, committeeId } = await createRoleBoard({ committee: true });
    const { ctx } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Pack" }));
    await addPaper(ctx, id, { assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }) });
    await publishBoardPack(ctx, id);
    const audienceSize = async (input: Record<string, unknown>) => {
      await updateBoardPack(ctx, id, BoardPackSchema.parse({ title: "Pack", ...input }));
      return (await getBoardPack(ctx, id)).audienceSize;
    };
    // The organisation's four active members (the outsider is not one), the committee's three, the one named.
    expect(await audienceSize({ audience: "organization" })).toBe(4);
    expect(await audienceSize({ audience: "committee", committeeId })).toBe(3);
    expect(await audienceSize({ audience: "members", recipientIds: [users.viewer.id] })).toBe(1);
  });

  it("writes at most once a minute per reader, keeping the first opening", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    const { ctx } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Pack" }));
    const item = await addPaper(ctx, id, {
      assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }),
    });
    await publishBoardPack(ctx, id);
    const member = await actorContext(users.member);
    const reads = () =>
      serviceContext()
        .db.select()
        .from(schema.boardPackReads)
        .where(eq(schema.boardPackReads.userId, users.member.id))
        .all();
    await recordPaperRead(member, id, item.id);
    const [first] = await reads();
    await recordPaperRead(member, id, item.id);
    expect(await reads()).toEqual([first]);

    const earlier = first.lastOpenedAt - 120_000;
    await serviceContext()
      .db.update(schema.boardPackReads)
      .set({ firstOpenedAt: earlier, lastOpenedAt: earlier })
      .where(eq(schema.boardPackReads.userId, users.member.id));
    await recordPaperRead(member, id, item.id);
    const [later] = await reads();
    expect(later.firstOpenedAt).toBe(earlier);
    expect(later.lastOpenedAt).toBeGreaterThan(earlier + 60_000);
  });

  it("a paper of another pack, or a pack the reader is not in the audience of, is 404", async () => {
    const { org, users, committeeId } = await createRoleBoard({ committee: true });
    const { ctx } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title: "Committee only", audience: "committee", committeeId }),
    );
    const item = await addPaper(ctx, id, {
      assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }),
    });
    const other = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Other" }));
    // A draft: not even its audience opens it.
    expect((await rejection(recordPaperRead(await actorContext(users.member), id, item.id))).status).toBe(404);
    await publishBoardPack(ctx, id);
    await recordPaperRead(await actorContext(users.member), id, item.id);
    expect((await rejection(recordPaperRead(ctx, other.id, item.id))).message).toBe("Paper not found in this pack");
    expect((await rejection(recordPaperRead(await actorContext(users.outsider), id, item.id))).status).toBe(404);
  });
});
