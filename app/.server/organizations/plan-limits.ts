// Plan limits that are enforced, not only displayed (plans rows, migration 0001; -1 = unlimited).
// Members: active members plus pending, unexpired invitations may not exceed the plan's max_members.
import { and, eq, gt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { organizations, organizationSettings, organizationMembers, organizationInvitations, plans } = schema;

/**
 * The organisation's max_members as a SQL value. An organisation without a settings row is on the
 * free plan (the settings row's default), as the settings page shows it.
 */
export function memberLimitSql(organizationId: SQLWrapper | string): SQL<number> {
  return qualified(sql`coalesce(
    (select ${plans.maxMembers} from ${organizationSettings}
      inner join ${plans} on ${plans.id} = ${organizationSettings.planId}
      where ${organizationSettings.organizationId} = ${organizationId}),
    (select ${plans.maxMembers} from ${plans} where ${plans.id} = 'free'))`);
}

/**
 * True (in SQL) while the organisation has a seat for `userId`: its active members other than that
 * user are fewer than the limit. Leaving the user out makes the check hold for someone who is
 * already a member, and lets it sit in the same batch as the insert that takes the seat.
 */
export function hasSeatForSql(organizationId: SQLWrapper | string, userId: string): SQL {
  const limit = memberLimitSql(organizationId);
  return qualified(
    sql`(${limit} = -1 or (select count(*) from ${organizationMembers}
      where ${organizationMembers.organizationId} = ${organizationId} and ${organizationMembers.status} = 'active'
        and ${organizationMembers.userId} <> ${userId}) < ${limit})`,
  );
}

/**
 * Keeps every column table-qualified wherever the fragment lands. Drizzle writes the columns of a
 * single-table select field without their table (`"id"`), which inside these subqueries would bind
 * to the wrong table; it leaves nested fragments alone.
 */
function qualified<T>(fragment: SQL): SQL<T> {
  return sql<T>`${fragment}`;
}

export type MemberSeats = { limit: number; members: number; pending: number };

/** The plan's limit and the seats taken now: active members and pending invitations not yet expired. */
export async function memberSeats(ctx: ServiceContext, organizationId: string, now = Date.now()): Promise<MemberSeats> {
  const row = await ctx.db
    .select({
      limit: memberLimitSql(organizations.id),
      members: sql<number>`(select count(*) from ${organizationMembers} where ${and(
        eq(organizationMembers.organizationId, organizations.id),
        eq(organizationMembers.status, "active"),
      )})`,
      pending: sql<number>`(select count(*) from ${organizationInvitations} where ${and(
        eq(organizationInvitations.organizationId, organizations.id),
        eq(organizationInvitations.status, "pending"),
        gt(organizationInvitations.expiresAt, now),
      )})`,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .get();
  return { limit: row?.limit ?? -1, members: row?.members ?? 0, pending: row?.pending ?? 0 };
}

/** Whether `extra` more seats fit on top of what is taken. */
export function seatsLeft(seats: MemberSeats, extra = 1): boolean {
  return seats.limit === -1 || seats.members + seats.pending + extra <= seats.limit;
}
