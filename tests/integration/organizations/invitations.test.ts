import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  acceptInvitation,
  declineInvitation,
  inviteMembers,
  listInvitations,
  lookupInvitation,
  resendInvitation,
  revokeInvitation,
} from "../../../app/.server/organizations/invitations";
import { schema } from "../../../app/.server/platform/db/client";
import { INVITATION_MESSAGES as M } from "../../../app/lib/organizations/constants";
import { InviteBatchSchema } from "../../../app/lib/organizations/schemas";
import { actorContext, createRoleBoard, createUser, serviceContext, tokenFromMailbox } from "../../helpers/factories";

describe("invitation input (001 §5)", () => {
  it("uses the spec's messages", () => {
    const parse = (row: Record<string, unknown>) =>
      InviteBatchSchema.safeParse({ invitations: [row] }).error?.issues.map((issue) => issue.message);
    expect(parse({ email: "", role: "member" })).toContain("Email is required");
    expect(parse({ email: "nope", role: "member" })).toContain("Please enter a valid email address");
    expect(parse({ email: "a@b.co", role: "" })).toContain("Please select a role");
    expect(parse({ email: "a@b.co", role: "owner" })).toContain("Cannot invite as owner");
    expect(parse({ email: "a@b.co", role: "king" })).toContain("Invalid role");
    expect(parse({ email: "a@b.co", role: "member", personalMessage: "x".repeat(501) })).toContain(
      "Message must be less than 500 characters",
    );
    expect(parse({ email: "a@b.co", role: "member", expiresInHours: 0 })).toContain("Must be at least 1 hour");
    expect(parse({ email: "a@b.co", role: "member", expiresInHours: 169 })).toContain(
      "Cannot exceed 168 hours (1 week)",
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ email: `p${i}@b.co`, role: "member" }));
    expect(InviteBatchSchema.safeParse({ invitations: eleven }).error?.issues[0].message).toBe(
      "Maximum of 10 invitations can be sent at once.",
    );
    expect(
      InviteBatchSchema.parse({ invitations: [{ email: "A@B.co", role: "viewer" }] }).invitations[0],
    ).toMatchObject({ email: "a@b.co", expiresInHours: 72 });
  });
});

