// The one policy module (ARCHITECTURE.md): `can(actor, action, resource)` answers every authorization question
// of the product (roles, archived organisations, the demo, browser sessions, platform administrators), and
// `authorize` throws the matching ServiceError. Services call them; pages and the API only show what the
// answers allow, so the two can't drift apart.
import { AUTH_MESSAGES } from "../../lib/auth/constants";
import { DEMO_MESSAGES } from "../../lib/demo/constants";
import { ORGANIZATION_MESSAGES } from "../../lib/organizations/constants";
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from "../../lib/organizations/roles";
import { VAULT_MESSAGES } from "../../lib/vaults/constants";
import { VAULT_ROLE_RANK, type VaultRole } from "../../lib/vaults/roles";
import type { Actor } from "./context";
import { ServiceError } from "./errors";

// ---- The actor's own account (no organisation involved) ----

export type AccountAction =
  | "account.view_settings" // the settings page lists sessions and tokens
  | "account.update_profile"
  | "account.change_password"
  | "account.manage_two_factor" // turn two-factor on or off, new recovery codes
  | "account.delete"
  | "account.manage_sessions" // sign out one device, or every other device
  | "account.sign_out_everywhere"
  | "api_tokens.view"
  | "api_tokens.create"
  | "api_tokens.revoke"
  | "organization.create"
  | "demo.use" // the tour, Exit Demo, Reset demo data
  | "platform.administer"; // the admin area

type AccountRule = {
  /**
   * A bearer token may call the API, but a leaked one must not mint tokens that outlive its revocation,
   * nor change the password, devices or the account and so lock the owner out.
   */
  browserSession?: true;
  /**
   * A demo director is a throwaway account without a password, deleted with its board after 24 hours
   * (decision 021): its account settings would mislead, and nobody may act on the world (email, new
   * organisations) as it.
   */
  notDemo?: true;
  demoOnly?: true;
  platformAdmin?: true;
};

const ACCOUNT_RULES: Record<AccountAction, AccountRule> = {
  "account.view_settings": { browserSession: true },
  "account.update_profile": { notDemo: true },
  "account.change_password": { browserSession: true, notDemo: true },
  "account.manage_two_factor": { browserSession: true, notDemo: true },
  "account.delete": { browserSession: true, notDemo: true },
  "account.manage_sessions": { browserSession: true, notDemo: true },
  "account.sign_out_everywhere": { notDemo: true },
  "api_tokens.view": { browserSession: true },
  "api_tokens.create": { browserSession: true, notDemo: true },
  "api_tokens.revoke": { browserSession: true },
  "organization.create": { notDemo: true },
  "demo.use": { demoOnly: true },
  "platform.administer": { platformAdmin: true },
};

// ---- Inside one organisation ----

export type OrganizationAction =
  | "organization.view"
  | "organization.update" // general, assets, compliance and notification settings; logo
  | "organization.archive" // archive and restore
  | "organization.export"
  | "organization.delete" // schedule, cancel or delete now
  | "organization.transfer_ownership"
  | "organization.manage_billing"
  | "organization.leave"
  | "members.view"
  | "members.manage" // the members and invitations tabs
  | "invitations.view" // the pending list and history
  | "invitations.manage" // revoke
  | "invitations.send" // invite and resend: these send our email to any address
  | "committees.view"
  | "committees.manage" // create, edit, archive, set members
  | "content.view"
  | "content.create"
  | "votes.cast"; // a ballot: who may vote is the vote's list of eligible voters, asked after this

const ALL = ORGANIZATION_ROLES;
const MANAGERS: readonly OrganizationRole[] = ["owner", "admin"];
const OWNER: readonly OrganizationRole[] = ["owner"];

