// Annotations across organisations and document access: every endpoint and the document's room answer 404 to
// someone outside the document's organisation, or inside it without access, with nothing of the document shown.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAnnotation, createReply } from "../../../app/.server/annotations/annotations";
import { loadReader } from "../../../app/.server/annotations/reader";
import { createDb, schema } from "../../../app/.server/platform/db/client";
import type { AnnotationView } from "../../../app/lib/annotations/realtime";
import { assetRoomPath } from "../../../app/lib/annotations/realtime";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { submitReaderForm } from "../../../app/routes/dashboard.assets.$id_.read/actions.server";
import {
  actorContext,
  callWorker,
  createRoleBoard,
  expectCrossOrganizationNotFound,
  jsonHeaders,
  serviceContext,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";
import { countingDatabase } from "../../helpers/round-trips";
import { highlight, insertDocument, insertPageText } from "../annotations/documents";

describe("annotations access", () => {
  it("answers 404 on every annotation endpoint and the room to outsiders and members without access", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer", "outsider"] });
    const open = await insertDocument(org.id, users.owner.id);
    const privateDoc = await insertDocument(org.id, users.owner.id, { visibility: "private" });
    const made = async (assetId: string) => {
      const response = await callWorker(`/api/assets/${assetId}/annotations`, {
        method: "POST",
        headers: await jsonHeaders(users.owner.id),
        body: JSON.stringify(highlight({ content: { text: "Confidential remark" } })),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { annotation: AnnotationView }).annotation.id;
    };
    const annotationOf = { [open]: await made(open), [privateDoc]: await made(privateDoc) };
    const refusedTo = [
      { user: users.outsider, docs: [open, privateDoc] },
      // Inside the organisation, a private document is invisible to those it was not given to.
      { user: users.member, docs: [privateDoc] },
      { user: users.viewer, docs: [privateDoc] },
    ];
    for (const { user, docs } of refusedTo) {
      for (const doc of docs) {
        for (const [method, path, body] of endpointsOf(doc, annotationOf[doc])) {
          await expectCrossOrganizationNotFound(
            (headers) =>
              callWorker(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
            ["Confidential remark", "Board paper"],
            await jsonHeaders(user.id),
          );
        }
      }
      for (const doc of docs) {
        const headers = await jsonHeaders(user.id);
        headers.set("Upgrade", "websocket");
        const upgrade = await callWorker(assetRoomPath(doc), { headers });
        expect(upgrade.status).toBe(404);
        expect(upgrade.webSocket).toBeNull();
      }
    }
    // The organisation's readers of the open document do get in.
    const headers = await jsonHeaders(users.viewer.id);
    headers.set("Upgrade", "websocket");
    const upgrade = await callWorker(assetRoomPath(open), { headers });
    expect(upgrade.status).toBe(101);
    upgrade.webSocket?.accept();
    upgrade.webSocket?.close(1000, "done");
  });
});

describe("the reader page's loader and action (dashboard.assets.$id_.read)", () => {
  it("refuse outsiders and members without access with 404, and write nothing", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"] });
    const open = await insertDocument(org.id, users.owner.id);
    const privateDoc = await insertDocument(org.id, users.owner.id, { visibility: "private" });
    const owner = await actorContext(users.owner);
    await submitReaderForm(owner, open, formOf({ intent: "comment", pageNumber: "1", text: "Owner's remark" }));
    await submitReaderForm(owner, privateDoc, formOf({ intent: "comment", pageNumber: "1", text: "Owner's remark" }));
    const annotationOf = {
      [open]: (await loadReader(owner, open)).annotations[0].id,
      [privateDoc]: (await loadReader(owner, privateDoc)).annotations[0].id,
    };
    for (const [user, docs] of [
      [users.outsider, [open, privateDoc]],
      [users.member, [privateDoc]],
    ] as const) {
      const ctx = await actorContext(user);
      for (const doc of docs) {
        expect((await rejection(loadReader(ctx, doc))).status).toBe(404);
        const annotationId = annotationOf[doc];
        for (const fields of <Record<string, string>[]>[
          { intent: "comment", pageNumber: "1", text: "Intruder" },
          { intent: "reply", annotationId, content: "Intruder" },
          { intent: "resolve", annotationId, resolved: "true" },
          { intent: "delete", annotationId },
        ]) {
          expect(await submitReaderForm(ctx, doc, formOf(fields))).toMatchObject({ status: 404 });
        }
      }
    }
    const after = await loadReader(owner, open);
    expect(after.annotations).toHaveLength(1);
    expect(after.annotations[0]).toMatchObject({ isResolved: false, repliesCount: 0 });
    // A reader of the open document may comment through the page; a reply naming another document's annotation
    // through this page is refused as not found.
    const member = await actorContext(users.member);
    expect(await submitReaderForm(member, open, formOf({ intent: "comment", pageNumber: "2", text: "Mine" }))).toEqual({
      ok: "Annotation added",
    });
    expect(
      await submitReaderForm(
        member,
        open,
        formOf({ intent: "reply", annotationId: annotationOf[privateDoc], content: "x" }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await submitReaderForm(member, open, formOf({ intent: "comment", pageNumber: "9", text: "x" })),
    ).toMatchObject({ status: 400 });
  });
});

describe("the reader page's reads", () => {
  it("in one round trip after the session's: the guard, annotations with replies, the current text", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "outsider"], names: { member: "Mina" } });
    const doc = await insertDocument(org.id, users.owner.id);
    await insertPageText(doc, org.id, 2, ["Second version, page one."]);
    await serviceContext().db.update(schema.assets).set({ currentVersion: 2 }).where(eq(schema.assets.id, doc));
    const member = await actorContext(users.member);
    const shared = await createAnnotation(member, doc, CreateAnnotationSchema.parse(highlight()));
    await createAnnotation(member, doc, CreateAnnotationSchema.parse(highlight({ isPrivate: true })));
    await createReply(await actorContext(users.owner), shared.id, { content: "Agreed" });
    const read = async (user: { id: string }) => {
      const counted = countingDatabase();
      const page = await loadReader({ ...(await actorContext(user)), db: createDb(counted.database) }, doc);
      return { page, roundTrips: counted.roundTrips() };
    };
    const owner = await read(users.owner);
    expect(owner.roundTrips).toBe(1);
    // The member's private annotation is theirs alone; authors are named from the batch's renamed columns.
    expect(owner.page.annotations.map((annotation) => [annotation.id, annotation.user.fullName])).toEqual([
      [shared.id, "Mina"],
    ]);
    expect(owner.page.annotations[0].replies.map((reply) => [reply.content, reply.user.id])).toEqual([
      ["Agreed", users.owner.id],
    ]);
    expect(owner.page.pages).toEqual([{ pageNumber: 1, text: "Second version, page one." }]);
    expect((await read(users.member)).page.annotations).toHaveLength(2);
    const outsider = countingDatabase();
    const refused = loadReader({ ...(await actorContext(users.outsider)), db: createDb(outsider.database) }, doc);
    expect((await rejection(refused)).status).toBe(404);
    expect(outsider.roundTrips()).toBe(1);
  });
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** Every annotation endpoint of 002 §7.3 for one document and one of its annotations. */
function endpointsOf(assetId: string, annotationId: string): [string, string, unknown][] {
  return [
    ["GET", `/api/assets/${assetId}/annotations`, undefined],
    ["POST", `/api/assets/${assetId}/annotations`, highlight()],
    ["PATCH", `/api/assets/${assetId}/annotations/${annotationId}`, { isResolved: true }],
    ["DELETE", `/api/assets/${assetId}/annotations/${annotationId}`, undefined],
    ["PUT", `/api/assets/annotations/${annotationId}`, { isResolved: true }],
    ["DELETE", `/api/assets/annotations/${annotationId}`, undefined],
    ["GET", `/api/assets/annotations/${annotationId}/replies`, undefined],
    ["POST", `/api/assets/annotations/${annotationId}/replies`, { content: "hi" }],
  ];
}
