// An archived organisation is read-only until restored: reads work, writes answer 409 with a clear
// message and change nothing, and the lifecycle actions (restore, export, delete) still work.
import { describe, expect, it } from "vitest";
import {
  createCommittee,
  getCommittee,
  listCommittees,
  setCommitteeStatus,
  updateCommittee,
} from "../../../app/.server/committees/committees";
import { cancelOrganizationDeletion, scheduleOrganizationDeletion } from "../../../app/.server/organizations/deletion";
import {
  acceptInvitation,
  declineInvitation,
  inviteMembers,
  listInvitations,
  lookupInvitation,
  resendInvitation,
  revokeInvitation,
} from "../../../app/.server/organizations/invitations";
import { runBulkOperation } from "../../../app/.server/organizations/list";
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from "../../../app/.server/organizations/members";
import {
  loadOrganizationSettings,
  updateOrganizationGeneral,
  updateOrganizationSettings,
  uploadOrganizationLogo,
} from "../../../app/.server/organizations/settings";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { INVITATION_MESSAGES, ORGANIZATION_MESSAGES } from "../../../app/lib/organizations/constants";
import { DEFAULT_NOTIFICATION_SETTINGS } from "../../../app/lib/organizations/settings";
import {
  actorContext,
  callWorker,
  createOrganization,
  createRoleBoard,
  createUser,
  jsonHeaders,
  serviceContext,
  tokenFromMailbox,
} from "../../helpers/factories";
import { pngLogo } from "../../helpers/files";
import { invitationsOf, organizationRow } from "../../helpers/records";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot, organizationWithCommitteesSnapshot } from "../../helpers/snapshots";

/** Owner, admin and member; a committee and a pending invitation; then archived by the owner. */
const archivedBoard = () =>
  createRoleBoard({
    seats: ["owner", "admin", "member"],
    committee: true,
    pendingInvitation: true,
    archived: true,
  });