describe("invitations", () => {
  it("invites by email with a single-use link; the invitee signs in and joins with the invited role", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const invitee = await createUser();
    const result = await inviteMembers(ctx, org.id, [
      { email: invitee.email, role: "viewer", expiresInHours: 72, personalMessage: "Welcome aboard" },
    ]);
    expect(result.sent).toHaveLength(1);
    const token = await tokenFromMailbox(invitee.email);
    const lookup = await lookupInvitation(serviceContext(), token);
    expect(lookup).toMatchObject({
      state: "valid",
      invitation: { email: invitee.email, role: "viewer", personalMessage: "Welcome aboard" },
    });

    const joined = await acceptInvitation(await actorContext(invitee), token);
    expect(joined.organizationId).toBe(org.id);
    const membership = await ctx.db
      .select()
      .from(schema.organizationMembers)
      .where(
        and(eq(schema.organizationMembers.organizationId, org.id), eq(schema.organizationMembers.userId, invitee.id)),
      )
      .get();
    expect(membership?.role).toBe("viewer");
    // Replay: the token is spent.
    await expect(acceptInvitation(await actorContext(invitee), token)).rejects.toMatchObject({ message: M.used });
    const listed = await listInvitations(ctx, org.id);
    expect(listed.pending).toHaveLength(0);
    expect(listed.history[0]).toMatchObject({ email: invitee.email, status: "accepted" });
  });

  it("reports per-row errors: already a member, already invited, listed twice", async () => {
    const { org, ctx, users } = await createRoleBoard({ seats: ["owner"] });
    const result = await inviteMembers(ctx, org.id, [
      { email: users.owner.email, role: "member", expiresInHours: 72 },
      { email: "new.person@example.test", role: "member", expiresInHours: 72 },
      { email: "new.person@example.test", role: "viewer", expiresInHours: 72 },
    ]);
    expect(result.sent.map((s) => s.email)).toEqual(["new.person@example.test"]);
    expect(result.errors).toEqual([
      { email: users.owner.email, message: M.alreadyMember },
      { email: "new.person@example.test", message: "Listed twice in this batch" },
    ]);
    const again = await inviteMembers(ctx, org.id, [
      { email: "new.person@example.test", role: "member", expiresInHours: 72 },
    ]);
    expect(again.errors[0].message).toBe(M.alreadyInvited);
  });

  it("shows expired invitations as Expired and refuses them; resend refreshes token and expiry", async () => {
    const { org, users } = await createRoleBoard({ seats: ["admin"] });
    const ctx = await actorContext(users.admin);
    const invitee = await createUser();
    const { sent } = await inviteMembers(ctx, org.id, [{ email: invitee.email, role: "member", expiresInHours: 24 }]);
    const oldToken = await tokenFromMailbox(invitee.email);
    await ctx.db
      .update(schema.organizationInvitations)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(schema.organizationInvitations.id, sent[0].id));
    expect((await listInvitations(ctx, org.id)).pending[0].status).toBe("expired");
    expect((await lookupInvitation(serviceContext(), oldToken)).state).toBe("expired");

    const resent = await resendInvitation(ctx, org.id, sent[0].id);
    expect(resent.expiresAt).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const newToken = await tokenFromMailbox(invitee.email);
    expect(newToken).not.toBe(oldToken);
    expect((await lookupInvitation(serviceContext(), oldToken)).state).toBe("not_found");
    await acceptInvitation(await actorContext(invitee), newToken);
  });

  it("a revoked invitation can't be used", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const invitee = await createUser();
    const { sent } = await inviteMembers(ctx, org.id, [{ email: invitee.email, role: "member", expiresInHours: 72 }]);
    const token = await tokenFromMailbox(invitee.email);
    await revokeInvitation(ctx, org.id, sent[0].id);
    await expect(acceptInvitation(await actorContext(invitee), token)).rejects.toMatchObject({
      status: 409,
      message: M.revoked,
    });
    const member = await ctx.db
      .select()
      .from(schema.organizationMembers)
      .where(eq(schema.organizationMembers.userId, invitee.id))
      .all();
    expect(member).toHaveLength(0);
  });

  it("is bound to its email: another account counts an attempt, and 5 attempts lock it", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const invitee = await createUser();
    const intruder = await createUser();
    await inviteMembers(ctx, org.id, [{ email: invitee.email, role: "admin", expiresInHours: 72 }]);
    const token = await tokenFromMailbox(invitee.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(acceptInvitation(await actorContext(intruder), token)).rejects.toMatchObject({
        status: 403,
        message: M.wrongAccount(invitee.email),
      });
    }
    await expect(acceptInvitation(await actorContext(invitee), token)).rejects.toMatchObject({
      message: M.tooManyAttempts,
    });
    const intruderMemberships = await ctx.db
      .select()
      .from(schema.organizationMembers)
      .where(eq(schema.organizationMembers.userId, intruder.id))
      .all();
    expect(intruderMemberships).toHaveLength(0);
  });

  it("can be declined", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const invitee = await createUser();
    await inviteMembers(ctx, org.id, [{ email: invitee.email, role: "member", expiresInHours: 72 }]);
    const token = await tokenFromMailbox(invitee.email);
    await declineInvitation(await actorContext(invitee), token);
    expect((await listInvitations(ctx, org.id)).history[0].status).toBe("rejected");
  });

  it("members and viewers can't invite; other organisations' admins get 404", async () => {
    const { org, users } = await createRoleBoard();
    for (const user of [users.member, users.viewer]) {
      await expect(
        inviteMembers(await actorContext(user), org.id, [
          { email: "x@example.test", role: "member", expiresInHours: 72 },
        ]),
      ).rejects.toMatchObject({ status: 403 });
    }
    // The outsider owns an organisation of their own.
    const strangerCtx = await actorContext(users.outsider);
    await expect(listInvitations(strangerCtx, org.id)).rejects.toMatchObject({ status: 404 });
    await expect(
      inviteMembers(strangerCtx, org.id, [{ email: "x@example.test", role: "member", expiresInHours: 72 }]),
    ).rejects.toMatchObject({ status: 404 });
  });
});