const ALLOWED: Record<OrganizationAction, readonly OrganizationRole[]> = {
  "organization.view": ALL,
  "organization.update": MANAGERS,
  "organization.archive": OWNER,
  "organization.export": MANAGERS,
  "organization.delete": OWNER,
  "organization.transfer_ownership": OWNER,
  "organization.manage_billing": OWNER,
  // An owner must hand over ownership before leaving (someone must always own the organisation).
  "organization.leave": ["admin", "member", "viewer"],
  "members.view": ALL,
  "members.manage": MANAGERS,
  "invitations.view": MANAGERS,
  "invitations.manage": MANAGERS,
  "invitations.send": MANAGERS,
  "committees.view": ALL,
  "committees.manage": MANAGERS,
  "content.view": ALL,
  "content.create": ["owner", "admin", "member"],
  "votes.cast": ALL,
};

/**
 * The roles an organisation action is open to, for a read that foretells the policy's answer in SQL before the guard
 * has read the seat (decision 066); the policy's own decision (`can`, `authorize`) stays the last word.
 */
export function rolesAllowedTo(action: OrganizationAction): readonly OrganizationRole[] {
  return ALLOWED[action];
}

/** What a refusal by role says where a generic "no permission" would not tell the person what to do. */
const ROLE_REFUSALS: Partial<Record<OrganizationAction, string>> = {
  "organization.export": "Only owners and admins can export",
  "organization.archive": "Only the owner can archive or restore",
  "organization.leave": "Transfer ownership before leaving",
};

/**
 * What each action does to the organisation. An archived organisation is read-only (like an archived
 * vault, 001 §4): its writes are refused until it is restored. Reads still work, and so do the
 * lifecycle actions that end or undo the archive or take the actor out: restore, export, leave, delete.
 */
const ACTION_KIND: Record<OrganizationAction, "read" | "write" | "lifecycle"> = {
  "organization.view": "read",
  "organization.update": "write",
  "organization.archive": "lifecycle",
  "organization.export": "lifecycle",
  "organization.delete": "lifecycle",
  "organization.transfer_ownership": "write",
  "organization.manage_billing": "write",
  "organization.leave": "lifecycle",
  "members.view": "read",
  "members.manage": "write",
  "invitations.view": "read",
  "invitations.manage": "write",
  "invitations.send": "write",
  "committees.view": "read",
  "committees.manage": "write",
  "content.view": "read",
  "content.create": "write",
  "votes.cast": "write",
};

/** A demo board is restored by "Reset demo data" and deleted by the Cron Trigger: never deleted or archived by hand. */
const DEMO_ORGANIZATION_REFUSALS: Partial<Record<OrganizationAction, string>> = {
  "organization.delete": ORGANIZATION_MESSAGES.demoCannotBeDeleted,
  "organization.archive": ORGANIZATION_MESSAGES.demoCannotBeArchived,
};

/** An actor's seat in one organisation: what the organisation-scoped rules look at. */
export type MembershipScope = {
  role: OrganizationRole;
  organization: { status: "active" | "archived"; isDemo: boolean };
};

// ---- Acting on another member (001 §6) ----

export type MemberAction = "member.change_role" | "member.remove" | "member.transfer_ownership";

export type MemberScope = MembershipScope & {
  target: { userId: string; role: OrganizationRole; status?: "active" | "pending_activation" | "suspended" };
  /** For a role change: the role to give. */
  newRole?: AssignableRole;
};

/** The organisation-wide permission each member action needs first. */
const MEMBER_ACTION_BASE: Record<MemberAction, OrganizationAction> = {
  "member.change_role": "members.manage",
  "member.remove": "members.manage",
  "member.transfer_ownership": "organization.transfer_ownership",
};

const MEMBER_REFUSALS: Record<MemberAction, string> = {
  "member.change_role": "You can't change this member's role.",
  "member.remove": "You can't remove this member.",
  "member.transfer_ownership": "You can't transfer ownership to this member.",
};

/**
 * Which roles an actor may give in a role change or invitation: owners and admins give admin,
 * member or viewer (001 §5 role targets); ownership only moves by transfer.
 */
export function assignableRolesFor(role: OrganizationRole): AssignableRole[] {
  return role === "owner" || role === "admin" ? [...ASSIGNABLE_ROLES] : [];
}

