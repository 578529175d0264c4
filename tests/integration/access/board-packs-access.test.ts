// Who sees and changes a board pack, through the services its pages and routes call (each route is a thin
// adapter over one of them; tests/flows/board-packs.ts checks the routes' 404s in a browser): someone from another
// organisation gets 404 from every one, never a title, and nothing changes; a draft is hidden from readers; a
// published pack opens to its audience only (every member, a committee, or named members).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { compileBoardPack, readCompiledBook } from "../../../app/.server/board-packs/compile";
import {
  addPaper,
  addSection,
  movePaper,
  moveSection,
  removePaper,
  removeSection,
  renameSection,
} from "../../../app/.server/board-packs/contents";
import { getBoardPack } from "../../../app/.server/board-packs/detail";
import { replacePaper } from "../../../app/.server/board-packs/late-papers";
import {
  archiveBoardPack,
  createBoardPack,
  listBoardPacks,
  publishBoardPack,
  restoreBoardPack,
  updateBoardPack,
} from "../../../app/.server/board-packs/packs";
import { recordPaperRead } from "../../../app/.server/board-packs/reads";
import { requireMembership } from "../../../app/.server/organizations/memberships";
import type { ActorContext } from "../../../app/.server/platform/context";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, addMember, createRoleBoard, createUser } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { insertDocument, packRow, withRecordedJobs } from "../board-packs/fixtures";

/** Organisation B with a published pack (a compiled book, a section, a paper) and a draft. */
async function victimBoard() {
  const tag = crypto.randomUUID().slice(0, 8);
  const board = await createRoleBoard({ committee: true, subject: true });
  const { ctx } = withRecordedJobs(await actorContext(board.users.owner));
  const published = await createBoardPack(ctx, board.org.id, BoardPackSchema.parse({ title: `Secret pack ${tag}` }));
  const section = await addSection(ctx, published.id, `Secret section ${tag}`);
  const assetId = await insertDocument(board.org.id, board.users.owner.id, { title: `Secret paper ${tag}` });
  const spare = await insertDocument(board.org.id, board.users.owner.id, { title: `Spare paper ${tag}` });
  const paper = await addPaper(ctx, published.id, { assetId });
  await publishBoardPack(ctx, published.id);
  await compileBoardPack(ctx.db, env, published.id);
  const draft = await createBoardPack(ctx, board.org.id, BoardPackSchema.parse({ title: `Draft pack ${tag}` }));
  return { ...board, published, section, paper, spare, draft, tag };
}

type Victim = Awaited<ReturnType<typeof victimBoard>>;

/** Every service a board pack page, action or route calls, by what it does. */
const CALLS: Record<string, (ctx: ActorContext, v: Victim, packId: string) => Promise<unknown>> = {
  "list page": (ctx, v) => listBoardPacks(ctx, v.org.id),
  "create page": (ctx, v) => requireMembership(ctx, v.org.id, "content.create"),
  create: (ctx, v) => createBoardPack(ctx, v.org.slug, BoardPackSchema.parse({ title: "Planted pack" })),
  "pack page": (ctx, _v, id) => getBoardPack(ctx, id),
  save: (ctx, _v, id) => updateBoardPack(ctx, id, BoardPackSchema.parse({ title: "Renamed" })),
  publish: (ctx, _v, id) => publishBoardPack(ctx, id),
  archive: (ctx, _v, id) => archiveBoardPack(ctx, id),
  restore: (ctx, _v, id) => restoreBoardPack(ctx, id),
  "add section": (ctx, _v, id) => addSection(ctx, id, "Injected"),
  "rename section": (ctx, v, id) => renameSection(ctx, id, v.section.id, "Renamed"),
  "move section": (ctx, v, id) => moveSection(ctx, id, v.section.id, "down"),
  "remove section": (ctx, v, id) => removeSection(ctx, id, v.section.id),
  "add paper": (ctx, v, id) => addPaper(ctx, id, { assetId: v.spare }),
  "move paper": (ctx, v, id) => movePaper(ctx, id, v.paper.id, "down"),
  "remove paper": (ctx, v, id) => removePaper(ctx, id, v.paper.id),
  "replace paper": (ctx, v, id) => replacePaper(ctx, id, v.paper.id, v.spare),
  "paper route": (ctx, v, id) => recordPaperRead(ctx, id, v.paper.id),
  "book route": (ctx, _v, id) => readCompiledBook(ctx, id),
};

