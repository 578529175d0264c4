import { eq, inArray } from "drizzle-orm";
import { schema } from "../../app/.server/platform/db/client";
import { serviceContext } from "./factories";

/** Everything an organisation holds in D1, serialised, to prove a refused call wrote nothing. */
export async function organizationSnapshot(organizationId: string): Promise<string> {
  const db = serviceContext().db;
  return JSON.stringify(
    await Promise.all([
      db.select().from(schema.organizations).where(eq(schema.organizations.id, organizationId)).all(),
      db
        .select()
        .from(schema.organizationMembers)
        .where(eq(schema.organizationMembers.organizationId, organizationId))
        .orderBy(schema.organizationMembers.id)
        .all(),
      db
        .select()
        .from(schema.organizationInvitations)
        .where(eq(schema.organizationInvitations.organizationId, organizationId))
        .orderBy(schema.organizationInvitations.id)
        .all(),
      db
        .select()
        .from(schema.organizationSettings)
        .where(eq(schema.organizationSettings.organizationId, organizationId))
        .all(),
    ]),
  );
}

/** An organisation's committees and their members, serialised (organizationSnapshot leaves them out). */
export async function committeesSnapshot(organizationId: string): Promise<string> {
  const db = serviceContext().db;
  const committees = await db
    .select()
    .from(schema.committees)
    .where(eq(schema.committees.organizationId, organizationId))
    .orderBy(schema.committees.id)
    .all();
  const members = committees.length
    ? await db
        .select()
        .from(schema.committeeMembers)
        .where(
          inArray(
            schema.committeeMembers.committeeId,
            committees.map((committee) => committee.id),
          ),
        )
        .orderBy(schema.committeeMembers.committeeId, schema.committeeMembers.userId)
        .all()
    : [];
  return JSON.stringify([committees, members]);
}

/** organizationSnapshot plus the committees: everything a refused organisation or committee action must leave alone. */
export async function organizationWithCommitteesSnapshot(organizationId: string): Promise<string> {
  return JSON.stringify([await organizationSnapshot(organizationId), await committeesSnapshot(organizationId)]);
}
