// Issue 9: the notifications page reads its list and counts in the session lookup's round trip (decision 066; one
// round trip after it before). Counted on a repeat view as the page's loader calls the service: any page of the
// unfiltered inbox, the recipient's own rows only; a filter or a search reads after the session's, as before.
import { describe, expect, it } from "vitest";
import { notificationsPage } from "../../../app/.server/notifications/inbox";
import {
  NOTIFICATIONS_PAGE_READS,
  notificationsPageValues,
  notificationsQueryOf,
} from "../../../app/.server/notifications/page-reads";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { NOTIFICATIONS_PAGE_SIZE } from "../../../app/lib/notifications/inbox";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../../app/lib/organizations/settings";
import { actorContext, createMemberWithRole, createUser } from "../../helpers/factories";
import { giveNotifications, setCompliance } from "../../helpers/records";
import { repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";

/** The page as its loader reads it: with the rows read with the session when its query is one they serve. */
const asLoader = (ctx: ActorContext, url: URL, services: RequestServices) => {
  const query = notificationsQueryOf(url.searchParams);
  const values = notificationsPageValues(query);
  const prefetched = values ? services.prefetchedPage(NOTIFICATIONS_PAGE_READS, values) : undefined;
  return notificationsPage(ctx, query, prefetched);
};

const idsOf = (result: Awaited<ReturnType<typeof notificationsPage>>) => result.page.notifications.map((row) => row.id);

describe("the notifications page's round trips after the session's batch", () => {
  it("its list and counts read with the session, none after; the same as read alone", async () => {
    const me = await createUser();
    const ids = await giveNotifications(me.id, [
      { title: "Newest", priority: "critical" },
      { title: "Read one", status: "read" },
      { title: "Archived one", status: "archived" },
      ...Array.from({ length: NOTIFICATIONS_PAGE_SIZE }, (_, index) => ({ title: `Older ${index}` })),
    ]);
    for (const path of ["/dashboard/notifications", "/dashboard/notifications.data"]) {
      const { page, roundTrips } = await repeatPageView(me, path, asLoader);
      const alone = await repeatPageView(me, path, (ctx) =>
        notificationsPage(ctx, notificationsQueryOf(new URLSearchParams())),
      );
      expect([path, roundTrips, alone.roundTrips]).toEqual([path, 0, 1]);
      expect(page).toEqual(alone.page);
      expect(idsOf(page).slice(0, 2)).toEqual(ids.slice(0, 2));
      expect(idsOf(page)).not.toContain(ids[2]);
      expect(page.counts).toMatchObject({ unread: NOTIFICATIONS_PAGE_SIZE + 1, criticalUnread: 1 });
    }
    // A later page too: its window is a placeholder.
    const second = await repeatPageView(me, "/dashboard/notifications.data?page=2", asLoader);
    expect([second.roundTrips, second.page.page.page, second.page.page.notifications.length]).toEqual([0, 2, 2]);
  });

  it("a filter, a search or a sort reads after the session's batch, as before", async () => {
    const me = await createUser();
    await giveNotifications(me.id, [{ title: "Budget" }, { title: "Minutes", status: "read" }]);
    for (const search of ["?status=read", "?search=budget", "?type=meeting", "?sortField=title"]) {
      const { page, roundTrips } = await repeatPageView(me, `/dashboard/notifications${search}`, asLoader);
      const alone = await notificationsPage(await actorContext(me), notificationsQueryOf(new URLSearchParams(search)));
      expect([search, roundTrips, idsOf(page)]).toEqual([search, 1, idsOf(alone)]);
    }
  });

  it("nothing for another page or a POST; each user reads only their own", async () => {
    const me = await createUser();
    const someone = await createUser();
    const [mine] = await giveNotifications(me.id, [{ title: "Only mine" }]);
    for (const [path, method] of [
      ["/dashboard/boardmates", "GET"],
      ["/dashboard/notifications", "POST"],
    ] as const) {
      const request = await sessionPageRequest(path, me.id, method);
      const prefetched = request.services.prefetchedPage(
        NOTIFICATIONS_PAGE_READS,
        notificationsPageValues(notificationsQueryOf(new URLSearchParams())) ?? {},
      );
      expect([path, method, prefetched]).toEqual([path, method, undefined]);
    }
    const theirs = await repeatPageView(someone, "/dashboard/notifications", asLoader);
    expect(theirs.roundTrips).toBe(0);
    expect(idsOf(theirs.page)).not.toContain(mine);
    expect(theirs.page.counts.total).toBe(0);
  });

  it("reads again for a recipient an organisation holds back, without that organisation's notifications", async () => {
    const { user, org } = await createMemberWithRole("member");
    const compliance = { ...DEFAULT_COMPLIANCE_SETTINGS, twoFactorRequired: true };
    await setCompliance(org.id, compliance);
    const [held, account] = await giveNotifications(user.id, [
      { organizationId: org.id },
      { title: "About the account" },
    ]);
    const { page, roundTrips } = await repeatPageView(user, "/dashboard/notifications", async (ctx, url, services) => {
      expect(
        services.prefetchedPage(NOTIFICATIONS_PAGE_READS, {
          notificationsLimit: NOTIFICATIONS_PAGE_SIZE,
          notificationsOffset: 0,
        }),
      ).toBeUndefined();
      return asLoader(ctx, url, services);
    });
    // The shell's rows are read again too, as for any held-back actor (decision 048): one each.
    expect(roundTrips).toBe(2);
    expect(idsOf(page)).toContain(account);
    expect(idsOf(page)).not.toContain(held);
    expect(
      idsOf(await notificationsPage(await actorContext(user), notificationsQueryOf(new URLSearchParams()))),
    ).toContain(held);
  });
});