describe("archived organisations are read-only", () => {
  it("every write answers 409 with the archive message and D1 is untouched", async () => {
    const { org, users, ctx, committeeId, invitationId } = await archivedBoard();
    const { admin, member } = users;
    const adminCtx = await actorContext(admin);
    const before = await organizationWithCommitteesSnapshot(org.id);
    const writes: [string, () => Promise<unknown>][] = [
      [
        "general",
        () =>
          updateOrganizationGeneral(ctx, org.id, {
            name: "Renamed",
            slug: `renamed-${org.id.slice(0, 8)}`,
            description: undefined,
            website: undefined,
          }),
      ],
      [
        "settings",
        () =>
          updateOrganizationSettings(ctx, org.id, {
            part: "notificationSettings",
            value: DEFAULT_NOTIFICATION_SETTINGS,
          }),
      ],
      ["logo", () => uploadOrganizationLogo(ctx, org.id, pngLogo())],
      ["change role", () => changeMemberRole(ctx, org.id, member.id, "viewer")],
      ["remove", () => removeMember(adminCtx, org.id, member.id)],
      ["transfer", () => transferOwnership(ctx, org.id, admin.id)],
      [
        "invite",
        () => inviteMembers(adminCtx, org.id, [{ email: "new@example.test", role: "member", expiresInHours: 24 }]),
      ],
      ["resend", () => resendInvitation(ctx, org.id, invitationId)],
      ["revoke", () => revokeInvitation(ctx, org.id, invitationId)],
      ["create committee", () => createCommittee(ctx, org.id, CommitteeSchema.parse({ name: "Risk" }))],
      [
        "edit committee",
        () => updateCommittee(ctx, org.id, committeeId, CommitteeSchema.parse({ name: "Audit", memberIds: [] })),
      ],
      ["archive committee", () => setCommitteeStatus(ctx, org.id, committeeId, "archived")],
    ];
    for (const [name, write] of writes) {
      const error = await rejection(write());
      expect([error.status, error.message], name).toEqual([409, ORGANIZATION_MESSAGES.archived]);
    }
    expect(await organizationWithCommitteesSnapshot(org.id)).toBe(before);
    expect((await serviceContext().env.FILES.list({ prefix: `organizations/${org.id}/` })).objects).toEqual([]);
  });

  it("the role is checked first: a member still gets 403", async () => {
    const { org, users } = await archivedBoard();
    const error = await rejection(
      updateOrganizationGeneral(await actorContext(users.member), org.id, {
        name: "Mine",
        slug: "mine-now",
        description: undefined,
        website: undefined,
      }),
    );
    expect(error.status).toBe(403);
  });

  it("reads still work and offer no edits", async () => {
    const { org, ctx, committeeId } = await archivedBoard();
    const settings = await loadOrganizationSettings(ctx, org.id);
    expect(settings.organization.status).toBe("archived");
    expect(settings.permissions).toMatchObject({
      canEdit: false,
      canManageBilling: false,
      canManageMembers: true,
      isOwner: true,
      canInvite: false,
    });
    const members = await listMembers(ctx, org.id);
    expect(members.members).toHaveLength(3);
    expect(members.members.every((row) => !row.can.change_role && !row.can.remove && !row.can.transfer_ownership)).toBe(
      true,
    );
    expect((await listInvitations(ctx, org.id)).pending).toHaveLength(1);
    expect((await listCommittees(ctx, org.id)).canManage).toBe(false);
    expect((await getCommittee(ctx, org.id, committeeId)).members).toHaveLength(2);
  });

  it("through the API: reads 200, a write 409 with the message", async () => {
    const { org, users } = await archivedBoard();
    const headers = await jsonHeaders(users.owner.id);
    for (const path of [
      `/api/organizations?id=${org.id}`,
      `/api/organizations/${org.id}/members`,
      `/api/invitations?organizationId=${org.id}`,
    ]) {
      expect((await callWorker(path, { headers })).status, path).toBe(200);
    }
    const before = await organizationSnapshot(org.id);
    const response = await callWorker(`/api/organizations/${org.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ name: "Renamed", slug: `renamed-${org.id.slice(0, 8)}` }),
    });
    expect([response.status, await response.json()]).toEqual([409, { error: ORGANIZATION_MESSAGES.archived }]);
    expect(await organizationSnapshot(org.id)).toBe(before);
  });

  it("restore, export and deletion still work; after restore writes work again", async () => {
    const { org, ctx } = await archivedBoard();
    expect((await runBulkOperation(ctx, "export", [org.id])).succeeded).toHaveLength(1);
    await scheduleOrganizationDeletion(ctx, org.id);
    await cancelOrganizationDeletion(ctx, org.id);
    const restored = await runBulkOperation(ctx, "restore", [org.id]);
    expect(restored.succeeded).toHaveLength(1);
    await updateOrganizationGeneral(ctx, org.id, {
      name: "Back in Business",
      slug: `back-${org.id.slice(0, 8)}`,
      description: undefined,
      website: undefined,
    });
    const row = await organizationRow(org.id);
    expect(row).toMatchObject({ status: "active", name: "Back in Business", deletionScheduledFor: null });
  });
});

describe("an archived organisation takes no new members", () => {
  it("its invitation link says so and can't be accepted, only declined", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id, name: "Dormant Board" });
    const invitee = await createUser();
    await inviteMembers(await actorContext(owner), org.id, [
      { email: invitee.email, role: "member", expiresInHours: 72 },
    ]);
    const token = await tokenFromMailbox(invitee.email);
    await runBulkOperation(await actorContext(owner), "archive", [org.id]);

    expect(await lookupInvitation(serviceContext(), token)).toEqual({
      state: "archived",
      message: INVITATION_MESSAGES.organizationArchived("Dormant Board"),
    });
    const before = await organizationSnapshot(org.id);
    const refused = await rejection(acceptInvitation(await actorContext(invitee), token));
    expect(refused.status).toBe(409);
    expect(await organizationSnapshot(org.id)).toEqual(before);
    await declineInvitation(await actorContext(invitee), token);
    const [invitation] = await invitationsOf(org.id);
    expect(invitation.status).toBe("rejected");
  });
});
