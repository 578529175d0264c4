import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changePassword, deleteAccount, signOut } from "../../../app/.server/auth/accounts";
import { createApiToken } from "../../../app/.server/auth/api-tokens";
import { createSession, lookupSession } from "../../../app/.server/auth/sessions";
import { DEMO_NOTIFICATIONS, DEMO_PEOPLE, findDemoCopyOf, seedDemoCopy } from "../../../app/.server/demo/seed";
import { demoLandingPath, exitDemoSession, resetDemoForVisitor } from "../../../app/.server/demo/session";
import { loadDemoState, readTourState, tourCookie, updateTour } from "../../../app/.server/demo/tour";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { AUTH_MESSAGES } from "../../../app/lib/auth/constants";
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_MESSAGES,
  DEMO_ORG_SLUG_PREFIX,
  DEMO_RESET_DONE,
  DEMO_TOUR_COOKIE,
} from "../../../app/lib/demo/constants";
import { DemoActionSchema, TourActionSchema } from "../../../app/lib/demo/schemas";
import {
  applyTourControl,
  applyTourIntent,
  DEFAULT_TOUR_STATE,
  TOUR_FEATURES,
  TOUR_STEPS,
  type TourState,
  tourProgress,
} from "../../../app/lib/demo/tour";
import { actorContext, createOrganization, createUser, demoBoard, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

/** The users rows of a demo board's people. */
async function demoPeopleRows(organizationId: string) {
  const rows = await serviceContext()
    .db.select({ user: schema.users })
    .from(schema.organizationMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.organizationMembers.userId))
    .where(eq(schema.organizationMembers.organizationId, organizationId))
    .all();
  return rows.map((row) => row.user);
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split(";")[0].split("=")[1]);

function requestWithTourCookie(value: string | null, url = "https://boardroom.test/dashboard"): Request {
  return new Request(url, value === null ? {} : { headers: { Cookie: `theme=dark; ${DEMO_TOUR_COOKIE}=${value}` } });
}

/** The state a Set-Cookie header from the tour stores, read back as the next request would. */
function stateFromSetCookie(setCookie: string): TourState {
  const value = setCookie.split(";")[0].slice(DEMO_TOUR_COOKIE.length + 1);
  return readTourState(requestWithTourCookie(value));
}

describe("demo seed", () => {
  it("seeds a board of one's own each time: its own organisation, slug, people and addresses", async () => {
    const db = serviceContext().db;
    const first = await seedDemoCopy(db, env.FILES);
    const second = await seedDemoCopy(db, env.FILES);
    expect(second.organizationId).not.toBe(first.organizationId);
    expect(second.directorId).not.toBe(first.directorId);
    const orgs = await db
      .select()
      .from(schema.organizations)
      .where(inArray(schema.organizations.id, [first.organizationId, second.organizationId]))
      .all();
    expect(orgs).toHaveLength(2);
    for (const org of orgs) {
      expect(org).toMatchObject({ name: "Northwind Holdings", isDemo: true });
      expect(org.slug.startsWith(DEMO_ORG_SLUG_PREFIX)).toBe(true);
    }
    expect(orgs[0].slug).not.toBe(orgs[1].slug);
    const people = [...(await demoPeopleRows(first.organizationId)), ...(await demoPeopleRows(second.organizationId))];
    expect(people).toHaveLength(2 * DEMO_PEOPLE.length);
    expect(people.every((person) => person.isDemo && person.passwordHash === null)).toBe(true);
    expect(people.every((person) => person.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true);
    expect(new Set(people.map((person) => person.email)).size).toBe(people.length);
    expect(people.find((person) => person.id === first.directorId)?.fullName).toBe("Alex Morgan");
  });

  it("gives the demo director the demo board's notifications, unread ones first in time", async () => {
    const db = serviceContext().db;
    const { directorId, organizationId } = await seedDemoCopy(db, env.FILES);
    const rows = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.recipientId, directorId))
      .all();
    expect(rows).toHaveLength(DEMO_NOTIFICATIONS.length);
    expect(rows.every((row) => row.organizationId === organizationId)).toBe(true);
    expect(rows.filter((row) => row.status === "unread").map((row) => row.title)).toContain(
      "Welcome to the Northwind Holdings demo board",
    );
    expect(rows.every((row) => row.createdAt <= Date.now())).toBe(true);
  });

  it("reset for a visitor signs them back in as the new director and writes an audit entry", async () => {
    const { ctx: visitor } = await demoBoard();
    const { cookie, sessionId } = await resetDemoForVisitor(visitor);
    const ctx = serviceContext();
    const session = await lookupSession(ctx, tokenOf(cookie));
    expect(session?.sessionId).toBe(sessionId);
    expect(session?.user).toMatchObject({ fullName: "Alex Morgan", isDemo: true });
    expect(session?.user.id).not.toBe(visitor.actor.user.id);
    const audit = await ctx.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.action, "demo.reset"), eq(schema.auditLogs.userId, session!.user.id)))
      .all();
    expect(audit).toHaveLength(1);
  });

  it("refuses reset and exit to people who are not demo visitors, changing nothing", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    const demo = await seedDemoCopy(ctx.db, env.FILES);
    expect((await rejection(resetDemoForVisitor(ctx))).message).toBe(DEMO_MESSAGES.notDemo);
    expect((await rejection(exitDemoSession(ctx))).status).toBe(403);
    expect(await findDemoCopyOf(ctx.db, demo.directorId)).toBe(demo.organizationId);
  });
});

