// Issue 9: the committees pages read the membership guard and their own rows in the session lookup's batch (decision
// 066; before it one round trip after the session's, decision 061, and before that the list made 2, the create page
// 3). Counted through the D1 binding on a repeat view, as the pages' loaders call the services: the organisation
// picked from the session's batch, then the service with the rows read for the page.
import { describe, expect, it } from "vitest";
import { committeeCandidates } from "../../../app/.server/committees/candidates";
import { getCommittee, listCommittees } from "../../../app/.server/committees/committees";
import {
  COMMITTEE_PAGE_READS,
  COMMITTEES_LIST_READS,
  committeeStatusOf,
  NEW_COMMITTEE_READS,
} from "../../../app/.server/committees/page-reads";
import { requestedOrganization } from "../../../app/.server/organizations/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { createOrganization, createRoleBoard } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { pickedOrganization, repeatPageView } from "../../helpers/round-trips";

/** The list as its loader reads it (`withSession: false`: as a request whose rows were not read with the session). */
const list =
  (withSession = true) =>
  async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const committeeStatus = committeeStatusOf(url.searchParams);
    const organizationRef = requestedOrganization(url.searchParams);
    const prefetched = services.prefetchedPage(COMMITTEES_LIST_READS, { organizationRef, committeeStatus });
    const organization = await pickedOrganization(ctx, url);
    return listCommittees(ctx, organization.id, { status: committeeStatus }, withSession ? prefetched : undefined);
  };

const create = async (ctx: ActorContext, url: URL, services: RequestServices) => {
  const organizationRef = requestedOrganization(url.searchParams);
  const prefetched = services.prefetchedPage(NEW_COMMITTEE_READS, { organizationRef });
  const organization = await pickedOrganization(ctx, url);
  return committeeCandidates(ctx, organization.id, "committees.manage", prefetched);
};

const committeePage = (committeeId: string) => async (ctx: ActorContext, url: URL, services: RequestServices) => {
  const organizationRef = requestedOrganization(url.searchParams);
  const prefetched = services.prefetchedPage(COMMITTEE_PAGE_READS, { organizationRef, committeeId });
  return getCommittee(ctx, (await pickedOrganization(ctx, url)).id, committeeId, prefetched);
};

describe("the committees pages' round trips after the session's batch", () => {
  it("the list, of the current organisation or the one the URL names, active or archived: none", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "admin", "member", "viewer"] });
    for (const path of [
      "/dashboard/committees",
      "/dashboard/committees.data",
      `/dashboard/committees?org=${board.org.slug}`,
      `/dashboard/committees?org=${board.org.id}`,
    ]) {
      const { page, roundTrips } = await repeatPageView(board.users.viewer, path, list());
      expect([path, roundTrips]).toEqual([path, 0]);
      expect(page.committees.map((committee) => [committee.id, committee.memberCount])).toEqual([
        [board.committeeId, 3],
      ]);
      expect(page.canManage).toBe(false);
    }
    const archived = await repeatPageView(board.users.owner, "/dashboard/committees?status=archived", list());
    expect([archived.roundTrips, archived.page.committees, archived.page.canManage]).toEqual([0, [], true]);
    // Without the session's rows (a POST's answer), as before: one.
    const alone = await repeatPageView(board.users.owner, "/dashboard/committees", list(false));
    expect([alone.roundTrips, alone.page.committees.length]).toEqual([1, 1]);
  });

  it("rows read with the session for another organisation than the loader's are never used for it", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "member"] });
    const second = await createOrganization({ ownerId: board.users.member.id, name: "Second Board" });
    // As if the session's guess (the `?org=` here, the current organisation without one) were not the organisation
    // the loader picked: the guard's row is of another, so the service reads its own.
    const { page, roundTrips } = await repeatPageView(
      board.users.member,
      `/dashboard/committees?org=${board.org.slug}`,
      async (ctx, _url, services) => {
        const prefetched = services.prefetchedPage(COMMITTEES_LIST_READS, {
          organizationRef: board.org.slug,
          committeeStatus: "active",
        });
        expect(prefetched?.[0][0]?.organization.id).toBe(board.org.id);
        return listCommittees(ctx, second.id, { status: "active" }, prefetched);
      },
    );
    expect([roundTrips, page.organization.id, page.committees, page.canManage]).toEqual([1, second.id, [], true]);
  });

  it("the create page: none, its candidates read with the guard; a member is refused there (403)", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "admin", "member", "viewer"] });
    for (const path of ["/dashboard/committees/create", `/dashboard/committees/create.data?org=${board.org.slug}`]) {
      const { page, roundTrips } = await repeatPageView(board.users.admin, path, create);
      expect([path, roundTrips]).toEqual([path, 0]);
      expect(page.map((candidate) => candidate.displayName).sort()).toEqual([
        "Board admin",
        "Board member",
        "Board owner",
        "Board viewer",
      ]);
    }
    const refused = await rejection(
      repeatPageView(board.users.member, "/dashboard/committees/create", async (ctx, url, services) => {
        expect(services.prefetchedPage(NEW_COMMITTEE_READS, { organizationRef: null })).toBeDefined();
        return create(ctx, url, services);
      }).then(() => undefined),
    );
    expect(refused.status).toBe(403);
  });

  it("a committee's page: none; another committee's id or another page's request gets no rows", async () => {
    const board = await createRoleBoard({ committee: true, seats: ["owner", "admin", "member", "viewer", "outsider"] });
    for (const path of [
      `/dashboard/committees/${board.committeeId}`,
      `/dashboard/committees/${board.committeeId}.data?org=${board.org.slug}`,
    ]) {
      const { page, roundTrips } = await repeatPageView(board.users.owner, path, committeePage(board.committeeId));
      expect([roundTrips, page.committee.name, page.members.length, page.candidates.length]).toEqual([
        0,
        "Standing Committee",
        3,
        4,
      ]);
    }
    const viewer = await repeatPageView(
      board.users.viewer,
      `/dashboard/committees/${board.committeeId}`,
      committeePage(board.committeeId),
    );
    expect([viewer.roundTrips, viewer.page.canManage, viewer.page.candidates]).toEqual([0, false, []]);
    await repeatPageView(
      board.users.owner,
      `/dashboard/committees/${board.committeeId}`,
      async (_ctx, _url, services) => {
        const other = { organizationRef: null, committeeId: crypto.randomUUID() };
        expect(services.prefetchedPage(COMMITTEE_PAGE_READS, other)).toBeUndefined();
        expect(
          services.prefetchedPage(COMMITTEES_LIST_READS, { organizationRef: null, committeeStatus: "active" }),
        ).toBe(undefined);
        expect(
          services.prefetchedPage(COMMITTEE_PAGE_READS, { organizationRef: null, committeeId: board.committeeId }),
        ).toBeDefined();
      },
    );
    // Another organisation's committee, named by its own organisation's member: the same 404 as before.
    const elsewhere = await rejection(
      repeatPageView(
        board.users.outsider,
        `/dashboard/committees/${board.committeeId}`,
        committeePage(board.committeeId),
      ).then(() => undefined),
    );
    expect(elsewhere.status).toBe(404);
  });
});
