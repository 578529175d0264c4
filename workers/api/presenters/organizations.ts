import type { createOrganization } from "../../../app/.server/organizations/organizations";

type CreatedOrganization = Awaited<ReturnType<typeof createOrganization>>;

/** POST /api/organizations/create's organization: the spec's snake_case fields, the creation time in ISO 8601. */
export function presentCreatedOrganization(organization: CreatedOrganization) {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    description: organization.description,
    industry: organization.industry,
    organization_size: organization.organizationSize,
    website: organization.website,
    created_at: new Date(organization.createdAt).toISOString(),
    created_by: organization.createdBy,
    userRole: organization.userRole,
  };
}
