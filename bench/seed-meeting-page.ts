// For bench/meeting-page.mjs, before its server starts: an organisation owned by the first seeded account, with
// one meeting of 200 participants (the owner in the chair and 199 members) and 40 agenda items, three resolutions
// and ten action items. Prints {meetingId, cookie} as its last line.
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { eq, getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { createDb, schema } from "../app/.server/platform/db/client";
import { withLocalPlatform } from "../scripts/local-platform";
import { ACCOUNT_POOL_ENV, type SeededAccount } from "../tests/helpers/account-pool";

const PARTICIPANTS = 200;
const AGENDA_ITEMS = 40;
const pool = process.env[ACCOUNT_POOL_ENV] ?? "";
const [owner] = JSON.parse(readFileSync(pool, "utf8")) as SeededAccount[];

const seeded = await withLocalPlatform(dirname(pool), async (env) => {
  const db = createDb(env.DB);
  /** D1 binds at most 100 parameters per statement and drizzle binds every column: as many rows as fit. */
  async function insertAll<Table extends SQLiteTable>(table: Table, rows: Table["$inferInsert"][]) {
    const perStatement = Math.max(1, Math.floor(100 / Object.keys(getTableColumns(table)).length));
    for (let i = 0; i < rows.length; i += perStatement * 50) {
      const statements = [];
      for (let j = i; j < Math.min(rows.length, i + perStatement * 50); j += perStatement)
        statements.push(db.insert(table).values(rows.slice(j, j + perStatement)));
      await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
    }
  }
  const ownerRow = await db.select().from(schema.users).where(eq(schema.users.email, owner.email)).get();
  if (!ownerRow) throw new Error(`no account ${owner.email}`);
  const organizationId = crypto.randomUUID();
  const meetingId = crypto.randomUUID();
  const now = Date.now();
  const start = now + 24 * 60 * 60 * 1000;
  const members = Array.from({ length: PARTICIPANTS - 1 }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `bench.director.${i}.${organizationId.slice(0, 8)}@example.test`,
    fullName: `Director ${String(i + 1).padStart(3, "0")}`,
  }));
  await db.batch([
    db.insert(schema.organizations).values({
      id: organizationId,
      name: "Bench Meeting Board",
      slug: `bench-meeting-${organizationId.slice(0, 8)}`,
      createdBy: ownerRow.id,
    }),
    db.insert(schema.meetings).values({
      id: meetingId,
      organizationId,
      title: "Bench meeting of 200",
      meetingType: "board",
      status: "scheduled",
      scheduledStart: start,
      scheduledEnd: start + 3 * 60 * 60 * 1000,
      organizerId: ownerRow.id,
      chairpersonId: ownerRow.id,
      createdBy: ownerRow.id,
    }),
  ]);
  await insertAll(schema.users, members);
  await insertAll(schema.organizationMembers, [
    { id: crypto.randomUUID(), organizationId, userId: ownerRow.id, role: "owner" as const },
    ...members.map((member) => ({
      id: crypto.randomUUID(),
      organizationId,
      userId: member.id,
      role: "member" as const,
    })),
  ]);
  await insertAll(schema.meetingParticipants, [
    { id: crypto.randomUUID(), meetingId, userId: ownerRow.id, role: "chairperson" as const, isVotingEligible: true },
    ...members.map((member, i) => ({
      id: crypto.randomUUID(),
      meetingId,
      userId: member.id,
      role: i < 150 ? ("director" as const) : ("observer" as const),
      isVotingEligible: i < 150,
      attendanceStatus: (["accepted", "declined", "tentative", "pending"] as const)[i % 4],
    })),
  ]);
  const items = Array.from({ length: AGENDA_ITEMS }, (_, i) => ({
    id: crypto.randomUUID(),
    meetingId,
    orderIndex: i,
    title: `Bench agenda item ${i + 1}`,
    description: "A paper to note and a decision to take.",
    estimatedDurationMinutes: 5,
    presenterId: members[i % members.length].id,
    hasMotion: i % 5 === 0,
  }));
  await insertAll(schema.agendaItems, items);
  await insertAll(
    schema.votes,
    [0, 5, 10].map((index) => ({
      id: crypto.randomUUID(),
      organizationId,
      meetingId,
      agendaItemId: items[index].id,
      title: `Resolution on item ${index + 1}`,
      createdBy: ownerRow.id,
    })),
  );
  await insertAll(
    schema.actionItems,
    Array.from({ length: 10 }, (_, i) => ({
      id: crypto.randomUUID(),
      meetingId,
      agendaItemId: items[i].id,
      description: `Follow up on item ${i + 1}`,
      organizationId,
      assignedTo: members[i].id,
      dueDate: start + (i + 1) * 24 * 60 * 60 * 1000,
      createdBy: ownerRow.id,
    })),
  );
  return { meetingId };
});
console.log(JSON.stringify({ ...seeded, cookie: `${owner.session.name}=${owner.session.value}` }));
