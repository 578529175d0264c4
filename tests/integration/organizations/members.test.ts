import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  changeMemberRole,
  listMembers,
  removeMember,
  transferOwnership,
} from "../../../app/.server/organizations/members";
import { schema } from "../../../app/.server/platform/db/client";
import type { OrganizationRole } from "../../../app/lib/organizations/roles";
import {
  actorContext,
  addMember,
  createOrganization,
  createUser,
  serviceContext,
  type TestUser,
} from "../../helpers/factories";

async function boardOf(...roles: OrganizationRole[]) {
  const org = await createOrganization();
  const people: Record<string, TestUser> = {};
  for (const [index, role] of roles.entries()) {
    const user = await createUser({ fullName: `${role} ${index}` });
    await addMember(org.id, user.id, role);
    people[`${role}${index}`] = user;
  }
  return { org, people };
}

async function roleOf(organizationId: string, userId: string) {
  const row = await serviceContext()
    .db.select({ role: schema.organizationMembers.role })
    .from(schema.organizationMembers)
    .where(
      and(eq(schema.organizationMembers.organizationId, organizationId), eq(schema.organizationMembers.userId, userId)),
    )
    .get();
  return row?.role;
}

describe("members list", () => {
  it("pages through members, marks 'You' and what the viewer may do to each", async () => {
    const { org, people } = await boardOf("owner", "admin", "member", "viewer");
    const page = await listMembers(await actorContext(people.admin1), org.id, { limit: 3 });
    expect(page.pagination).toEqual({ page: 1, limit: 3, total: 4 });
    expect(page.members).toHaveLength(3);
    const you = page.members.find((member) => member.isYou)!;
    expect(you.can).toEqual({ change_role: false, remove: false, transfer_ownership: false });
    const owner = page.members.find((member) => member.role === "owner")!;
    expect(owner.can.remove).toBe(false);
    const second = await listMembers(await actorContext(people.admin1), org.id, { limit: 3, page: 2 });
    expect(second.members).toHaveLength(1);
    expect(second.members[0].can).toEqual({ change_role: true, remove: true, transfer_ownership: false });
  });

  it("searches by name or email, taking % and _ literally", async () => {
    const { org, people } = await boardOf("owner", "member");
    const ctx = await actorContext(people.owner0);
    expect((await listMembers(ctx, org.id, { search: "MEMBER 1" })).members.map((m) => m.userId)).toEqual([
      people.member1.id,
    ]);
    expect((await listMembers(ctx, org.id, { search: "%" })).members).toHaveLength(0);
  });

  it("answers 404 to a non-member", async () => {
    const { org } = await boardOf("owner");
    const outsider = await createUser();
    await expect(listMembers(await actorContext(outsider), org.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("member actions follow 001 §6", () => {
  it("an admin changes members and viewers but not admins or the owner", async () => {
    const { org, people } = await boardOf("owner", "admin", "admin", "member", "viewer");
    const ctx = await actorContext(people.admin1);
    await changeMemberRole(ctx, org.id, people.member3.id, "viewer");
    expect(await roleOf(org.id, people.member3.id)).toBe("viewer");
    await expect(changeMemberRole(ctx, org.id, people.admin2.id, "member")).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(ctx, org.id, people.owner0.id, "member")).rejects.toMatchObject({ status: 403 });
    await expect(changeMemberRole(ctx, org.id, people.admin1.id, "viewer")).rejects.toMatchObject({ status: 403 });
    expect(await roleOf(org.id, people.admin2.id)).toBe("admin");
  });

  it("members and viewers change nobody", async () => {
    const { org, people } = await boardOf("owner", "member", "viewer");
    await expect(
      changeMemberRole(await actorContext(people.member1), org.id, people.viewer2.id, "member"),
    ).rejects.toMatchObject({ status: 403 });
    await expect(removeMember(await actorContext(people.viewer2), org.id, people.member1.id)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("removal records its reason and takes the member out of the organisation's committees", async () => {
    const { org, people } = await boardOf("owner", "member");
    const ctx = await actorContext(people.owner0);
    const committeeId = crypto.randomUUID();
    await ctx.db.batch([
      ctx.db.insert(schema.committees).values({ id: committeeId, organizationId: org.id, name: "Audit" }),
      ctx.db.insert(schema.committeeMembers).values({ committeeId, userId: people.member1.id }),
    ]);
    const result = await removeMember(ctx, org.id, people.member1.id);
    expect(result.reason).toBe("Removed by owner");
    expect(await roleOf(org.id, people.member1.id)).toBeUndefined();
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
    const { org, people } = await boardOf("owner", "member");
    const result = await transferOwnership(await actorContext(people.owner0), org.id, people.member1.id);
    expect(result).toEqual({
      newOwner: { userId: people.member1.id, role: "owner" },
      previousOwner: { userId: people.owner0.id, role: "admin" },
    });
    expect(await roleOf(org.id, people.member1.id)).toBe("owner");
    expect(await roleOf(org.id, people.owner0.id)).toBe("admin");
    // The former owner can no longer transfer it back.
    await expect(transferOwnership(await actorContext(people.owner0), org.id, people.member1.id)).rejects.toMatchObject(
      { status: 403 },
    );
  });

  it("admins can't transfer ownership", async () => {
    const { org, people } = await boardOf("owner", "admin", "member");
    await expect(transferOwnership(await actorContext(people.admin1), org.id, people.member2.id)).rejects.toMatchObject(
      { status: 403 },
    );
    expect(await roleOf(org.id, people.owner0.id)).toBe("owner");
  });

  it("a member of another organisation is not found", async () => {
    const { org, people } = await boardOf("owner");
    const other = await boardOf("owner", "member");
    await expect(
      removeMember(await actorContext(people.owner0), org.id, other.people.member1.id),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      changeMemberRole(await actorContext(people.owner0), other.org.id, other.people.member1.id, "viewer"),
    ).rejects.toMatchObject({ status: 404 });
  });
});
