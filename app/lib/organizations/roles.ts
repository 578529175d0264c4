// Organisation roles and their descriptions (001 §6). Isomorphic: the UI shows them, the policy enforces them.
export const ORGANIZATION_ROLES = ["owner", "admin", "member", "viewer"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Roles an invitation or a role change may give: ownership only moves by transfer. */
export const ASSIGNABLE_ROLES = ["admin", "member", "viewer"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const isAssignableRole = (value: string): value is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(value);

export const ROLE_LABELS: Record<OrganizationRole, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  viewer: "Viewer",
};

export const ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  owner: "Full control, including billing, ownership transfer and deletion",
  admin: "Manages members and organization content",
  member: "Accesses and creates content",
  viewer: "Views only",
};
