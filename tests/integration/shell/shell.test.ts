import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notify } from "../../../app/.server/notifications/notify";
import {
  createOrganization as createOrganizationService,
  setCurrentOrganization,
} from "../../../app/.server/organizations/organizations";
import { schema } from "../../../app/.server/platform/db/client";
import { loadShell } from "../../../app/.server/shell/load-shell";
import { setThemePreference } from "../../../app/.server/shell/preferences";
import {
  listRecentItems,
  listRecentSearches,
  recordSearch,
  visitChangesNothing,
} from "../../../app/.server/shell/recent";
import { CreateOrganizationSchema } from "../../../app/lib/organizations/schemas";
import {
  RECENT_ITEMS_KEPT,
  RECENT_SEARCHES_KEPT,
  RECENT_SHOWN,
  VISIT_REWRITE_AFTER_MS,
} from "../../../app/lib/shell/constants";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  serviceContext,
  visitPage,
} from "../../helpers/factories";
import { auditActions, preferencesOf } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";

describe("loadShell", () => {
  it("returns the user, only their own organisations, preferences, recents and the unread count", async () => {
    const user = await createUser({ fullName: "Shell Owner" });
    const alpha = await createOrganization({ name: "Alpha Board", ownerId: user.id });
    const beta = await createOrganization({ name: "Beta Board" });
    await addMember(beta.id, user.id, "viewer");
    const stranger = await createUser();
    const other = await createOrganization({ name: "Someone Else's Board", ownerId: stranger.id });
    const ctx = await actorContext(user);
    await notify(ctx, { recipients: user.id, type: "alert", priority: "low", category: "system", title: "Hello" });
    await notify(ctx, {
      recipients: stranger.id,
      type: "alert",
      priority: "low",
      category: "system",
      title: "Not yours",
    });

    const shell = await loadShell(ctx);
    expect(shell.user).toMatchObject({ id: user.id, name: "Shell Owner", email: user.email, role: "user" });
    expect(shell.organizations.map((org) => org.name)).toEqual(["Alpha Board", "Beta Board"]);
    expect(shell.organizations.find((org) => org.id === beta.id)?.role).toBe("viewer");
    expect(shell.organizations.some((org) => org.id === other.id)).toBe(false);
    expect(shell.theme).toBe("system");
    expect(shell.unreadNotifications).toBe(1);
    expect(shell.recentSearches).toEqual([]);
    expect(shell.recentItems).toEqual([]);
    expect(shell.currentOrganization?.id).toBe(alpha.id);
  });

  it("falls back to the first organisation when the stored one is no longer the user's, and persists it", async () => {
    const user = await createUser();
    const first = await createOrganization({ name: "Aardvark Trust", ownerId: user.id });
    const left = await createOrganization({ name: "Zebra Holdings", ownerId: user.id });
    const ctx = await actorContext(user);
    await setCurrentOrganization(ctx, left.id);
    expect((await loadShell(ctx)).currentOrganization?.id).toBe(left.id);

    await serviceContext()
      .db.update(schema.organizationMembers)
      .set({ status: "suspended" })
      .where(
        and(eq(schema.organizationMembers.organizationId, left.id), eq(schema.organizationMembers.userId, user.id)),
      );
    const shell = await loadShell(ctx);
    expect(shell.currentOrganization?.id).toBe(first.id);
    expect(shell.organizations.map((org) => org.id)).toEqual([first.id]);
    expect((await preferencesOf(user.id))?.currentOrganizationId).toBe(first.id);
  });

  it("has no current organisation for a user without any, and creates missing preferences", async () => {
    const user = await createUser();
    await serviceContext().db.delete(schema.userPreferences).where(eq(schema.userPreferences.userId, user.id));
    const shell = await loadShell(await actorContext(user));
    expect(shell.organizations).toEqual([]);
    expect(shell.currentOrganization).toBeNull();
    expect((await preferencesOf(user.id))?.theme).toBe("system");
  });

  it("creates missing preferences for a member and persists their first organisation as current", async () => {
    const user = await createUser();
    const first = await createOrganization({ name: "Amber Council", ownerId: user.id });
    await createOrganization({ name: "Birch Council", ownerId: user.id });
    await serviceContext().db.delete(schema.userPreferences).where(eq(schema.userPreferences.userId, user.id));
    const shell = await loadShell(await actorContext(user));
    expect(shell.currentOrganization?.id).toBe(first.id);
    expect(shell.theme).toBe("system");
    expect(await preferencesOf(user.id)).toMatchObject({ theme: "system", currentOrganizationId: first.id });
  });

  it("shows the newest recent searches and visits and counts only unread notifications", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    // Explicit, distinct times: the order under test must not depend on the clock's resolution.
    const { db } = serviceContext();
    for (const [n, query] of ["budget", "minutes", "audit", "quorum"].entries())
      await db
        .insert(schema.recentSearches)
        .values({ id: crypto.randomUUID(), userId: user.id, query, searchedAt: 1_000 + n });
    for (const n of [1, 2, 3, 4])
      await db.insert(schema.recentItems).values({
        id: crypto.randomUUID(),
        userId: user.id,
        href: `/dashboard/item-${n}`,
        title: `Item ${n}`,
        type: "page",
        visitedAt: 2_000 + n,
      });
    for (const title of ["First", "Second", "Third"])
      await notify(ctx, { recipients: user.id, type: "alert", priority: "low", category: "system", title });
    await serviceContext()
      .db.update(schema.notifications)
      .set({ status: "read" })
      .where(and(eq(schema.notifications.recipientId, user.id), eq(schema.notifications.title, "Second")));

    const shell = await loadShell(ctx);
    expect(shell.recentSearches).toEqual([
      { query: "quorum", searchedAt: 1_003 },
      { query: "audit", searchedAt: 1_002 },
      { query: "minutes", searchedAt: 1_001 },
    ]);
    expect(shell.recentItems).toEqual([
      { href: "/dashboard/item-4", title: "Item 4", type: "page", visitedAt: 2_004 },
      { href: "/dashboard/item-3", title: "Item 3", type: "page", visitedAt: 2_003 },
      { href: "/dashboard/item-2", title: "Item 2", type: "page", visitedAt: 2_002 },
    ]);
    expect(shell.unreadNotifications).toBe(2);
  });

  it("writes nothing when the preferences exist and the current organisation is still the user's", async () => {
    const user = await createUser();
    await createOrganization({ name: "Cedar Board", ownerId: user.id });
    const ctx = await actorContext(user);
    await loadShell(ctx);
    const before = await preferencesOf(user.id);
    const shell = await loadShell(ctx);
    expect(shell.currentOrganization?.id).toBe(before?.currentOrganizationId);
    expect(await preferencesOf(user.id)).toEqual(before);
  });
});