/**
 * Never to yourself; nobody acts on an owner; an owner acts on any non-owner; an admin changes or
 * removes members and viewers only; only an owner transfers ownership.
 */
function mayActOnMember(actorId: string, scope: MemberScope, action: MemberAction): boolean {
  const { role, target } = scope;
  if (actorId === target.userId || target.role === "owner") return false;
  if (role === "owner") return true;
  if (role === "admin") {
    return action !== "member.transfer_ownership" && (target.role === "member" || target.role === "viewer");
  }
  return false;
}

// ---- Decisions ----

type Decision = { allowed: true } | { allowed: false; status: 403 | 404 | 409; message: string };

const ALLOWED_DECISION: Decision = { allowed: true };
const refuse = (status: 403 | 404 | 409, message: string): Decision => ({ allowed: false, status, message });
const FORBIDDEN = "You don't have permission to do that.";

/** The account role of the platform's administrators (the admin area), also for reads gated in SQL (decision 066). */
export const PLATFORM_ADMIN_ROLE = "admin";

function decideForAccount(actor: Actor, action: AccountAction): Decision {
  const rule = ACCOUNT_RULES[action];
  // Not even revealed to others: the admin area answers 404, as if it did not exist.
  if (rule.platformAdmin && actor.user.role !== PLATFORM_ADMIN_ROLE) return refuse(404, "Not found");
  if (rule.browserSession && actor.via !== "session") return refuse(403, AUTH_MESSAGES.browserSessionRequired);
  if (rule.notDemo && actor.user.isDemo) return refuse(403, AUTH_MESSAGES.demoAccountLocked);
  if (rule.demoOnly && !actor.user.isDemo) return refuse(403, DEMO_MESSAGES.notDemo);
  return ALLOWED_DECISION;
}

function decideInOrganization(actor: Actor, action: OrganizationAction, scope: MembershipScope): Decision {
  if (!ALLOWED[action].includes(scope.role)) return refuse(403, ROLE_REFUSALS[action] ?? FORBIDDEN);
  if (scope.organization.status === "archived" && ACTION_KIND[action] === "write") {
    return refuse(409, ORGANIZATION_MESSAGES.archived);
  }
  const demoRefusal = scope.organization.isDemo ? DEMO_ORGANIZATION_REFUSALS[action] : undefined;
  if (demoRefusal) return refuse(403, demoRefusal);
  if (action === "invitations.send" && actor.user.isDemo) return refuse(403, AUTH_MESSAGES.demoAccountLocked);
  return ALLOWED_DECISION;
}

function decideOnMember(actor: Actor, action: MemberAction, scope: MemberScope): Decision {
  const base = decideInOrganization(actor, MEMBER_ACTION_BASE[action], scope);
  if (!base.allowed) return base;
  if (!mayActOnMember(actor.user.id, scope, action)) return refuse(403, MEMBER_REFUSALS[action]);
  if (scope.newRole && !assignableRolesFor(scope.role).includes(scope.newRole)) {
    return refuse(403, "You can't give that role.");
  }
  // A pending or suspended member can't act as owner, and the organisation would be left without one.
  if (action === "member.transfer_ownership" && (scope.target.status ?? "active") !== "active") {
    return refuse(409, ORGANIZATION_MESSAGES.ownershipNeedsActiveMember);
  }
  return ALLOWED_DECISION;
}

// ---- Inside one vault (001 §6) and on one document ----

export type VaultAction =
  | "vault.view"
  | "vault.edit" // settings, adding and removing documents (canEdit of 001 §2.3)
  | "vault.archive" // archive and restore (canEdit)
  | "vault.export" // canEdit (001 §6)
  | "vault.manage_members" // invite, change roles, remove
  | "vault.transfer_ownership"
  | "vault.delete";