describe("tour state (002 §4.3)", () => {
  it("has the shell version's seven steps and five features", () => {
    expect(TOUR_STEPS.map((step) => step.id)).toEqual([
      "welcome",
      "dashboard",
      "board-packs",
      "collaboration",
      "security",
      "ai-assistant",
      "complete",
    ]);
    expect(TOUR_FEATURES).toEqual(["dashboard", "board-packs", "collaboration", "security", "ai-assistant"]);
  });

  it("starts at step 0, moves next and previous, marks visited features, completes on the last Next", () => {
    let state = applyTourIntent(DEFAULT_TOUR_STATE, "start");
    expect(state).toEqual({ step: 0, explored: [], completed: false });
    expect(tourProgress(state)).toBe(0);

    const progress: number[] = [];
    for (let step = 1; step < TOUR_STEPS.length; step++) {
      state = applyTourIntent(state, "next");
      expect(state.step).toBe(step);
      progress.push(tourProgress(state));
    }
    // 7 steps: the denominator is 5, so each feature is 20 points; complete marks nothing.
    expect(progress).toEqual([20, 40, 60, 80, 100, 100]);

    state = applyTourIntent(state, "previous");
    expect(state.step).toBe(TOUR_STEPS.length - 2);
    expect(state.explored).toHaveLength(5);
    state = applyTourIntent(state, "next");
    state = applyTourIntent(state, "next");
    expect(state).toMatchObject({ step: null, completed: true });
  });

  it("rounds progress: one, two and four features out of five; unknown ids do not count", () => {
    expect(tourProgress({ explored: ["security"] })).toBe(20);
    expect(tourProgress({ explored: ["dashboard", "security"] })).toBe(40);
    expect(tourProgress({ explored: ["dashboard", "board-packs", "collaboration", "security"] })).toBe(80);
    expect(tourProgress({ explored: ["welcome", "complete", "nonsense"] })).toBe(0);
  });

  it(
    "previous from a feature step back to welcome keeps what was explored; previous at 0 " +
      "stays; close keeps progress",
    () => {
      let state = applyTourIntent(applyTourIntent(applyTourIntent(DEFAULT_TOUR_STATE, "start"), "next"), "next");
      expect(state).toMatchObject({ step: 2, explored: ["dashboard", "board-packs"] });
      state = applyTourIntent(applyTourIntent(state, "previous"), "previous");
      expect(state).toMatchObject({ step: 0, explored: ["dashboard", "board-packs"] });
      expect(applyTourIntent(state, "previous").step).toBe(0);
      const closed = applyTourIntent(state, "close");
      expect(closed).toEqual({ step: null, explored: ["dashboard", "board-packs"], completed: false });
      // Next and previous do nothing while the tour is closed; Start reopens at the welcome step.
      expect(applyTourIntent(closed, "next")).toEqual(closed);
      expect(applyTourIntent(closed, "previous")).toEqual(closed);
      expect(applyTourIntent(closed, "start").step).toBe(0);
    },
  );

  it("moves on from the step on screen, so quick clicks that overtake each other land right", () => {
    // The cookie still says step 0 (the first click's answer was lost), but step 1 was on screen.
    const stale = applyTourIntent(DEFAULT_TOUR_STATE, "start");
    expect(applyTourControl(stale, "next", 1)).toEqual({
      step: 2,
      explored: ["dashboard", "board-packs"],
      completed: false,
    });
    expect(applyTourControl(stale, "previous", 3)).toEqual({
      step: 2,
      explored: ["collaboration", "board-packs"],
      completed: false,
    });
    expect(applyTourControl(stale, "next", TOUR_STEPS.length - 1)).toMatchObject({ step: null, completed: true });
    expect(applyTourControl(stale, "close", 4)).toEqual({ step: null, explored: ["security"], completed: false });
    // Start ignores the step: it always opens at welcome.
    expect(applyTourControl(stale, "start", 5).step).toBe(0);
    expect(applyTourControl(stale, "next")).toEqual(applyTourIntent(stale, "next"));
  });

  it("round-trips through the cookie", () => {
    const state: TourState = { step: 3, explored: ["dashboard", "board-packs", "collaboration"], completed: true };
    const header = tourCookie(state);
    expect(header).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(stateFromSetCookie(header)).toEqual(state);
  });

  it("reads a missing, malformed or tampered cookie as the default state", () => {
    const bad = [
      null,
      "",
      "not json",
      "%E0%A4%A",
      encodeURIComponent("[]"),
      encodeURIComponent(JSON.stringify({ step: 99, explored: [], completed: false })),
      encodeURIComponent(JSON.stringify({ step: 1.5, explored: [], completed: false })),
      encodeURIComponent(JSON.stringify({ step: 0, explored: ["<script>"], completed: false })),
      encodeURIComponent(JSON.stringify({ step: 0, explored: "dashboard", completed: "yes" })),
      encodeURIComponent(JSON.stringify({ step: 0, explored: Array(50).fill("dashboard"), completed: false })),
    ];
    for (const value of bad) expect(readTourState(requestWithTourCookie(value))).toEqual(DEFAULT_TOUR_STATE);
  });

  it("deduplicates explored features from the cookie", () => {
    const value = encodeURIComponent(
      JSON.stringify({ step: null, explored: ["security", "security"], completed: false }),
    );
    expect(readTourState(requestWithTourCookie(value)).explored).toEqual(["security"]);
  });

  it("validates tour and demo forms: known intents only, same-site redirect targets only", () => {
    expect(TourActionSchema.safeParse({ intent: "next", redirectTo: "/dashboard?demo=true" }).data).toEqual({
      intent: "next",
      redirectTo: "/dashboard?demo=true",
    });
    expect(TourActionSchema.safeParse({ intent: "next", redirectTo: "https://evil.example/" }).data?.redirectTo).toBe(
      "/dashboard",
    );
    expect(TourActionSchema.safeParse({ intent: "next", redirectTo: "//evil.example/" }).data?.redirectTo).toBe(
      "/dashboard",
    );
    expect(TourActionSchema.safeParse({ intent: "jump" }).success).toBe(false);
    expect(TourActionSchema.safeParse({ intent: "next", step: "3", redirectTo: "/dashboard" }).data?.step).toBe(3);
    expect(TourActionSchema.safeParse({ intent: "next", step: "7", redirectTo: "/dashboard" }).success).toBe(false);
    expect(TourActionSchema.safeParse({ intent: "next", step: "-1", redirectTo: "/dashboard" }).success).toBe(false);
    expect(DemoActionSchema.safeParse({ intent: "exit" }).success).toBe(true);
    expect(DemoActionSchema.safeParse({ intent: "delete-everything" }).success).toBe(false);
  });
});

