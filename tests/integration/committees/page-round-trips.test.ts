// Issue 9: the committees pages read the membership guard and their own rows in one D1 round trip after the
// session's (decision 061; the list made 2, the create page 3). Counted through the D1 binding on a repeat view, as
// the pages' loaders call the services: the organisation picked from the session's batch, then the service.
import { describe, expect, it } from "vitest";
import { committeeCandidates } from "../../../app/.server/committees/candidates";
import { getCommittee, listCommittees } from "../../../app/.server/committees/committees";
import { pickOrganization } from "../../../app/.server/organizations/organizations";
import type { ActorContext } from "../../../app/.server/platform/context";
import { createRoleBoard } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";

/** What the pages' loaders do first: the organisation the URL names, else the current one. */
async function pickedOrganization(ctx: ActorContext, url: URL) {
  const { organization } = await pickOrganization(ctx, url.searchParams.get("org"));
  if (!organization) throw new Error("expected an organisation");
  return organization;
}

describe("the committees pages' round trips after the session's batch", () => {
  it("the list, of the current organisation or the one the URL names, active or archived: one", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "admin", "member", "viewer"] });
    for (const path of ["/dashboard/committees", `/dashboard/committees?org=${board.org.slug}`]) {
      const { page, roundTrips } = await repeatPageView(board.users.viewer, path, async (ctx, url) =>
        listCommittees(ctx, (await pickedOrganization(ctx, url)).id, { status: "active" }),
      );
      expect([path, roundTrips]).toEqual([path, 1]);
      expect(page.committees.map((committee) => [committee.id, committee.memberCount])).toEqual([
        [board.committeeId, 3],
      ]);
      expect(page.canManage).toBe(false);
    }
    const archived = await repeatPageView(
      board.users.owner,
      "/dashboard/committees?status=archived",
      async (ctx, url) => listCommittees(ctx, (await pickedOrganization(ctx, url)).id, { status: "archived" }),
    );
    expect([archived.roundTrips, archived.page.committees, archived.page.canManage]).toEqual([1, [], true]);
  });

  it("the create page: one, its candidates read with the guard; a member is refused there (403)", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "admin", "member", "viewer"] });
    const create = (ctx: ActorContext, url: URL) =>
      pickedOrganization(ctx, url).then((organization) =>
        committeeCandidates(ctx, organization.id, "committees.manage"),
      );
    const { page, roundTrips } = await repeatPageView(board.users.admin, "/dashboard/committees/create", create);
    expect(roundTrips).toBe(1);
    expect(page.map((candidate) => candidate.displayName).sort()).toEqual([
      "Board admin",
      "Board member",
      "Board owner",
      "Board viewer",
    ]);
    const refused = await rejection(
      repeatPageView(board.users.member, "/dashboard/committees/create", create).then(() => undefined),
    );
    expect(refused.status).toBe(403);
  });

  it("a committee's page stays at one", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "admin", "member", "viewer"] });
    const { page, roundTrips } = await repeatPageView(
      board.users.owner,
      `/dashboard/committees/${board.committeeId}`,
      async (ctx, url) => getCommittee(ctx, (await pickedOrganization(ctx, url)).id, board.committeeId),
    );
    expect([roundTrips, page.committee.name, page.members.length, page.candidates.length]).toEqual([
      1,
      "Standing Committee",
      3,
      4,
    ]);
  });
});
