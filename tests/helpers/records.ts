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