/** The least vault role each action needs: viewer reads, member edits, admin controls, owner transfers and deletes. */
const VAULT_ACTION_ROLE: Record<VaultAction, VaultRole> = {
  "vault.view": "viewer",
  "vault.edit": "member",
  "vault.archive": "member",
  "vault.export": "member",
  "vault.manage_members": "admin",
  "vault.transfer_ownership": "owner",
  "vault.delete": "owner",
};

/** Archived and expired vaults are read-only (001 §4): only reads and the actions that undo or end that remain. */
const VAULT_ACTION_KIND: Record<VaultAction, "read" | "write" | "lifecycle"> = {
  "vault.view": "read",
  "vault.edit": "write",
  "vault.archive": "lifecycle",
  "vault.export": "lifecycle",
  "vault.manage_members": "write",
  "vault.transfer_ownership": "write",
  "vault.delete": "lifecycle",
};

export type VaultScope = MembershipScope & {
  /** The actor's explicit seat in the vault, if any. */
  vaultRole: VaultRole | null;
  /** Whether the actor is the vault's owner (`vaults.owner_id`). */
  isVaultOwner: boolean;
  /** `expired` when past its expiry date, whatever is stored. */
  vault: { status: "draft" | "active" | "archived" | "expired"; isPublic: boolean };
};

/**
 * The vault role that counts, on top of the organisation role: the organisation's owner and admins have full
 * control of every vault in it (its owner also transfers and deletes); otherwise the explicit seat, else viewer
 * of a public vault; an organisation viewer never edits, whatever their seat says. Null: no access at all.
 */
export function effectiveVaultRole(scope: VaultScope): VaultRole | null {
  const fromSeat: VaultRole | null = scope.isVaultOwner
    ? "owner"
    : (scope.vaultRole ?? (scope.vault.isPublic ? "viewer" : null));
  const fromOrganization: VaultRole | null = scope.role === "owner" ? "owner" : scope.role === "admin" ? "admin" : null;
  const best = [fromSeat, fromOrganization].reduce<VaultRole | null>(
    (top, role) => (role && (!top || VAULT_ROLE_RANK[role] > VAULT_ROLE_RANK[top]) ? role : top),
    null,
  );
  if (best && scope.role === "viewer") return "viewer";
  return best;
}

const VAULT_REFUSALS: Partial<Record<VaultAction, string>> = {
  "vault.transfer_ownership": "Only the vault owner can transfer ownership",
  "vault.delete": "Only the vault owner can delete the vault",
};

function decideInVault(actor: Actor, action: VaultAction, scope: VaultScope): Decision {
  const role = effectiveVaultRole(scope);
  // Not even revealed: a vault the actor may not see answers as if it did not exist.
  if (!role) return refuse(404, VAULT_MESSAGES.notFound);
  if (VAULT_ROLE_RANK[role] < VAULT_ROLE_RANK[VAULT_ACTION_ROLE[action]]) {
    return refuse(403, VAULT_REFUSALS[action] ?? FORBIDDEN);
  }
  if (VAULT_ACTION_KIND[action] === "write") {
    if (scope.organization.status === "archived") return refuse(409, ORGANIZATION_MESSAGES.archived);
    if (scope.vault.status === "archived") return refuse(409, VAULT_MESSAGES.readOnlyArchived);
    if (scope.vault.status === "expired") return refuse(409, VAULT_MESSAGES.readOnlyExpired);
  }
  if (action === "vault.manage_members" && actor.user.isDemo) return refuse(403, AUTH_MESSAGES.demoAccountLocked);
  return ALLOWED_DECISION;
}

export type AssetAction =
  | "asset.view" // open, read, download
  | "asset.annotate" // annotate, reply, resolve, delete (readers discuss the papers they read; not once read-only)
  | "asset.edit" // metadata, new versions
  | "asset.manage"; // delete, restore versions, shares

/**
 * What the actor holds on one document, worked out from the rows by app/.server/assets/access.ts: `manage` for
 * its uploader, the organisation's owner and admins and a containing vault's admins; `edit` for a containing
 * vault's members and an edit share; `view` for anyone in the organisation when it is visible to the whole
 * organisation, a containing vault's viewers, a live share and the audience of a published board pack.
 */
