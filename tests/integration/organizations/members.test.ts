import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from "../../../app/.server/organizations/members";
import { schema } from "../../../app/.server/platform/db/client";
import { actorContext, addMember, createRoleBoard, createUser } from "../../helpers/factories";
import { membershipOf } from "../../helpers/records";

const roleOf = async (organizationId: string, userId: string) => (await membershipOf(organizationId, userId))?.role;

describe("members list", () => {
  it("pages through members, marks 'You' and what the viewer may do to each", async () => {
    const { org, users } = await createRoleBoard();
    const page = await listMembers(await actorContext(users.admin), org.id, { limit: 3 });
    expect(page.pagination).toEqual({ page: 1, limit: 3, total: 4 });
    expect(page.members).toHaveLength(3);
    const you = page.members.find((member) => member.isYou)!;
    expect(you.can).toEqual({ change_role: false, remove: false, transfer_ownership: false });
    const owner = page.members.find((member) => member.role === "owner")!;
    expect(owner.can.remove).toBe(false);
    const second = await listMembers(await actorContext(users.admin), org.id, { limit: 3, page: 2 });
    expect(second.members).toHaveLength(1);
    expect(second.members[0].can).toEqual({ change_role: true, remove: true, transfer_ownership: false });
  });

  it("searches by name or email, taking % and _ literally", async () => {
    const { org, users, ctx } = await createRoleBoard();
    expect((await listMembers(ctx, org.id, { search: "BOARD MEMBER" })).members.map((m) => m.userId)).toEqual([
      users.member.id,
    ]);
    expect((await listMembers(ctx, org.id, { search: "%" })).members).toHaveLength(0);
  });

  it("answers 404 to a non-member", async () => {
    const { org } = await createRoleBoard({ seats: ["owner"] });
    const outsider = await createUser();
    await expect(listMembers(await actorContext(outsider), org.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("member actions follow 001 §6", () => {
  it("an admin changes members and viewers but not admins or the owner", async () => {
    const { org, users } = await createRoleBoard();
    const otherAdmin = await createUser();
    await addMember(org.id, otherAdmin.id, "admin");
    const ctx = await actorContext(users.admin);
    await changeMemberRole(ctx, org.id, users.member.id, "viewer");
    expect(await roleOf(org.id, users.member.id)).toBe("viewer");
    await expect(changeMemberRole(ctx, org.id, otherAdmin.id, "member")).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(ctx, org.id, users.owner.id, "member")).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(ctx, org.id, users.admin.id, "viewer")).rejects.toMatchObject({ status: 403 });
    expect(await roleOf(org.id, otherAdmin.id)).toBe("admin");
  });

  it("members and viewers change nobody", async () => {
    const { org, users } = await createRoleBoard();
    await expect(
      changeMemberRole(await actorContext(users.member), org.id, users.viewer.id, "member"),
    ).rejects.toMatchObject({ status: 403 });
    await expect(removeMember(await actorContext(users.viewer), org.id, users.member.id)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("removal records its reason and takes the member out of the organisation's committees", async () => {
    const { org, users, ctx } = await createRoleBoard();
    const committeeId = crypto.randomUUID();
    await ctx.db.batch([
      ctx.db.insert(schema.committees).values({ id: committeeId, organizationId: org.id, name: "Audit" }),
      ctx.db.insert(schema.committeeMembers).values({ committeeId, userId: users.member.id }),
    ]);
    const result = await removeMember(ctx, org.id, users.member.id);
    expect(result.reason).toBe("Removed by owner");
    expect(await roleOf(org.id, users.member.id)).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(schema.committeeMembers)
        .where(eq(schema.committeeMembers.committeeId, committeeId))
        .all(),
    ).toHaveLength(0);
    const audit = await ctx.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.organizationId, org.id), eq(schema.auditLogs.action, "member.removed")))
      .get();
    expect(audit?.riskLevel).toBe("high");
  });

  it("transfers ownership: the target becomes owner and the previous owner admin", async () => {
    const { org, users, ctx } = await createRoleBoard();
    const result = await transferOwnership(ctx, org.id, users.member.id);
    expect(result).toEqual({
      newOwner: { userId: users.member.id, role: "owner" },
      previousOwner: { userId: users.owner.id, role: "admin" },
    });
    expect(await roleOf(org.id, users.member.id)).toBe("owner");
    expect(await roleOf(org.id, users.owner.id)).toBe("admin");
    // The former owner can no longer transfer it back.
    await expect(transferOwnership(await actorContext(users.owner), org.id, users.member.id)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("admins can't transfer ownership", async () => {
    const { org, users } = await createRoleBoard();
    await expect(transferOwnership(await actorContext(users.admin), org.id, users.member.id)).rejects.toMatchObject({
      status: 403,
    });
    expect(await roleOf(org.id, users.owner.id)).toBe("owner");
  });

  it("a member of another organisation is not found", async () => {
    const { org, ctx } = await createRoleBoard({ seats: ["owner"] });
    const other = await createRoleBoard({ seats: ["owner", "member"] });
    await expect(removeMember(ctx, org.id, other.users.member.id)).rejects.toMatchObject({ status: 404 });
    await expect(changeMemberRole(ctx, other.org.id, other.users.member.id, "viewer")).rejects.toMatchObject({
      status: 404,
    });
  });
});
