import { describe, expect, it } from "vitest";
import { listBoardmates } from "../../../app/.server/organizations/boardmates";
import { organizationCardPage } from "../../../app/.server/organizations/list";
import {
  BOARDMATES_READS,
  BOARDMATES_SEARCH_READS,
  boardmatesPageOf,
  boardmatesSearchOf,
  ORGANIZATION_LIST_READS,
  organizationListOf,
} from "../../../app/.server/organizations/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { requestedPage } from "../../../app/.server/remix/paging";
import {
  loadOrganizationPage,
  prefetchedOrganizationPage,
} from "../../../app/routes/dashboard.organizations.$org/loader.server";
import {
  actorContext,
  addMember,
  createOrganization,
  createRoleBoard,
  createUser,
  MATRIX_BOARD,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest as pageRequest } from "../../helpers/session-page-request";

/** The page as its loader reads it: with the rows the session's batch read for it, when it did. */
const pageOf = (slug: string, query = "", path = `/dashboard/organizations/${slug}${query}`) =>
  [
    path,
    (ctx, url, services) => loadOrganizationPage(ctx, slug, url, prefetchedOrganizationPage(services, slug, url)),
  ] as const satisfies [string, Parameters<typeof repeatPageView>[2]];

describe("the organisation page's round trips after the session's batch", () => {
  it("an owner's every tab: none, its guard and list read in the session's batch", async () => {
    const board = await createRoleBoard({ ...MATRIX_BOARD, committee: true });
    const owner = board.users.owner;
    const view = (query: string) => repeatPageView(owner, ...pageOf(board.org.slug, query));

    const members = await view("?tab=members");
    expect([members.roundTrips, members.page.tab]).toEqual([0, "members"]);
    expect(members.page.members?.pagination).toMatchObject({ page: 1, total: 5 });
    expect(members.page.members?.members.find((member) => member.isYou)?.role).toBe("owner");
    expect(members.page.usage.members).toBe(5);
    expect(members.page.plan).toMatchObject({ id: "free" });

    const invitations = await view("?tab=invitations");
    expect([invitations.roundTrips, invitations.page.tab]).toEqual([0, "invitations"]);
    expect(invitations.page.invitations?.pending.map((invitation) => invitation.id)).toEqual([board.invitationId]);
    expect(invitations.page.invitations?.pending[0].invitedBy).toBe("Board owner");

    const overview = await view("?tab=overview");
    expect([overview.roundTrips, overview.page.tab, overview.page.overview?.peopleCount]).toEqual([0, "overview", 5]);
    expect(overview.page.overview?.committees.map((committee) => committee.id)).toEqual([board.committeeId]);

    const compliance = await view("?tab=compliance");
    expect([compliance.roundTrips, compliance.page.withoutTwoFactor?.length]).toEqual([0, 5]);

    for (const tab of ["", "?tab=general", "?tab=assets", "?tab=notifications", "?tab=features", "?tab=danger"]) {
      const other = await view(tab);
      expect([tab, other.roundTrips]).toEqual([tab, 0]);
      expect([other.page.overview, other.page.members, other.page.invitations]).toEqual([null, null, null]);
    }
    expect((await view("")).page.tab).toBe("general");
  });

  it("a member lands on the overview in none, asking for a manager's tab in one; managers' rows dropped", async () => {
    const board = await createRoleBoard({ ...MATRIX_BOARD, committee: true });
    // The landing tab's overview is read with the session for the seats that land on it (foretold in SQL by the
    // role); a manager's tab asked for by a member was read for that tab, so the overview is read after the guard.
    for (const [query, after] of [
      ["", 0],
      ["?tab=members", 1],
      ["?tab=invitations", 1],
    ] as const) {
      const { page, roundTrips } = await repeatPageView(board.users.member, ...pageOf(board.org.slug, query));
      expect([query, roundTrips, page.tab]).toEqual([query, after, "overview"]);
      expect(page.overview?.people.filter((person) => person.isYou).map((person) => person.role)).toEqual(["member"]);
      expect([page.members, page.invitations]).toEqual([null, null]);
    }
    // The compliance tab's roster is read for everyone and shown to those who manage the settings.
    const compliance = await repeatPageView(board.users.viewer, ...pageOf(board.org.slug, "?tab=compliance"));
    expect([compliance.roundTrips, compliance.page.tab, compliance.page.withoutTwoFactor]).toEqual([
      0,
      "compliance",
      null,
    ]);
  });

  it("an archived organisation (not in the session's list) reads with the session too", async () => {
    const board = await createRoleBoard({ archived: true });
    const owner = await repeatPageView(board.users.owner, ...pageOf(board.org.slug, "?tab=members"));
    expect([owner.roundTrips, owner.page.tab, owner.page.members?.pagination.total]).toEqual([0, "members", 4]);
    expect(owner.page.permissions.canEdit).toBe(false);
    const member = await repeatPageView(board.users.member, ...pageOf(board.org.slug));
    expect([member.roundTrips, member.page.tab, member.page.overview?.peopleCount]).toEqual([0, "overview", 4]);
  });

  it("without the session's rows (a POST's answer, a reference not as the app writes it) reads as before", async () => {
    const board = await createRoleBoard({ archived: true });
    const read = (ctx: Parameters<typeof loadOrganizationPage>[0], url: URL) =>
      loadOrganizationPage(ctx, board.org.slug, url);
    const owner = await repeatPageView(
      board.users.owner,
      `/dashboard/organizations/${board.org.slug}?tab=members`,
      read,
    );
    expect([owner.roundTrips, owner.page.tab, owner.page.members?.pagination.total]).toEqual([1, "members", 4]);
    // Foretold from the session's list, which lists active organisations only: one round trip more.
    const member = await repeatPageView(board.users.member, `/dashboard/organizations/${board.org.slug}`, read);
    expect([member.roundTrips, member.page.tab, member.page.overview?.peopleCount]).toEqual([2, "overview", 4]);
  });

  it("someone from another organisation gets the 404 and nothing of it, whichever tab, by slug or id", async () => {
    const board = await createRoleBoard(MATRIX_BOARD);
    const outsider = await actorContext(board.users.outsider);
    for (const ref of [board.org.slug, board.org.id]) {
      for (const tab of ["", "members", "invitations", "overview", "compliance"]) {
        const url = new URL(`${TEST_ORIGIN}/dashboard/organizations/${ref}?tab=${tab}`);
        const error = await rejection(loadOrganizationPage(outsider, ref, url));
        expect([ref, tab, error.status]).toEqual([ref, tab, 404]);
        expect(error.message).not.toContain(board.org.name);
      }
    }
    expect((await rejection(loadOrganizationPage(outsider, "x".repeat(101), new URL(TEST_ORIGIN)))).status).toBe(404);
  });
});

