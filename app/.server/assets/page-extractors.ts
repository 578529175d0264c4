// The text of a file, page by page: PDFs through unpdf (pdf.js built for serverless runtimes; pdfjs-dist itself
// does not start in workerd, STACK.md 16 and 20), plain text and CSV cut into page-sized chunks at line ends.
import { EXTRACTION_REASONS, TEXT_EXTRACTION_MAX_PAGES, TEXT_PAGE_CHARACTERS } from "../../lib/assets/extraction";

export type ExtractionKind = "pdf" | "text";

/** Which extractor reads a stored version, from the type recognised at upload; null when none does. */
export function extractionKindOf(version: { fileType: string; mimeType: string; fileName: string }) {
  const mime = version.mimeType.split(";")[0].trim().toLowerCase();
  const type = version.fileType.toLowerCase();
  if (type === "pdf" || mime === "application/pdf") return "pdf";
  if (["txt", "text", "csv"].includes(type) || mime === "text/plain" || mime === "text/csv") return "text";
  return null;
}

// Control characters (but tab and line ends) never belong in text, and \u0002/\u0003 mark matches in snippets.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const cleanText = (text: string) => text.replace(CONTROL_CHARACTERS, "").replace(/\r\n?/g, "\n");

type PdfPages = { pages: string[] } | { reason: string; pageCount: number | null };

/** Each page's text, or why there is none; a damaged or locked file is an answer, never a thrown error. */
export async function pagesOfPdf(bytes: Uint8Array): Promise<PdfPages> {
  // Loaded on first use: pdf.js is large, and only the queue consumer needs it.
  const { extractText, getDocumentProxy } = await import("unpdf");
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | null = null;
  try {
    document = await getDocumentProxy(bytes);
    // Counted before any page is read, so a huge document costs no extraction work.
    if (document.numPages > TEXT_EXTRACTION_MAX_PAGES)
      return { reason: EXTRACTION_REASONS.tooManyPages, pageCount: document.numPages };
    const { text } = await extractText(document, { mergePages: false });
    return { pages: text.map(cleanText) };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    const reason =
      name === "PasswordException" ? EXTRACTION_REASONS.passwordProtected : EXTRACTION_REASONS.unreadablePdf;
    return { reason, pageCount: document?.numPages ?? null };
  } finally {
    await document?.loadingTask.destroy().catch(() => undefined);
  }
}

/** Plain text or CSV in chunks of about TEXT_PAGE_CHARACTERS, cut after a line (a CSV row stays whole). */
export function pagesOfPlainText(bytes: Uint8Array): string[] {
  const text = cleanText(new TextDecoder("utf-8", { fatal: false, ignoreBOM: false }).decode(bytes));
  const pages: string[] = [];
  let page = "";
  for (const line of text.split(/(?<=\n)/)) {
    if (page.length + line.length > TEXT_PAGE_CHARACTERS && page) {
      pages.push(page);
      page = "";
    }
    // A line longer than a page is cut where it must be.
    for (let start = 0; start < line.length; start += TEXT_PAGE_CHARACTERS) {
      const piece = line.slice(start, start + TEXT_PAGE_CHARACTERS);
      if (page.length + piece.length > TEXT_PAGE_CHARACTERS && page) {
        pages.push(page);
        page = "";
      }
      page += piece;
    }
  }
  if (page.trim()) pages.push(page);
  return pages;
}
