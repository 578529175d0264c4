// Issue 9: the admin dashboard reads in the session lookup's round trip (decision 066; one after it since decision
// 061, 2 before), the security page in one after the session's (decision 061; it made 4: each service its own).
// Counted on a repeat view as the pages' loaders call the services; a user who is not a platform administrator is
// answered 404, as if the console were not there.
import { describe, expect, it } from "vitest";
import { dashboardTimes, loadAdminDashboard } from "../../../app/.server/admin/dashboard";
import { ADMIN_DASHBOARD_READS } from "../../../app/.server/admin/page-reads";
import { loadSecurityPage } from "../../../app/.server/admin/security";
import { submitFeedback } from "../../../app/.server/feedback/feedback";
import type { ActorContext } from "../../../app/.server/platform/context";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { ADMIN_ANALYTICS_DAYS } from "../../../app/lib/admin/constants";
import { AuditQuerySchema } from "../../../app/lib/admin/schemas";
import { FeedbackSchema } from "../../../app/lib/feedback/schemas";
import { actorContext, createUser } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";

describe("the admin pages' round trips after the session's batch", () => {
  /** The dashboard as its loader reads it: with the rows read with the session for this request's first day. */
  const dashboard = (ctx: ActorContext, _url: URL, services: RequestServices) => {
    const now = Date.now();
    const prefetched = services.prefetchedPage(ADMIN_DASHBOARD_READS, { adminSince: dashboardTimes(now).adminSince });
    return loadAdminDashboard(ctx, now, prefetched);
  };

  it("the dashboard: its figures and its days read with the session, none after; anyone else a 404", async () => {
    const admin = await createUser({ role: "admin" });
    for (const path of ["/admin/dashboard", "/admin/dashboard.data"]) {
      const { page, roundTrips } = await repeatPageView(admin, path, dashboard);
      const alone = await repeatPageView(admin, path, (ctx) => loadAdminDashboard(ctx));
      expect([path, roundTrips, alone.roundTrips]).toEqual([path, 0, 1]);
      // The same figures either way (but for sessions and sign-ins made meanwhile by other tests).
      expect(page.figures.storageBytes).toEqual(alone.page.figures.storageBytes);
      expect(page.figures.administrators).toBeGreaterThanOrEqual(1);
      expect(page.days).toHaveLength(ADMIN_ANALYTICS_DAYS);
      expect(page.days.map((day) => day.day)).toEqual(alone.page.days.map((day) => day.day));
    }
    // Another page's request, or another first day than the request's: no rows.
    await repeatPageView(admin, "/admin/security", async (_ctx, _url, services) => {
      const adminSince = dashboardTimes(Date.now()).adminSince;
      expect(services.prefetchedPage(ADMIN_DASHBOARD_READS, { adminSince })).toBeUndefined();
    });
    await repeatPageView(admin, "/admin/dashboard", async (_ctx, _url, services) => {
      const adminSince = dashboardTimes(Date.now() - 86_400_000).adminSince;
      expect(services.prefetchedPage(ADMIN_DASHBOARD_READS, { adminSince })).toBeUndefined();
    });
    // Someone else: the same 404, and the platform's figures were not read for them (gated in SQL).
    const someone = await createUser();
    const refused = await rejection(
      repeatPageView(someone, "/admin/dashboard", async (ctx, url, services) => {
        const rows = services.prefetchedPage(ADMIN_DASHBOARD_READS, {
          adminSince: dashboardTimes(Date.now()).adminSince,
        });
        expect(rows?.slice(0, 9).map(([row]) => (row as { value: number }).value)).toEqual(Array(9).fill(0));
        expect(rows?.slice(10).every((day) => day.length === 0)).toBe(true);
        return dashboard(ctx, url, services);
      }).then(() => undefined),
    );
    expect(refused.status).toBe(404);
  });

  it("the security page: lockouts, failed sign-ins, the audit page and the feedback page in one", async () => {
    const admin = await createUser({ role: "admin" });
    const sender = await createUser();
    const message = `round trips ${crypto.randomUUID()}`;
    await submitFeedback(await actorContext(sender), FeedbackSchema.parse({ category: "bug", message }));
    const load = (ctx: Parameters<typeof loadSecurityPage>[0]) =>
      loadSecurityPage(ctx, AuditQuerySchema.parse({}), { page: 1, limit: 50 });
    const { page, roundTrips } = await repeatPageView(admin, "/admin/security", load);
    expect(roundTrips).toBe(1);
    expect(page.feedback.feedback.map((item) => item.message)).toContain(message);
    expect(page.audit.page).toBe(1);
    expect(page.failed.days).toBeGreaterThan(0);
    const refused = await rejection(repeatPageView(sender, "/admin/security", load).then(() => undefined));
    expect(refused.status).toBe(404);
  });
});
