// Rows read back from D1, for assertions on what a call wrote (or did not write).

import { and, eq } from "drizzle-orm";
import { schema } from "../../app/.server/platform/db/client";
import { serviceContext } from "./factories";

const db = () => serviceContext().db;

export const organizationRow = (id: string) =>
  db().select().from(schema.organizations).where(eq(schema.organizations.id, id)).get();

export const invitationsOf = (organizationId: string) =>
  db()
    .select()
    .from(schema.organizationInvitations)
    .where(eq(schema.organizationInvitations.organizationId, organizationId))
    .all();

export const membershipOf = (organizationId: string, userId: string) =>
  db()
    .select()
    .from(schema.organizationMembers)
    .where(
      and(eq(schema.organizationMembers.organizationId, organizationId), eq(schema.organizationMembers.userId, userId)),
    )
    .get();

export const preferencesOf = (userId: string) =>
  db().select().from(schema.userPreferences).where(eq(schema.userPreferences.userId, userId)).get();

/** The audit actions recorded for a user, optionally only within one organisation. */
export async function auditActions(userId: string, organizationId?: string): Promise<string[]> {
  const byUser = eq(schema.auditLogs.userId, userId);
  const rows = await db()
    .select({ action: schema.auditLogs.action })
    .from(schema.auditLogs)
    .where(organizationId ? and(byUser, eq(schema.auditLogs.organizationId, organizationId)) : byUser)
    .all();
  return rows.map((row) => row.action);
}

type NotificationRow = Partial<typeof schema.notifications.$inferInsert>;

/** Gives `recipientId` notifications, newest first in the order given (each a minute older than the one before). */
export async function giveNotifications(recipientId: string, rows: NotificationRow[]): Promise<string[]> {
  const start = Date.now();
  const values = rows.map((row, index) => ({
    id: crypto.randomUUID(),
    recipientId,
    type: "alert",
    priority: "medium" as const,
    title: `Notification ${index}`,
    createdAt: start - index * 60_000,
    ...row,
  }));
  // A few rows a statement: D1 binds at most 100 values in one.
  for (let first = 0; first < values.length; first += 8)
    await serviceContext()
      .db.insert(schema.notifications)
      .values(values.slice(first, first + 8));
  return values.map((value) => value.id);
}

/** Sets an organisation's compliance settings (its security policy), whether or not it has a settings row yet. */
export async function setCompliance(organizationId: string, complianceSettings: Record<string, unknown>) {
  await serviceContext()
    .db.insert(schema.organizationSettings)
    .values({ organizationId, complianceSettings })
    .onConflictDoUpdate({ target: schema.organizationSettings.organizationId, set: { complianceSettings } });
}
