// Re-anchored highlights get rectangles measured on the new version: re-anchoring keeps the old ones marked with
// the version they were measured on, and the first reader who may fix them (the author, or anyone who may edit the
// document) sends the new ones once through the annotation update; a reader with view rights only may not.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reanchorAnnotations } from "../../../app/.server/annotations/reanchor";
import { schema } from "../../../app/.server/platform/db/client";
import { ANNOTATION_TEXTS } from "../../../app/lib/annotations/constants";
import type { AnnotationView } from "../../../app/lib/annotations/realtime";
import { callWorker, createRoleBoard, jsonHeaders, serviceContext } from "../../helpers/factories";
import { auditActions } from "../../helpers/records";
import { highlight, insertDocument, insertPageText } from "./documents";

const NEW_RECT = { x1: 72, y1: 380, x2: 190, y2: 396, width: 118, height: 16 };
const NEW_POSITION = { rects: [NEW_RECT], boundingRect: NEW_RECT };

async function call(userId: string, method: string, path: string, body?: unknown) {
  return callWorker(path, {
    method,
    headers: await jsonHeaders(userId),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function annotationOf(userId: string, assetId: string, id: string): Promise<AnnotationView | undefined> {
  const response = await call(userId, "GET", `/api/assets/${assetId}/annotations`);
  const { annotations } = (await response.json()) as { annotations: AnnotationView[] };
  return annotations.find((annotation) => annotation.id === id);
}

/** A highlight by the member on version 1, re-anchored onto version 2 where its quote moved down the page. */
async function reanchoredHighlight() {
  const board = await createRoleBoard({ seats: ["owner", "admin", "member", "viewer"] });
  const { org, users } = board;
  const assetId = await insertDocument(org.id, users.owner.id);
  const made = await call(users.member.id, "POST", `/api/assets/${assetId}/annotations`, highlight());
  expect(made.status).toBe(201);
  const { annotation } = (await made.json()) as { annotation: AnnotationView };
  await serviceContext().db.update(schema.assets).set({ currentVersion: 2 }).where(eq(schema.assets.id, assetId));
  await insertPageText(assetId, org.id, 2, ["Minutes. Later, the board approved the budget.", "Risks."]);
  await reanchorAnnotations(serviceContext(), assetId, 2);
  return { ...board, assetId, annotationId: annotation.id };
}

describe("rectangles of re-anchored highlights", () => {
  it("keeps the old rectangles marked with the version they were measured on", async () => {
    const { users, assetId, annotationId } = await reanchoredHighlight();
    const seen = await annotationOf(users.viewer.id, assetId, annotationId);
    expect(seen).toMatchObject({ versionNumber: 2, anchorStatus: "anchored", pageNumber: 1 });
    expect(seen?.position).toMatchObject({ measuredOnVersion: 1, rects: highlight().position?.rects });
  });

  it("takes the new rectangles once from someone who may edit the document, and clears the mark", async () => {
    const { org, users, assetId, annotationId } = await reanchoredHighlight();
    const path = `/api/assets/${assetId}/annotations/${annotationId}`;

    // A reader with view rights only may not move someone else's highlight.
    const refused = await call(users.viewer.id, "PATCH", path, { position: NEW_POSITION });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(ANNOTATION_TEXTS.cannotMeasure);

    // An admin (manage rights) reading it measures it on the new text: everyone now sees the new place.
    const fixed = await call(users.admin.id, "PATCH", path, { position: NEW_POSITION });
    expect(fixed.status).toBe(200);
    const seen = await annotationOf(users.viewer.id, assetId, annotationId);
    expect(seen?.position).toEqual({ ...NEW_POSITION, pageNumber: 1 });
    expect(seen?.content.text).toBe(highlight().content.text);
    expect(await auditActions(users.admin.id, org.id)).toContain("annotation.updated");

    // Once measured, it is its author's again: the admin can't move it a second time; the author can.
    const again = await call(users.admin.id, "PATCH", path, { position: highlight().position });
    expect(again.status).toBe(403);
    const byAuthor = await call(users.member.id, "PATCH", path, { position: highlight().position });
    expect(byAuthor.status).toBe(200);
  });

  it("refuses rectangles that are no rectangles with a 400 and changes nothing", async () => {
    const { users, assetId, annotationId } = await reanchoredHighlight();
    const path = `/api/assets/${assetId}/annotations/${annotationId}`;
    const backwards = { ...NEW_RECT, x2: 10 };
    const response = await call(users.member.id, "PATCH", path, {
      position: { rects: [backwards], boundingRect: backwards },
    });
    expect(response.status).toBe(400);
    const seen = await annotationOf(users.member.id, assetId, annotationId);
    expect(seen?.position?.measuredOnVersion).toBe(1);
  });
});
