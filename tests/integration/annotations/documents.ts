// A document as the upload and extraction slices leave it: the row, its version and each page's text.
import { schema } from "../../../app/.server/platform/db/client";
import type { CreateAnnotationSchema } from "../../../app/lib/annotations/schemas";
import type { z } from "../../../app/lib/platform/zod";
import { serviceContext } from "../../helpers/factories";

const { assets, assetVersions, assetPageChunks } = schema;

export async function insertDocument(
  organizationId: string,
  ownerId: string,
  options: { pages?: string[]; visibility?: "private" | "organization" } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const pages = options.pages ?? ["The board approved the budget.", "Risks are reviewed quarterly."];
  const storageKey = `uploads/${ownerId}/1-paper.pdf`;
  const db = serviceContext().db;
  await db.batch([
    db.insert(assets).values({
      id,
      organizationId,
      ownerId,
      title: "Board paper",
      fileName: "paper.pdf",
      originalFileName: "paper.pdf",
      fileSize: 10,
      fileType: "pdf",
      mimeType: "application/pdf",
      storageKey,
      visibility: options.visibility ?? "organization",
      pageCount: pages.length,
      extractionStatus: "done",
    }),
    db.insert(assetVersions).values({
      id: crypto.randomUUID(),
      assetId: id,
      versionNumber: 1,
      storageKey,
      fileName: "paper.pdf",
      originalFileName: "paper.pdf",
      fileSize: 10,
      fileType: "pdf",
      mimeType: "application/pdf",
      isCurrent: true,
      createdBy: ownerId,
    }),
  ]);
  await insertPageText(id, organizationId, 1, pages);
  return id;
}

/** The extracted text of one version, one row per page. */
export async function insertPageText(assetId: string, organizationId: string, versionNumber: number, pages: string[]) {
  const db = serviceContext().db;
  if (pages.length === 0) return;
  await db
    .insert(assetPageChunks)
    .values(pages.map((text, index) => ({ assetId, organizationId, versionNumber, pageNumber: index + 1, text })));
}

/** A valid create payload, as the reader sends it for a highlight of a real selection. */
export function highlight(overrides: Partial<z.input<typeof CreateAnnotationSchema>> = {}) {
  return {
    annotationType: "highlight",
    content: { text: "Check the budget figure" },
    pageNumber: 1,
    selectedText: "approved the budget",
    position: {
      rects: [{ x1: 72, y1: 700, x2: 200, y2: 714, width: 128, height: 14 }],
      boundingRect: { x1: 72, y1: 700, x2: 200, y2: 714, width: 128, height: 14 },
    },
    color: "#FFFF00",
    opacity: 0.3,
    isPrivate: false,
    ...overrides,
  } satisfies z.input<typeof CreateAnnotationSchema>;
}