describe("demo state on the dashboard", () => {
  it("is null for people who are not demo visitors, and they cannot drive a tour", async () => {
    const ctx = await actorContext(await createUser());
    expect(
      await loadDemoState(requestWithTourCookie(null, "https://boardroom.test/dashboard?demo=true&tour=true"), ctx),
    ).toBeNull();
    expect(() => updateTour(requestWithTourCookie(null), ctx, "start")).toThrow(DEMO_MESSAGES.notDemo);
  });

  it("demo=true&tour=true opens the tour at step 0 and redirects to the same URL without tour", async () => {
    const { ctx } = await demoBoard();
    const state = await loadDemoState(
      requestWithTourCookie(null, "https://boardroom.test/dashboard?demo=true&tour=true"),
      ctx,
    );
    // The dashboard layout answers this with a redirect carrying the cookie.
    if (!state || !("openTour" in state)) throw new Error("expected the tour to open");
    expect(state.openTour.location).toBe("/dashboard?demo=true");
    expect(stateFromSetCookie(state.openTour.setCookie)).toEqual({
      step: 0,
      explored: [],
      completed: false,
    });
  });

  it("reports the tour with its progress, and the reset notice when asked", async () => {
    const { ctx } = await demoBoard();
    const value = encodeURIComponent(
      JSON.stringify({ step: 2, explored: ["dashboard", "board-packs"], completed: false }),
    );
    const view = await loadDemoState(
      requestWithTourCookie(value, "https://boardroom.test/dashboard?demo=true&reset=done"),
      ctx,
    );
    expect(view).toEqual({
      tour: { step: 2, explored: ["dashboard", "board-packs"], completed: false, progress: 40 },
      notice: DEMO_RESET_DONE,
    });
    const stepped = stateFromSetCookie(updateTour(requestWithTourCookie(value), ctx, "next"));
    expect(stepped).toEqual({ step: 3, explored: ["dashboard", "board-packs", "collaboration"], completed: false });
  });

  it("keeps the features the page showed as explored when its cookie missed a step (quick clicks)", async () => {
    const { ctx } = await demoBoard();
    // The cookie still says step 1; the page had explored three features when Next was pressed on step 4.
    const stale = encodeURIComponent(JSON.stringify({ step: 1, explored: ["dashboard"], completed: false }));
    const shown = ["dashboard", "board-packs", "collaboration", "not-a-feature"];
    const stepped = stateFromSetCookie(updateTour(requestWithTourCookie(stale), ctx, "next", 4, shown));
    expect(stepped).toEqual({
      step: 5,
      explored: ["dashboard", "board-packs", "collaboration", "security", "ai-assistant"],
      completed: false,
    });
  });

  it("lands /demo on the asked dashboard page only, keeping tour=true", () => {
    const at = (path: string) => demoLandingPath(new URL(path, "https://boardroom.test"));
    expect(at("/demo")).toBe("/dashboard?demo=true");
    expect(at("/demo?tour=true")).toBe("/dashboard?demo=true&tour=true");
    expect(at("/demo?demo=true&tour=true")).toBe("/dashboard?demo=true&tour=true");
    expect(at(`/demo?redirectTo=${encodeURIComponent("/dashboard/meetings?demo=true")}`)).toBe(
      "/dashboard/meetings?demo=true",
    );
    expect(at(`/demo?redirectTo=${encodeURIComponent("https://evil.example/dashboard")}`)).toBe("/dashboard?demo=true");
    expect(at(`/demo?redirectTo=${encodeURIComponent("/dashboardx")}`)).toBe("/dashboard?demo=true");
    expect(at(`/demo?redirectTo=${encodeURIComponent("/auth/signin")}`)).toBe("/dashboard?demo=true");
  });
});

