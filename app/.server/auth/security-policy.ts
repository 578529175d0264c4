// The organisations' security policy as it applies to one account (issue 13): the strictest idle timeout, the
// password rules, two-factor required and allowed network ranges. Read in the session lookup's own query
// (decision 026: no extra round trip), then decided here, once, for pages and the API alike.
import { and, eq, sql } from "drizzle-orm";
import { ipInRanges } from "../../lib/auth/ip-ranges";
import type { OrganizationHold } from "../../lib/auth/organization-holds";
import type { NamedPasswordPolicy } from "../../lib/auth/password-policy";
import { type ComplianceSettings, DEFAULT_COMPLIANCE_SETTINGS } from "../../lib/organizations/settings";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";

const { users, organizations, organizationMembers, organizationSettings, twoFactorSecrets } = schema;

export type OrganizationPolicy = { id: string; name: string; compliance: ComplianceSettings };

/**
 * The compliance settings of every organisation the user is an active member of, as one JSON text, for the
 * lookup's select (`users` is in its FROM). Null settings rows read as the defaults.
 */
export const organizationPoliciesColumn = sql<string | null>`(
  select json_group_array(json_object('id', o.id, 'name', o.name, 'compliance', json(s.compliance_settings)))
  from ${organizationMembers} m
  join ${organizations} o on o.id = m.organization_id
  left join ${organizationSettings} s on s.organization_id = o.id
  where m.user_id = ${users.id} and m.status = 'active'
)`.as("organization_policies");

export const twoFactorOnColumn = sql<number>`exists(
  select 1 from ${twoFactorSecrets} t where t.user_id = ${users.id} and t.enabled_at is not null
)`.as("two_factor_on");

/** Settings stored as JSON are read over the defaults (nested policy too), so old rows keep working. */
export function complianceWithDefaults(stored: unknown): ComplianceSettings {
  const value = stored && typeof stored === "object" ? (stored as Partial<ComplianceSettings>) : {};
  return {
    ...DEFAULT_COMPLIANCE_SETTINGS,
    ...value,
    passwordPolicy: { ...DEFAULT_COMPLIANCE_SETTINGS.passwordPolicy, ...(value.passwordPolicy ?? {}) },
    allowedIpRanges: Array.isArray(value.allowedIpRanges) ? value.allowedIpRanges : [],
  };
}

export function parseOrganizationPolicies(text: string | null | undefined): OrganizationPolicy[] {
  if (!text) return [];
  try {
    const rows = JSON.parse(text) as { id: string; name: string; compliance: unknown }[];
    return rows.map((row) => ({ id: row.id, name: row.name, compliance: complianceWithDefaults(row.compliance) }));
  } catch {
    return [];
  }
}

/** Minutes of inactivity after which the session ends: the strictest of the user's organisations (null: none). */
export function strictestIdleMinutes(policies: readonly OrganizationPolicy[]): number | null {
  const minutes = policies.map((p) => p.compliance.sessionTimeout).filter((m) => Number.isFinite(m) && m > 0);
  return minutes.length ? Math.min(...minutes) : null;
}

/** IP restriction applies once it is on AND lists ranges: an old "on" with no list can't lock everyone out. */
export const ipRestrictionApplies = (compliance: ComplianceSettings) =>
  compliance.ipRestriction && compliance.allowedIpRanges.length > 0;

/**
 * The organisations that hold this account back from their data here, and why (decision 048): those requiring
 * two-factor sign-in the account lacks, and those whose ranges exclude the request's address. Empty: none.
 */
export function organizationHolds(
  policies: readonly OrganizationPolicy[],
  twoFactorOn: boolean,
  ip: string | null,
): OrganizationHold[] {
  return policies.flatMap((p) => {
    const twoFactorRequired = !twoFactorOn && p.compliance.twoFactorRequired;
    const networkRefused = ipRestrictionApplies(p.compliance) && !ipInRanges(ip, p.compliance.allowedIpRanges);
    return twoFactorRequired || networkRefused ? [{ id: p.id, name: p.name, twoFactorRequired, networkRefused }] : [];
  });
}

/** Reads the policies of one user outside the lookup (password changes, the settings page). */
export async function organizationPoliciesOf(ctx: ServiceContext, userId: string): Promise<OrganizationPolicy[]> {
  const rows = await ctx.db
    .select({ id: organizations.id, name: organizations.name, compliance: organizationSettings.complianceSettings })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.status, "active")))
    .all();
  return rows.map((row) => ({ id: row.id, name: row.name, compliance: complianceWithDefaults(row.compliance) }));
}

export const namedPasswordPolicies = (policies: readonly OrganizationPolicy[]): NamedPasswordPolicy[] =>
  policies.map((p) => ({ organizationName: p.name, policy: p.compliance.passwordPolicy }));

/** One organisation's policy (an invitation being accepted applies it before the membership exists). */
export async function organizationPolicyOf(
  ctx: ServiceContext,
  organizationId: string,
): Promise<OrganizationPolicy | null> {
  const row = await ctx.db
    .select({ id: organizations.id, name: organizations.name, compliance: organizationSettings.complianceSettings })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .get();
  return row ? { id: row.id, name: row.name, compliance: complianceWithDefaults(row.compliance) } : null;
}
