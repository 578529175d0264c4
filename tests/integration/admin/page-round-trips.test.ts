// Issue 9: the admin dashboard and the security page each read in one D1 round trip after the session's (decision
// 061; the dashboard made 2, the security page 4: each service ran its own batch). Counted on a repeat view as the
// pages' loaders call the services; a user who is not a platform administrator is answered 404, as if the console
// were not there.
import { describe, expect, it } from "vitest";
import { loadAdminDashboard } from "../../../app/.server/admin/dashboard";
import { loadSecurityPage } from "../../../app/.server/admin/security";
import { submitFeedback } from "../../../app/.server/feedback/feedback";
import { ADMIN_ANALYTICS_DAYS } from "../../../app/lib/admin/constants";
import { AuditQuerySchema } from "../../../app/lib/admin/schemas";
import { FeedbackSchema } from "../../../app/lib/feedback/schemas";
import { actorContext, createUser } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { repeatPageView } from "../../helpers/round-trips";

describe("the admin pages' round trips after the session's batch", () => {
  it("the dashboard: its figures and its days in one", async () => {
    const admin = await createUser({ role: "admin" });
    const { page, roundTrips } = await repeatPageView(admin, "/admin/dashboard", (ctx) => loadAdminDashboard(ctx));
    expect(roundTrips).toBe(1);
    expect(page.figures.administrators).toBeGreaterThanOrEqual(1);
    expect(page.days).toHaveLength(ADMIN_ANALYTICS_DAYS);
    const refused = await rejection(
      repeatPageView(await createUser(), "/admin/dashboard", (ctx) => loadAdminDashboard(ctx)).then(() => undefined),
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