describe("switching organisation", () => {
  it("persists the choice with an audit entry", async () => {
    const user = await createUser();
    await createOrganization({ name: "One", ownerId: user.id });
    const two = await createOrganization({ name: "Two", ownerId: user.id });
    const ctx = await actorContext(user);
    await setCurrentOrganization(ctx, two.id);
    expect((await preferencesOf(user.id))?.currentOrganizationId).toBe(two.id);
    expect(await auditActions(user.id)).toContain("organization.switched");
  });

  it("refuses an organisation the user does not belong to with a 404, writing nothing", async () => {
    const user = await createUser();
    const mine = await createOrganization({ name: "Mine", ownerId: user.id });
    const ctx = await actorContext(user);
    await setCurrentOrganization(ctx, mine.id);
    const before = await auditActions(user.id);
    const foreign = await createOrganization({ name: "Foreign", ownerId: (await createUser()).id });
    const refused = await rejection(setCurrentOrganization(ctx, foreign.id));
    expect(refused.status).toBe(404);
    expect(refused.message).not.toContain("Foreign");
    expect((await preferencesOf(user.id))?.currentOrganizationId).toBe(mine.id);
    expect(await auditActions(user.id)).toEqual(before);
  });
});

describe("recent searches and items", () => {
  it("ignores empty searches, drops duplicates, keeps the newest ten and shows three", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    await recordSearch(ctx, "   ");
    expect(await listRecentSearches(ctx, user.id)).toEqual([]);
    for (let n = 1; n <= RECENT_SEARCHES_KEPT + 2; n++) await recordSearch(ctx, `query ${n}`);
    await recordSearch(ctx, "query 5");
    const all = await serviceContext()
      .db.select()
      .from(schema.recentSearches)
      .where(eq(schema.recentSearches.userId, user.id))
      .all();
    expect(all).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(all.filter((row) => row.query === "query 5")).toHaveLength(1);
    expect(all.some((row) => row.query === "query 1" || row.query === "query 2")).toBe(false);
    const shown = await listRecentSearches(ctx, user.id);
    expect(shown).toHaveLength(RECENT_SHOWN);
    expect(shown[0].query).toBe("query 5");
    // A search is the reader's own history, not a mutation: the audit log stays out of it.
    expect(await auditActions(user.id)).not.toContain("search.recorded");
  });

  it("keeps the newest visited items, moves a revisit to the top and never shows another user's", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    for (let n = 1; n <= RECENT_ITEMS_KEPT + 3; n++)
      await visitPage(ctx, { href: `/dashboard/page-${n}`, title: `Page ${n}`, type: "page" });
    await visitPage(ctx, { href: "/dashboard/page-10", title: "Page ten", type: "page" });
    const rows = await serviceContext()
      .db.select()
      .from(schema.recentItems)
      .where(eq(schema.recentItems.userId, user.id))
      .all();
    expect(rows).toHaveLength(RECENT_ITEMS_KEPT);
    const shown = await listRecentItems(ctx, user.id);
    expect(shown.map((item) => item.title)).toEqual([
      "Page ten",
      `Page ${RECENT_ITEMS_KEPT + 3}`,
      `Page ${RECENT_ITEMS_KEPT + 2}`,
    ]);
    // Page views are not audit events (the audit log records mutations only).
    expect(await auditActions(user.id)).not.toContain("page.visited");

    const other = await createUser();
    expect(await listRecentItems(await actorContext(other), other.id)).toEqual([]);
  });
});

