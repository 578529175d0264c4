import { describe, expect, it } from "vitest";
import { listBoardmates } from "../../../app/.server/organizations/boardmates";
import { listMembers } from "../../../app/.server/organizations/members";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createRoleBoard,
  createUser,
  signedInHeaders,
} from "../../helpers/factories";

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

// D1 refuses LIKE patterns over 50 bytes: searching members or boardmates with 49 characters or more answered 500.
describe("a long search (up to the 100 characters the forms and the API take)", () => {
  it("finds a member by a long part of their name, on the page's service and through the API", async () => {
    const longName = `Dr ${"Abigail-".repeat(11)}Fairweather`;
    const board = await createRoleBoard();
    const found = await createUser({ fullName: longName });
    await addMember(board.org.id, found.id, "member");
    const search = longName.slice(2, 102).toUpperCase();
    expect(search).toHaveLength(100);
    const ctx = await actorContext(board.users.owner);
    expect((await listMembers(ctx, board.org.id, { search })).members.map((member) => member.userId)).toEqual([
      found.id,
    ]);
    expect((await listBoardmates(ctx, { search })).people.map((person) => person.userId)).toEqual([found.id]);
    const answer = await callWorker(`/api/organizations/${board.org.id}/members?search=${encodeURIComponent(search)}`, {
      headers: await signedInHeaders(board.users.owner.id),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { members: { userId: string }[] }).members.map((m) => m.userId)).toEqual([
      found.id,
    ]);
  });
});
