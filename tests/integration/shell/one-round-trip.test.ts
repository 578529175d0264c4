// Issue 9: a page that renders the shell reads the session and the whole shell in one D1 round trip
// (docs/decisions/026). Counted through the D1 binding, never timed.
// The layout loaders (routes/dashboard.tsx, routes/admin.tsx) do exactly this through shellResponse; the
// route modules themselves can't load in the test pool (Remix's runtime wants another `cookie`).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadAccountSettings } from "../../../app/.server/auth/account-settings";
import { createApiToken } from "../../../app/.server/auth/api-tokens";
import { SETTINGS_PAGE_READS } from "../../../app/.server/auth/page-reads";
import { loadCalendar } from "../../../app/.server/meetings/calendar";
import {
  createOrganization as createOrganizationThroughService,
  listMyOrganizations,
  pickOrganization,
} from "../../../app/.server/organizations/organizations";
import type { ActorContext } from "../../../app/.server/platform/context";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { createRequestServices, rendersShell, withActor } from "../../../app/.server/platform/request-context";
import { prefetchedSearch } from "../../../app/.server/search/page-reads";
import { searchPageResults } from "../../../app/.server/search/search-page";
import { loadShell } from "../../../app/.server/shell/load-shell";
import { HOME_PAGE_READS } from "../../../app/.server/shell/page-reads";
import { getPreferences } from "../../../app/.server/shell/preferences";
import { listRecentSearches, recordSearchAfterTheAnswer, recordVisit } from "../../../app/.server/shell/recent";
import { loadOrganizationPage } from "../../../app/routes/dashboard.organizations.$org/loader.server";
import {
  actorContext,
  createOrganization,
  createUser,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { insertMeeting } from "../../helpers/meetings";
import { countingDatabase } from "../../helpers/round-trips";

async function loadDashboard(path: string, headers: Headers) {
  const { database, roundTrips } = countingDatabase();
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers });
  const services = createRequestServices(request, { ...env, DB: database });
  const resolved = await services.getActor();
  if (!resolved) throw new Error("expected a session");
  const shell = await loadShell(withActor(services.service, resolved), services.prefetchedShell());
  return { shell, home: services.prefetchedPage(HOME_PAGE_READS), roundTrips: roundTrips() };
}

