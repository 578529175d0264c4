// For bench/meeting-room.mjs, before its server starts: an organisation whose owner (the first seeded account)
// chairs three public meetings in progress, and whose second account is a plain member: every bench socket signs
// in as that member and joins as a listener (an AGM's audience). Prints {meetings, cookies} as its last line.
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { eq } from "drizzle-orm";
import { createDb, schema } from "../app/.server/platform/db/client";
import { withLocalPlatform } from "../scripts/local-platform";
import { ACCOUNT_POOL_ENV, type SeededAccount } from "../tests/helpers/account-pool";

const pool = process.env[ACCOUNT_POOL_ENV] ?? "";
const [chair, listener] = JSON.parse(readFileSync(pool, "utf8")) as SeededAccount[];
const scenarios = ["clients100", "clients500", "listeners2000"] as const;

const meetings = await withLocalPlatform(dirname(pool), async (env) => {
  const db = createDb(env.DB);
  const idOf = async (email: string) =>
    (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get())?.id ?? "";
  const [chairId, listenerId] = [await idOf(chair.email), await idOf(listener.email)];
  const organizationId = crypto.randomUUID();
  const ids = Object.fromEntries(scenarios.map((name) => [name, crypto.randomUUID()]));
  const now = Date.now();
  await db.batch([
    db.insert(schema.organizations).values({
      id: organizationId,
      name: "Bench AGM Org",
      slug: `bench-agm-${organizationId.slice(0, 8)}`,
      createdBy: chairId,
    }),
    db.insert(schema.organizationMembers).values([
      { id: crypto.randomUUID(), organizationId, userId: chairId, role: "owner" },
      { id: crypto.randomUUID(), organizationId, userId: listenerId, role: "member" },
    ]),
    db.insert(schema.meetings).values(
      scenarios.map((name) => ({
        id: ids[name],
        organizationId,
        title: `Bench ${name}`,
        meetingType: "agm" as const,
        status: "in_progress" as const,
        confidentiality: "public" as const,
        scheduledStart: now,
        scheduledEnd: now + 60 * 60 * 1000,
        organizerId: chairId,
        chairpersonId: chairId,
        createdBy: chairId,
      })),
    ),
  ]);
  return ids;
});
const cookie = (account: SeededAccount) => `${account.session.name}=${account.session.value}`;
console.log(JSON.stringify({ meetings, cookies: { chair: cookie(chair), listener: cookie(listener) } }));
