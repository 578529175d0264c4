// Issue 9: the board packs list, the new pack page and a pack's details page read their guard and rows in the session
// lookup's batch (decision 066; before it one round trip after the session's). Counted through the D1 binding on a
// repeat view, as the pages' loaders call the services.
import { describe, expect, it } from "vitest";
import { addPaper } from "../../../app/.server/board-packs/contents";
import { getBoardPackDetails } from "../../../app/.server/board-packs/detail";
import {
  boardPackFormOptions,
  createBoardPack,
  listBoardPacks,
  publishBoardPack,
} from "../../../app/.server/board-packs/packs";
import {
  BOARD_PACK_DETAILS_READS,
  BOARD_PACK_PAGE_READS,
  BOARD_PACKS_LIST_READS,
  boardPackListQueryOf,
  boardPackListValuesOf,
  NEW_BOARD_PACK_READS,
} from "../../../app/.server/board-packs/page-reads";
import { createMeeting } from "../../../app/.server/meetings/meetings";
import { setCurrentOrganization } from "../../../app/.server/organizations/organizations";
import { requestedOrganization } from "../../../app/.server/organizations/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { BoardPackSchema } from "../../../app/lib/board-packs/schemas";
import { actorContext, createOrganization, createRoleBoard } from "../../helpers/factories";
import { meetingFormInput } from "../../helpers/meetings";
import { rejection } from "../../helpers/rejections";
import { pickedOrganization, repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";
import { insertDocument, withRecordedJobs } from "./fixtures";

const list =
  (withSession = true) =>
  async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const values = boardPackListValuesOf(url.searchParams);
    const prefetched = values && withSession ? services.prefetchedPage(BOARD_PACKS_LIST_READS, values) : undefined;
    const organization = await pickedOrganization(ctx, url);
    return listBoardPacks(ctx, organization.id, boardPackListQueryOf(url.searchParams), prefetched);
  };

const create = async (ctx: ActorContext, url: URL, services: RequestServices) => {
  const organizationRef = requestedOrganization(url.searchParams);
  const prefetched = services.prefetchedPage(NEW_BOARD_PACK_READS, { organizationRef });
  return boardPackFormOptions(ctx, (await pickedOrganization(ctx, url)).id, "content.create", prefetched);
};

const details = (packId: string) => async (_ctx: ActorContext, _url: URL, services: RequestServices) => {
  const ctx = _ctx;
  return getBoardPackDetails(ctx, packId, services.prefetchedPage(BOARD_PACK_DETAILS_READS, { packId }));
};

/**
 * A committee, a public and a restricted meeting; a pack published to the organisation, a draft of the owner's and
 * a draft of the member's.
 */
async function boardWithPacks() {
  const board = await createRoleBoard({ committee: true });
  const { ctx } = withRecordedJobs(board.ctx);
  await createMeeting(ctx, board.org.id, meetingFormInput({ title: "Open meeting", confidentiality: "public" }));
  await createMeeting(ctx, board.org.id, meetingFormInput({ title: "Closed meeting", confidentiality: "restricted" }));
  const pack = (title: string) => BoardPackSchema.parse({ title, audience: "organization" });
  const { id: publishedId } = await createBoardPack(ctx, board.org.id, pack("Published pack"));
  await addPaper(ctx, publishedId, {
    assetId: await insertDocument(board.org.id, board.users.owner.id, { title: "Accounts" }),
  });
  await publishBoardPack(ctx, publishedId);
  const { id: draftId } = await createBoardPack(ctx, board.org.id, pack("Owner's draft"));
  const member = withRecordedJobs(await actorContext(board.users.member)).ctx;
  const { id: memberDraftId } = await createBoardPack(member, board.org.id, pack("Member's draft"));
  return { ...board, publishedId, draftId, memberDraftId };
}

const titles = (page: Awaited<ReturnType<typeof listBoardPacks>>) => page.packs.map((pack) => pack.title).sort();

