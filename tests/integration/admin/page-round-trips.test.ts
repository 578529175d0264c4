// Issue 9: the admin console's pages read in the session lookup's round trip (decision 066; the dashboard one after
// it since decision 061, 2 before; the security page made 4 before decision 061, then 1). Counted on a repeat view
// as the pages' loaders call the services; a user who is not a platform administrator is answered 404, as if the
// console were not there, and reads none of the platform's rows.
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminAnalytics,
  adminDashboardQueries,
  dashboardTimes,
  loadAdminDashboard,
} from "../../../app/.server/admin/dashboard";
import {
  ADMIN_ANALYTICS_READS,
  ADMIN_DASHBOARD_READS,
  ADMIN_SECURITY_READS,
  ADMIN_SESSIONS_READS,
  ADMIN_USERS_READS,
  securityPageQueryOf,
  securityPageValues,
  sessionListQueryOf,
  sessionListValues,
  userListQueryOf,
  userListValues,
} from "../../../app/.server/admin/page-reads";
import { loadSecurityPage } from "../../../app/.server/admin/security";
import { listActiveSessions } from "../../../app/.server/admin/sessions";
import { listUsers } from "../../../app/.server/admin/users";
import { submitFeedback } from "../../../app/.server/feedback/feedback";
import type { ActorContext } from "../../../app/.server/platform/context";
import { createDb } from "../../../app/.server/platform/db/client";
import type { PageReadsWithSession } from "../../../app/.server/platform/reads-with-session";
import type { RequestServices } from "../../../app/.server/platform/request-context";
import { ADMIN_ANALYTICS_DAYS } from "../../../app/lib/admin/constants";
import { AuditQuerySchema } from "../../../app/lib/admin/schemas";
import { FeedbackSchema } from "../../../app/lib/feedback/schemas";
import { actorContext, createUser } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { countingDatabase, repeatPageView } from "../../helpers/round-trips";
import { sessionPageRequest } from "../../helpers/session-page-request";

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
        expect(rows).toEqual([[], []]);
        return dashboard(ctx, url, services);
      }).then(() => undefined),
    );
    expect(refused.status).toBe(404);
  });

  it("the dashboard reads its figures in one statement and its days in one: the rows counted one by one", async () => {
    const admin = await createUser({ role: "admin" });
    const recorded = countingDatabase();
    const ctx = { ...(await actorContext(admin)), db: createDb(recorded.database) };
    const now = Date.now();
    const { figures, days } = await loadAdminDashboard(ctx, now);
    const analytics = await adminAnalytics(ctx, now);
    // Each statement in a batch costs fixed CPU (decision 066, stop 28): 15 and 5 before.
    expect([recorded.roundTrips(), recorded.statements().length]).toEqual([2, 3]);
    expect(ADMIN_DASHBOARD_READS.reads(ctx.db, sql`null`)).toHaveLength(2);
    expect(ADMIN_ANALYTICS_READS.reads(ctx.db, sql`null`)).toHaveLength(1);
    expect(analytics).toEqual(days);

    const counted = (query: string, ...values: unknown[]) =>
      env.DB.prepare(`select (${query}) as n`)
        .bind(...values)
        .first<number>("n");
    const { adminWeek: week, adminMonth: month, adminSince: since } = dashboardTimes(now);
    const events = "select count(*) from security_events where kind = ? and created_at >= ?";
    expect(figures).toEqual({
      users: await counted("select count(*) from users where is_demo = 0"),
      suspended: await counted("select count(*) from users where suspended_at is not null"),
      administrators: await counted("select count(*) from users where role = 'admin'"),
      organizations: await counted("select count(*) from organizations where is_demo = 0"),
      activeSessions: await counted("select count(*) from sessions where expires_at > ?", now),
      signIns: {
        7: await counted(events, "sign_in_succeeded", week),
        30: await counted(events, "sign_in_succeeded", month),
      },
      failedSignIns: {
        7: await counted(events, "sign_in_failed", week),
        30: await counted(events, "sign_in_failed", month),
      },
      storageBytes: {
        documents: await counted("select coalesce(sum(file_size), 0) from asset_versions"),
        avatars: await counted("select coalesce(sum(avatar_size), 0) from users"),
        screenshots: await counted("select coalesce(sum(screenshot_size), 0) from feedback"),
      },
    });
    const series = ["users", "organizations", "signIns", "failed", "audit"] as const;
    const total = (name: (typeof series)[number]) => days.reduce((sum, day) => sum + day[name], 0);
    expect(series.map(total)).toEqual([
      await counted("select count(*) from users where is_demo = 0 and created_at >= ?", since),
      await counted("select count(*) from organizations where is_demo = 0 and created_at >= ?", since),
      await counted(events, "sign_in_succeeded", since),
      await counted(events, "sign_in_failed", since),
      await counted("select count(*) from audit_logs where created_at >= ?", since),
    ]);
    // Today is the last day shown, and counts the administrator made just now (every day read 0 before stop 28: the
    // day's length was bound as a REAL, so no day number was whole).
    expect(days.at(-1)?.day).toBe(new Date(now).toISOString().slice(0, 10));
    expect(days.at(-1)?.users).toBeGreaterThanOrEqual(1);
  });

  it("the dashboard reads the users' counts, days, avatar bytes and live sessions from indexes", async () => {
    const db = createDb(env.DB);
    const plans = [];
    for (const read of adminDashboardQueries({ db }, dashboardTimes(Date.now()))) {
      const { sql: query, params } = read.toSQL();
      const explained = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push(...explained.results.map((row) => row.detail));
    }
    expect(plans.filter((line) => /\busers\b/.test(line) && !/USING (COVERING )?INDEX/.test(line))).toEqual([]);
    expect(plans.filter((line) => /users_demo_created_idx/.test(line)).length).toBeGreaterThanOrEqual(2);
    expect(plans.some((line) => /COVERING INDEX users_avatar_size_idx/.test(line))).toBe(true);
    // Expired sessions are never swept from the table, so the live ones are read as a range of its index.
    expect(plans.filter((line) => /\bsessions\b/.test(line) && !/USING (COVERING )?INDEX/.test(line))).toEqual([]);
    expect(plans.some((line) => /COVERING INDEX sessions_expires_idx \(expires_at>\?\)/.test(line))).toBe(true);
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

/** One admin page as its loader reads it: `values` are the placeholders it expects (null: it reads alone). */
type AdminPage = {
  page: PageReadsWithSession;
  path: string;
  values: (url: URL) => Record<string, unknown> | null;
  load: (ctx: ActorContext, url: URL, prefetched: never) => Promise<unknown>;
  /** What both ways of reading must agree on (rows others' requests may touch meanwhile left out). */
  shown: (page: never) => unknown;
};

const ADMIN_PAGES: AdminPage[] = [
  {
    page: ADMIN_USERS_READS,
    path: "/admin/users",
    values: (url) => userListValues(userListQueryOf(url.searchParams)),
    load: (ctx, url, prefetched) => listUsers(ctx, userListQueryOf(url.searchParams), prefetched),
    shown: (page: Awaited<ReturnType<typeof listUsers>>) => [page.total, page.users.map((user) => user.id)],
  },
  {
    page: ADMIN_SESSIONS_READS,
    path: "/admin/sessions",
    values: (url) => sessionListValues(sessionListQueryOf(url.searchParams)),
    load: (ctx, url, prefetched) =>
      listActiveSessions(ctx, sessionListQueryOf(url.searchParams), Date.now(), prefetched),
    shown: (page: Awaited<ReturnType<typeof listActiveSessions>>) => [page.total, page.page, page.limit],
  },
  {
    page: ADMIN_ANALYTICS_READS,
    path: "/admin/analytics",
    values: () => ({ adminSince: dashboardTimes(Date.now()).adminSince }),
    load: (ctx, _url, prefetched) => adminAnalytics(ctx, Date.now(), prefetched),
    shown: (days: Awaited<ReturnType<typeof adminAnalytics>>) => days.map(({ day, users }) => [day, users]),
  },
  {
    page: ADMIN_SECURITY_READS,
    path: "/admin/security",
    values: (url) => securityPageValues(securityPageQueryOf(url.searchParams)),
    load: (ctx, url, prefetched) => {
      const { query, feedbackPage } = securityPageQueryOf(url.searchParams);
      return loadSecurityPage(ctx, query, feedbackPage, Date.now(), prefetched);
    },
    shown: (page: Awaited<ReturnType<typeof loadSecurityPage>>) => [
      page.feedback.total,
      page.feedback.feedback.map((item) => item.id),
      page.audit.page,
      page.audit.organizations,
    ],
  },
];

describe("the admin lists' round trips after the session's batch", () => {
  /** The page as its loader reads it: with the rows read with the session when its query is one they serve. */
  const asLoader = (admin: AdminPage) => (ctx: ActorContext, url: URL, services: RequestServices) => {
    const values = admin.values(url);
    const prefetched = values ? services.prefetchedPage(admin.page, values) : undefined;
    return admin.load(ctx, url, prefetched as never);
  };

  for (const admin of ADMIN_PAGES) {
    it(`${admin.page.name}: read with the session, none after; the same rows as read alone`, async () => {
      const administrator = await createUser({ role: "admin" });
      for (const path of [admin.path, `${admin.path}.data`]) {
        const { roundTrips } = await repeatPageView(administrator, path, asLoader(admin));
        const alone = await repeatPageView(administrator, path, (ctx, url) => admin.load(ctx, url, undefined as never));
        expect([path, roundTrips, alone.roundTrips]).toEqual([path, 0, 1]);
        // Read again alone right after the first (the second view signed in again: one more session).
        const url = new URL(`https://boardroom.test${path}`);
        const { page: again } = await repeatPageView(administrator, path, asLoader(admin));
        const read = await admin.load(await actorContext(administrator), url, undefined as never);
        expect(admin.shown(again as never)).toEqual(admin.shown(read as never));
      }
    });

    it(`${admin.page.name}: nothing for another page or a POST; anyone else reads none and is refused`, async () => {
      const administrator = await createUser({ role: "admin" });
      const elsewhere = admin.path === "/admin/users" ? "/admin/sessions" : "/admin/users";
      for (const [path, method] of [
        [elsewhere, "GET"],
        [admin.path, "POST"],
      ] as const) {
        const request = await sessionPageRequest(path, administrator.id, method);
        const values = admin.values(new URL(`https://boardroom.test${admin.path}`)) ?? {};
        expect([path, method, request.services.prefetchedPage(admin.page, values)]).toEqual([path, method, undefined]);
      }
      const someone = await createUser();
      const refused = await rejection(
        repeatPageView(someone, admin.path, async (ctx, url, services) => {
          const rows = services.prefetchedPage(admin.page, admin.values(url) ?? {}) as unknown[][] | undefined;
          expect(rows).toBeDefined();
          // Every read came back empty, or a count of none: the gate is in the SQL.
          const empty = (read: unknown[]) =>
            read.length === 0 || (read.length === 1 && (read[0] as { value?: number }).value === 0);
          expect(rows?.every(empty)).toBe(true);
          return asLoader(admin)(ctx, url, services);
        }).then(() => undefined),
      );
      expect(refused.status).toBe(404);
    });
  }

  it("a search, a filter or one user's sessions read after the session's batch, as before", async () => {
    const administrator = await createUser({ role: "admin" });
    // Any page of an unfiltered list rides with the session: its window is a placeholder.
    for (const path of [
      "/admin/users?page=2&limit=1",
      "/admin/sessions.data?page=2",
      "/admin/security?feedbackPage=2",
    ]) {
      const admin = ADMIN_PAGES.find((page) => path.startsWith(page.path)) as AdminPage;
      const { page, roundTrips } = await repeatPageView(administrator, path, asLoader(admin));
      expect([path, roundTrips, (page as { page?: number }).page ?? 2]).toEqual([path, 0, 2]);
    }
    for (const [admin, search] of [
      [ADMIN_PAGES[0], "?q=someone"],
      [ADMIN_PAGES[0], "?filter=admins"],
      [ADMIN_PAGES[1], `?userId=${administrator.id}`],
      [ADMIN_PAGES[3], "?risk=high"],
    ] as const) {
      const path = `${admin?.path}${search}`;
      const { roundTrips } = await repeatPageView(administrator, path, asLoader(admin as AdminPage));
      expect([path, roundTrips]).toEqual([path, 1]);
    }
  });
});
