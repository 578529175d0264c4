// Documents stored as an upload leaves them (an assets row, its version row, the bytes in R2), and PDFs with known
// text made with pdf-lib: for the text extraction and document search tests.
import { env } from "cloudflare:test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { runTextExtraction } from "../../app/.server/assets/extraction";
import { pagesOfPdf } from "../../app/.server/assets/page-extractors";
import { schema } from "../../app/.server/platform/db/client";
import { serviceContext } from "./factories";

/** A PDF with one page per entry, each page carrying that text (lines split on "\n"); "" makes a page without text. */
export async function pdfWithPages(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    if (!text) page.drawRectangle({ x: 50, y: 50, width: 200, height: 100, color: rgb(0.2, 0.3, 0.8) });
    text.split("\n").forEach((line, index) => {
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 12, font });
    });
  }
  return pdf.save();
}

const encoder = new TextEncoder();
export const textBytes = (text: string) => encoder.encode(text);

type StoredDocument = {
  organizationId: string;
  ownerId: string;
  bytes: Uint8Array;
  title?: string;
  fileType?: string;
  mimeType?: string;
  visibility?: "private" | "restricted" | "organization";
};

let counter = 0;

/** A document with one stored version, extraction pending, as the upload service leaves it. */
export async function storeDocument(options: StoredDocument) {
  const ctx = serviceContext();
  const id = crypto.randomUUID();
  const fileType = options.fileType ?? "pdf";
  const mimeType = options.mimeType ?? "application/pdf";
  const fileName = `document-${counter++}.${fileType}`;
  const storageKey = `uploads/${options.ownerId}/${Date.now()}-${fileName}`;
  await env.FILES.put(storageKey, options.bytes);
  const file = { fileName, originalFileName: fileName, fileSize: options.bytes.byteLength, fileType, mimeType };
  await ctx.db.batch([
    ctx.db.insert(schema.assets).values({
      id,
      organizationId: options.organizationId,
      ownerId: options.ownerId,
      title: options.title ?? fileName,
      storageKey,
      visibility: options.visibility ?? "organization",
      ...file,
    }),
    ctx.db.insert(schema.assetVersions).values({
      id: crypto.randomUUID(),
      assetId: id,
      versionNumber: 1,
      storageKey,
      isCurrent: true,
      createdBy: options.ownerId,
      ...file,
    }),
  ]);
  return { id, storageKey };
}

/** storeDocument, then the consumer's run for its first version, as the queue would do it. */
export async function storeAndExtract(options: StoredDocument) {
  const document = await storeDocument(options);
  const outcome = await runTextExtraction(serviceContext(), {
    kind: "extract-asset-text",
    assetId: document.id,
    versionNumber: 1,
  });
  return { ...document, outcome };
}

/**
 * Loads pdf.js once before a file's tests (a `beforeAll` with its own timeout): its first import takes seconds on a
 * busy machine, which would otherwise land in whichever test happens to run first.
 */
export async function loadPdfJs(): Promise<void> {
  await pagesOfPdf(await pdfWithPages(["warm-up"]));
}
