// Annotations survive a new version: found again by their quote on the same page, on a nearby page, with a small
// edit, or marked 'may_have_moved' when the quote is gone; drawings keep their page and version.

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAnnotation, listAnnotations } from "../../../app/.server/annotations/annotations";
import { QUOTE_MATCH_THRESHOLD, quoteSimilarity } from "../../../app/.server/annotations/quote-match";
import { reanchorAnnotations } from "../../../app/.server/annotations/reanchor";
import { schema } from "../../../app/.server/platform/db/client";
import { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import { actorContext, createRoleBoard, serviceContext } from "../../helpers/factories";
import { highlight, insertDocument, insertPageText } from "./documents";

const VERSION_1 = [
  "Introduction. The board meets four times a year.",
  "Finance. The committee approved a budget of 4.2 million for next year.",
  "Risk. Cyber security remains the top risk for the group.",
  "People. Staff turnover fell to nine percent.",
];

describe("re-anchoring annotations on a new version", () => {
  it("keeps, moves, fuzzily finds or flags each annotation by its quote", async () => {
    const { org, users } = await createRoleBoard({ seats: ["owner"] });
    const assetId = await insertDocument(org.id, users.owner.id, { pages: VERSION_1 });
    const ctx = await actorContext(users.owner);
    const make = (pageNumber: number, selectedText: string | null, annotationType = "highlight") =>
      createAnnotation(
        ctx,
        assetId,
        CreateAnnotationSchema.parse(highlight({ pageNumber, selectedText, annotationType: annotationType as never })),
      );
    const samePage = await make(1, "The board meets four times a year");
    const movedPage = await make(3, "Cyber security remains the top risk");
    const edited = await make(2, "The committee approved a budget of 4.2 million for next year");
    const gone = await make(4, "Staff turnover fell to nine percent");
    const drawing = await make(2, null, "drawing");

    // Version 2: a new page 2 pushes Finance and Risk down; Finance's sentence is edited; People is rewritten.
    await serviceContext()
      .db.update(schema.assets)
      .set({ currentVersion: 2, pageCount: 5 })
      .where(eq(schema.assets.id, assetId));
    await insertPageText(assetId, org.id, 2, [
      "Introduction.   The Board meets four times a year.",
      "Chair's letter. A new page before the finance section.",
      "Finance. The committee approved a budget of 4.3 million for the next year.",
      "Risk. Cyber security remains the top risk for the group.",
      "People. We hired forty engineers across three offices.",
    ]);

    const summary = await reanchorAnnotations(serviceContext(), assetId, 2);
    expect(summary).toEqual({ anchored: 1, moved: 2, mayHaveMoved: 1, unchanged: 1 });

    const byId = new Map((await listAnnotations(ctx, assetId)).map((a) => [a.id, a]));
    expect(byId.get(samePage.id)).toMatchObject({ pageNumber: 1, versionNumber: 2, anchorStatus: "anchored" });
    expect(byId.get(movedPage.id)).toMatchObject({ pageNumber: 4, versionNumber: 2, anchorStatus: "moved" });
    expect(byId.get(movedPage.id)?.position?.pageNumber).toBe(4);
    expect(byId.get(edited.id)).toMatchObject({ pageNumber: 3, versionNumber: 2, anchorStatus: "moved" });
    expect(byId.get(gone.id)).toMatchObject({ pageNumber: 4, versionNumber: 1, anchorStatus: "may_have_moved" });
    expect(byId.get(drawing.id)).toMatchObject({ pageNumber: 2, versionNumber: 1, anchorStatus: "anchored" });

    // Running it again changes nothing that already moved on.
    expect(await reanchorAnnotations(serviceContext(), assetId, 2)).toEqual({
      anchored: 0,
      moved: 0,
      mayHaveMoved: 1,
      unchanged: 1,
    });
  });

  it("tolerates small edits and whitespace, not a different sentence", () => {
    const page = "Finance. The committee approved a budget of 4.3 million for the next year.";
    expect(quoteSimilarity("approved a   BUDGET of 4.3 million", page)).toBe(1);
    expect(quoteSimilarity("approved a budget of 4.2 million for next year", page)).toBeGreaterThanOrEqual(
      QUOTE_MATCH_THRESHOLD,
    );
    expect(quoteSimilarity("Staff turnover fell to nine percent", page)).toBeLessThan(QUOTE_MATCH_THRESHOLD);
  });
});
