import { describe, expect, it } from "vitest";
import { requireMembership } from "../../../app/.server/organizations/memberships";
import type { Actor } from "../../../app/.server/platform/context";
import { ServiceError } from "../../../app/.server/platform/errors";
import { assignableRolesFor, can, type OrganizationAction } from "../../../app/.server/platform/policy";
import { ORGANIZATION_ROLES, type OrganizationRole } from "../../../app/lib/organizations/roles";
import { actorContext, addMember, createOrganization, createUser } from "../../helpers/factories";

// A signed-in member (not the demo director) of an active organisation that is not the demo board:
// in these matrices only the role varies.
const ACTOR: Actor = {
  user: { id: "a", email: "a@example.test", fullName: null, avatarUrl: null, role: "user", isDemo: false },
  via: "session",
};
const seat = (role: OrganizationRole) => ({ role, organization: { status: "active", isDemo: false } }) as const;

// Every action × role pair, allowed (✓) or refused (✗), written out so a change to the policy
// shows up here as a deliberate edit.
const MATRIX: Record<OrganizationAction, Record<OrganizationRole, boolean>> = {
  "organization.view": { owner: true, admin: true, member: true, viewer: true },
  "organization.update": { owner: true, admin: true, member: false, viewer: false },
  "organization.archive": { owner: true, admin: false, member: false, viewer: false },
  "organization.export": { owner: true, admin: true, member: false, viewer: false },
  "organization.delete": { owner: true, admin: false, member: false, viewer: false },
  "organization.transfer_ownership": { owner: true, admin: false, member: false, viewer: false },
  "organization.manage_billing": { owner: true, admin: false, member: false, viewer: false },
  "organization.leave": { owner: false, admin: true, member: true, viewer: true },
  "members.view": { owner: true, admin: true, member: true, viewer: true },
  "members.manage": { owner: true, admin: true, member: false, viewer: false },
  "invitations.view": { owner: true, admin: true, member: false, viewer: false },
  "invitations.manage": { owner: true, admin: true, member: false, viewer: false },
  "invitations.send": { owner: true, admin: true, member: false, viewer: false },
  "committees.view": { owner: true, admin: true, member: true, viewer: true },
  "committees.manage": { owner: true, admin: true, member: false, viewer: false },
  "content.view": { owner: true, admin: true, member: true, viewer: true },
  "content.create": { owner: true, admin: true, member: true, viewer: false },
  // The vote's own list of eligible voters decides who casts; the policy only refuses archived organisations.
  "votes.cast": { owner: true, admin: true, member: true, viewer: true },
};

describe("organisation policy", () => {
  for (const [action, byRole] of Object.entries(MATRIX) as [OrganizationAction, Record<OrganizationRole, boolean>][]) {
    for (const role of ORGANIZATION_ROLES) {
      it(`${role} ${byRole[role] ? "may" : "may not"} ${action}`, () => {
        expect(can(ACTOR, action, seat(role))).toBe(byRole[role]);
      });
    }
  }

  it("viewer is read-only everywhere (leaving, and a ballot where a vote lists them, are all a viewer does)", () => {
    const writes = (Object.keys(MATRIX) as OrganizationAction[]).filter(
      (action) => !action.endsWith(".view") && action !== "organization.leave" && action !== "votes.cast",
    );
    expect(writes.length).toBeGreaterThan(5);
    for (const action of writes) expect(can(ACTOR, action, seat("viewer"))).toBe(false);
  });
});

describe("acting on members (001 §6)", () => {
  const actions = ["change_role", "remove", "transfer_ownership"] as const;
  type Action = (typeof actions)[number];
  // The actor is user "a"; the target is "b" unless a test says otherwise.
  const canActOnMember = (
    actorRole: OrganizationRole,
    target: { userId: string; role: OrganizationRole },
    action: Action,
  ) => can(ACTOR, `member.${action}`, { ...seat(actorRole), target });
  // [actor role, target role, action] → allowed
  const allowed = new Set([
    "owner>admin:change_role",
    "owner>admin:remove",
    "owner>admin:transfer_ownership",
    "owner>member:change_role",
    "owner>member:remove",
    "owner>member:transfer_ownership",
    "owner>viewer:change_role",
    "owner>viewer:remove",
    "owner>viewer:transfer_ownership",
    "admin>member:change_role",
    "admin>member:remove",
    "admin>viewer:change_role",
    "admin>viewer:remove",
  ]);
  for (const actorRole of ORGANIZATION_ROLES) {
    for (const targetRole of ORGANIZATION_ROLES) {
      for (const action of actions) {
        const key = `${actorRole}>${targetRole}:${action}`;
        it(`${key} is ${allowed.has(key) ? "allowed" : "refused"}`, () => {
          expect(canActOnMember(actorRole, { userId: "b", role: targetRole }, action)).toBe(allowed.has(key));
        });
      }
    }
  }

  it("nobody acts on themselves, not even an owner", () => {
    for (const action of actions) expect(canActOnMember("owner", { userId: "a", role: "admin" }, action)).toBe(false);
  });

  it("ownership is never assignable by role change or invitation", () => {
    for (const role of ORGANIZATION_ROLES) expect(assignableRolesFor(role)).not.toContain("owner");
    expect(assignableRolesFor("member")).toEqual([]);
  });
});

describe("tenant guard", () => {
  it("finds an organisation by id or slug for its members, and 404s for everyone else", async () => {
    const member = await createUser();
    const outsider = await createUser();
    const org = await createOrganization({ ownerId: member.id });
    const found = await requireMembership(await actorContext(member), org.id);
    expect(found.role).toBe("owner");
    expect((await requireMembership(await actorContext(member), found.organization.slug)).organization.id).toBe(org.id);
    await expect(requireMembership(await actorContext(outsider), org.id)).rejects.toMatchObject({ status: 404 });
    await expect(requireMembership(await actorContext(outsider), found.organization.slug)).rejects.toBeInstanceOf(
      ServiceError,
    );
  });

  it("refuses an action the member's role does not allow with 403", async () => {
    const viewer = await createUser();
    const org = await createOrganization();
    await addMember(org.id, viewer.id, "viewer");
    await expect(requireMembership(await actorContext(viewer), org.id, "organization.update")).rejects.toMatchObject({
      status: 403,
    });
  });
});