describe("the organisation page's rows read with the session (decision 066)", () => {
  it("serve its document and its .data request, by slug or id, and only the reference and tab asked for", async () => {
    const board = await createRoleBoard({ ...MATRIX_BOARD, committee: true });
    for (const ref of [board.org.slug, board.org.id]) {
      for (const path of [
        `/dashboard/organizations/${ref}?tab=members`,
        `/dashboard/organizations/${ref}.data?tab=members`,
      ]) {
        // A repeat view: the first recorded the visit.
        const first = await pageRequest(path, board.users.admin.id);
        await loadOrganizationPage(first.ctx, ref, first.url);
        const page = await pageRequest(path, board.users.admin.id);
        const prefetched = prefetchedOrganizationPage(page.services, ref, page.url);
        expect(prefetched).toBeDefined();
        const view = await loadOrganizationPage(page.ctx, ref, page.url, prefetched);
        expect([path, page.afterSession(), view.tab, view.members?.pagination.total]).toEqual([path, 0, "members", 5]);
      }
    }
    // Another page's request (the organisations list, a committee's page, a POST) carries none of its rows.
    const slug = board.org.slug;
    for (const [path, method] of [
      ["/dashboard/organizations", "GET"],
      [`/dashboard/committees?org=${slug}`, "GET"],
      [`/dashboard/organizations/${slug}?tab=members`, "POST"],
    ]) {
      const page = await pageRequest(path, board.users.owner.id, method);
      const asked = new URL(`${TEST_ORIGIN}/dashboard/organizations/${slug}?tab=members`);
      expect([path, method, prefetchedOrganizationPage(page.services, slug, asked)]).toEqual([path, method, undefined]);
    }
    // Another organisation's reference, another tab or another page of members than the request's: none either.
    const page = await pageRequest(`/dashboard/organizations/${slug}?tab=members`, board.users.owner.id);
    const other = board.outsiderOrg.slug;
    expect(prefetchedOrganizationPage(page.services, other, page.url)).toBeUndefined();
    for (const query of ["?tab=invitations", "?tab=members&page=2", ""]) {
      const asked = new URL(`${TEST_ORIGIN}/dashboard/organizations/${slug}${query}`);
      expect([query, prefetchedOrganizationPage(page.services, slug, asked)]).toEqual([query, undefined]);
    }
    // A reference not as the app writes its addresses is not read with the session: it is read as before.
    const odd = await pageRequest(`/dashboard/organizations/${slug.toUpperCase()}`, board.users.owner.id);
    expect(prefetchedOrganizationPage(odd.services, slug.toUpperCase(), odd.url)).toBeUndefined();
  });

  it("are refused by the same guard: an outsider's (404), a member's members list", async () => {
    const board = await createRoleBoard({ ...MATRIX_BOARD, committee: true });
    for (const ref of [board.org.slug, board.org.id]) {
      for (const query of ["", "?tab=members", "?tab=invitations", "?tab=overview", "?tab=compliance", "?tab=danger"]) {
        const path = `/dashboard/organizations/${ref}${query}`;
        const outsider = await pageRequest(path, board.users.outsider.id);
        const prefetched = prefetchedOrganizationPage(outsider.services, ref, outsider.url);
        expect([path, prefetched === undefined]).toEqual([path, false]);
        const error = await rejection(loadOrganizationPage(outsider.ctx, ref, outsider.url, prefetched));
        expect([path, error.status]).toEqual([path, 404]);
        expect(error.message).not.toContain(board.org.name);
      }
    }
    // The members list read with the session for a member asking for it is dropped: the member lands on the overview.
    const member = await pageRequest(`/dashboard/organizations/${board.org.slug}?tab=members`, board.users.member.id);
    const prefetched = prefetchedOrganizationPage(member.services, board.org.slug, member.url);
    expect(prefetched?.rows.length).toBeGreaterThan(3);
    const view = await loadOrganizationPage(member.ctx, board.org.slug, member.url, prefetched);
    expect([view.tab, view.members, view.invitations, view.overview?.peopleCount]).toEqual(["overview", null, null, 5]);
  });
});

