// The one policy module (ARCHITECTURE.md): every organisation-scoped permission is written here once
// and enforced by the services, so pages and API can't drift apart. The UI asks the same questions
// (through loader data) only to hide or disable what the server would refuse.
import type { OrganizationRole } from "../../lib/organizations/roles";
import { forbidden } from "./errors";

export type OrganizationAction =
  | "organization.view"
  | "organization.update" // general, assets, compliance and notification settings; logo
  | "organization.archive"
  | "organization.export"
  | "organization.delete" // schedule, cancel or delete now
  | "organization.transfer_ownership"
  | "organization.manage_billing"
  | "organization.leave"
  | "members.view"
  | "members.manage" // the members and invitations tabs
  | "invitations.view" // the pending list and history
  | "invitations.manage" // invite, resend, revoke
  | "committees.view"
  | "committees.manage" // create, edit, archive, set members
  | "content.view"
  | "content.create";

const ALL: readonly OrganizationRole[] = ["owner", "admin", "member", "viewer"];
const MANAGERS: readonly OrganizationRole[] = ["owner", "admin"];

const ALLOWED: Record<OrganizationAction, readonly OrganizationRole[]> = {
  "organization.view": ALL,
  "organization.update": MANAGERS,
  "organization.archive": ["owner"],
  "organization.export": MANAGERS,
  "organization.delete": ["owner"],
  "organization.transfer_ownership": ["owner"],
  "organization.manage_billing": ["owner"],
  // An owner must hand over ownership before leaving (someone must always own the organisation).
  "organization.leave": ["admin", "member", "viewer"],
  "members.view": ALL,
  "members.manage": MANAGERS,
  "invitations.view": MANAGERS,
  "invitations.manage": MANAGERS,
  "committees.view": ALL,
  "committees.manage": MANAGERS,
  "content.view": ALL,
  "content.create": ["owner", "admin", "member"],
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
  "committees.view": "read",
  "committees.manage": "write",
  "content.view": "read",
  "content.create": "write",
};

export function allowedWhileArchived(action: OrganizationAction): boolean {
  return ACTION_KIND[action] !== "write";
}

/** `can` for an organisation as it is now: the role allows the action and the archive does not stop it. */
export function canIn(
  organization: { status: "active" | "archived" },
  role: OrganizationRole,
  action: OrganizationAction,
): boolean {
  return can(role, action) && (organization.status !== "archived" || allowedWhileArchived(action));
}

export function can(role: OrganizationRole, action: OrganizationAction): boolean {
  return ALLOWED[action].includes(role);
}

export function assertCan(role: OrganizationRole, action: OrganizationAction, message?: string): void {
  if (!can(role, action)) throw forbidden(message);
}

export type MemberAction = "change_role" | "remove" | "transfer_ownership";

/**
 * What an actor may do to another member (001 §6): never to yourself; nobody acts on an owner;
 * an owner acts on any non-owner; an admin changes or removes members and viewers only;
 * only an owner transfers ownership.
 */
export function canActOnMember(
  actor: { userId: string; role: OrganizationRole },
  target: { userId: string; role: OrganizationRole },
  action: MemberAction,
): boolean {
  if (actor.userId === target.userId) return false;
  if (target.role === "owner") return false;
  if (actor.role === "owner") return true;
  if (actor.role === "admin")
    return action !== "transfer_ownership" && (target.role === "member" || target.role === "viewer");
  return false;
}

/**
 * Which roles an actor may give in a role change or invitation: owners and admins give admin,
 * member or viewer (001 §5 role targets); ownership only moves by transfer.
 */
export function assignableRolesFor(role: OrganizationRole): OrganizationRole[] {
  return role === "owner" || role === "admin" ? ["admin", "member", "viewer"] : [];
}