describe("the board packs list's round trips after the session's batch", () => {
  it("as it opens, of the current organisation or the one the URL names: none, each seat's own packs", async () => {
    const board = await boardWithPacks();
    for (const seat of ["owner", "member", "viewer"] as const) {
      const alone = await listBoardPacks(await actorContext(board.users[seat]), board.org.id);
      for (const path of [
        "/dashboard/board-packs",
        "/dashboard/board-packs.data",
        `/dashboard/board-packs?org=${board.org.slug}`,
        `/dashboard/board-packs.data?org=${board.org.id}&page=1`,
      ]) {
        const { page, roundTrips } = await repeatPageView(board.users[seat], path, list());
        expect([seat, path, roundTrips]).toEqual([seat, path, 0]);
        expect(page).toEqual(alone);
      }
    }
    const member = await repeatPageView(board.users.member, "/dashboard/board-packs", list());
    expect([titles(member.page), member.page.canCreate]).toEqual([["Member's draft", "Published pack"], true]);
    const viewer = await repeatPageView(board.users.viewer, "/dashboard/board-packs", list());
    expect([titles(viewer.page), viewer.page.canCreate]).toEqual([["Published pack"], false]);
    const second = await repeatPageView(board.users.owner, "/dashboard/board-packs?page=2", list());
    expect([second.roundTrips, second.page.page, second.page.packs, second.page.total]).toEqual([0, 2, [], 3]);
  });

  it("a status or a search, or rows not read with the session: one, as before", async () => {
    const board = await boardWithPacks();
    for (const path of ["/dashboard/board-packs?status=draft", "/dashboard/board-packs?search=pack"]) {
      const { page, roundTrips } = await repeatPageView(board.users.owner, path, list());
      expect([path, roundTrips, page.packs.length > 0]).toEqual([path, 1, true]);
    }
    const alone = await repeatPageView(board.users.owner, "/dashboard/board-packs", list(false));
    expect([alone.roundTrips, alone.page.total]).toEqual([1, 3]);
  });

  it("the preferred organisation without `?org=`; rows of another than the loader's are read again", async () => {
    const board = await boardWithPacks();
    const second = await createOrganization({ ownerId: board.users.member.id, name: "Second Board" });
    await setCurrentOrganization(await actorContext(board.users.member), second.id);
    const preferred = await repeatPageView(board.users.member, "/dashboard/board-packs", list());
    expect([preferred.roundTrips, preferred.page.organization.id, preferred.page.total]).toEqual([0, second.id, 0]);
    const other = await repeatPageView(board.users.member, "/dashboard/board-packs", async (ctx, url, services) => {
      const prefetched = services.prefetchedPage(BOARD_PACKS_LIST_READS, boardPackListValuesOf(url.searchParams) ?? {});
      expect(prefetched?.[0][0]?.organization.id).toBe(second.id);
      return listBoardPacks(ctx, board.org.id, {}, prefetched);
    });
    expect([other.roundTrips, other.page.organization.id, titles(other.page)]).toEqual([
      1,
      board.org.id,
      ["Member's draft", "Published pack"],
    ]);
  });

  it("an outsider is refused from the rows read with the session; a POST or another page gets none", async () => {
    const board = await boardWithPacks();
    const values = { organizationRef: board.org.id, packLimit: 20, packOffset: 0 };
    const outsider = await sessionPageRequest(`/dashboard/board-packs?org=${board.org.id}`, board.users.outsider.id);
    const rows = outsider.services.prefetchedPage(BOARD_PACKS_LIST_READS, values);
    expect(rows?.[0]).toEqual([]);
    expect(await rejection(listBoardPacks(outsider.ctx, board.org.id, {}, rows))).toMatchObject({ status: 404 });
    for (const [path, method] of [
      [`/dashboard/board-packs?org=${board.org.id}`, "POST"],
      [`/dashboard/board-packs/create?org=${board.org.id}`, "GET"],
      [`/dashboard/board-packs?org=${board.org.id}&status=published`, "GET"],
    ]) {
      const page = await sessionPageRequest(path, board.users.owner.id, method);
      expect([path, page.services.prefetchedPage(BOARD_PACKS_LIST_READS, values)]).toEqual([path, undefined]);
    }
  });
});

