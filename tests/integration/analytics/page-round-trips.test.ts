// Issue 9: the analytics page reads its guard, overview, decisions and activity in the session lookup's batch
// (decision 066), for the organisation of `?org=` or, without it, the preferred one, on every tab and period. The rows
// read with the session are those the page reads alone; another organisation's page is refused (a 404).
import { describe, expect, it } from "vitest";
import { analyticsPage } from "../../../app/.server/analytics/overview";
import { ANALYTICS_PAGE_READS, analyticsPageValues } from "../../../app/.server/analytics/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { periodOf } from "../../../app/lib/analytics/schemas";
import { writeEvents } from "../../helpers/analytics-events";
import { createOrganization, createRoleBoard, createUser } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { pickedOrganization, repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** The page as its loader reads it; `withSession: false` as a request whose rows were not read with the session. */
const page =
  (withSession = true) =>
  async (ctx: ActorContext, url: URL, services: RequestServices) => {
    const prefetched = services.prefetchedPage(ANALYTICS_PAGE_READS, analyticsPageValues(url.searchParams));
    const days = periodOf(url.searchParams.get("days"));
    return analyticsPage(ctx, (await pickedOrganization(ctx, url)).id, days, withSession ? prefetched : undefined);
  };

describe("the analytics page's round trips after the session's batch", () => {
  it("none on every tab and period, as read alone; without ?org= of the preferred organisation", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member"] });
    await writeEvents(org.id, users.owner.id, [
      ["meeting_created", 0],
      ["document_viewed", 5],
      ["board_pack_created", 20],
      ["analytics_exported", 60],
    ]);
    const paths = [
      `/dashboard/analytics?org=${org.slug}`,
      `/dashboard/analytics.data?org=${org.slug}&days=7&tab=decisions`,
      `/dashboard/analytics?org=${org.id}&days=90&tab=activity`,
      "/dashboard/analytics",
    ];
    for (const path of paths) {
      const withSession = await repeatPageView(users.member, path, page());
      const alone = await repeatPageView(users.member, path, page(false));
      expect([path, withSession.roundTrips, alone.roundTrips]).toEqual([path, 0, 1]);
      expect(withSession.page).toEqual(alone.page);
      expect(withSession.page.organization.id).toBe(org.id);
      expect(withSession.page.canChangeStatus).toBe(false);
    }
    const periods = await Promise.all(
      ["7", "30", "90"].map(async (days) => {
        const view = await repeatPageView(users.owner, `/dashboard/analytics?org=${org.slug}&days=${days}`, page());
        return [view.roundTrips, view.page.overview.events.dailyActivity.length, view.page.activity.length];
      }),
    );
    expect(periods).toEqual([
      [0, 7, 4],
      [0, 30, 4],
      [0, 90, 4],
    ]);
  });

  it("another organisation's page: its rows read with the session are not used, and the page is a 404", async () => {
    const { users } = await createRoleBoard({ seats: ["owner"] });
    const stranger = await createUser();
    const theirs = await createOrganization({ ownerId: stranger.id, name: "Theirs" });
    await writeEvents(theirs.id, stranger.id, [["meeting_created", 0]]);
    const request = await sessionPageRequest(`/dashboard/analytics?org=${theirs.slug}`, users.owner.id);
    const rows = request.services.prefetchedPage(ANALYTICS_PAGE_READS, analyticsPageValues(request.url.searchParams));
    // The guard found no seat, so the rows are not of the page's organisation: read again, alone, and refused.
    expect(rows?.[0]).toEqual([]);
    expect(await rejection(analyticsPage(request.ctx, theirs.slug, 30, rows))).toMatchObject({ status: 404 });
    expect(request.afterSession()).toBe(1);
  });
});
