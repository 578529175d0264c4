// Who in an organisation has not yet set up two-factor sign-in (issue 13), for its compliance tab: managers see the
// names while `twoFactorRequired` holds them back, so they can follow up.
import { and, asc, eq, isNotNull, notExists, type SQLWrapper } from "drizzle-orm";
import type { Membership } from "../organizations/memberships";
import type { ActorContext, ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { can } from "../platform/policy";

const { organizationMembers, users, twoFactorSecrets } = schema;
const SHOWN = 100;

type RosterRow = { userId: string; fullName: string | null; email: string };

/** The roster's read, unexecuted, for a batch with the guard's read: read for everyone, shown to managers only. */
export function withoutTwoFactorQuery(ctx: Pick<ServiceContext, "db">, organizationId: string | SQLWrapper) {
  return ctx.db
    .select({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, "active"),
        notExists(
          ctx.db
            .select({ userId: twoFactorSecrets.userId })
            .from(twoFactorSecrets)
            .where(and(eq(twoFactorSecrets.userId, users.id), isNotNull(twoFactorSecrets.enabledAt))),
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(SHOWN);
}

/** The roster for those who manage the organisation's settings; null for anyone else. */
export function withoutTwoFactorFrom(ctx: ActorContext, membership: Membership, rows: RosterRow[]): RosterRow[] | null {
  return can(ctx.actor, "organization.update", membership) ? rows : null;
}
