// Who in an organisation has not yet set up two-factor sign-in (issue 13), for its compliance tab: managers see the
// names while `twoFactorRequired` holds them back, so they can follow up.
import { and, asc, eq, isNotNull, notExists } from "drizzle-orm";
import type { Membership } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { can } from "../platform/policy";

const { organizationMembers, users, twoFactorSecrets } = schema;
const SHOWN = 100;

export async function membersWithoutTwoFactor(ctx: ActorContext, membership: Membership) {
  if (!can(ctx.actor, "organization.update", membership)) return null;
  return ctx.db
    .select({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, membership.organization.id),
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
    .limit(SHOWN)
    .all();
}
