import { describe, expect, it } from "vitest";
import { listBoardmates } from "../../../app/.server/organizations/boardmates";
import { actorContext, addMember, createOrganization, createUser } from "../../helpers/factories";

describe("boardmates", () => {
  it("lists fellow members of my organisations once each, never people of organisations I'm not in", async () => {
    const me = await createUser({ fullName: "Me Myself" });
    const shared = await createUser({ fullName: "Shared Sam" });
    const stranger = await createUser({ fullName: "Stranger Sue" });
    const first = await createOrganization({ ownerId: me.id, name: "First Board" });
    const second = await createOrganization({ ownerId: me.id, name: "Second Board" });
    const theirs = await createOrganization({ ownerId: stranger.id, name: "Their Board" });
    await addMember(first.id, shared.id, "member");
    await addMember(second.id, shared.id, "viewer");
    await addMember(theirs.id, shared.id, "admin");

    const { people, total } = await listBoardmates(await actorContext(me));
    expect(total).toBe(1);
    expect(people[0].name).toBe("Shared Sam");
    expect(people[0].shared.map((s) => [s.organization, s.role]).sort()).toEqual([
      ["First Board", "member"],
      ["Second Board", "viewer"],
    ]);
    expect(JSON.stringify(people)).not.toContain("Their Board");
    expect(JSON.stringify(people)).not.toContain("Stranger Sue");
    expect((await listBoardmates(await actorContext(me), { search: "nobody" })).total).toBe(0);
  });
});
