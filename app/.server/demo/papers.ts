// The demo board's documents and its compiled board pack, as bytes (decision 035). pdf-lib typesets the papers of
// paper-texts.ts; the book is built by the same buildBook the compile job runs. Their only inputs are the texts
// and the day (the dates the papers speak of), so they are built once per isolate and day and shared by every
// demo board seeded from it: a visitor pays for the R2 writes of their own copies, not for typesetting.
import type { PDFFont, PDFPage } from "pdf-lib";
import { dateTimeFormat } from "../../lib/platform/intl";
import { pagesOfPlainText } from "../assets/page-extractors";
import { buildBook } from "../board-packs/book";
import {
  ceoReportText,
  type DemoPaperText,
  financePaperText,
  minutesText,
  type PaperBlock,
  QUARTER_FIGURES_CSV,
} from "./paper-texts";

const DAY_MS = 86_400_000;

export type DemoDocumentKey = "minutes" | "ceo-report" | "finance" | "figures";

export type DemoDocument = {
  key: DemoDocumentKey;
  title: string;
  fileName: string;
  fileType: "pdf" | "csv";
  mimeType: string;
  category: string;
  bytes: Uint8Array;
  /** The text of each page, as text extraction would store it (so search finds the papers). */
  pages: string[];
};

/** The published pack: its sections in order, each with its papers in order. */
export const DEMO_PACK_SECTIONS: { title: string; papers: DemoDocumentKey[] }[] = [
  { title: "Formal business", papers: ["minutes"] },
  { title: "Reports", papers: ["ceo-report", "finance"] },
];

export type DemoLibrary = {
  /** UTC midnight of the day the library was built for; the meetings and publication are set from it. */
  day: number;
  previousMeetingAt: number;
  nextMeetingAt: number;
  publishedAt: number;
  packTitle: string;
  documents: DemoDocument[];
  book: { bytes: Uint8Array; pageCount: number };
};

const printedDate = (time: number) =>
  dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(time));

// One library per isolate and day. Not request state: bytes derived from constants and the date, which every
// request of the day would build identically (CONVENTIONS' rule against module state is about env and requests).
let cached: { key: string; library: Promise<DemoLibrary> } | null = null;

/** The demo library of `organizationName` for the day of `now`, built on first use in this isolate. */
export function demoLibrary(organizationName: string, now: number): Promise<DemoLibrary> {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const key = `${day} ${organizationName}`;
  if (cached?.key !== key) {
    const library = buildLibrary(organizationName, day);
    cached = { key, library };
    // A failed build is not kept: the next visitor tries again.
    library.catch(() => {
      if (cached?.library === library) cached = null;
    });
  }
  return cached.library;
}

async function buildLibrary(organizationName: string, day: number): Promise<DemoLibrary> {
  const previousMeetingAt = day - 28 * DAY_MS;
  const nextMeetingAt = day + 7 * DAY_MS;
  const publishedAt = day - DAY_MS + 17 * 3_600_000;
  const dates = { previousMeeting: printedDate(previousMeetingAt), nextMeeting: printedDate(nextMeetingAt) };
  const pdf = async (key: DemoDocumentKey, text: DemoPaperText, fileName: string, category: string) => {
    const typeset = await typesetPaper(text, organizationName, previousMeetingAt);
    return {
      key,
      title: text.title,
      fileName,
      fileType: "pdf" as const,
      mimeType: "application/pdf",
      category,
      ...typeset,
    };
  };
  const csvBytes = new TextEncoder().encode(QUARTER_FIGURES_CSV);
  const documents: DemoDocument[] = [
    await pdf("minutes", minutesText(dates), "minutes-previous-meeting.pdf", "Meeting Minutes"),
    await pdf("ceo-report", ceoReportText(), "ceo-report.pdf", "Reports"),
    await pdf("finance", financePaperText(), "finance-report-q3.pdf", "Financial Statements"),
    {
      key: "figures",
      title: "Third-quarter revenue by division",
      fileName: "q3-revenue-by-division.csv",
      fileType: "csv",
      mimeType: "text/csv",
      category: "Financial Statements",
      bytes: csvBytes,
      pages: pagesOfPlainText(csvBytes),
    },
  ];
  const packTitle = `Board meeting of ${dates.nextMeeting}`;
  const byKey = new Map(documents.map((document) => [document.key, document]));
  const book = await buildBook({
    title: packTitle,
    organizationName,
    meetingDate: nextMeetingAt,
    publishedAt,
    groups: DEMO_PACK_SECTIONS.map((section) => ({
      title: section.title,
      papers: section.papers.map((key) => {
        const document = byKey.get(key)!;
        return { title: document.title, pdf: document.bytes, documentUrl: "", updated: false };
      }),
    })),
  });
  return { day, previousMeetingAt, nextMeetingAt, publishedAt, packTitle, documents, book };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const WIDTH = A4[0] - 2 * MARGIN;
const BODY = 11;
const LEADING = 15;

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A paper as a PDF with a real text layer, and the text drawn on each page. */
async function typesetPaper(
  paper: DemoPaperText,
  author: string,
  dated: number,
): Promise<{ bytes: Uint8Array; pages: string[] }> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(paper.title);
  doc.setAuthor(author);
  doc.setCreator("BoardRoom demo board");
  doc.setCreationDate(new Date(dated));
  doc.setModificationDate(new Date(dated));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.4, 0.4, 0.45);

  const pages: string[] = [];
  let drawn: string[] = [];
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    pages.push(drawn.join("\n"));
    drawn = [];
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const line = (text: string, font: PDFFont, size: number, x = MARGIN, color = ink) => {
    page.drawText(text, { x, y, size, font, color });
    drawn.push(text);
  };
  const lines = (text: string, font: PDFFont, size: number, leading: number, color = ink) => {
    for (const part of wrap(text, font, size, WIDTH)) {
      room(leading);
      y -= leading;
      line(part, font, size, MARGIN, color);
    }
  };

  lines(paper.title, bold, 18, 24);
  lines(paper.byline, regular, 10, 16, muted);
  y -= 12;
  for (const block of paper.blocks) drawBlock(block);
  pages.push(drawn.join("\n"));
  return { bytes: await doc.save(), pages };

  function drawBlock(block: PaperBlock) {
    if (block.kind === "heading") {
      room(LEADING * 3);
      y -= 8;
      lines(block.text, bold, 13, 18);
    } else if (block.kind === "paragraph") {
      lines(block.text, regular, BODY, LEADING);
      y -= 6;
    } else {
      const columns = block.rows[0].length;
      const first = columns > 3 ? WIDTH * 0.46 : WIDTH * 0.5;
      const rest = (WIDTH - first) / (columns - 1);
      for (const [index, row] of block.rows.entries()) {
        const font = index === 0 ? bold : regular;
        room(LEADING + 4);
        y -= LEADING + 2;
        // Figures right-aligned in their columns; the row's text reads left to right for search.
        for (const [column, cell] of row.entries()) {
          const x =
            column === 0 || columns <= 3
              ? MARGIN + (column === 0 ? 0 : first + (column - 1) * rest)
              : MARGIN + first + column * rest - font.widthOfTextAtSize(cell, BODY) - 4;
          if (cell) page.drawText(cell, { x, y, size: BODY, font, color: ink });
        }
        drawn.push(row.filter(Boolean).join("  "));
        if (index === 0)
          page.drawLine({
            start: { x: MARGIN, y: y - 5 },
            end: { x: MARGIN + WIDTH, y: y - 5 },
            thickness: 0.6,
            color: muted,
          });
      }
      y -= 10;
    }
  }
}
