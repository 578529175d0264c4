import { describe, expect, it } from "vitest";
import {
  createCommittee,
  getCommittee,
  listCommittees,
  setCommitteeStatus,
  updateCommittee,
} from "../../../app/.server/committees/committees";
import { insertsInChunks } from "../../../app/.server/platform/db/bound-parameters";
import { schema } from "../../../app/.server/platform/db/client";
import { CommitteeSchema } from "../../../app/lib/committees/schemas";
import { actorContext, createOrganization, createRoleBoard, createUser, serviceContext } from "../../helpers/factories";

/** Names that come back in a committee's member list. */
const NAMED = { names: { owner: "Olivia Owner", member: "Dan Director" } } as const;

describe("committees", () => {
  it(
    "creates a committee with a chair and members drawn from the organisation, lists, " + "edits and archives it",
    async () => {
      const {
        org,
        users: { owner, member: director },
      } = await createRoleBoard(NAMED);
      const ctx = await actorContext(owner);
      const { id } = await createCommittee(
        ctx,
        org.id,
        CommitteeSchema.parse({ name: "Audit & Risk", memberIds: [director.id], chairId: owner.id }),
      );
      const detail = await getCommittee(ctx, org.id, id);
      expect(detail.members.map((m) => [m.fullName, m.role])).toEqual([
        ["Dan Director", "member"],
        ["Olivia Owner", "chair"],
      ]);
      expect((await listCommittees(ctx, org.id)).committees).toMatchObject([{ name: "Audit & Risk", memberCount: 2 }]);

      await updateCommittee(
        ctx,
        org.id,
        id,
        CommitteeSchema.parse({ name: "Audit Committee", memberIds: [director.id], chairId: director.id }),
      );
      expect((await getCommittee(ctx, org.id, id)).members).toMatchObject([
        { fullName: "Dan Director", role: "chair" },
      ]);

      await setCommitteeStatus(ctx, org.id, id, "archived");
      expect((await listCommittees(ctx, org.id)).committees).toHaveLength(0);
      expect((await listCommittees(ctx, org.id, { status: "archived" })).committees).toHaveLength(1);
    },
  );

  it("refuses people from outside the organisation, and nothing is written", async () => {
    const {
      org,
      users: { owner },
    } = await createRoleBoard(NAMED);
    const stranger = await createUser();
    const ctx = await actorContext(owner);
    await expect(
      createCommittee(ctx, org.id, CommitteeSchema.parse({ name: "Remuneration", memberIds: [stranger.id] })),
    ).rejects.toMatchObject({ status: 400 });
    expect((await listCommittees(ctx, org.id)).committees).toHaveLength(0);
  });

  it("members and viewers read committees but can't manage them; outsiders get 404", async () => {
    const {
      org,
      users: { owner, member: director, viewer },
    } = await createRoleBoard(NAMED);
    const { id } = await createCommittee(
      await actorContext(owner),
      org.id,
      CommitteeSchema.parse({ name: "Nominations" }),
    );
    for (const person of [director, viewer]) {
      const ctx = await actorContext(person);
      expect((await listCommittees(ctx, org.id)).canManage).toBe(false);
      await expect(setCommitteeStatus(ctx, org.id, id, "archived")).rejects.toMatchObject({ status: 403 });
    }
    const outsider = await createUser();
    await expect(getCommittee(await actorContext(outsider), org.id, id)).rejects.toMatchObject({ status: 404 });
    const otherOrg = await createOrganization({ ownerId: outsider.id });
    await expect(getCommittee(await actorContext(outsider), otherOrg.id, id)).rejects.toMatchObject({ status: 404 });
  });

  it("validates the name", () => {
    expect(CommitteeSchema.safeParse({ name: "A" }).error?.issues[0].message).toBe(
      "Committee name must be at least 2 characters",
    );
  });
});

// D1 binds at most 100 parameters per statement: a committee of the schema's 200 members answered 500.
describe("a committee at the schema's maximum of 200 members", () => {
  it("is created and edited with every seat", async () => {
    const { org, users } = await createRoleBoard();
    const db = serviceContext().db;
    const people = Array.from({ length: 200 }, (_, index) => ({
      id: crypto.randomUUID(),
      email: `seat-${index}-${crypto.randomUUID().slice(0, 8)}@example.test`,
      fullName: `Seat ${index}`,
    }));
    const memberships = people.map((person) => ({
      id: crypto.randomUUID(),
      organizationId: org.id,
      userId: person.id,
      role: "member" as const,
    }));
    const [first, ...rest] = [
      ...insertsInChunks(db, schema.users, people),
      ...insertsInChunks(db, schema.organizationMembers, memberships),
    ];
    await db.batch([first, ...rest]);
    const ctx = await actorContext(users.owner);
    const memberIds = people.map((person) => person.id);
    const input = CommitteeSchema.parse({ name: "Everyone", memberIds, chairId: memberIds[0] });
    const { id } = await createCommittee(ctx, org.id, input);
    expect((await getCommittee(ctx, org.id, id)).members).toHaveLength(200);
    await updateCommittee(ctx, org.id, id, { ...input, memberIds: memberIds.slice(0, 150) });
    expect((await getCommittee(ctx, org.id, id)).members).toHaveLength(150);
  });
});
