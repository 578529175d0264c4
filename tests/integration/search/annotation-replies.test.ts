// Annotation replies in the one search index (migration 0018): a reply is found as its annotation, under that
// annotation's rule: the document's access, and a private annotation's thread shows to its author alone. It moves
// with its annotation and goes with it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createReply } from "../../../app/.server/annotations/annotations";
import { schema } from "../../../app/.server/platform/db/client";
import { searchEverything } from "../../../app/.server/search/global";
import { actorContext, createRoleBoard, serviceContext, type TestUser } from "../../helpers/factories";
import { loadPdfJs, storeDocument, textBytes } from "../../helpers/searchable-documents";
import { insertAnnotation, uniqueWord } from "../../helpers/searchable-world";

beforeAll(loadPdfJs, 60_000);

async function annotationHits(user: Pick<TestUser, "id">, q: string) {
  const found = await searchEverything(await actorContext(user), { q, kind: "annotation" });
  return {
    count: found.counts.annotation,
    ids: found.groups.flatMap((group) => group.hits.map((hit) => hit.id)),
    pages: found.groups.flatMap((group) => group.hits.map((hit) => hit.pageNumber)),
  };
}

describe("annotation replies in search", () => {
  it("finds a reply as its annotation, only for those who may read the annotation", async () => {
    const word = uniqueWord("chervil");
    const { org, users, outsiderOrg } = await createRoleBoard({ seats: ["owner", "admin", "member", "outsider"] });
    const open = await storeDocument({ ownerId: users.owner.id, organizationId: org.id, bytes: textBytes("x") });
    const closed = await storeDocument({
      ownerId: users.owner.id,
      organizationId: org.id,
      bytes: textBytes("x"),
      visibility: "private",
    });
    const shared = await insertAnnotation({
      assetId: open.id,
      organizationId: org.id,
      userId: users.owner.id,
      commentText: "Check the totals",
    });
    const privateNote = await insertAnnotation({
      assetId: open.id,
      organizationId: org.id,
      userId: users.member.id,
      commentText: "My own reminder",
      isPrivate: true,
    });
    const onClosed = await insertAnnotation({
      assetId: closed.id,
      organizationId: org.id,
      userId: users.owner.id,
      commentText: "Owner only",
    });
    const member = await actorContext(users.member);
    await createReply(member, shared, { content: `The ${word} figures agree` });
    await createReply(member, privateNote, { content: `Ask about ${word} later` });
    await createReply(await actorContext(users.owner), onClosed, { content: `Settled ${word} terms` });

    expect((await annotationHits(users.member, word)).ids.sort()).toEqual([shared, privateNote].sort());
    const admin = await annotationHits(users.admin, word);
    expect(admin.ids).toContain(shared);
    expect(admin.ids).not.toContain(privateNote);
    expect((await annotationHits(users.outsider, word)).count).toBe(0);
    expect(outsiderOrg.id).not.toBe(org.id);
  });

  it("follows its annotation to another page and out of the index when the annotation is deleted", async () => {
    const word = uniqueWord("lovage");
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const document = await storeDocument({ ownerId: users.owner.id, organizationId: org.id, bytes: textBytes("x") });
    const note = await insertAnnotation({
      assetId: document.id,
      organizationId: org.id,
      userId: users.owner.id,
      commentText: "Totals",
    });
    await createReply(await actorContext(users.owner), note, { content: `A ${word} question` });
    expect(await annotationHits(users.owner, word)).toMatchObject({ ids: [note], pages: [1] });

    const db = serviceContext().db;
    await db.update(schema.annotations).set({ pageNumber: 3 }).where(eq(schema.annotations.id, note));
    expect((await annotationHits(users.owner, word)).pages).toEqual([3]);
    await db.delete(schema.annotations).where(eq(schema.annotations.id, note));
    expect((await annotationHits(users.owner, word)).count).toBe(0);
    const left = await db
      .select({ key: schema.searchEntries.sourceKey })
      .from(schema.searchEntries)
      .where(eq(schema.searchEntries.entityId, note))
      .all();
    expect(left).toEqual([]);
  });
});
