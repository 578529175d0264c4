// Vault roles (001 §6): viewer read-only, member edit, admin full control; the owner also transfers and deletes.
// Isomorphic: the UI shows them, the vault policy (app/.server/platform/policy.ts) enforces them.
export const VAULT_ROLES = ["owner", "admin", "member", "viewer"] as const;
export type VaultRole = (typeof VAULT_ROLES)[number];

/** Roles an invitation or a role change may give: ownership only moves by transfer. */
export const ASSIGNABLE_VAULT_ROLES = ["admin", "member", "viewer"] as const;
export type AssignableVaultRole = (typeof ASSIGNABLE_VAULT_ROLES)[number];

/** Higher is more: the order the policy compares roles in. */
export const VAULT_ROLE_RANK: Record<VaultRole, number> = { viewer: 1, member: 2, admin: 3, owner: 4 };

export const VAULT_ROLE_LABELS: Record<VaultRole, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  viewer: "Viewer",
};

export const VAULT_ROLE_DESCRIPTIONS: Record<VaultRole, string> = {
  owner: "Full control, including ownership transfer and deletion",
  admin: "Full control of the vault, its members and settings",
  member: "Adds and edits documents",
  viewer: "Views only",
};
