// Issue 9: the organisation page's tabs read the guard, the settings and the open tab's list in one D1 round trip
// after the session's (decision 061; they made 2 to 6), the organisations list its cards and their count. Counted
// through the D1 binding on a repeat view, as the Worker serves it: the session's batch, then the layout's and the
// page's loaders.
import { describe, expect, it } from "vitest";
import { organizationCardPage } from "../../../app/.server/organizations/list";
import { loadOrganizationPage } from "../../../app/routes/dashboard.organizations.$org/loader.server";
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

const pageOf = (slug: string, query = "") =>
  [`/dashboard/organizations/${slug}${query}`, (ctx, url) => loadOrganizationPage(ctx, slug, url)] as const satisfies [
    string,
    Parameters<typeof repeatPageView>[2],
  ];

describe("the organisation page's round trips after the session's batch", () => {
  it("an owner's every tab: one, its list read in the guard's batch", async () => {
    const board = await createRoleBoard({ ...MATRIX_BOARD, committee: true });
    const owner = board.users.owner;
    const view = (query: string) => repeatPageView(owner, ...pageOf(board.org.slug, query));

    const members = await view("?tab=members");
    expect([members.roundTrips, members.page.tab]).toEqual([1, "members"]);
    expect(members.page.members?.pagination).toMatchObject({ page: 1, total: 5 });
    expect(members.page.members?.members.find((member) => member.isYou)?.role).toBe("owner");
    expect(members.page.usage.members).toBe(5);
    expect(members.page.plan).toMatchObject({ id: "free" });

    const invitations = await view("?tab=invitations");
    expect([invitations.roundTrips, invitations.page.tab]).toEqual([1, "invitations"]);
    expect(invitations.page.invitations?.pending.map((invitation) => invitation.id)).toEqual([board.invitationId]);
    expect(invitations.page.invitations?.pending[0].invitedBy).toBe("Board owner");

    const overview = await view("?tab=overview");
    expect([overview.roundTrips, overview.page.tab, overview.page.overview?.peopleCount]).toEqual([1, "overview", 5]);
    expect(overview.page.overview?.committees.map((committee) => committee.id)).toEqual([board.committeeId]);

    const compliance = await view("?tab=compliance");
    expect([compliance.roundTrips, compliance.page.withoutTwoFactor?.length]).toEqual([1, 5]);

    for (const tab of ["", "?tab=general", "?tab=assets", "?tab=notifications", "?tab=features", "?tab=danger"]) {
      const other = await view(tab);
      expect([tab, other.roundTrips]).toEqual([tab, 1]);
      expect([other.page.overview, other.page.members, other.page.invitations]).toEqual([null, null, null]);
    }
    expect((await view("")).page.tab).toBe("general");
  });

  it("a member lands on the overview, also asking for a manager's tab, in one; managers' rows dropped", async () => {
    const board = await createRoleBoard({ ...MATRIX_BOARD, committee: true });
    for (const query of ["", "?tab=members", "?tab=invitations"]) {
      const { page, roundTrips } = await repeatPageView(board.users.member, ...pageOf(board.org.slug, query));
      expect([query, roundTrips, page.tab]).toEqual([query, 1, "overview"]);
      expect(page.overview?.people.filter((person) => person.isYou).map((person) => person.role)).toEqual(["member"]);
      expect([page.members, page.invitations]).toEqual([null, null]);
    }
    // The compliance tab's roster is read for everyone and shown to those who manage the settings.
    const compliance = await repeatPageView(board.users.viewer, ...pageOf(board.org.slug, "?tab=compliance"));
    expect([compliance.roundTrips, compliance.page.tab, compliance.page.withoutTwoFactor]).toEqual([
      1,
      "compliance",
      null,
    ]);
  });

  it("an archived organisation (not in the session's list), foretold wrong, costs one more round trip", async () => {
    const board = await createRoleBoard({ archived: true });
    const owner = await repeatPageView(board.users.owner, ...pageOf(board.org.slug, "?tab=members"));
    expect([owner.roundTrips, owner.page.tab, owner.page.members?.pagination.total]).toEqual([1, "members", 4]);
    expect(owner.page.permissions.canEdit).toBe(false);
    const member = await repeatPageView(board.users.member, ...pageOf(board.org.slug));
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

describe("the organisations list's round trips after the session's batch", () => {
  it("the page of cards and their total in one", async () => {
    const user = await createUser();
    const owned = await createOrganization({ ownerId: user.id, name: "Owned Board" });
    const joined = await createOrganization({ name: "Joined Board" });
    await addMember(joined.id, user.id, "viewer");
    const { page, roundTrips } = await repeatPageView(user, "/dashboard/organizations", (ctx) =>
      organizationCardPage(ctx, { status: "active", page: 1 }),
    );
    expect(roundTrips).toBe(1);
    expect(page.organizations.map((card) => [card.name, card.role, card.memberCount, card.committeeCount])).toEqual([
      ["Joined Board", "viewer", 1, 0],
      ["Owned Board", "owner", 1, 0],
    ]);
    expect(page.organizations[1].id).toBe(owned.id);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 2 });
  });
});
