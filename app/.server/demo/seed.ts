// Each demo visitor's own copy of the demo board (decision 021): seeded on entry, reset on request, deleted by
// the Cron Trigger DEMO_COPY_TTL_MS after its creation.
import { and, eq, lte } from "drizzle-orm";
import {
  DEMO_COPY_TTL_MS,
  DEMO_EMAIL_DOMAIN,
  DEMO_MAX_LIVE_COPIES,
  DEMO_MESSAGES,
  DEMO_ORG_SLUG_PREFIX,
} from "../../lib/demo/constants";
import { disconnectSessions } from "../notifications/hub";
import { purgeOrganization } from "../organizations/deletion";
import { inList, insertsInChunks } from "../platform/db/bound-parameters";
import type { Db } from "../platform/db/client";
import { schema } from "../platform/db/client";
import { ServiceError } from "../platform/errors";
import { demoLibrary } from "./papers";
import { demoMeetingWrites } from "./seed-meetings";
import { type DemoPaperPeople, demoPaperWrites } from "./seed-papers";

const { auditLogs, notifications, organizations, organizationMembers, sessions, users, userPreferences } = schema;

/** How many expired demo boards one Cron Trigger run deletes: a bounded amount of work every 15 minutes. */
export const DEMO_PURGE_BATCH = 50;

/**
 * The demo board: a real organisation in D1 that a demo visitor signs in to. Its people carry the
 * spec's board roles (002 §3.3). Accounts have no password: only /demo signs in as the director.
 * Later features add their own demo rows here; the papers are in seed-papers.ts, the meetings in seed-meetings.ts.
 */
export const DEMO_ORGANIZATION = {
  name: "Northwind Holdings",
  description: "Demo board of a mid-sized holding company, for exploring BoardRoom with sample data.",
  industry: "finance",
  organizationSize: "medium",
  website: "https://northwind.example",
} as const;

/** The board, director first. Each copy's addresses are `<mailbox>.<copy key>@DEMO_EMAIL_DOMAIN`. */
export const DEMO_PEOPLE = [
  { mailbox: "alex.morgan", fullName: "Alex Morgan", boardTitle: "Board Director", role: "admin" },
  { mailbox: "helen.carter", fullName: "Helen Carter", boardTitle: "Board Chair", role: "owner" },
  { mailbox: "samuel.okafor", fullName: "Samuel Okafor", boardTitle: "Independent Director", role: "member" },
  { mailbox: "priya.raman", fullName: "Priya Raman", boardTitle: "Independent Director", role: "member" },
  { mailbox: "james.whitfield", fullName: "James Whitfield", boardTitle: "CEO", role: "member" },
  { mailbox: "maria.lopez", fullName: "Maria Lopez", boardTitle: "CFO", role: "member" },
  { mailbox: "tom.becker", fullName: "Tom Becker", boardTitle: "Company Secretary", role: "admin" },
  { mailbox: "grace.liu", fullName: "Grace Liu", boardTitle: "Observer", role: "viewer" },
] as const;

/**
 * The demo director's notifications (000 §3 Notification). They describe the demo board itself, so
 * the bell has something true to show. Newest first; `ageMinutes` is how long ago each arrived.
 */
export const DEMO_NOTIFICATIONS = [
  {
    type: "system",
    priority: "medium",
    title: "Welcome to the Northwind Holdings demo board",
    body:
      "You are Alex Morgan, a director of this demo board. " +
      "Everything here is sample data, and Reset demo data restores it.",
    actionUrl: "/dashboard?demo=true&tour=true",
    actionText: "Take the tour",
    status: "unread",
    ageMinutes: 5,
  },
  {
    type: "alert",
    priority: "high",
    title: "This demo board is yours for 24 hours",
    body:
      "Nobody else sees it or your changes. " +
      "It is deleted 24 hours after you opened the demo; sign up to keep a board of your own.",
    actionUrl: null,
    actionText: null,
    status: "unread",
    ageMinutes: 6,
  },
  {
    type: "user",
    priority: "low",
    title: "Helen Carter added you to Northwind Holdings",
    body: "Helen Carter, Board Chair, added you to the board as a director.",
    actionUrl: null,
    actionText: null,
    status: "read",
    ageMinutes: 60 * 26,
  },
  {
    type: "user",
    priority: "low",
    title: "Grace Liu joined as an observer",
    body: "Grace Liu has view-only access to the board.",
    actionUrl: null,
    actionText: null,
    status: "read",
    ageMinutes: 60 * 24 * 3,
  },
] as const;

export type DemoCopy = { organizationId: string; directorId: string };

/**
 * Refuses a new demo board past DEMO_MAX_LIVE_COPIES, so a script calling /demo in a loop fills a bounded
 * number of rows until the Cron Trigger deletes them (the count can overshoot by the requests in flight,
 * which is harmless). A reset replaces a board, so it does not ask.
 */
export async function assertRoomForDemoCopy(db: Db): Promise<void> {
  const live = await db.$count(organizations, eq(organizations.isDemo, true));
  if (live >= DEMO_MAX_LIVE_COPIES) throw new ServiceError(429, DEMO_MESSAGES.busy);
}

/** Who has opened which paper of the demo pack: the chair all of them, two directors some; the visitor none. */
const DEMO_READS: { mailbox: string; papers: DemoPaperPeople["reads"][number]["papers"] }[] = [
  { mailbox: "helen.carter", papers: ["minutes", "ceo-report", "finance"] },
  { mailbox: "priya.raman", papers: ["minutes", "ceo-report"] },
  { mailbox: "samuel.okafor", papers: ["minutes"] },
];