describe("the organisations list's round trips after the session's batch", () => {
  /** The list as its loader reads it: with the rows read with the session for this `?status=` and `?page=`. */
  const listPage = (ctx: ActorContext, url: URL, services: RequestServices) => {
    const list = organizationListOf(url);
    const prefetched = services.prefetchedPage(ORGANIZATION_LIST_READS, list);
    return organizationCardPage(ctx, { status: list.organizationStatus, page: requestedPage(url) }, prefetched);
  };

  it("the page of cards and their total with the session: none", async () => {
    const user = await createUser();
    const owned = await createOrganization({ ownerId: user.id, name: "Owned Board" });
    const joined = await createOrganization({ name: "Joined Board" });
    await addMember(joined.id, user.id, "viewer");
    for (const path of ["/dashboard/organizations", "/dashboard/organizations.data"]) {
      const { page, roundTrips } = await repeatPageView(user, path, listPage);
      expect([path, roundTrips]).toEqual([path, 0]);
      expect(page.organizations.map((card) => [card.name, card.role, card.memberCount, card.committeeCount])).toEqual([
        ["Joined Board", "viewer", 1, 0],
        ["Owned Board", "owner", 1, 0],
      ]);
      expect(page.organizations[1].id).toBe(owned.id);
      expect(page.pagination).toEqual({ page: 1, limit: 20, total: 2 });
    }
    const archived = await repeatPageView(user, "/dashboard/organizations?status=archived&page=2", listPage);
    expect([archived.roundTrips, archived.page.organizations, archived.page.pagination]).toEqual([
      0,
      [],
      { page: 2, limit: 20, total: 0 },
    ]);
    // Without the session's rows (an action's answer), as before: one.
    const alone = await repeatPageView(user, "/dashboard/organizations", (ctx) =>
      organizationCardPage(ctx, { status: "active", page: 1 }),
    );
    expect([alone.roundTrips, alone.page.pagination.total]).toEqual([1, 2]);
    // Another status or page than the request's, or another page's request: no rows.
    await repeatPageView(user, "/dashboard/organizations", async (_ctx, _url, services) => {
      const other = organizationListOf(new URL(`${TEST_ORIGIN}/dashboard/organizations?status=archived`));
      expect(services.prefetchedPage(ORGANIZATION_LIST_READS, other)).toBeUndefined();
      expect(services.prefetchedPage(BOARDMATES_READS)).toBeUndefined();
    });
    await repeatPageView(user, "/dashboard/boardmates", async (_ctx, url, services) => {
      expect(services.prefetchedPage(ORGANIZATION_LIST_READS, organizationListOf(url))).toBeUndefined();
    });
  });

  it("the new organisation's page reads nothing after the session's batch", async () => {
    const user = await createUser();
    const { roundTrips } = await repeatPageView(
      user,
      "/dashboard/organizations/create",
      async (ctx, _url, services) => {
        // Not an organisation's page: "create" is no organisation's reference.
        const url = new URL(`${TEST_ORIGIN}/dashboard/organizations/create`);
        expect(prefetchedOrganizationPage(services, "create", url)).toBeUndefined();
        return ctx.actor.user.isDemo;
      },
    );
    expect(roundTrips).toBe(0);
  });
});