describe("board packs across organisations", () => {
  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: 404 for someone from another organisation, nothing of it shown, nothing changed`, async () => {
      const victim = await victimBoard();
      const outsider = await actorContext(victim.users.outsider);
      for (const packId of [victim.published.id, victim.draft.id]) {
        const error = await rejection(call(outsider, victim, packId));
        expect(error.status).toBe(404);
        expect(error.message).not.toContain(victim.tag);
      }
      expect(await packRow(victim.published.id)).toMatchObject({
        status: "published",
        title: `Secret pack ${victim.tag}`,
      });
      const seen = await getBoardPack(await actorContext(victim.users.owner), victim.published.id);
      expect(seen.contents.map((group) => [group.title, group.papers.map((paper) => paper.title)])).toEqual([
        [null, [`Secret paper ${victim.tag}`]],
        [`Secret section ${victim.tag}`, []],
      ]);
      expect((await listBoardPacks(outsider, victim.outsiderOrg.id)).packs).toEqual([]);
    });
  }

  it("the audience reads the page, a paper and the book; readers change nothing (403)", async () => {
    const victim = await victimBoard();
    const { id } = victim.published;
    for (const reader of [victim.users.member, victim.users.viewer]) {
      const ctx = await actorContext(reader);
      for (const name of ["list page", "pack page", "paper route", "book route"]) await CALLS[name](ctx, victim, id);
      for (const name of ["save", "publish", "archive", "restore", "add section", "add paper", "remove paper"])
        expect((await rejection(CALLS[name](ctx, victim, id))).status).toBe(403);
      // The draft is not theirs to see.
      expect((await rejection(getBoardPack(ctx, victim.draft.id))).status).toBe(404);
    }
    // A viewer may not create packs at all.
    const viewer = await actorContext(victim.users.viewer);
    expect((await rejection(CALLS["create page"](viewer, victim, id))).status).toBe(403);
    expect((await rejection(CALLS.create(viewer, victim, id))).status).toBe(403);
  });
});

describe("who reads a board pack", () => {
  const sees = async (user: { id: string }, packId: string) =>
    getBoardPack(await actorContext(user), packId).then(
      () => true,
      (error) => {
        expect(error.status).toBe(404);
        return false;
      },
    );

  it("a draft: its creator and the organisation's owners and admins; no reader, whatever the audience", async () => {
    const { org, users } = await createRoleBoard({ subject: true });
    const memberCtx = await actorContext(users.member);
    const mine = await createBoardPack(memberCtx, org.id, BoardPackSchema.parse({ title: "Member's draft" }));
    expect(await sees(users.member, mine.id)).toBe(true);
    expect(await sees(users.owner, mine.id)).toBe(true);
    expect(await sees(users.admin, mine.id)).toBe(true);
    expect(await sees(users.viewer, mine.id)).toBe(false);
    expect(await sees(users.outsider, mine.id)).toBe(false);
    // Another member who creates content still doesn't see, nor change, a colleague's draft.
    const colleague = await createUser({ fullName: "Second Member" });
    await addMember(org.id, colleague.id, "member");
    const subject = await actorContext(colleague);
    expect((await rejection(getBoardPack(subject, mine.id))).status).toBe(404);
  });

  it("a committee pack: the committee's members; other members get 404", async () => {
    const { org, users, committeeId, subject } = await createRoleBoard({ committee: true, subject: true });
    const { ctx } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title: "Audit pack", audience: "committee", committeeId }),
    );
    await addPaper(ctx, id, { assetId: await insertDocument(org.id, users.owner.id, { title: "Audit paper" }) });
    await publishBoardPack(ctx, id);
    expect(await sees(users.member, id)).toBe(true);
    expect(await sees(users.viewer, id)).toBe(true);
    expect(await sees(subject, id)).toBe(false);
    expect(await sees(users.outsider, id)).toBe(false);
    const subjectList = await listBoardPacks(await actorContext(subject), org.id);
    expect(subjectList.packs).toEqual([]);
  });

  it("a pack for named members: those members only, besides its managers", async () => {
    const { org, users, subject } = await createRoleBoard({ subject: true });
    const { ctx } = withRecordedJobs(await actorContext(users.owner));
    const { id } = await createBoardPack(
      ctx,
      org.id,
      BoardPackSchema.parse({ title: "Named pack", audience: "members", recipientIds: [subject.id] }),
    );
    await addPaper(ctx, id, { assetId: await insertDocument(org.id, users.owner.id, { title: "Paper" }) });
    await publishBoardPack(ctx, id);
    expect(await sees(subject, id)).toBe(true);
    expect(await sees(users.admin, id)).toBe(true);
    expect(await sees(users.member, id)).toBe(false);
    expect(await sees(users.viewer, id)).toBe(false);
  });
});