describe("a page view that changes nothing", () => {
  it("writes nothing: the newest visit and the newest search stay as they were", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    const rowsOf = async () => {
      const db = serviceContext().db;
      return {
        items: await db.select().from(schema.recentItems).where(eq(schema.recentItems.userId, user.id)).all(),
        searches: await db.select().from(schema.recentSearches).where(eq(schema.recentSearches.userId, user.id)).all(),
      };
    };
    await visitPage(ctx, { href: "/dashboard/one", title: "One", type: "page" });
    await visitPage(ctx, { href: "/dashboard/two", title: "Two", type: "page" });
    await recordSearch(ctx, "minutes");
    const before = await rowsOf();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await visitPage(ctx, { href: "/dashboard/two", title: "Two", type: "page" });
    await recordSearch(ctx, "minutes");
    // Nor does going back to an older page within the minute (issue 9: at most one write a minute a page).
    await visitPage(ctx, { href: "/dashboard/one", title: "One", type: "page" });
    expect(await rowsOf()).toEqual(before);
    // A new title is written at once.
    await visitPage(ctx, { href: "/dashboard/one", title: "One, renamed", type: "page" });
    expect((await listRecentItems(ctx, user.id))[0].title).toBe("One, renamed");
  });

  it("is told by the shell's list: listed, same title and type, and newest or written within the minute", () => {
    const now = 10 * VISIT_REWRITE_AFTER_MS;
    const listed = [
      { href: "/dashboard/two", title: "Two", type: "page", visitedAt: now - 2 * VISIT_REWRITE_AFTER_MS },
      { href: "/dashboard/one", title: "One", type: "page", visitedAt: now - 3 * VISIT_REWRITE_AFTER_MS },
      { href: "/dashboard/new", title: "New", type: "page", visitedAt: now - 1_000 },
    ].sort((a, b) => b.visitedAt - a.visitedAt);
    const visit = (href: string, title: string, type = "page") =>
      visitChangesNothing(listed, { href, title, type }, now);
    expect([visit("/dashboard/new", "New"), visit("/dashboard/two", "Two")]).toEqual([true, false]);
    expect([visit("/dashboard/new", "New, renamed"), visit("/dashboard/new", "New", "meeting")]).toEqual([
      false,
      false,
    ]);
    expect([visit("/dashboard/unlisted", "Unlisted"), visitChangesNothing(undefined, listed[0], now)]).toEqual([
      false,
      false,
    ]);
    // Written within the minute but not the newest: the database would not move it either.
    const recent = [listed[0], { ...listed[1], visitedAt: now - 1_000 }];
    expect(visitChangesNothing(recent, recent[1], now)).toBe(true);
  });

  it("moves a revisited older page to the top once its last write is a minute old", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    await visitPage(ctx, { href: "/dashboard/one", title: "One", type: "page" });
    await visitPage(ctx, { href: "/dashboard/two", title: "Two", type: "page" });
    await serviceContext()
      .db.update(schema.recentItems)
      .set({ visitedAt: Date.now() - VISIT_REWRITE_AFTER_MS })
      .where(and(eq(schema.recentItems.userId, user.id), eq(schema.recentItems.href, "/dashboard/one")));
    await visitPage(ctx, { href: "/dashboard/one", title: "One", type: "page" });
    expect((await listRecentItems(ctx, user.id)).map((item) => item.href)).toEqual([
      "/dashboard/one",
      "/dashboard/two",
    ]);
  });
});