describe("BoardMates' round trips after the session's batch", () => {
  const boardmates = (ctx: ActorContext, url: URL, services: RequestServices) => {
    const search = boardmatesSearchOf(url.searchParams);
    const { page, values } = boardmatesPageOf(search);
    return listBoardmates(ctx, { search, page: requestedPage(url) }, services.prefetchedPage(page, values));
  };

  it("with or without a search: none, read with the session", async () => {
    const board = await createRoleBoard({ seats: ["owner", "member", "viewer", "outsider"] });
    for (const path of ["/dashboard/boardmates", "/dashboard/boardmates.data", "/dashboard/boardmates?q=+"]) {
      const { page, roundTrips } = await repeatPageView(board.users.member, path, boardmates);
      expect([path, roundTrips, page.total]).toEqual([path, 0, 2]);
      expect(page.people.map((person) => person.name).sort()).toEqual(["Board owner", "Board viewer"]);
    }
    for (const path of ["/dashboard/boardmates?q=viewer", "/dashboard/boardmates.data?q=+VIEWER+&page=1"]) {
      const searched = await repeatPageView(board.users.member, path, boardmates);
      expect([path, searched.roundTrips, searched.page.people.map((person) => person.name)]).toEqual([
        path,
        0,
        ["Board viewer"],
      ]);
    }
    // The same people as the search read alone.
    const alone = await listBoardmates(await actorContext(board.users.member), { search: " VIEWER " });
    expect(alone.people.map((person) => person.name)).toEqual(["Board viewer"]);
    // Another search than the request's, the rows without a search, or another page's request: no rows.
    await repeatPageView(board.users.member, "/dashboard/boardmates?q=viewer", async (_ctx, _url, services) => {
      expect(services.prefetchedPage(BOARDMATES_SEARCH_READS, { boardmatesSearch: "owner" })).toBeUndefined();
      expect(services.prefetchedPage(BOARDMATES_READS)).toBeUndefined();
    });
    await repeatPageView(board.users.member, "/dashboard/organizations", async (_ctx, _url, services) => {
      expect(services.prefetchedPage(BOARDMATES_SEARCH_READS, { boardmatesSearch: "viewer" })).toBeUndefined();
    });
    const searchedOutsider = await repeatPageView(board.users.outsider, "/dashboard/boardmates?q=board", boardmates);
    expect([searchedOutsider.roundTrips, searchedOutsider.page.total]).toEqual([0, 0]);
    // The outsider meets no one of the board through the rows read with the session.
    const outsider = await repeatPageView(board.users.outsider, "/dashboard/boardmates", boardmates);
    expect([outsider.roundTrips, outsider.page.total]).toEqual([0, 0]);
  });
});
