// Board pack test fixtures: documents with real bytes in R2 (PDFs made with pdf-lib), a context whose queue
// records what it was sent, and the compiled book read back with unpdf and pdf-lib.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString, StandardFonts } from "pdf-lib";
import { extractText } from "unpdf";
import type { ActorContext } from "../../../app/.server/platform/context";
import { schema } from "../../../app/.server/platform/db/client";
import { serviceContext } from "../../helpers/factories";

/** A PDF of `pages` pages, each saying "{label} page n". */
export async function makePdf(label: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++)
    doc.addPage([400, 500]).drawText(`${label} page ${page}`, { x: 40, y: 400, size: 14, font });
  return doc.save();
}

/** A live document of the organisation with its bytes in R2 (a PDF unless `fileType` says otherwise). */
export async function insertDocument(
  organizationId: string,
  ownerId: string,
  options: { title: string; bytes?: Uint8Array; fileType?: string; visibility?: "private" | "organization" },
) {
  const id = crypto.randomUUID();
  const fileType = options.fileType ?? "pdf";
  const bytes = options.bytes ?? (await makePdf(options.title, 1));
  const storageKey = `uploads/${ownerId}/${Date.now()}-${id}.${fileType}`;
  await env.FILES.put(storageKey, bytes);
  await serviceContext()
    .db.insert(schema.assets)
    .values({
      id,
      organizationId,
      ownerId,
      title: options.title,
      fileName: `${id}.${fileType}`,
      originalFileName: `${options.title}.${fileType}`,
      fileSize: bytes.byteLength,
      fileType,
      mimeType: fileType === "pdf" ? "application/pdf" : "application/octet-stream",
      storageKey,
      visibility: options.visibility ?? "organization",
    });
  return id;
}

/** The context with a JOBS queue that keeps what it is sent, to see what a service enqueued. */
export function withRecordedJobs(ctx: ActorContext) {
  const sent: unknown[] = [];
  const jobs = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
  return { ctx: { ...ctx, env: { ...ctx.env, JOBS: jobs } }, sent };
}

export const packRow = (packId: string) =>
  serviceContext().db.select().from(schema.boardPacks).where(eq(schema.boardPacks.id, packId)).get();

/** The compiled book's bytes, from R2. */
export async function compiledBook(packId: string): Promise<Uint8Array> {
  const row = await packRow(packId);
  if (!row?.compiledKey) throw new Error("no compiled book");
  const object = await env.FILES.get(row.compiledKey);
  if (!object) throw new Error("compiled book missing from R2");
  return new Uint8Array(await object.arrayBuffer());
}

/** The text of each page of a PDF. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text as string[];
}

/** The outline as (depth, title, page number) rows, read with pdf-lib's low-level objects. */
export async function outlineOf(bytes: Uint8Array): Promise<{ depth: number; title: string; page: number }[]> {
  const doc = await PDFDocument.load(bytes);
  const pageNumber = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const rows: { depth: number; title: string; page: number }[] = [];
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  const walk = (ref: PDFRef | undefined, depth: number) => {
    while (ref) {
      const item = doc.context.lookup(ref, PDFDict);
      const title = item.lookup(PDFName.of("Title"));
      const dest = item.lookup(PDFName.of("Dest")) as unknown as { get(index: number): PDFRef };
      rows.push({
        depth,
        title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : "",
        page: pageNumber.get(dest.get(0).toString()) ?? 0,
      });
      walk(item.get(PDFName.of("First")) as PDFRef | undefined, depth + 1);
      ref = item.get(PDFName.of("Next")) as PDFRef | undefined;
    }
  };
  walk(outlines?.get(PDFName.of("First")) as PDFRef | undefined, 0);
  return rows;
}