export type AssetScope = MembershipScope & {
  access: "manage" | "edit" | "view" | null;
  /** Set when a vault holding the document is archived or expired: the document is read-only. */
  readOnlyBecause: string | null;
};

const ASSET_ACTION_ACCESS: Record<AssetAction, "manage" | "edit" | "view"> = {
  "asset.view": "view",
  "asset.annotate": "view",
  "asset.edit": "edit",
  "asset.manage": "manage",
};
const ASSET_ACCESS_RANK = { view: 1, edit: 2, manage: 3 } as const;

function decideOnAsset(_actor: Actor, action: AssetAction, scope: AssetScope): Decision {
  if (!scope.access) return refuse(404, "Asset not found");
  // An organisation viewer reads and annotates; changing a document needs a role that creates content.
  const access = scope.role === "viewer" ? "view" : scope.access;
  if (ASSET_ACCESS_RANK[access] < ASSET_ACCESS_RANK[ASSET_ACTION_ACCESS[action]]) return refuse(403, FORBIDDEN);
  if (action !== "asset.view") {
    if (scope.organization.status === "archived") return refuse(409, ORGANIZATION_MESSAGES.archived);
    if (scope.readOnlyBecause) return refuse(409, scope.readOnlyBecause);
  }
  return ALLOWED_DECISION;
}

/** The decision with its reason: for callers that report a refusal per item instead of throwing (bulk operations). */
export function decide(
  actor: Actor,
  action: AccountAction | OrganizationAction | MemberAction | VaultAction | AssetAction,
  scope?: MembershipScope | MemberScope | VaultScope | AssetScope,
): Decision {
  if (action in ACCOUNT_RULES) return decideForAccount(actor, action as AccountAction);
  if (!scope) throw new Error(`${action} needs the actor's membership`);
  if (action in VAULT_ACTION_ROLE) return decideInVault(actor, action as VaultAction, scope as VaultScope);
  if (action in ASSET_ACTION_ACCESS) return decideOnAsset(actor, action as AssetAction, scope as AssetScope);
  if (action in MEMBER_ACTION_BASE) return decideOnMember(actor, action as MemberAction, scope as MemberScope);
  return decideInOrganization(actor, action as OrganizationAction, scope);
}

/** Whether the actor may do it: for services deciding what to offer, and for pages showing only that. */
export function can(actor: Actor, action: AccountAction): boolean;
export function can(actor: Actor, action: OrganizationAction, scope: MembershipScope): boolean;
export function can(actor: Actor, action: MemberAction, scope: MemberScope): boolean;
export function can(actor: Actor, action: VaultAction, scope: VaultScope): boolean;
export function can(actor: Actor, action: AssetAction, scope: AssetScope): boolean;
export function can(
  actor: Actor,
  action: AccountAction | OrganizationAction | MemberAction | VaultAction | AssetAction,
  scope?: MembershipScope | MemberScope | VaultScope | AssetScope,
): boolean {
  return decide(actor, action, scope).allowed;
}

/** Throws the refusal as a ServiceError (403, 404 or 409 with its message) unless the actor may do it. */
export function authorize(actor: Actor, action: AccountAction): void;
export function authorize(actor: Actor, action: OrganizationAction, scope: MembershipScope): void;
export function authorize(actor: Actor, action: MemberAction, scope: MemberScope): void;
export function authorize(actor: Actor, action: VaultAction, scope: VaultScope): void;
export function authorize(actor: Actor, action: AssetAction, scope: AssetScope): void;
export function authorize(
  actor: Actor,
  action: AccountAction | OrganizationAction | MemberAction | VaultAction | AssetAction,
  scope?: MembershipScope | MemberScope | VaultScope | AssetScope,
): void {
  const decision = decide(actor, action, scope);
  if (!decision.allowed) throw new ServiceError(decision.status, decision.message);
}