describe("theme preference", () => {
  it("saves the theme with an audit entry", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    await setThemePreference(ctx, "dark");
    expect((await preferencesOf(user.id))?.theme).toBe("dark");
    expect((await loadShell(ctx)).theme).toBe("dark");
    const audit = await serviceContext()
      .db.select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.userId, user.id), eq(schema.auditLogs.action, "preferences.theme_changed")))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toEqual({ theme: "dark" });
  });
});

describe("POST /api/organizations/create", () => {
  it("creates an organisation with a unique slug, owned by the caller, current, audited", async () => {
    const user = await createUser();
    const headers = await jsonHeaders(user.id);
    const name = `Harbour Trust ${crypto.randomUUID().slice(0, 6)}`;
    const first = await callWorker("/api/organizations/create", {
      method: "POST",
      headers,
      body: JSON.stringify({ name, description: "Port authority board" }),
    });
    expect(first.status).toBe(201);
    const { organization } = (await first.json()) as { organization: { id: string; slug: string; name: string } };
    expect(organization.name).toBe(name);
    expect(organization.slug).toMatch(/^harbour-trust-[a-z0-9]+$/);
    const second = await callWorker("/api/organizations/create", {
      method: "POST",
      headers,
      body: JSON.stringify({ name }),
    });
    const again = (await second.json()) as { organization: { slug: string } };
    expect(again.organization.slug).toBe(`${organization.slug}-2`);

    const shell = await loadShell(await actorContext(user));
    expect(shell.organizations.filter((org) => org.role === "owner")).toHaveLength(2);
    expect(shell.currentOrganization?.slug).toBe(again.organization.slug);
    expect((await auditActions(user.id)).filter((action) => action === "organization.created")).toHaveLength(2);
  });

  it("answers 400 with field errors for a bad name and 401 without a session", async () => {
    const user = await createUser();
    const headers = await jsonHeaders(user.id);
    const bad = await callWorker("/api/organizations/create", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "x" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fieldErrors: { name: ["Organization name must be at least 2 characters"] },
    });
    const anonymous = await callWorker("/api/organizations/create", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://boardroom.test" },
      body: JSON.stringify({ name: "Valid Name" }),
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses demo visitors", async () => {
    const demo = await createUser({ isDemo: true, password: null });
    const refused = await rejection(
      createOrganizationService(await actorContext(demo), CreateOrganizationSchema.parse({ name: "Demo Org" })),
    );
    expect(refused.status).toBe(403);
  });
});
