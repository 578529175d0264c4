// Acting on members and invitations that changed meanwhile: stale targets are told apart from an
// unknown organisation, ownership only goes to an active member, leaving leaves the committees too.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCommittee } from "../../../app/.server/committees/committees";
import { inviteMembers, resendInvitation, revokeInvitation } from "../../../app/.server/organizations/invitations";
import { runBulkOperation } from "../../../app/.server/organizations/list";
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from "../../../app/.server/organizations/members";
import { schema } from "../../../app/.server/platform/db/client";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { ORGANIZATION_MESSAGES } from "../../../app/lib/organizations/constants";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createRoleBoard,
  createUser,
  jsonHeaders,
  serviceContext,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { organizationSnapshot } from "../../helpers/snapshots";

describe("stale targets answer a specific 404 (not the organisation's)", () => {
  it("a member who has left is 'Member not found' for every member action; D1 untouched", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const gone = await createUser();
    await addMember(org.id, gone.id, "member");
    await removeMember(ctx, org.id, gone.id, "Left the board");
    const before = await organizationSnapshot(org.id);
    for (const attempt of [
      changeMemberRole(ctx, org.id, gone.id, "viewer"),
      removeMember(ctx, org.id, gone.id),
      transferOwnership(ctx, org.id, gone.id),
    ]) {
      const error = await rejection(attempt);
      expect(error.status).toBe(404);
      expect(error.message).toBe(ORGANIZATION_MESSAGES.memberNotFound);
    }
    expect(await organizationSnapshot(org.id)).toBe(before);
  });

  it("an invitation that no longer exists is 'Invitation not found' for resend and revoke; D1 untouched", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const sent = await inviteMembers(ctx, org.id, [
      { email: `stale.${crypto.randomUUID()}@example.test`, role: "member", expiresInHours: 72 },
    ]);
    await revokeInvitation(ctx, org.id, sent.sent[0].id);
    const before = await organizationSnapshot(org.id);
    for (const attempt of [
      resendInvitation(ctx, org.id, crypto.randomUUID()),
      revokeInvitation(ctx, org.id, crypto.randomUUID()),
      revokeInvitation(ctx, org.id, sent.sent[0].id),
    ]) {
      const error = await rejection(attempt);
      expect(error.status).toBe(404);
      expect(error.message).toBe(ORGANIZATION_MESSAGES.invitationNotFound);
    }
    expect(await organizationSnapshot(org.id)).toBe(before);
  });

  it(
    "an organisation the actor can't see keeps ORGANIZATION_MESSAGES.notFound, so a page " + "can tell them apart",
    async () => {
      const { ctx } = await createRoleBoard({ seats: ["owner"] });
      const elsewhere = await createOrganization({ ownerId: (await createUser()).id });
      for (const attempt of [
        changeMemberRole(ctx, elsewhere.id, ctx.actor.user.id, "viewer"),
        resendInvitation(ctx, elsewhere.id, crypto.randomUUID()),
      ]) {
        const error = await rejection(attempt);
        expect(error.status).toBe(404);
        expect(error.message).toBe(ORGANIZATION_MESSAGES.notFound);
      }
      expect(
        new Set([
          ORGANIZATION_MESSAGES.notFound,
          ORGANIZATION_MESSAGES.memberNotFound,
          ORGANIZATION_MESSAGES.invitationNotFound,
        ]).size,
      ).toBe(3);
    },
  );

  it("the API answers the same messages", async () => {
    const {
      users: { owner },
      org,
    } = await createRoleBoard({ seats: ["owner"] });
    const headers = await jsonHeaders(owner.id);
    const member = await callWorker(`/api/organizations/${org.id}/members`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "updateRole", targetUserId: crypto.randomUUID(), newRole: "viewer" }),
    });
    expect([member.status, await member.json()]).toEqual([404, { error: ORGANIZATION_MESSAGES.memberNotFound }]);
    const invitation = await callWorker("/api/invitations", {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "resend", organizationId: org.id, invitationId: crypto.randomUUID() }),
    });
    expect([invitation.status, await invitation.json()]).toEqual([
      404,
      { error: ORGANIZATION_MESSAGES.invitationNotFound },
    ]);
    const organization = await callWorker(`/api/organizations/${crypto.randomUUID()}/members`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "updateRole", targetUserId: owner.id, newRole: "viewer" }),
    });
    expect([organization.status, await organization.json()]).toEqual([404, { error: ORGANIZATION_MESSAGES.notFound }]);
  });
});

