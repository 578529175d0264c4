import { eq, inArray } from "drizzle-orm";
import { DEMO_ORG_SLUG, DEMO_USER_EMAIL } from "../../lib/demo/constants";
import { purgeOrganization } from "../organizations/deletion";
import type { Db } from "../platform/db/client";
import { schema } from "../platform/db/client";

const { notifications, organizations, organizationMembers, users, userPreferences } = schema;

/**
 * The demo board: a real organisation in D1 that demo visitors sign in to. Its people carry the
 * spec's board roles (002 §3.3). Accounts have no password: only /demo signs in as the director.
 * Later features add their own demo rows here (meetings, documents, ...).
 */
export const DEMO_ORGANIZATION = {
  name: "Northwind Holdings",
  slug: DEMO_ORG_SLUG,
  description: "Demo board of a mid-sized holding company, for exploring BoardRoom with sample data.",
  industry: "finance",
  organizationSize: "medium",
  website: "https://northwind.example",
} as const;

export const DEMO_PEOPLE = [
  { email: DEMO_USER_EMAIL, fullName: "Alex Morgan", boardTitle: "Board Director", role: "admin" },
  { email: "helen.carter@demo.boardroom.local", fullName: "Helen Carter", boardTitle: "Board Chair", role: "owner" },
  {
    email: "samuel.okafor@demo.boardroom.local",
    fullName: "Samuel Okafor",
    boardTitle: "Independent Director",
    role: "member",
  },
  {
    email: "priya.raman@demo.boardroom.local",
    fullName: "Priya Raman",
    boardTitle: "Independent Director",
    role: "member",
  },
  { email: "james.whitfield@demo.boardroom.local", fullName: "James Whitfield", boardTitle: "CEO", role: "member" },
  { email: "maria.lopez@demo.boardroom.local", fullName: "Maria Lopez", boardTitle: "CFO", role: "member" },
  { email: "tom.becker@demo.boardroom.local", fullName: "Tom Becker", boardTitle: "Company Secretary", role: "admin" },
  { email: "grace.liu@demo.boardroom.local", fullName: "Grace Liu", boardTitle: "Observer", role: "viewer" },
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
    title: "Other visitors share this demo board",
    body:
      "Anyone exploring the demo sees the same board. " +
      "When someone resets the demo data, everyone in the demo is signed out of it.",
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

/** Creates the demo organisation and its people when missing. Safe to run any number of times. */
export async function ensureDemoOrganization(db: Db): Promise<{ organizationId: string; directorId: string }> {
  const existing = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_ORG_SLUG))
    .get();
  const director = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL)).get();
  if (existing && director) return { organizationId: existing.id, directorId: director.id };
  return seedDemoOrganization(db);
}

/**
 * Deletes the demo organisation and its people, then seeds them afresh (the "reset demo" action).
 * The organisation goes the way any deleted one does, files in R2 included (a visitor may have
 * uploaded a logo); the seed then removes the old people and inserts the new board in one batch.
 */
export async function resetDemoOrganization(
  db: Db,
  bucket: R2Bucket,
): Promise<{ organizationId: string; directorId: string }> {
  const existing = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_ORG_SLUG))
    .get();
  if (existing) await purgeOrganization(db, bucket, existing.id);
  return seedDemoOrganization(db);
}

async function seedDemoOrganization(db: Db) {
  const now = Date.now();
  const organizationId = crypto.randomUUID();
  const people = DEMO_PEOPLE.map((person) => ({ ...person, id: crypto.randomUUID() }));
  const owner = people.find((person) => person.role === "owner")!;
  await db.batch([
    // Clear half-seeded leftovers (e.g. an interrupted earlier run) before inserting.
    db.delete(organizations).where(eq(organizations.slug, DEMO_ORG_SLUG)),
    db.delete(users).where(
      inArray(
        users.email,
        DEMO_PEOPLE.map((person) => person.email),
      ),
    ),
    db.insert(users).values(
      people.map((person) => ({
        id: person.id,
        email: person.email,
        fullName: person.fullName,
        isDemo: true,
        createdAt: now,
        updatedAt: now,
      })),
    ),
    db
      .insert(userPreferences)
      .values(people.map((person) => ({ userId: person.id, currentOrganizationId: null, updatedAt: now }))),
    db.insert(organizations).values({
      id: organizationId,
      ...DEMO_ORGANIZATION,
      isDemo: true,
      createdBy: owner.id,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(organizationMembers).values(
      people.map((person, index) => ({
        id: crypto.randomUUID(),
        organizationId,
        userId: person.id,
        role: person.role,
        boardTitle: person.boardTitle,
        joinedAt: now - (people.length - index) * 86_400_000 * 30,
      })),
    ),
    db.insert(notifications).values(
      DEMO_NOTIFICATIONS.map(({ ageMinutes, ...notification }) => ({
        id: crypto.randomUUID(),
        recipientId: people[0].id,
        organizationId,
        ...notification,
        createdAt: now - ageMinutes * 60_000,
        readAt: notification.status === "read" ? now - ageMinutes * 60_000 + 3_600_000 : null,
      })),
    ),
    db
      .update(userPreferences)
      .set({ currentOrganizationId: organizationId })
      .where(
        inArray(
          userPreferences.userId,
          people.map((person) => person.id),
        ),
      ),
  ]);
  return { organizationId, directorId: people[0].id };
}
