// One check for a new password against the policies of the user's organisations (issue 13), for every place a
// password is chosen once there is an account: changing it, resetting it, a forced change, accepting an invitation.
import { passwordPolicyViolation } from "../../lib/auth/password-policy";
import type { ServiceContext } from "../platform/context";
import { badRequest } from "../platform/errors";
import { namedPasswordPolicies, organizationPoliciesOf, organizationPolicyOf } from "./security-policy";

/**
 * Refuses `password` with the broken rule named, as a field error on `field`. `extraOrganization` is an
 * organisation the user is about to join (an invitation): its policy applies before the membership exists.
 */
export async function assertPasswordMeetsPolicies(
  ctx: ServiceContext,
  userId: string | null,
  password: string,
  field: string,
  extraOrganizationId?: string,
): Promise<void> {
  const policies = userId ? await organizationPoliciesOf(ctx, userId) : [];
  const extra = extraOrganizationId && !policies.some((p) => p.id === extraOrganizationId);
  const all = extra ? [...policies, ...(await policiesOfOrganization(ctx, extraOrganizationId))] : policies;
  const violation = passwordPolicyViolation(password, namedPasswordPolicies(all));
  if (violation) throw badRequest(violation, { [field]: [violation] });
}

async function policiesOfOrganization(ctx: ServiceContext, organizationId: string) {
  const policy = await organizationPolicyOf(ctx, organizationId);
  return policy ? [policy] : [];
}