describe("the new board pack page's round trips after the session's batch", () => {
  it("none, the form's choices as the service reads them alone; a viewer is refused (403)", async () => {
    const board = await boardWithPacks();
    const alone = await boardPackFormOptions(board.ctx, board.org.id, "content.create");
    expect(alone.meetings.map((meeting) => meeting.title).sort()).toEqual(["Closed meeting", "Open meeting"]);
    for (const path of [
      "/dashboard/board-packs/create",
      `/dashboard/board-packs/create.data?org=${board.org.slug}`,
      `/dashboard/board-packs/create?org=${board.org.id}`,
    ]) {
      const { page, roundTrips } = await repeatPageView(board.users.owner, path, create);
      expect([path, roundTrips, page]).toEqual([path, 0, alone]);
    }
    const member = await repeatPageView(board.users.member, "/dashboard/board-packs/create", create);
    expect(member.roundTrips).toBe(0);
    expect(member.page).toEqual(
      await boardPackFormOptions(await actorContext(board.users.member), board.org.id, "content.create"),
    );
    const refused = await rejection(
      repeatPageView(board.users.viewer, "/dashboard/board-packs/create", async (ctx, url, services) => {
        expect(services.prefetchedPage(NEW_BOARD_PACK_READS, { organizationRef: null })).toBeDefined();
        return create(ctx, url, services);
      }).then(() => undefined),
    );
    expect(refused.status).toBe(403);
  });

  it("rows of another organisation than the loader's are read again; another page's request gets none", async () => {
    const board = await boardWithPacks();
    const second = await createOrganization({ ownerId: board.users.owner.id, name: "Second Board" });
    const other = await repeatPageView(
      board.users.owner,
      `/dashboard/board-packs/create?org=${second.slug}`,
      async (ctx, _url, services) => {
        const prefetched = services.prefetchedPage(NEW_BOARD_PACK_READS, { organizationRef: second.slug });
        expect(prefetched?.[0][0]?.organization.id).toBe(second.id);
        return boardPackFormOptions(ctx, board.org.id, "content.create", prefetched);
      },
    );
    expect([other.roundTrips, other.page.committees.length]).toEqual([1, 1]);
    const listPage = await sessionPageRequest("/dashboard/board-packs", board.users.owner.id);
    expect(listPage.services.prefetchedPage(NEW_BOARD_PACK_READS, { organizationRef: null })).toBeUndefined();
  });
});

describe("a board pack's details page's round trips after the session's batch", () => {
  it("none for its editors, the same page as alone; a reader gets no form, an outsider a 404", async () => {
    const board = await boardWithPacks();
    for (const path of [
      `/dashboard/board-packs/${board.publishedId}/details`,
      `/dashboard/board-packs/${board.publishedId}/details.data`,
    ]) {
      const { page, roundTrips } = await repeatPageView(board.users.owner, path, details(board.publishedId));
      expect([path, roundTrips]).toEqual([path, 0]);
      expect(page).toEqual(await getBoardPackDetails(board.ctx, board.publishedId));
      expect(page.options?.meetings.length).toBe(2);
    }
    const member = await repeatPageView(
      board.users.member,
      `/dashboard/board-packs/${board.memberDraftId}/details`,
      details(board.memberDraftId),
    );
    expect([member.roundTrips, member.page.options?.committees.length]).toEqual([0, 1]);
    const reader = await repeatPageView(
      board.users.viewer,
      `/dashboard/board-packs/${board.publishedId}/details`,
      details(board.publishedId),
    );
    expect([reader.roundTrips, reader.page.options]).toEqual([0, null]);
    const outsider = await sessionPageRequest(
      `/dashboard/board-packs/${board.publishedId}/details`,
      board.users.outsider.id,
    );
    const rows = outsider.services.prefetchedPage(BOARD_PACK_DETAILS_READS, { packId: board.publishedId });
    expect(rows).toBeDefined();
    expect(await rejection(getBoardPackDetails(outsider.ctx, board.publishedId, rows))).toMatchObject({ status: 404 });
  });

  it("hands its rows to no other pack, no other page and no POST", async () => {
    const board = await boardWithPacks();
    const path = `/dashboard/board-packs/${board.publishedId}/details`;
    const page = await sessionPageRequest(path, board.users.owner.id);
    expect(page.services.prefetchedPage(BOARD_PACK_DETAILS_READS, { packId: board.draftId })).toBeUndefined();
    expect(page.services.prefetchedPage(BOARD_PACK_PAGE_READS, { packId: board.publishedId })).toBeUndefined();
    const post = await sessionPageRequest(path, board.users.owner.id, "POST");
    expect(post.services.prefetchedPage(BOARD_PACK_DETAILS_READS, { packId: board.publishedId })).toBeUndefined();
    const packPage = await sessionPageRequest(`/dashboard/board-packs/${board.publishedId}`, board.users.owner.id);
    expect(packPage.services.prefetchedPage(BOARD_PACK_DETAILS_READS, { packId: board.publishedId })).toBeUndefined();
  });
});
