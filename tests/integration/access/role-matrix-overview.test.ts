// The role × action matrix for the organisation overview (where members and viewers land, and what a `?tab=`-less
// visit opens for each seat): every seat of the organisation reads its people and committees; someone from
// another organisation gets 404, by id and by slug, and nothing of it.
import { describe, expect, it } from "vitest";
import { loadOrganizationOverview } from "../../../app/.server/organizations/overview";
import { loadOrganizationPage } from "../../../app/routes/dashboard.organizations.$org/loader.server";
import { actorContext, createRoleBoard, SEATS, type Seat, TEST_ORIGIN } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const BOARD = { committee: true, names: { member: "Matrix Member", viewer: "Matrix Viewer" } } as const;

const READ: Record<Seat, "ok" | 404> = { owner: "ok", admin: "ok", member: "ok", viewer: "ok", outsider: 404 };
/** What the organisation page opens without a `?tab=`: the settings for those who manage, else the overview. */
const LANDING: Record<Exclude<Seat, "outsider">, string> = {
  owner: "general",
  admin: "general",
  member: "overview",
  viewer: "overview",
};

describe("role × action matrix: the organisation overview", () => {
  for (const seat of SEATS) {
    it(`${seat}: the overview → ${READ[seat]}`, async () => {
      const board = await createRoleBoard(BOARD);
      const ctx = await actorContext(board.users[seat]);
      for (const ref of [board.org.id, board.org.slug]) {
        if (READ[seat] === 404) {
          const error = await rejection(loadOrganizationOverview(ctx, ref));
          expect(error.status).toBe(404);
          expect(error.message).not.toContain(board.org.name);
          continue;
        }
        const overview = await loadOrganizationOverview(ctx, ref);
        expect(overview.peopleCount).toBe(4);
        // In joining order; the four joined within the same moment, so the order is not checked here.
        expect(overview.people.map((person) => [person.displayName, person.role]).sort()).toEqual([
          ["Board admin", "admin"],
          ["Board owner", "owner"],
          ["Matrix Member", "member"],
          ["Matrix Viewer", "viewer"],
        ]);
        expect(overview.people.filter((person) => person.isYou).map((person) => person.role)).toEqual([seat]);
        expect(overview.committees).toEqual([
          { id: board.committeeId, name: "Standing Committee", description: null, memberCount: 3 },
        ]);
      }
    });
  }

  for (const seat of ["owner", "admin", "member", "viewer"] as const) {
    it(`${seat}: the organisation page without a tab opens ${LANDING[seat]}`, async () => {
      const board = await createRoleBoard(BOARD);
      const ctx = await actorContext(board.users[seat]);
      const page = await loadOrganizationPage(ctx, board.org.slug, new URL(`${TEST_ORIGIN}/x`));
      expect(page.tab).toBe(LANDING[seat]);
      expect(page.overview === null).toBe(LANDING[seat] !== "overview");
      // A tab they may not open (members) falls back to where they land.
      const members = await loadOrganizationPage(ctx, board.org.slug, new URL(`${TEST_ORIGIN}/x?tab=members`));
      expect(members.tab).toBe(LANDING[seat] === "overview" ? "overview" : "members");
    });
  }
});
