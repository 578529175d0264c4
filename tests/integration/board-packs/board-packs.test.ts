import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addPaper,
  addSection,
  movePaper,
  moveSection,
  removePaper,
  removeSection,
  renameSection,
} from "../../../app/.server/board-packs/contents";
import { getBoardPack, getBoardPackDetails } from "../../../app/.server/board-packs/detail";
import {
  archiveBoardPack,
  boardPackFormOptions,
  createBoardPack,
  listBoardPacks,
  publishBoardPack,
  updateBoardPack,
} from "../../../app/.server/board-packs/packs";
import type { ActorContext } from "../../../app/.server/platform/context";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { insertMeeting } from "../../helpers/meetings";
import { auditActions } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { countingDatabase } from "../../helpers/round-trips";
import { insertDocument, packRow, withRecordedJobs } from "./fixtures";

const titlesOf = (contents: Awaited<ReturnType<typeof getBoardPack>>["contents"]) =>
  contents.map((group) => [group.title, group.papers.map((paper) => paper.title)]);

describe("board packs", () => {
  it("creates a pack, adds sections and papers, orders them and removes them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const ctx = await actorContext(users.owner);
    const meetingDate = "2026-12-03";
    const { id } = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title: "December board", description: "Papers for the December meeting", meetingDate }),
    );
    const agenda = await insertDocument(org.id, users.owner.id, { title: "Agenda" });
    const accounts = await insertDocument(org.id, users.owner.id, { title: "Management accounts" });
    const forecast = await insertDocument(org.id, users.owner.id, { title: "Forecast" });

    const finance = await addSection(ctx, id, "Finance");
    const strategy = await addSection(ctx, id, "Strategy");
    await addPaper(ctx, id, { assetId: agenda });
    const first = await addPaper(ctx, id, { assetId: accounts, sectionId: finance.id });
    await addPaper(ctx, id, { assetId: forecast, sectionId: finance.id });
    expect(titlesOf((await getBoardPack(ctx, id)).contents)).toEqual([
      [null, ["Agenda"]],
      ["Finance", ["Management accounts", "Forecast"]],
      ["Strategy", []],
    ]);

    await movePaper(ctx, id, first.id, "down");
    await moveSection(ctx, id, strategy.id, "up");
    await renameSection(ctx, id, finance.id, "Finance and risk");
    // At an end, a move changes nothing.
    await movePaper(ctx, id, first.id, "down");
    const detail = await getBoardPack(ctx, id);
    expect(titlesOf(detail.contents)).toEqual([
      [null, ["Agenda"]],
      ["Strategy", []],
      ["Finance and risk", ["Forecast", "Management accounts"]],
    ]);
    expect(detail.pack.meetingDate).toBe(Date.UTC(2026, 11, 3));
    // Documents already in the pack are not offered again.
    expect(detail.candidates?.items).toEqual([]);

    await removeSection(ctx, id, finance.id);
    await removePaper(ctx, id, first.id);
    expect(titlesOf((await getBoardPack(ctx, id)).contents)).toEqual([
      [null, ["Agenda", "Forecast"]],
      ["Strategy", []],
    ]);
    expect(await auditActions(users.owner.id, org.id)).toEqual(
      expect.arrayContaining([
        "board_pack.created",
        "board_pack.section_added",
        "board_pack.paper_added",
        "board_pack.paper_moved",
        "board_pack.section_moved",
        "board_pack.section_renamed",
        "board_pack.section_removed",
        "board_pack.paper_removed",
      ]),
    );
  });

  it("refuses a document twice, a document of another organisation, and one the actor can't open", async () => {
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const ctx = await actorContext(users.member);
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Member's pack" }));
    const open = await insertDocument(org.id, users.owner.id, { title: "Open paper" });
    const secret = await insertDocument(org.id, users.owner.id, { title: "Private paper", visibility: "private" });
    const foreign = await insertDocument(outsiderOrg.id, users.outsider.id, { title: "Foreign paper" });
    await addPaper(ctx, id, { assetId: open });
    expect((await rejection(addPaper(ctx, id, { assetId: open }))).message).toBe(
      "This document is already in the pack",
    );
    for (const assetId of [secret, foreign, "missing"]) {
      const error = await rejection(addPaper(ctx, id, { assetId }));
      expect([error.status, error.message]).toEqual([400, "Choose a document of this organization that you can open"]);
    }
    expect((await getBoardPack(ctx, id)).candidates?.items.map((candidate) => candidate.title)).toEqual([]);
  });

  it("publishing needs a paper, marks it published and enqueues its compilation; archiving freezes it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const { ctx, sent } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Q4 board" }));
    expect((await rejection(publishBoardPack(ctx, id))).message).toBe("Add at least one paper before publishing");
    await addPaper(ctx, id, { assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }) });
    expect(sent).toEqual([]);

    await publishBoardPack(ctx, id);
    expect(await packRow(id)).toMatchObject({
      status: "published",
      publishedBy: users.owner.id,
      compileStatus: "pending",
    });
    expect(sent).toEqual([{ kind: "compile-board-pack", packId: id }]);
    expect((await rejection(publishBoardPack(ctx, id))).status).toBe(409);

    // A change to a published pack compiles it again.
    await addSection(ctx, id, "Late items");
    expect(sent).toHaveLength(2);

    await archiveBoardPack(ctx, id);
    expect((await packRow(id))?.status).toBe("archived");
    const refused = await rejection(addSection(ctx, id, "Too late"));
    expect([refused.status, refused.message]).toEqual([409, "This board pack is archived and read-only"]);
    expect(await auditActions(users.owner.id, org.id)).toEqual(
      expect.arrayContaining(["board_pack.published", "board_pack.archived"]),
    );
  });

  it("lists by status for managers, and only published packs of their audience for readers", async () => {
    const { org, users, committeeId } = await createRoleBoard({ committee: true });
    const ctx = await actorContext(users.owner);
    await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Draft pack" }));
    const forCommittee = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title: "Committee pack", audience: "committee", committeeId }),
    );
    const paper = await insertDocument(org.id, users.owner.id, { title: "Paper" });
    await addPaper(ctx, forCommittee.id, { assetId: paper });
    await publishBoardPack(withRecordedJobs(ctx).ctx, forCommittee.id);

    const list = async (user: { id: string }, filter?: "all" | "draft" | "published") =>
      (await listBoardPacks(await actorContext(user), org.id, { status: filter })).packs
        .map((pack) => pack.title)
        .sort();
    expect(await list(users.owner)).toEqual(["Committee pack", "Draft pack"]);
    expect(await list(users.owner, "draft")).toEqual(["Draft pack"]);
    expect(await list(users.admin, "published")).toEqual(["Committee pack"]);
    // The member and viewer sit on the committee; the outsider sees nothing of the organisation.
    expect(await list(users.member)).toEqual(["Committee pack"]);
    expect(await list(users.viewer)).toEqual(["Committee pack"]);
    expect((await rejection(listBoardPacks(await actorContext(users.outsider), org.id))).status).toBe(404);
  });

  it("lists in one round trip: the guard, each seat's page and its count in one batch", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer", "outsider"] });
    const ctx = await actorContext(users.owner);
    await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Owner's draft" }));
    await createBoardPack(await actorContext(users.member), org.id, BoardPackSchema.parse({ title: "Member's draft" }));
    const open = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Open pack" }));
    await addPaper(ctx, open.id, { assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }) });
    await publishBoardPack(withRecordedJobs(ctx).ctx, open.id);
    const list = async (user: { id: string }) => {
      const counted = countingDatabase();
      const listed = await listBoardPacks({ ...(await actorContext(user)), db: createDb(counted.database) }, org.slug);
      return [counted.roundTrips(), listed.total, listed.packs.map((pack) => pack.title).sort()];
    };
    expect(await list(users.owner)).toEqual([1, 3, ["Member's draft", "Open pack", "Owner's draft"]]);
    expect(await list(users.member)).toEqual([1, 2, ["Member's draft", "Open pack"]]);
    expect(await list(users.viewer)).toEqual([1, 1, ["Open pack"]]);
    const outsider = countingDatabase();
    const refused = listBoardPacks(
      { ...(await actorContext(users.outsider)), db: createDb(outsider.database) },
      org.id,
    );
    expect([(await rejection(refused)).status, outsider.roundTrips()]).toEqual([404, 1]);
    // An archived organisation creates nothing: its owner lists only what their audience reads, like a viewer.
    await serviceContext()
      .db.update(schema.organizations)
      .set({ status: "archived" })
      .where(eq(schema.organizations.id, org.id));
    expect(await list(users.owner)).toEqual([1, 1, ["Open pack"]]);
  });

  it("the create page's choices: one round trip with the guard, meetings as the actor's seat sees them", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
    await insertMeeting(org.id, users.admin.id, { title: "Open board", confidentiality: "public" });
    await insertMeeting(org.id, users.admin.id, { title: "Closed session", confidentiality: "confidential" });
    const options = async (user: { id: string }) => {
      const counted = countingDatabase();
      const ctx = { ...(await actorContext(user)), db: createDb(counted.database) };
      const found = await boardPackFormOptions(ctx, org.slug, "content.create");
      return [counted.roundTrips(), found.meetings.map((meeting) => meeting.title).sort(), found.people.length];
    };
    // The owner runs every meeting that is not restricted; the member sees only those open to them.
    expect(await options(users.owner)).toEqual([1, ["Closed session", "Open board"], 4]);
    expect(await options(users.member)).toEqual([1, ["Open board"], 4]);
    for (const [user, status] of [
      [users.viewer, 403],
      [users.outsider, 404],
    ] as const) {
      const counted = countingDatabase();
      const ctx = { ...(await actorContext(user)), db: createDb(counted.database) };
      const refused = await rejection(boardPackFormOptions(ctx, org.id, "content.create"));
      expect([refused.status, counted.roundTrips()]).toEqual([status, 1]);
    }
  });

  it("a pack's details page reads in one round trip; its managers (its maker too) are shown the form", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer", "outsider"] });
    const member = await actorContext(users.member);
    const { id } = await createBoardPack(member, org.id, BoardPackSchema.parse({ title: "Member's pack" }));
    await addPaper(member, id, { assetId: await insertDocument(org.id, users.member.id, { title: "Minutes" }) });
    await publishBoardPack(withRecordedJobs(member).ctx, id);
    await insertDocument(org.id, users.member.id, { title: "Spare paper" });
    const counted = async <T>(user: { id: string }, read: (ctx: ActorContext) => Promise<T>) => {
      const counting = countingDatabase();
      const result = await read({ ...(await actorContext(user)), db: createDb(counting.database) });
      return { result, roundTrips: counting.roundTrips() };
    };
    for (const manager of [users.owner, users.admin, users.member]) {
      const details = await counted(manager, (ctx) => getBoardPackDetails(ctx, id));
      expect([details.roundTrips, details.result.pack.title, details.result.options?.people.length]).toEqual([
        1,
        "Member's pack",
        4,
      ]);
      // The pack page shows them the counts and the picker, read in its one round trip.
      const page = await counted(manager, (ctx) => getBoardPack(ctx, id));
      expect([page.roundTrips, page.result.audienceSize]).toEqual([1, 4]);
      expect(page.result.candidates?.items.map((candidate) => candidate.title)).toEqual(["Spare paper"]);
    }
    const reader = await counted(users.viewer, (ctx) => getBoardPackDetails(ctx, id));
    expect([reader.roundTrips, reader.result.options]).toEqual([1, null]);
    const readerPage = await counted(users.viewer, (ctx) => getBoardPack(ctx, id));
    expect([readerPage.result.audienceSize, readerPage.result.candidates]).toEqual([null, null]);
    const outsider = await rejection(getBoardPackDetails(await actorContext(users.outsider), id));
    expect(outsider.status).toBe(404);
    await archiveBoardPack(member, id);
    expect((await getBoardPackDetails(member, id)).options).toBeNull();
  });

  it("edits the audience: a committee of the organisation and named members who belong to it", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const ctx = await actorContext(users.owner);
    const { id } = await createBoardPack(ctx, org.id, BoardPackSchema.parse({ title: "Named pack" }));
    expect(BoardPackSchema.safeParse({ title: "X pack", audience: "members" }).error?.issues[0].message).toBe(
      "Choose at least one member",
    );
    const stranger = await rejection(
      updateBoardPack(
        ctx,
        id,
        BoardPackSchema.parse({ title: "Named pack", audience: "members", recipientIds: [users.outsider.id] }),
      ),
    );
    expect([stranger.status, stranger.fieldErrors?.recipientIds]).toEqual([
      400,
      ["Recipients must be members of the organization"],
    ]);
    await updateBoardPack(
      ctx,
      id,
      BoardPackSchema.parse({ title: "Named pack", audience: "members", recipientIds: [users.member.id] }),
    );
    const detail = await getBoardPack(ctx, id);
    expect(detail.recipients.map((person) => person.userId)).toEqual([users.member.id]);
    expect(detail.pack.audience).toBe("members");
  });
});
