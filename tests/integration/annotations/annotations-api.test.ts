// The annotation endpoints (002 §7.3) as a client calls them: create, list, change, resolve, reply, delete,
// who may do what, private annotations never reaching anyone else, and malformed payloads answered 400.
import { describe, expect, it } from "vitest";
import { ANNOTATION_TEXTS } from "../../../app/lib/annotations/constants";
import type { AnnotationView, ReplyView } from "../../../app/lib/annotations/realtime";
import { callWorker, createRoleBoard, jsonHeaders } from "../../helpers/factories";
import { auditActions } from "../../helpers/records";
import { highlight, insertDocument } from "./documents";

async function call(userId: string, method: string, path: string, body?: unknown) {
  return callWorker(path, {
    method,
    headers: await jsonHeaders(userId),
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function create(userId: string, assetId: string, payload: unknown = highlight()): Promise<AnnotationView> {
  const response = await call(userId, "POST", `/api/assets/${assetId}/annotations`, payload);
  expect(response.status).toBe(201);
  return ((await response.json()) as { annotation: AnnotationView }).annotation;
}

async function list(userId: string, assetId: string): Promise<AnnotationView[]> {
  const response = await call(userId, "GET", `/api/assets/${assetId}/annotations`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { annotations: AnnotationView[] }).annotations;
}

describe("annotations API", () => {
  it("creates a highlight from a selection and lists it for every reader, with its quote and author", async () => {
    const { org, users } = await createRoleBoard({ names: { member: "Mina Member" } });
    const assetId = await insertDocument(org.id, users.owner.id);
    const made = await create(users.member.id, assetId);
    expect(made).toMatchObject({
      annotationType: "highlight",
      content: { text: "Check the budget figure" },
      selectedText: "approved the budget",
      pageNumber: 1,
      versionNumber: 1,
      color: "#FFFF00",
      opacity: 0.3,
      isPrivate: false,
      isResolved: false,
      anchorStatus: "anchored",
      repliesCount: 0,
      user: { id: users.member.id, fullName: "Mina Member" },
    });
    expect(made.position?.boundingRect.width).toBe(128);
    const seenByViewer = await list(users.viewer.id, assetId);
    expect(seenByViewer.map((a) => a.id)).toEqual([made.id]);
    expect(await auditActions(users.member.id, org.id)).toContain("annotation.created");
  });

  it("maps 'select' to textbox, trims content and applies the defaults", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const made = await create(users.owner.id, assetId, {
      annotationType: "select",
      content: { text: "  Margin note  " },
      pageNumber: 2,
    });
    expect(made).toMatchObject({
      annotationType: "textbox",
      content: { text: "Margin note" },
      color: "#FFFF00",
      opacity: 0.3,
      isPrivate: false,
      position: null,
    });
  });

  it("keeps a private annotation to its author: not in anyone else's list, not even an admin's", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const mine = await create(users.member.id, assetId, highlight({ isPrivate: true, content: { text: "Secret" } }));
    const shared = await create(users.member.id, assetId, highlight({ content: { text: "Shared" } }));
    expect((await list(users.member.id, assetId)).map((a) => a.id).sort()).toEqual([mine.id, shared.id].sort());
    for (const other of [users.owner, users.admin]) {
      const seen = await list(other.id, assetId);
      expect(seen.map((a) => a.id)).toEqual([shared.id]);
      // Nor can they reach it by id: change, reply or delete are the same 404 as an unknown annotation.
      for (const [method, path, body] of [
        ["PUT", `/api/assets/annotations/${mine.id}`, { isResolved: true }],
        ["DELETE", `/api/assets/annotations/${mine.id}`, undefined],
        ["POST", `/api/assets/annotations/${mine.id}/replies`, { content: "hi" }],
        ["GET", `/api/assets/annotations/${mine.id}/replies`, undefined],
      ] as const) {
        const response = await call(other.id, method, path, body);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: ANNOTATION_TEXTS.notFound });
      }
    }
  });

  it("changes text and colour (author only), resolves and reopens (any reader), through PATCH and PUT", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "member", "viewer"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const made = await create(users.member.id, assetId);
    const patched = await call(users.member.id, "PATCH", `/api/assets/${assetId}/annotations/${made.id}`, {
      content: { text: "Budget is 2% higher" },
      color: "#3b82f6",
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { annotation: AnnotationView }).annotation).toMatchObject({
      content: { text: "Budget is 2% higher" },
      color: "#3B82F6",
    });
    const byViewer = await call(users.viewer.id, "PUT", `/api/assets/annotations/${made.id}`, {
      content: { text: "Rewritten" },
    });
    expect(byViewer.status).toBe(403);
    const resolved = await call(users.viewer.id, "PUT", `/api/assets/annotations/${made.id}`, { isResolved: true });
    expect(((await resolved.json()) as { annotation: AnnotationView }).annotation.isResolved).toBe(true);
    const reopened = await call(users.member.id, "PUT", `/api/assets/annotations/${made.id}`, { isResolved: false });
    expect(((await reopened.json()) as { annotation: AnnotationView }).annotation.isResolved).toBe(false);
    // The path's document must be the annotation's own.
    const otherAsset = await insertDocument(org.id, users.owner.id);
    const mismatched = await call(users.member.id, "PATCH", `/api/assets/${otherAsset}/annotations/${made.id}`, {
      isResolved: true,
    });
    expect(mismatched.status).toBe(404);
  });

  it("replies: created by any reader, listed in order and counted on the annotation", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "viewer"], names: { viewer: "Vic Viewer" } });
    const assetId = await insertDocument(org.id, users.owner.id);
    const made = await create(users.owner.id, assetId);
    const first = await call(users.viewer.id, "POST", `/api/assets/annotations/${made.id}/replies`, {
      content: " Agreed ",
    });
    expect(first.status).toBe(201);
    expect(((await first.json()) as { reply: ReplyView }).reply).toMatchObject({
      content: "Agreed",
      user: { fullName: "Vic Viewer" },
    });
    await call(users.owner.id, "POST", `/api/assets/annotations/${made.id}/replies`, { content: "Thanks" });
    const replies = await call(users.owner.id, "GET", `/api/assets/annotations/${made.id}/replies`);
    expect(((await replies.json()) as { replies: ReplyView[] }).replies.map((r) => r.content)).toEqual([
      "Agreed",
      "Thanks",
    ]);
    const [listed] = await list(users.viewer.id, assetId);
    expect(listed.repliesCount).toBe(2);
    expect(listed.replies.map((r) => r.content)).toEqual(["Agreed", "Thanks"]);
  });

  it("deletes by its author or an organisation admin or owner; another member gets 403", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const byViewer = await create(users.viewer.id, assetId);
    const refused = await call(users.member.id, "DELETE", `/api/assets/annotations/${byViewer.id}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: ANNOTATION_TEXTS.cannotDelete });
    const byAdmin = await call(users.admin.id, "DELETE", `/api/assets/${assetId}/annotations/${byViewer.id}`);
    expect(byAdmin.status).toBe(200);
    const own = await create(users.member.id, assetId);
    expect((await call(users.member.id, "DELETE", `/api/assets/annotations/${own.id}`)).status).toBe(200);
    const another = await create(users.member.id, assetId);
    expect((await call(users.owner.id, "DELETE", `/api/assets/annotations/${another.id}`)).status).toBe(200);
    expect(await list(users.owner.id, assetId)).toEqual([]);
    expect(await auditActions(users.admin.id, org.id)).toContain("annotation.deleted");
  });

  it("answers malformed payloads with 400 and stores nothing", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const assetId = await insertDocument(org.id, users.owner.id);
    const rect = { x1: 0, y1: 0, x2: 10, y2: 10, width: 10, height: 10 };
    const bad: unknown[] = [
      "not json",
      {},
      highlight({ annotationType: "scribble" as never }),
      highlight({ content: { text: "   " } }),
      highlight({ content: { text: "x".repeat(2001) } }),
      highlight({ color: "#123456" }),
      highlight({ opacity: 0.35 }),
      highlight({ opacity: 0 }),
      highlight({ opacity: 1.1 }),
      highlight({ pageNumber: 0 }),
      highlight({ pageNumber: 1.5 }),
      highlight({ pageNumber: 3 }), // the document has 2 pages
      highlight({ position: { rects: [], boundingRect: { ...rect, x1: Number.NaN } } as never }),
      highlight({ position: { rects: [{ ...rect, x2: 1e9 }], boundingRect: rect } }),
      highlight({ position: { rects: [], boundingRect: { ...rect, x1: 20 } } }),
      highlight({ isPrivate: "yes" as never }),
    ];
    for (const payload of bad) {
      const response = await call(users.owner.id, "POST", `/api/assets/${assetId}/annotations`, payload);
      expect(response.status, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
    expect(await list(users.owner.id, assetId)).toEqual([]);
    const made = await create(users.owner.id, assetId);
    for (const payload of [{}, { isResolved: "no" }, { color: "red" }, { pageNumber: 2 }]) {
      const response = await call(users.owner.id, "PUT", `/api/assets/annotations/${made.id}`, payload);
      expect(response.status).toBe(400);
    }
    const emptyReply = await call(users.owner.id, "POST", `/api/assets/annotations/${made.id}/replies`, {
      content: " ",
    });
    expect(emptyReply.status).toBe(400);
  });
});