describe("the shell's D1 round trips", () => {
  it("reads the session and everything the shell shows in one round trip, once the user has preferences", async () => {
    const user = await createUser();
    const org = await createOrganization({ ownerId: user.id });
    const headers = await signedInHeaders(user.id);
    // The first page of a new user creates their preferences row: a rare write after the read.
    const first = await loadDashboard("/dashboard", headers);
    expect(first.roundTrips).toBe(2);
    for (const path of ["/dashboard", "/dashboard.data", "/dashboard/organizations.data"]) {
      const steady = await loadDashboard(path, headers);
      expect([path, steady.roundTrips]).toEqual([path, 1]);
      expect(steady.shell.user.id).toBe(user.id);
      expect(steady.shell.organizations.map((o) => o.name)).toEqual([org.name]);
    }
  });

  it("its one statement gives the organisations by name and the preferences row as their queries do", async () => {
    const user = await createUser();
    for (const name of ["Zeta Holdings", "acme", "Beta Board"]) await createOrganization({ ownerId: user.id, name });
    const ctx = serviceContext();
    const chosen = {
      theme: "dark" as const,
      timezone: "Europe/Paris",
      emailNotifications: false,
      featurePreferences: { documents: { defaultView: "list" } },
      timezoneChosen: true,
    };
    await ctx.db
      .insert(schema.userPreferences)
      .values({ userId: user.id, ...chosen })
      .onConflictDoUpdate({ target: schema.userPreferences.userId, set: chosen });
    const headers = await signedInHeaders(user.id);
    // The first view stores the current organisation (a write after the read); the next reads in one round trip.
    await loadDashboard("/dashboard", headers);
    const { shell, roundTrips } = await loadDashboard("/dashboard", headers);
    expect(roundTrips).toBe(1);
    // SQLite's BINARY order, as myOrganizationsQuery sorts them: capitals first.
    const alone = await listMyOrganizations(ctx, user.id);
    expect(alone.map((org) => org.name)).toEqual(["Beta Board", "Zeta Holdings", "acme"]);
    expect(shell.organizations).toEqual(alone);
    const request = new Request(`${TEST_ORIGIN}/dashboard`, { headers });
    const services = createRequestServices(request, env);
    await services.getActor();
    const [, preferences] = services.prefetchedShell() ?? [];
    expect(preferences).toEqual([await getPreferences(ctx, user.id)]);
    expect(preferences?.[0]).toMatchObject({
      emailNotifications: false,
      pushNotifications: true,
      timezoneChosen: true,
    });
    expect(preferences?.[0]?.featurePreferences).toEqual({ documents: { defaultView: "list" } });
  });

  it("the home page's open action items ride in the same batch, and only the home page's", async () => {
    const user = await createUser();
    const org = await createOrganization({ ownerId: user.id });
    const meeting = await insertMeeting(org.id, user.id, { title: "Strategy day" });
    await serviceContext().db.insert(schema.actionItems).values({
      id: crypto.randomUUID(),
      organizationId: org.id,
      meetingId: meeting.id,
      description: "Draft the plan",
      assignedTo: user.id,
    });
    const headers = await signedInHeaders(user.id);
    await loadDashboard("/dashboard", headers); // creates the preferences row
    for (const path of ["/dashboard", "/dashboard.data"]) {
      const home = await loadDashboard(path, headers);
      expect([path, home.roundTrips]).toEqual([path, 1]);
      expect(home.home?.[0].map((action) => [action.description, action.meetingTitle])).toEqual([
        ["Draft the plan", "Strategy day"],
      ]);
      expect(home.shell.organizations.map((o) => o.name)).toEqual([org.name]);
    }
    expect((await loadDashboard("/dashboard/organizations", headers)).home).toBeUndefined();
  });

  it("an organisation page's loader picks the organisation from the session's batch, at no round trip", async () => {
    const user = await createUser();
    const first = await createOrganization({ ownerId: user.id, name: "Alpha Board" });
    const second = await createOrganization({ ownerId: user.id, name: "Beta Board" });
    const headers = await signedInHeaders(user.id);
    await loadDashboard("/dashboard", headers); // creates the preferences row
    const { database, roundTrips } = countingDatabase();
    const services = createRequestServices(new Request(`${TEST_ORIGIN}/dashboard/committees`, { headers }), {
      ...env,
      DB: database,
    });
    const resolved = await services.getActor();
    if (!resolved) throw new Error("expected a session");
    const ctx = withActor(services.service, resolved);
    const picked = await pickOrganization(ctx, null);
    const named = await pickOrganization(ctx, second.slug);
    expect(roundTrips()).toBe(1); // the session's batch, nothing after it
    expect(picked.organization?.id).toBe(first.id); // current: the dashboard stored the first by name
    expect(named.organization?.id).toBe(second.id);
    expect(picked.organizations.map((o) => o.name)).toEqual(["Alpha Board", "Beta Board"]);
    // Without the snapshot (an action, the API) the same answer costs its own round trips.
    const { snapshot: _, ...withoutSnapshot } = ctx;
    expect((await pickOrganization(withoutSnapshot, null)).organization?.id).toBe(first.id);
    expect(roundTrips()).toBeGreaterThan(1);
  });

  it("an organisation page's loader: its membership, its settings and its tab in one batch", async () => {
    const owner = await createUser();
    const ownerCtx = await actorContext(owner);
    // Through the service, as in the app: the organisation has its settings row.
    const org = await createOrganizationThroughService(ownerCtx, {
      name: "Counted Board",
      description: undefined,
      website: undefined,
      slug: undefined,
    });
    const { database, roundTrips } = countingDatabase();
    const background: Promise<unknown>[] = [];
    const ctx: ActorContext = { ...ownerCtx, db: createDb(database), waitUntil: (work) => background.push(work) };
    const page = await loadOrganizationPage(ctx, org.slug, new URL(`${TEST_ORIGIN}/x?tab=overview`));
    expect(page.overview?.people.map((person) => person.userId)).toEqual([owner.id]);
    // The guard, the settings and the overview in one batch (decision 061), and the visit's write, which starts at
    // once but is awaited only after the answer (waitUntil).
    expect([roundTrips(), background.length]).toEqual([2, 1]);
    await Promise.all(background);
    expect(page).not.toHaveProperty("membership"); // checked on the server, never sent to the browser
  });

  it("the settings page's loader: the account's six reads ride with the session, no round trip of theirs", async () => {
    const user = await createUser();
    await createApiToken(await actorContext(user), "Counted token");
    const headers = await signedInHeaders(user.id);
    const view = async (path: string, prefetch: boolean) => {
      const { database, roundTrips } = countingDatabase();
      const request = new Request(`${TEST_ORIGIN}${path}`, { headers });
      const services = createRequestServices(request, { ...env, DB: database });
      const resolved = await services.getActor();
      if (!resolved) throw new Error("expected a session");
      const before = roundTrips();
      const prefetched = services.prefetchedPage(SETTINGS_PAGE_READS);
      const settings = await loadAccountSettings(
        withActor(services.service, resolved),
        prefetch ? prefetched : undefined,
      );
      return { settings, prefetched, roundTrips: roundTrips() - before };
    };
    for (const path of ["/dashboard/settings", "/dashboard/settings.data"]) {
      const { settings, roundTrips } = await view(path, true);
      expect([path, roundTrips]).toEqual([path, 0]);
      expect(settings.profile.email).toBe(user.email);
      expect(settings.tokens.map((token) => token.name)).toEqual(["Counted token"]);
      expect(settings.sessions.map((session) => session.current)).toEqual([true]);
      expect(settings.twoFactorOn).toBe(false);
      // The same page as the six reads give in their own round trip.
      const alone = await view(path, false);
      expect([alone.roundTrips, alone.settings]).toEqual([1, settings]);
    }
    // Another page's request carries none of them.
    expect((await view("/dashboard/settings/two-factor", true)).prefetched).toBeUndefined();
    expect((await view("/dashboard/profile", true)).prefetched).toBeUndefined();
  });

  it("the calendar alone: the zone, then the shown week's meetings and the feed in one round trip", async () => {
    const user = await createUser();
    const org = await createOrganization({ ownerId: user.id });
    const meeting = await insertMeeting(org.id, user.id, { title: "Counted meeting" });
    const { database, roundTrips } = countingDatabase();
    const ctx: ActorContext = { ...(await actorContext(user)), db: createDb(database) };
    const day = new Date(meeting.scheduledStart).toISOString().slice(0, 10);
    const calendar = await loadCalendar(ctx, "week", day);
    expect(roundTrips()).toBe(2);
    expect(calendar.zone).toBe("UTC");
    expect(calendar.meetingsByDay[day]?.map((shown) => shown.title)).toEqual(["Counted meeting"]);
    expect(calendar.feed).toBeNull();
  });

  it("hands the shell to nobody when the session has expired, although its reads ran in the batch", async () => {
    const user = await createUser();
    await createOrganization({ ownerId: user.id });
    const headers = await signedInHeaders(user.id);
    await serviceContext()
      .db.update(schema.sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(schema.sessions.userId, user.id));
    const services = createRequestServices(new Request(`${TEST_ORIGIN}/dashboard`, { headers }), env);
    expect(await services.getActor()).toBeNull();
    expect(services.prefetchedShell()).toBeUndefined();
  });

  it("prefetches only for GETs of pages under the dashboard and admin layouts", () => {
    const at = (path: string, method = "GET") => rendersShell(new Request(`${TEST_ORIGIN}${path}`, { method }));
    expect([at("/dashboard"), at("/dashboard/settings"), at("/dashboard.data"), at("/admin/users")]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([at("/dashboard", "POST"), at("/api/me"), at("/auth/signin"), at("/dashboards"), at("/")]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("a detail page's visit record", () => {
  it("makes no round trip when the list read with the session shows it would change nothing", async () => {
    const user = await createUser();
    const headers = await signedInHeaders(user.id);
    /** One page view's round trips for its visit record, after the session's batch and its own background work. */
    const roundTripsOfVisit = async (visit: Parameters<typeof recordVisit>[1]) => {
      const { database, roundTrips } = countingDatabase();
      const work: Promise<unknown>[] = [];
      const request = new Request(`${TEST_ORIGIN}${visit.href}`, { headers });
      const services = createRequestServices(request, { ...env, DB: database }, (promise) => work.push(promise));
      const resolved = await services.getActor();
      if (!resolved) throw new Error("expected a session");
      const ctx = withActor(services.service, resolved);
      await loadShell(ctx, services.prefetchedShell());
      await Promise.all(work.splice(0));
      const before = roundTrips();
      recordVisit(ctx, visit);
      await Promise.all(work.splice(0));
      return roundTrips() - before;
    };
    const one = { href: "/dashboard/one", title: "One", type: "page" };
    const two = { href: "/dashboard/two", title: "Two", type: "page" };
    expect(await roundTripsOfVisit(one)).toBe(1);
    expect(await roundTripsOfVisit(one)).toBe(0);
    expect(await roundTripsOfVisit(two)).toBe(1);
    // Back to the older page within the minute: the database would not move it, so nothing is sent.
    expect(await roundTripsOfVisit(one)).toBe(0);
    // A new title is written at once, and then not again.
    expect(await roundTripsOfVisit({ ...two, title: "Two, renamed" })).toBe(1);
    expect(await roundTripsOfVisit({ ...two, title: "Two, renamed" })).toBe(0);
    const rows = await serviceContext()
      .db.select({ href: schema.recentItems.href, title: schema.recentItems.title })
      .from(schema.recentItems)
      .where(eq(schema.recentItems.userId, user.id))
      .all();
    expect(rows.sort((a, b) => a.href.localeCompare(b.href))).toEqual([
      { href: "/dashboard/one", title: "One" },
      { href: "/dashboard/two", title: "Two, renamed" },
    ]);
  });
});

describe("the search page", () => {
  it("reads its results with the session, records the search after the answer, not again as the newest", async () => {
    const user = await createUser();
    const org = await createOrganization({ ownerId: user.id, name: "Searchable Board" });
    const headers = await signedInHeaders(user.id);
    await loadDashboard("/dashboard", headers); // creates the preferences row
    const view = async (q: string) => {
      const { database, roundTrips } = countingDatabase();
      const work: Promise<unknown>[] = [];
      const request = new Request(`${TEST_ORIGIN}/dashboard/search?q=${encodeURIComponent(q)}`, { headers });
      const services = createRequestServices(request, { ...env, DB: database }, (promise) => work.push(promise));
      const resolved = await services.getActor();
      if (!resolved) throw new Error("expected a session");
      const ctx = withActor(services.service, resolved);
      const prefetched = prefetchedSearch(services);
      const results = await searchPageResults(ctx, q, { kind: null, organizationId: null, page: 1 }, prefetched);
      const answered = roundTrips();
      recordSearchAfterTheAnswer(ctx, q);
      await Promise.all(work);
      return { answered, writes: work.length, total: results.found?.total };
    };
    // The session's batch holds the results (search/page-reads.ts); the search's own write after the answer.
    expect(await view("Searchable")).toEqual({ answered: 1, writes: 1, total: 1 });
    expect(await view("Searchable")).toEqual({ answered: 1, writes: 0, total: 1 });
    expect(await view("board")).toMatchObject({ answered: 1, writes: 1 });
    expect((await listRecentSearches(serviceContext(), user.id)).map((search) => search.query)).toEqual([
      "board",
      "Searchable",
    ]);
    expect(org.name).toBe("Searchable Board");
  });
});