/**
 * Seeds a new demo board for one visitor: its organisation, people, memberships, the director's notifications
 * and its papers (a vault of documents and a published, compiled board pack), in one batch (one round trip, all
 * or nothing), and the papers' bytes into R2 beside it: the board's own copies (decision 035).
 */
export async function seedDemoCopy(db: Db, files: R2Bucket, now = Date.now()): Promise<DemoCopy> {
  // 60 random bits: unique among live copies in practice, and the unique indexes refuse the rare clash.
  const key = crypto.randomUUID().replaceAll("-", "").slice(0, 15);
  const organizationId = crypto.randomUUID();
  const people = DEMO_PEOPLE.map((person) => ({
    ...person,
    id: crypto.randomUUID(),
    email: `${person.mailbox}.${key}@${DEMO_EMAIL_DOMAIN}`,
  }));
  const owner = people.find((person) => person.role === "owner")!;
  const director = people[0];
  const idOf = (mailbox: string) => people.find((person) => person.mailbox === mailbox)!.id;
  const library = await demoLibrary(DEMO_ORGANIZATION.name, now);
  const papers = demoPaperWrites(db, library, {
    organizationId,
    now,
    people: {
      secretaryId: idOf("tom.becker"),
      reads: DEMO_READS.map((reader) => ({ userId: idOf(reader.mailbox), papers: reader.papers })),
    },
  });
  const [firstPeople, ...morePeople] = insertsInChunks(
    db,
    users,
    people.map((person) => ({
      id: person.id,
      email: person.email,
      fullName: person.fullName,
      isDemo: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // The rows and the papers' bytes are written side by side (nobody can open the board before the session exists).
  const rows = db.batch([
    firstPeople,
    ...morePeople,
    db.insert(organizations).values({
      id: organizationId,
      ...DEMO_ORGANIZATION,
      slug: DEMO_ORG_SLUG_PREFIX + key,
      isDemo: true,
      createdBy: owner.id,
      createdAt: now,
      updatedAt: now,
    }),
    ...insertsInChunks(
      db,
      userPreferences,
      people.map((person) => ({ userId: person.id, currentOrganizationId: organizationId, updatedAt: now })),
    ),
    ...insertsInChunks(
      db,
      organizationMembers,
      people.map((person, index) => ({
        id: crypto.randomUUID(),
        organizationId,
        userId: person.id,
        role: person.role,
        boardTitle: person.boardTitle,
        joinedAt: now - (people.length - index) * 86_400_000 * 30,
      })),
    ),
    ...insertsInChunks(
      db,
      notifications,
      DEMO_NOTIFICATIONS.map(({ ageMinutes, ...notification }) => ({
        id: crypto.randomUUID(),
        recipientId: director.id,
        organizationId,
        ...notification,
        createdAt: now - ageMinutes * 60_000,
        readAt: notification.status === "read" ? now - ageMinutes * 60_000 + 3_600_000 : null,
      })),
    ),
    ...papers.statements,
    ...demoMeetingWrites(db, {
      organizationId,
      idOf,
      previousMeetingAt: library.previousMeetingAt,
      nextMeetingAt: library.nextMeetingAt,
      packId: papers.packId,
      assetOf: papers.assetOf,
      now,
    }),
  ]);
  const objects = Promise.all(
    papers.objects.map((object) =>
      files.put(object.key, object.bytes, { httpMetadata: { contentType: object.contentType } }),
    ),
  );
  const [written, stored] = await Promise.allSettled([rows, objects]);
  if (written.status === "rejected" || stored.status === "rejected") {
    // Nothing of a failed seed is kept in R2. Rows written beside a failed upload belong to a board nobody is signed
    // in to; the 24-hour purge deletes them with the board.
    await files.delete(papers.objects.map((object) => object.key)).catch(() => undefined);
    throw written.status === "rejected" ? written.reason : (stored as PromiseRejectedResult).reason;
  }
  return { organizationId, directorId: director.id };
}

/** The demo board a demo person belongs to (each belongs to exactly one), or null once it is gone. */
export async function findDemoCopyOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ id: organizations.id })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizations.isDemo, true)))
    .get();
  return row?.id ?? null;
}

/**
 * Deletes one demo board and everything of it: its people (their sessions, preferences, recent searches and
 * visits go by cascade), the audit rows about it or them (a throwaway board's record has no reader), then the
 * organisation through the purge every deleted organisation goes through (R2 files, members, committees,
 * notifications). People first: if the purge fails, the organisation is still there for the next run to finish.
 * Sockets still open as its people are closed, like any ended session's.
 */
export async function deleteDemoCopy(db: Db, env: Env, organizationId: string): Promise<void> {
  const people = (
    await db
      .select({ id: users.id })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(users.isDemo, true)))
      .all()
  ).map((person) => person.id);
  const signedIn = await db
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(inList(sessions.userId, people))
    .all();
  await db.batch([
    db.delete(auditLogs).where(eq(auditLogs.organizationId, organizationId)),
    db.delete(auditLogs).where(inList(auditLogs.userId, people)),
    db.delete(users).where(and(inList(users.id, people), eq(users.isDemo, true))),
  ]);
  await purgeOrganization(db, env.FILES, organizationId);
  for (const { userId } of signedIn) await disconnectSessions(env, userId, { everySessionExcept: null });
}

/** Cron Trigger: deletes the demo boards created DEMO_COPY_TTL_MS ago or earlier, oldest first, a batch a run. */
export async function purgeExpiredDemoCopies(db: Db, env: Env, now = Date.now()): Promise<number> {
  const expired = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.isDemo, true), lte(organizations.createdAt, now - DEMO_COPY_TTL_MS)))
    .orderBy(organizations.createdAt)
    .limit(DEMO_PURGE_BATCH)
    .all();
  for (const { id } of expired) await deleteDemoCopy(db, env, id);
  return expired.length;
}
