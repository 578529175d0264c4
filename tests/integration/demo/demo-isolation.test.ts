// Issue 8, defect 13 (decision 021): every demo visitor gets a demo board of their own, so visitors no longer
// see each other's sessions, recent searches or changes; a reset touches only the visitor's board; the Cron
// Trigger deletes boards 24 hours after their creation, and keeps younger ones.
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadAccountSettings } from "../../../app/.server/auth/account-settings";
import { createSession, lookupSession } from "../../../app/.server/auth/sessions";
import { createCommittee } from "../../../app/.server/committees/committees";
import { DEMO_PEOPLE, findDemoCopyOf, seedDemoCopy } from "../../../app/.server/demo/seed";
import { enterDemo, resetDemoForVisitor } from "../../../app/.server/demo/session";
import { listOrganizationCards } from "../../../app/.server/organizations/list";
import { updateOrganizationGeneral } from "../../../app/.server/organizations/settings";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { createRequestServices } from "../../../app/.server/platform/request-context";
import { listRecentSearches, recordSearch } from "../../../app/.server/shell/recent";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { DEMO_COPY_TTL_MS, DEMO_MAX_LIVE_COPIES, DEMO_MESSAGES } from "../../../app/lib/demo/constants";
import { RATE_LIMITS } from "../../../app/lib/platform/rate-limits";
import { runScheduledJobs } from "../../../workers/jobs";
import { createUser, serviceContext, TEST_ORIGIN } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const HOUR = 3_600_000;

/** A visitor who opens /demo in their own browser: the services as their demo session calls them. */
async function demoVisitor(userAgent: string): Promise<ActorContext & { cookie: string }> {
  const ctx = { ...serviceContext(), meta: { ip: "203.0.113.9", userAgent } };
  const entry = await enterDemo(ctx, null, new URL(`${TEST_ORIGIN}/demo`), false);
  if (entry.kind !== "entered" || !entry.cookie) throw new Error("expected to enter the demo");
  const cookie = entry.cookie.split(";")[0];
  const resolved = await createRequestServices(
    new Request(`${TEST_ORIGIN}/dashboard`, { headers: { Cookie: cookie } }),
    env,
  ).getActor();
  return { ...ctx, actor: resolved!.actor, cookie };
}

/** The services as the holder of a new session of this user calls them. */
async function signedInAs(userId: string): Promise<ActorContext & { cookie: string }> {
  const ctx = serviceContext();
  const cookie = (await createSession(ctx, userId)).cookie.split(";")[0];
  const resolved = await createRequestServices(
    new Request(`${TEST_ORIGIN}/dashboard`, { headers: { Cookie: cookie } }),
    env,
  ).getActor();
  return { ...ctx, actor: resolved!.actor, cookie };
}

const organizationOf = (ctx: ActorContext) => findDemoCopyOf(ctx.db, ctx.actor.user.id);

describe("two demo visitors", () => {
  it("see only their own board, sessions and recent searches", async () => {
    const alice = await demoVisitor("Alice's browser");
    const bob = await demoVisitor("Bob's browser");
    expect(alice.actor.user.id).not.toBe(bob.actor.user.id);
    expect(alice.actor.user.fullName).toBe(bob.actor.user.fullName);

    const aliceBoard = await organizationOf(alice);
    const bobBoard = await organizationOf(bob);
    expect(aliceBoard).not.toBeNull();
    expect(aliceBoard).not.toBe(bobBoard);
    expect((await listOrganizationCards(alice)).map((card) => card.id)).toEqual([aliceBoard]);
    expect((await listOrganizationCards(bob)).map((card) => card.id)).toEqual([bobBoard]);

    const sessionsOf = async (ctx: ActorContext) =>
      (await loadAccountSettings(ctx)).sessions.map((session) => session.userAgent);
    expect(await sessionsOf(alice)).toEqual(["Alice's browser"]);
    expect(await sessionsOf(bob)).toEqual(["Bob's browser"]);

    await recordSearch(alice, "alice's acquisition plans");
    expect((await listRecentSearches(alice, alice.actor.user.id)).map((search) => search.query)).toEqual([
      "alice's acquisition plans",
    ]);
    expect(await listRecentSearches(bob, bob.actor.user.id)).toEqual([]);

    // A change on one board is not seen on the other.
    await updateOrganizationGeneral(alice, aliceBoard!, {
      name: "Alice's Holdings",
      slug: (await alice.db.select().from(schema.organizations).where(eq(schema.organizations.id, aliceBoard!)).get())!
        .slug,
      description: undefined,
      website: undefined,
    });
    expect((await listOrganizationCards(bob)).map((card) => card.name)).toEqual(["Northwind Holdings"]);
  });

  it("a reset replaces only the visitor's own board; the other visitor keeps theirs and stays signed in", async () => {
    const alice = await demoVisitor("Alice's browser");
    const bob = await demoVisitor("Bob's browser");
    const aliceBoard = (await organizationOf(alice))!;
    const bobBoard = (await organizationOf(bob))!;
    await recordSearch(bob, "bob's notes");

    const { cookie } = await resetDemoForVisitor(alice);

    const db = serviceContext().db;
    const exists = async (id: string) =>
      Boolean(await db.select().from(schema.organizations).where(eq(schema.organizations.id, id)).get());
    expect(await exists(aliceBoard)).toBe(false);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, alice.actor.user.id)).get()).toBeUndefined();
    const aliceAgain = await createRequestServices(
      new Request(`${TEST_ORIGIN}/dashboard`, { headers: { Cookie: cookie.split(";")[0] } }),
      env,
    ).getActor();
    expect(await findDemoCopyOf(db, aliceAgain!.actor.user.id)).not.toBe(aliceBoard);

    expect(await exists(bobBoard)).toBe(true);
    const bobAgain = await createRequestServices(
      new Request(`${TEST_ORIGIN}/dashboard`, { headers: { Cookie: bob.cookie } }),
      env,
    ).getActor();
    expect(bobAgain?.actor.user.id).toBe(bob.actor.user.id);
    expect((await listRecentSearches(bob, bob.actor.user.id)).map((search) => search.query)).toEqual(["bob's notes"]);
  });
});