describe("ownership goes only to an active member", () => {
  const setStatus = (organizationId: string, userId: string, status: "active" | "pending_activation" | "suspended") =>
    serviceContext()
      .db.update(schema.organizationMembers)
      .set({ status })
      .where(
        and(
          eq(schema.organizationMembers.organizationId, organizationId),
          eq(schema.organizationMembers.userId, userId),
        ),
      );

  it(
    "a pending or suspended member is refused with 409 and nothing changes; once active " + "the transfer goes through",
    async () => {
      const {
        users: { owner },
        org,
        ctx,
      } = await createRoleBoard({ seats: ["owner"] });
      const target = await createUser();
      await addMember(org.id, target.id, "admin");
      for (const status of ["pending_activation", "suspended"] as const) {
        await setStatus(org.id, target.id, status);
        const listed = await listMembers(ctx, org.id);
        expect(listed.members.find((row) => row.userId === target.id)?.can.transfer_ownership).toBe(false);
        const before = await organizationSnapshot(org.id);
        const error = await rejection(transferOwnership(ctx, org.id, target.id));
        expect([error.status, error.message]).toEqual([409, ORGANIZATION_MESSAGES.ownershipNeedsActiveMember]);
        expect(await organizationSnapshot(org.id)).toBe(before);
      }
      await setStatus(org.id, target.id, "active");
      await transferOwnership(ctx, org.id, target.id);
      const roles = await serviceContext()
        .db.select({ userId: schema.organizationMembers.userId, role: schema.organizationMembers.role })
        .from(schema.organizationMembers)
        .where(eq(schema.organizationMembers.organizationId, org.id))
        .all();
      expect(Object.fromEntries(roles.map((row) => [row.userId, row.role]))).toEqual({
        [owner.id]: "admin",
        [target.id]: "owner",
      });
    },
  );

  it("the API answers the same 409", async () => {
    const {
      users: { owner },
      org,
    } = await createRoleBoard({ seats: ["owner"] });
    const target = await createUser();
    await addMember(org.id, target.id, "member");
    await setStatus(org.id, target.id, "suspended");
    const headers = await jsonHeaders(owner.id);
    const before = await organizationSnapshot(org.id);
    const response = await callWorker(`/api/organizations/${org.id}/members`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ action: "transferOwnership", targetUserId: target.id }),
    });
    expect([response.status, await response.json()]).toEqual([
      409,
      { error: ORGANIZATION_MESSAGES.ownershipNeedsActiveMember },
    ]);
    expect(await organizationSnapshot(org.id)).toBe(before);
  });
});

describe("leaving an organisation leaves its committees, as removal does", () => {
  const seatsOf = (userId: string) =>
    serviceContext()
      .db.select({ committeeId: schema.committeeMembers.committeeId, role: schema.committeeMembers.role })
      .from(schema.committeeMembers)
      .where(eq(schema.committeeMembers.userId, userId))
      .all();

  it("bulk leave deletes the membership and the seats on that organisation's committees only", async () => {
    const leaver = await createUser();
    const left = await createRoleBoard({ seats: ["owner"] });
    const stays = await createRoleBoard({ seats: ["owner"] });
    await addMember(left.org.id, leaver.id, "member");
    await addMember(stays.org.id, leaver.id, "member");
    const audit = await createCommittee(
      left.ctx,
      left.org.id,
      CommitteeSchema.parse({ name: "Audit", memberIds: [leaver.id], chairId: leaver.id }),
    );
    const risk = await createCommittee(
      stays.ctx,
      stays.org.id,
      CommitteeSchema.parse({ name: "Risk", memberIds: [leaver.id] }),
    );
    expect(await seatsOf(leaver.id)).toHaveLength(2);

    const result = await runBulkOperation(await actorContext(leaver), "leave", [left.org.id]);
    expect(result.succeeded.map((item) => item.id)).toEqual([left.org.id]);

    expect(await seatsOf(leaver.id)).toEqual([{ committeeId: risk.id, role: "member" }]);
    const memberships = await serviceContext()
      .db.select({ organizationId: schema.organizationMembers.organizationId })
      .from(schema.organizationMembers)
      .where(eq(schema.organizationMembers.userId, leaver.id))
      .all();
    expect(memberships).toEqual([{ organizationId: stays.org.id }]);
    const auditSeats = await serviceContext()
      .db.select()
      .from(schema.committeeMembers)
      .where(eq(schema.committeeMembers.committeeId, audit.id))
      .all();
    expect(auditSeats).toEqual([]);
  });

  it("removal still does the same", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const removed = await createUser();
    await addMember(org.id, removed.id, "viewer");
    await createCommittee(ctx, org.id, CommitteeSchema.parse({ name: "Nominations", memberIds: [removed.id] }));
    await removeMember(ctx, org.id, removed.id);
    expect(await seatsOf(removed.id)).toEqual([]);
  });
});
