import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listOrganizationCards, organizationCardPage, runBulkOperation } from "../../../app/.server/organizations/list";
import { schema } from "../../../app/.server/platform/db/client";
import { ORGANIZATIONS_PAGE_SIZE } from "../../../app/lib/organizations/constants";
import {
  actorContext,
  addMember,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  signedInHeaders,
} from "../../helpers/factories";

describe("organisation cards and bulk operations", () => {
  it("lists only the actor's organisations with their role and real member counts", async () => {
    const user = await createUser();
    const mine = await createOrganization({ ownerId: user.id, name: "Alpha Board" });
    const colleague = await createUser();
    await addMember(mine.id, colleague.id, "member");
    const theirs = await createOrganization({ ownerId: colleague.id, name: "Beta Board" });
    const cards = await listOrganizationCards(await actorContext(user));
    expect(cards.map((card) => [card.name, card.role, card.memberCount])).toEqual([["Alpha Board", "owner", 2]]);
    expect(cards.some((card) => card.id === theirs.id)).toBe(false);
  });

  it("reports per-item errors and still does the rest", async () => {
    const user = await createUser();
    const owned = await createOrganization({ ownerId: user.id, name: "Owned" });
    const joined = await createOrganization({ name: "Joined" });
    await addMember(joined.id, user.id, "member");
    const foreign = await createOrganization({ name: "Foreign" });

    const archive = await runBulkOperation(await actorContext(user), "archive", [owned.id, joined.id, foreign.id]);
    expect(archive.succeeded.map((item) => item.name)).toEqual(["Owned"]);
    expect(archive.errors).toEqual([
      { id: joined.id, name: "Joined", message: "Only the owner can archive or restore" },
      { id: foreign.id, name: foreign.id, message: "Organization not found" },
    ]);
    expect(archive.message).toBe("1 of 3 organization(s) archived; 2 failed");
    const ctx = await actorContext(user);
    expect((await listOrganizationCards(ctx)).map((card) => card.name)).toEqual(["Joined"]);
    expect((await listOrganizationCards(ctx, { status: "archived" })).map((card) => card.name)).toEqual(["Owned"]);

    const leave = await runBulkOperation(ctx, "leave", [owned.id, joined.id]);
    expect(leave.succeeded.map((item) => item.name)).toEqual(["Joined"]);
    expect(leave.errors[0].message).toBe("Transfer ownership before leaving");
    const left = await ctx.db
      .select()
      .from(schema.organizationMembers)
      .where(eq(schema.organizationMembers.organizationId, joined.id))
      .all();
    expect(left.some((row) => row.userId === user.id)).toBe(false);
  });

  it("exports what the organisation holds, for owners and admins only", async () => {
    const user = await createUser();
    const owned = await createOrganization({ ownerId: user.id, name: "Exported" });
    const result = await runBulkOperation(await actorContext(user), "export", [owned.id]);
    expect(result.success).toBe(true);
    expect(result.exported?.[0]).toMatchObject({
      organization: { name: "Exported" },
      members: [{ email: user.email, role: "owner" }],
    });
  });

  it("pages the cards 20 at a time (001 §9), by name, with the total", async () => {
    const user = await createUser();
    const names = Array.from({ length: 23 }, (_, index) => `Board ${String(index).padStart(2, "0")}`);
    for (const name of names) await createOrganization({ ownerId: user.id, name });
    const ctx = await actorContext(user);
    const first = await organizationCardPage(ctx);
    expect(first.pagination).toEqual({ page: 1, limit: ORGANIZATIONS_PAGE_SIZE, total: 23 });
    expect(first.organizations.map((card) => card.name)).toEqual(names.slice(0, 20));
    const second = await organizationCardPage(ctx, { page: 2 });
    expect(second.organizations.map((card) => card.name)).toEqual(names.slice(20));

    const response = await callWorker("/api/organizations?page=3&limit=5", { headers: await signedInHeaders(user.id) });
    const body = (await response.json()) as {
      data: { organizations: { name: string }[]; pagination: { page: number; limit: number; total: number } };
    };
    expect(body.data.organizations.map((card) => card.name)).toEqual(names.slice(10, 15));
    expect(body.data.pagination).toEqual({ page: 3, limit: 5, total: 23 });
    for (const query of ["limit=0", "limit=101", "page=0", "page=x", "status=deleted"]) {
      const refused = await callWorker(`/api/organizations?${query}`, { headers: await signedInHeaders(user.id) });
      expect(refused.status).toBe(400);
    }
  });
});

// D1 binds at most 100 parameters per statement: the schema's 100 ids (with the actor's id) answered 500.
describe("a bulk operation at the schema's maximum of 100 organisations", () => {
  it("answers per item, through the API", async () => {
    const user = await createUser();
    const mine = await createOrganization({ ownerId: user.id, name: "Exported Board" });
    const organizationIds = [mine.id, ...Array.from({ length: 99 }, () => crypto.randomUUID())];
    const response = await callWorker("/api/organizations/bulk", {
      method: "POST",
      headers: await jsonHeaders(user.id),
      body: JSON.stringify({ operation: "export", organizationIds }),
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { succeeded: { id: string }[]; errors: { id: string }[] };
    expect(result.succeeded.map((item) => item.id)).toEqual([mine.id]);
    expect(result.errors).toHaveLength(99);
  });
});