describe("the Cron Trigger deletes demo boards 24 hours after their creation", () => {
  it("removes an expired board with everything of it, and keeps a younger one", async () => {
    const now = Date.now();
    const db = serviceContext().db;
    const expired = await seedDemoCopy(db, env.FILES, now - DEMO_COPY_TTL_MS - HOUR);
    const young = await seedDemoCopy(db, env.FILES, now - DEMO_COPY_TTL_MS + HOUR);

    // What a visitor leaves behind on the expired board: a session, a search, a committee, audit rows, a logo.
    const visitor = await signedInAs(expired.directorId);
    await recordSearch(visitor, "expiring");
    await createCommittee(visitor, expired.organizationId, CommitteeSchema.parse({ name: "Audit Committee" }));
    const logoKey = `organizations/${expired.organizationId}/logo/visitor.png`;
    await env.FILES.put(logoKey, "png bytes");

    await runScheduledJobs({} as ScheduledController, env);

    const countWhere = async (table: string, column: string, value: string) =>
      (await db.get<{ n: number }>(sql.raw(`select count(*) as n from ${table} where ${column} = '${value}'`)))!.n;
    expect(await countWhere("organizations", "id", expired.organizationId)).toBe(0);
    expect(await countWhere("organization_members", "organization_id", expired.organizationId)).toBe(0);
    expect(await countWhere("committees", "organization_id", expired.organizationId)).toBe(0);
    expect(await countWhere("audit_logs", "organization_id", expired.organizationId)).toBe(0);
    expect(await countWhere("audit_logs", "user_id", expired.directorId)).toBe(0);
    expect(await countWhere("users", "id", expired.directorId)).toBe(0);
    expect(await countWhere("sessions", "user_id", expired.directorId)).toBe(0);
    expect(await countWhere("recent_searches", "user_id", expired.directorId)).toBe(0);
    expect(await env.FILES.head(logoKey)).toBeNull();
    const expiredPeople = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.createdAt, now - DEMO_COPY_TTL_MS - HOUR))
      .all();
    expect(expiredPeople).toEqual([]);

    expect(await countWhere("organizations", "id", young.organizationId)).toBe(1);
    expect(await countWhere("organization_members", "organization_id", young.organizationId)).toBe(DEMO_PEOPLE.length);
    expect(await countWhere("users", "id", young.directorId)).toBe(1);
  });
});

describe("a bounded number of demo boards", () => {
  it("past the cap /demo answers that the demo is busy, and signs nobody out", async () => {
    const db = serviceContext().db;
    const live = await db.$count(schema.organizations, eq(schema.organizations.isDemo, true));
    const filler = DEMO_MAX_LIVE_COPIES - live;
    const now = Date.now();
    await db.run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${filler})
      insert into organizations (id, name, slug, is_demo, created_at, updated_at)
      select 'filler-' || i, 'Filler', 'filler-demo-' || i, 1, ${now}, ${now} from n`);
    try {
      const error = await rejection(enterDemo(serviceContext(), null, new URL(`${TEST_ORIGIN}/demo`), false));
      expect([error.status, error.message]).toEqual([429, DEMO_MESSAGES.busy]);
      // A member who confirmed the switch is told the same, and is still signed in to their own account.
      const member = await signedInAs((await createUser()).id);
      const refused = await rejection(enterDemo(member, member.actor, new URL(`${TEST_ORIGIN}/demo`), true));
      expect(refused.message).toBe(DEMO_MESSAGES.busy);
      expect(await lookupSession(member, decodeURIComponent(member.cookie.split("=")[1]))).not.toBeNull();
      expect(await db.$count(schema.organizations, eq(schema.organizations.isDemo, true))).toBe(DEMO_MAX_LIVE_COPIES);
    } finally {
      await db.run(sql`delete from organizations where id like 'filler-%'`);
    }
  });
});

describe("demo boards per client", () => {
  it("a client starts at most 20 boards an hour; another client still can", async () => {
    expect(RATE_LIMITS.demoBoardsPerClient.limit).toBe(20);
    const fromClient = (ip: string) => ({ ...serviceContext(), meta: { ip, userAgent: "bot" } });
    const enter = (ip: string) => enterDemo(fromClient(ip), null, new URL(`${TEST_ORIGIN}/demo`), false);
    for (let board = 0; board < RATE_LIMITS.demoBoardsPerClient.limit; board++) await enter("198.51.100.77");
    const refused = await rejection(enter("198.51.100.77"));
    expect(refused.status).toBe(429);
    expect(refused.message).toContain(RATE_LIMITS.demoBoardsPerClient.message);
    await expect(enter("198.51.100.78")).resolves.toMatchObject({ kind: "entered" });
  });
});
