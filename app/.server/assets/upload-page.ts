// The upload page's one question of the organisation: whether the actor's role uploads documents there.
import type { Membership } from "../organizations/memberships";
import { membershipFrom, requireMembership, rowsOfOrganization } from "../organizations/memberships";
import type { ActorContext } from "../platform/context";
import { can } from "../platform/policy";

/**
 * Whether the actor may upload into the organisation (content.create), after the tenant guard (404 without a seat).
 * The guard's row is the one read with the session for the page (`prefetched`, decision 066) when it is of this
 * organisation, else read here.
 */
export async function mayUploadInto(
  ctx: ActorContext,
  organizationRef: string,
  prefetched?: readonly [Membership[]],
): Promise<boolean> {
  const rows = rowsOfOrganization(prefetched, organizationRef);
  const membership = rows ? membershipFrom(ctx, rows[0][0]) : await requireMembership(ctx, organizationRef);
  return can(ctx.actor, "content.create", membership);
}
