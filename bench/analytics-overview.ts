// The analytics overview p50 with 1,000,000 events in one organisation (issue 12): the events are seeded with one
// INSERT … SELECT from a recursive CTE (spread over the last 90 days, every event type), the rollups with one
// INSERT … SELECT … GROUP BY over them (what eventWrites keeps up to date one event at a time), then the service
// the page and GET /api/analytics/overview call is timed, 90 days, one call at a time.
// `PERSIST_TO=<dir> npx tsx bench/analytics-overview.ts` prints one JSON line.
import { sql } from "drizzle-orm";
import { analyticsOverview } from "../app/.server/analytics/overview";
import type { ActorContext } from "../app/.server/platform/context";
import { createDb, schema } from "../app/.server/platform/db/client";
import { EVENT_TYPES } from "../app/lib/analytics/constants";
import { withLocalPlatform } from "../scripts/local-platform";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const WARMUP = 10;
const SAMPLES = 100;
const DAY = 86_400_000;

await withLocalPlatform(process.env.PERSIST_TO, async (env) => {
  const db = createDb(env.DB);
  const now = Date.now();
  const ownerId = crypto.randomUUID();
  const organizationId = crypto.randomUUID();
  await db.batch([
    db.insert(schema.users).values({ id: ownerId, email: `analytics.${now}@bench.example`, fullName: "Owner" }),
    db.insert(schema.organizations).values({ id: organizationId, name: "Analytics Bench", slug: `analytics-${now}` }),
    db
      .insert(schema.organizationMembers)
      .values({ id: crypto.randomUUID(), organizationId, userId: ownerId, role: "owner" }),
  ]);
  const types = Object.entries(EVENT_TYPES);
  const typeCase = sql.raw(
    `case n % ${types.length} ${types.map(([type], i) => `when ${i} then '${type}'`).join(" ")} end`,
  );
  const categoryCase = sql.raw(
    `case n % ${types.length} ${types.map(([, category], i) => `when ${i} then '${category}'`).join(" ")} end`,
  );
  const started = performance.now();
  await db.run(sql`insert into analytics_events (id, organization_id, user_id, event_category, event_type, event_data,
      created_at)
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${EVENTS})
    select lower(hex(randomblob(16))), ${organizationId}, ${ownerId}, ${categoryCase}, ${typeCase}, '{}',
      ${now} - (n * 7919 % ${90 * DAY})
    from seq`);
  await db.run(sql`insert into analytics_daily_rollups (organization_id, day, event_category, event_type, count)
    select organization_id, strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), event_category, event_type, count(*)
    from analytics_events where organization_id = ${organizationId} group by 2, 3, 4`);
  await db.run(sql`insert or ignore into analytics_daily_users (organization_id, day, user_id)
    select distinct organization_id, strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), user_id
    from analytics_events where organization_id = ${organizationId}`);
  const seededMs = performance.now() - started;
  const ctx = {
    db,
    env,
    meta: { ip: null, userAgent: null },
    waitUntil: () => {},
    actor: {
      user: { id: ownerId, email: "", fullName: "Owner", avatarUrl: null, role: "user", isDemo: false },
      via: "session",
    },
  } as unknown as ActorContext;
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const start = performance.now();
    const { overview } = await analyticsOverview(ctx, organizationId, 90);
    if (i >= WARMUP) times.push(performance.now() - start);
    total = overview.events.dailyActivity.reduce((sum, day) => sum + day.total, 0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  console.log(
    JSON.stringify({
      events: EVENTS,
      eventsInOverview: total,
      seedSeconds: Math.round(seededMs / 100) / 10,
      overviewP50Ms: Math.round(at(50) * 10) / 10,
      overviewP95Ms: Math.round(at(95) * 10) / 10,
    }),
  );
});