describe("demo visitors are locked in (docs/decisions/005)", () => {
  it("refuses account mutations with the demo message and writes nothing", async () => {
    const { ctx } = await demoBoard();
    const { db } = ctx;
    const { cookie } = await createSession(ctx, ctx.actor.user.id);
    const token = tokenOf(cookie);
    const userBefore = await db.select().from(schema.users).where(eq(schema.users.id, ctx.actor.user.id)).get();
    const sessionsBefore = await db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, ctx.actor.user.id))
      .all();
    const auditBefore = await db
      .select()
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.userId, ctx.actor.user.id))
      .all();

    const refusals = [
      changePassword(ctx, {
        currentPassword: "anything at all",
        newPassword: "a new passphrase",
        confirmPassword: "a new passphrase",
      }),
      createApiToken(ctx, "demo token"),
      signOut(ctx, "all"),
      deleteAccount(ctx),
    ];
    for (const attempt of refusals) {
      const error = await rejection(attempt);
      expect(error.status).toBe(403);
      expect(error.message).toBe(AUTH_MESSAGES.demoAccountLocked);
    }

    expect(await db.select().from(schema.users).where(eq(schema.users.id, ctx.actor.user.id)).get()).toEqual(
      userBefore,
    );
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, ctx.actor.user.id)).all()).toEqual(
      sessionsBefore,
    );
    expect(
      await db.select().from(schema.apiTokens).where(eq(schema.apiTokens.userId, ctx.actor.user.id)).all(),
    ).toHaveLength(0);
    expect(
      await db.select().from(schema.auditLogs).where(eq(schema.auditLogs.userId, ctx.actor.user.id)).all(),
    ).toHaveLength(auditBefore.length);
    expect(await lookupSession(serviceContext(), token)).not.toBeNull();
  });

  it("belongs to the demo organisation only, while other organisations exist", async () => {
    const outsider = await createUser();
    await createOrganization({ ownerId: outsider.id, name: "Real Board plc" });
    const { organizationId } = await seedDemoCopy(serviceContext().db, env.FILES);
    const db = serviceContext().db;
    const demoPeople = await demoPeopleRows(organizationId);
    const memberships = await db
      .select({ organizationId: schema.organizationMembers.organizationId, userId: schema.organizationMembers.userId })
      .from(schema.organizationMembers)
      .where(
        inArray(
          schema.organizationMembers.userId,
          demoPeople.map((person) => person.id),
        ),
      )
      .all();
    expect(memberships).toHaveLength(DEMO_PEOPLE.length);
    expect(new Set(memberships.map((membership) => membership.organizationId))).toEqual(new Set([organizationId]));
    const preferences = await db
      .select()
      .from(schema.userPreferences)
      .where(
        inArray(
          schema.userPreferences.userId,
          demoPeople.map((person) => person.id),
        ),
      )
      .all();
    expect(preferences.every((row) => row.currentOrganizationId === organizationId)).toBe(true);
  });

  it("exit ends only this browser's demo session", async () => {
    const { ctx } = await demoBoard();
    // The same visitor in two tabs of one browser share a session; two sessions of one director stand in here.
    const mine = await createSession(ctx, ctx.actor.user.id);
    const other = await createSession(ctx, ctx.actor.user.id);
    const me: ActorContext = { ...ctx, actor: { ...ctx.actor, sessionId: mine.sessionId } };
    await exitDemoSession(me);
    expect(await lookupSession(ctx, tokenOf(mine.cookie))).toBeNull();
    expect(await lookupSession(ctx, tokenOf(other.cookie))).not.toBeNull();
  });
});
