// The committee form offers only the candidates the service gives it: a chair or member beyond the
// first 100 members must still be offered, or saving the form would drop them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { committeeCandidates } from "../../../app/.server/committees/candidates";
import { createCommittee, getCommittee, updateCommittee } from "../../../app/.server/committees/committees";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { actorContext, createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { countingDatabase } from "../../helpers/round-trips";

/** `count` active members who joined before anyone added later (no password: fast to create). */
async function earlyMembers(organizationId: string, count: number) {
  const db = serviceContext().db;
  const joinedAt = Date.now() - 86_400_000;
  const people = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    email: `early.${index}.${crypto.randomUUID()}@example.test`,
    fullName: `Early ${index}`,
  }));
  const rows = people.flatMap((person, index) => [
    db.insert(schema.users).values(person),
    db.insert(schema.organizationMembers).values({
      id: crypto.randomUUID(),
      organizationId,
      userId: person.id,
      role: "member",
      joinedAt: joinedAt + index,
    }),
  ]);
  await db.batch([rows[0], ...rows.slice(1)]);
}

async function lateMember(organizationId: string, fullName: string, status: "active" | "suspended" = "active") {
  const user = await createUser({ fullName });
  await serviceContext()
    .db.insert(schema.organizationMembers)
    .values({
      id: crypto.randomUUID(),
      organizationId,
      userId: user.id,
      role: "member",
      status,
      joinedAt: Date.now() + 60_000,
    });
  return user;
}

describe("committee candidates", () => {
  it("always include the committee's current chair and members, so saving the form keeps them", async () => {
    const owner = await createUser({ fullName: "Olivia Owner" });
    const org = await createOrganization({ ownerId: owner.id });
    await serviceContext()
      .db.update(schema.organizationMembers)
      .set({ joinedAt: Date.now() - 2 * 86_400_000 })
      .where(eq(schema.organizationMembers.userId, owner.id));
    await earlyMembers(org.id, 100);
    const chair = await lateMember(org.id, "Zoe Chair");
    const member = await lateMember(org.id, "Yuri Member");
    const unseated = await lateMember(org.id, "Xena Unseated");
    const ctx = await actorContext(owner);
    const { id } = await createCommittee(
      ctx,
      org.id,
      CommitteeSchema.parse({ name: "Audit", memberIds: [member.id, owner.id], chairId: chair.id }),
    );

    const candidates = await committeeCandidates(ctx, org.id);
    const offered = candidates.map((candidate) => candidate.userId);
    expect(offered).toContain(chair.id);
    expect(offered).toContain(member.id);
    expect(offered).not.toContain(unseated.id);
    expect(candidates.length).toBe(102);
    expect(new Set(offered).size).toBe(offered.length);
    expect(candidates.find((candidate) => candidate.userId === chair.id)?.displayName).toBe("Zoe Chair");

    // The committee page reads the same candidates with the committee, in one round trip.
    const counted = countingDatabase();
    const detail = await getCommittee({ ...ctx, db: createDb(counted.database) }, org.id, id);
    expect(counted.roundTrips()).toBe(1);
    expect(detail.candidates).toEqual(candidates);
    // What the form posts back: the chair, and every offered person who is ticked (the current members).
    const ticked = offered.filter((userId) => detail.members.some((seat) => seat.userId === userId));
    await updateCommittee(
      ctx,
      org.id,
      id,
      CommitteeSchema.parse({ name: "Audit", memberIds: ticked, chairId: chair.id }),
    );
    const after = await getCommittee(ctx, org.id, id);
    expect(after.members.map((seat) => [seat.userId, seat.role]).sort()).toEqual(
      [
        [chair.id, "chair"],
        [member.id, "member"],
        [owner.id, "member"],
      ].sort(),
    );
  });

  it("leave out a seated person who is no longer an active member (the service would refuse them)", async () => {
    const owner = await createUser();
    const org = await createOrganization({ ownerId: owner.id });
    const seated = await lateMember(org.id, "Sam Seated");
    const ctx = await actorContext(owner);
    await createCommittee(ctx, org.id, CommitteeSchema.parse({ name: "Risk", memberIds: [seated.id] }));
    await serviceContext()
      .db.update(schema.organizationMembers)
      .set({ status: "suspended" })
      .where(eq(schema.organizationMembers.userId, seated.id));
    expect((await committeeCandidates(ctx, org.id)).map((candidate) => candidate.userId)).toEqual([owner.id]);
  });
});
