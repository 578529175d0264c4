// Seeds the bench database with one organisation of 5,000 members and 500 pending invitations, then
// prints the D1 query plans of the member, invitation and organisation-list queries — the exact SQL
// the services run, captured through drizzle's logger and explained by SQLite.

import { drizzle } from "drizzle-orm/d1";
import { hashPassword } from "../app/.server/auth/password";
import { listInvitations } from "../app/.server/organizations/invitations";
import { listOrganizationCards } from "../app/.server/organizations/list";
import { listMembers } from "../app/.server/organizations/members";
import { loadOrganizationOverview } from "../app/.server/organizations/overview";
import type { ActorContext } from "../app/.server/platform/context";
import { createDb, schema } from "../app/.server/platform/db/client";
import { withLocalPlatform } from "../scripts/local-platform";

const MEMBERS = 5000;
const INVITATIONS = 500;
const persistTo = process.env.PERSIST_TO!;
const ownerEmail = process.env.BENCH_OWNER_EMAIL!;
const ownerPassword = process.env.BENCH_OWNER_PASSWORD!;

await withLocalPlatform(persistTo, async (env) => {
  const db = createDb(env.DB);
  const now = Date.now();
  const ownerId = crypto.randomUUID();
  const orgId = crypto.randomUUID();
  await db.batch([
    db.insert(schema.users).values({
      id: ownerId,
      email: ownerEmail,
      fullName: "Bench Owner",
      passwordHash: await hashPassword(ownerPassword),
    }),
    db.insert(schema.userPreferences).values({ userId: ownerId, currentOrganizationId: null }),
    db
      .insert(schema.organizations)
      .values({ id: orgId, name: "Bench Holdings", slug: "bench-holdings", createdBy: ownerId }),
    db.insert(schema.organizationSettings).values({ organizationId: orgId }),
    db.insert(schema.organizationMembers).values({
      id: crypto.randomUUID(),
      organizationId: orgId,
      userId: ownerId,
      role: "owner",
      joinedAt: now - MEMBERS * 1000,
    }),
  ]);
  // D1 binds at most 100 parameters per statement: insert in chunks, many statements per batch.
  const chunk = <T>(items: T[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
  const people = Array.from({ length: MEMBERS }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `member${i}@bench.example`,
    fullName: `Member ${String(i).padStart(4, "0")}`,
  }));
  const statements = [
    ...chunk(people, 8).map((rows) => db.insert(schema.users).values(rows)),
    ...chunk(people, 10).map((rows) =>
      db.insert(schema.organizationMembers).values(
        rows.map((person, i) => ({
          id: crypto.randomUUID(),
          organizationId: orgId,
          userId: person.id,
          role: i % 10 === 0 ? ("viewer" as const) : ("member" as const),
          joinedAt: now - i,
        })),
      ),
    ),
    ...chunk(
      Array.from({ length: INVITATIONS }, (_, i) => i),
      6,
    ).map((indexes) =>
      db.insert(schema.organizationInvitations).values(
        indexes.map((i) => ({
          id: crypto.randomUUID(),
          organizationId: orgId,
          email: `invitee${i}@bench.example`,
          role: "member" as const,
          tokenHash: crypto.randomUUID(),
          invitedBy: ownerId,
          expiresAt: now + 72 * 3_600_000,
          createdAt: now - i,
        })),
      ),
    ),
  ];
  for (const group of chunk(statements, 50))
    await db.batch(group as [(typeof statements)[number], ...typeof statements]);

  // Run the real services with a logging db, then ask SQLite how it executes each query.
  const captured: { query: string; params: unknown[] }[] = [];
  const loggingDb = drizzle(env.DB, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  const ctx = {
    db: loggingDb,
    env: env,
    config: { APP_ENV: "local", AUTH_SECRET: "bench-only-secret-0123456789abcdef", EMAIL_FROM: "bench" },
    meta: { ip: null, userAgent: "bench", origin: "http://127.0.0.1" },
    waitUntil: () => {}, // the services measured here leave no background work
    actor: {
      user: { id: ownerId, email: ownerEmail, fullName: "Bench Owner", avatarUrl: null, role: "user", isDemo: false },
      via: "session",
    },
  } as unknown as ActorContext;
  const plans: { label: string; query: string; plan: string[] }[] = [];
  for (const [label, run] of [
    ["members page (listMembers, page 1 of 20)", () => listMembers(ctx, orgId)],
    ["invitation list (listInvitations)", () => listInvitations(ctx, orgId)],
    ["organisation overview (loadOrganizationOverview)", () => loadOrganizationOverview(ctx, orgId)],
    ["organisation list (listOrganizationCards)", () => listOrganizationCards(ctx)],
  ] as const) {
    captured.length = 0;
    await run();
    for (const { query, params } of captured) {
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
        .bind(...params)
        .all<{ detail: string }>();
      plans.push({ label, query, plan: rows.results.map((row) => row.detail) });
    }
  }
  console.log(
    JSON.stringify({
      organizationId: orgId,
      slug: "bench-holdings",
      members: MEMBERS + 1,
      invitations: INVITATIONS,
      plans,
    }),
  );
});
