// The compiled board pack: one PDF of the whole book, as directors are used to it (issue 10). A cover, a table
// of contents with page numbers, the papers' pages in order, a bookmark (outline entry) per paper under its
// section, and 'Page n of N' on every page. Pure: bytes in, bytes out; the job in compile.ts feeds it.
import {
  degrees,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  PDFString,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { BOARD_PACK_MESSAGES, BOOK_TEXTS } from "../../lib/board-packs/constants";
import { dateTimeFormat } from "../../lib/platform/intl";

export type BookPaper = {
  title: string;
  /** The PDF's bytes, or null for a paper that is not a PDF (listed with a link to its document page). */
  pdf: Uint8Array | null;
  documentUrl: string;
  updated: boolean;
};
export type BookGroup = { title: string | null; papers: BookPaper[] };
export type BookInput = {
  title: string;
  organizationName: string;
  meetingDate: number | null;
  publishedAt: number | null;
  groups: BookGroup[];
};

/** A paper whose bytes are not a PDF pdf-lib can read (corrupt, encrypted): the compile fails with its name. */
export class UnreadablePaperError extends Error {
  constructor(readonly paperTitle: string) {
    super(BOARD_PACK_MESSAGES.paperUnreadable(paperTitle));
    this.name = "UnreadablePaperError";
  }
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LINE = 18;
const CONTENTS_TOP = A4[1] - MARGIN - 40;
const CONTENTS_BOTTOM = MARGIN + 24;
const LINES_PER_CONTENTS_PAGE = Math.floor((CONTENTS_TOP - CONTENTS_BOTTOM) / LINE);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const LINK = rgb(0.1, 0.3, 0.7);

const formatDate = (time: number) =>
  dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(time));

/** The text as the standard font can draw it (WinAnsi): any other character becomes '?'. */
function printable(font: PDFFont, text: string, cache: Map<string, boolean>): string {
  let out = "";
  for (const character of text) {
    let ok = cache.get(character);
    if (ok === undefined) {
      try {
        font.encodeText(character);
        ok = true;
      } catch {
        ok = false;
      }
      cache.set(character, ok);
    }
    out += ok ? character : "?";
  }
  return out;
}

/** The text cut with an ellipsis so that it fits `width` at `size`. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

type ContentsLine =
  | { kind: "section"; title: string; startPage: number | null }
  | { kind: "paper"; paper: BookPaper; startPage: number | null; pageCount: number }
  | { kind: "link"; paper: BookPaper }
  | { kind: "empty" };

type LoadedPaper = { paper: BookPaper; doc: PDFDocument | null };

async function loadPaper(paper: BookPaper): Promise<LoadedPaper> {
  if (!paper.pdf) return { paper, doc: null };
  try {
    const doc = await PDFDocument.load(paper.pdf, { updateMetadata: false });
    if (doc.getPageCount() === 0) throw new Error("no pages");
    return { paper, doc };
  } catch {
    throw new UnreadablePaperError(paper.title);
  }
}

/** Builds the book; throws UnreadablePaperError for a paper that can't be read. */
export async function buildBook(input: BookInput): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const groups = await Promise.all(
    input.groups.map(async (group) => ({ title: group.title, papers: await Promise.all(group.papers.map(loadPaper)) })),
  );

  // Contents lines first: their count fixes how many contents pages there are, and so every start page.
  const lines: ContentsLine[] = [];
  const starts = new Map<BookPaper, number>();
  let pagesBefore = 0;
  for (const group of groups) {
    if (group.title) lines.push({ kind: "section", title: group.title, startPage: null });
    for (const loaded of group.papers) {
      const pageCount = loaded.doc?.getPageCount() ?? 0;
      lines.push({ kind: "paper", paper: loaded.paper, startPage: null, pageCount });
      if (!loaded.doc) lines.push({ kind: "link", paper: loaded.paper });
      if (loaded.doc) starts.set(loaded.paper, pagesBefore);
      pagesBefore += pageCount;
    }
  }
  if (lines.length === 0) lines.push({ kind: "empty" });
  const contentsPages = Math.max(1, Math.ceil(lines.length / LINES_PER_CONTENTS_PAGE));
  const firstPaperPage = 1 + contentsPages + 1; // 1-based: the cover, then the contents
  for (const line of lines) {
    const start = line.kind === "paper" ? starts.get(line.paper) : undefined;
    if (line.kind === "paper" && start !== undefined) line.startPage = firstPaperPage + start;
  }
  for (const [index, line] of lines.entries()) {
    if (line.kind !== "section") continue;
    const next = lines.slice(index + 1).find((later) => later.kind === "paper" && later.startPage !== null);
    line.startPage = next?.kind === "paper" ? next.startPage : null;
  }

  const book = await PDFDocument.create();
  book.setTitle(input.title);
  book.setCreator("BoardRoom");
  const regular = await book.embedFont(StandardFonts.Helvetica);
  const bold = await book.embedFont(StandardFonts.HelveticaBold);
  const cache = new Map<string, boolean>();
  const text = (value: string) => printable(regular, value, cache);

  drawCover(book.addPage(A4), input, { regular, bold, text });
  const contents = Array.from({ length: contentsPages }, () => book.addPage(A4));

  // The papers' pages, in order; where each starts, for the outline and the contents' links.
  const firstPageOf = new Map<BookPaper, PDFPage>();
  for (const group of groups) {
    for (const loaded of group.papers) {
      if (!loaded.doc) continue;
      const copied = await book.copyPages(loaded.doc, loaded.doc.getPageIndices());
      for (const [index, page] of copied.entries()) {
        book.addPage(page);
        if (index === 0) firstPageOf.set(loaded.paper, page);
      }
    }
  }

  drawContents(book, contents, lines, firstPageOf, { regular, bold, text });
  addOutline(book, groups, firstPageOf, contents[0], text);
  const total = book.getPageCount();
  for (const [index, page] of book.getPages().entries()) drawFooter(page, BOOK_TEXTS.footer(index + 1, total), regular);
  return { bytes: await book.save(), pageCount: total };
}

type Fonts = { regular: PDFFont; bold: PDFFont; text: (value: string) => string };

function drawCover(page: PDFPage, input: BookInput, { regular, bold, text }: Fonts) {
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - 220;
  for (const line of wrap(bold, text(input.title), 28, width).slice(0, 4)) {
    page.drawText(line, { x: MARGIN, y, size: 28, font: bold, color: INK });
    y -= 36;
  }
  y -= 12;
  page.drawText(fitted(regular, text(input.organizationName), 16, width), {
    x: MARGIN,
    y,
    size: 16,
    font: regular,
    color: MUTED,
  });
  y -= 40;
  const facts = [
    input.meetingDate ? `${BOOK_TEXTS.meetingDate}: ${formatDate(input.meetingDate)}` : null,
    input.publishedAt ? `${BOOK_TEXTS.published}: ${formatDate(input.publishedAt)}` : null,
  ];
  for (const fact of facts) {
    if (!fact) continue;
    page.drawText(fact, { x: MARGIN, y, size: 12, font: regular, color: INK });
    y -= 20;
  }
}

/** Words on lines no wider than `width`. */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of value.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => fitted(font, line, size, width));
}

function drawContents(
  book: PDFDocument,
  pages: PDFPage[],
  lines: ContentsLine[],
  firstPageOf: Map<BookPaper, PDFPage>,
  { regular, bold, text }: Fonts,
) {
  const right = A4[0] - MARGIN;
  pages[0].drawText(BOOK_TEXTS.contents, { x: MARGIN, y: A4[1] - MARGIN - 10, size: 22, font: bold, color: INK });
  for (const [index, line] of lines.entries()) {
    const page = pages[Math.floor(index / LINES_PER_CONTENTS_PAGE)];
    const y = CONTENTS_TOP - (index % LINES_PER_CONTENTS_PAGE) * LINE;
    if (line.kind === "empty") {
      page.drawText(BOOK_TEXTS.noPapers, { x: MARGIN, y, size: 11, font: regular, color: MUTED });
      continue;
    }
    if (line.kind === "link") {
      const label = fitted(regular, `${BOOK_TEXTS.notPdf}: ${line.paper.documentUrl}`, 9, right - MARGIN - 16);
      page.drawText(label, { x: MARGIN + 16, y, size: 9, font: regular, color: LINK });
      addLink(book, page, [MARGIN + 16, y - 3, right, y + 10], { uri: line.paper.documentUrl });
      continue;
    }
    const isSection = line.kind === "section";
    const font = isSection ? bold : regular;
    const size = isSection ? 12 : 11;
    const indent = isSection ? 0 : 16;
    const number = line.startPage === null ? "" : String(line.startPage);
    const numberWidth = font.widthOfTextAtSize(number, size);
    const label = isSection
      ? text(line.title)
      : `${text(line.paper.title)}${line.paper.updated ? ` (${BOOK_TEXTS.updated})` : ""}`;
    page.drawText(fitted(font, label, size, right - MARGIN - indent - numberWidth - 24), {
      x: MARGIN + indent,
      y,
      size,
      font,
      color: INK,
    });
    if (number) page.drawText(number, { x: right - numberWidth, y, size, font, color: INK });
    const target = line.kind === "paper" ? firstPageOf.get(line.paper) : undefined;
    if (target) addLink(book, page, [MARGIN + indent, y - 3, right, y + 11], { page: target });
  }
}

/** A clickable area: to a page of the book, or to an address (a non-PDF paper's document page). */
function addLink(
  book: PDFDocument,
  page: PDFPage,
  rect: [number, number, number, number],
  to: { page: PDFPage } | { uri: string },
) {
  const action =
    "uri" in to
      ? { Type: "Action", S: "URI", URI: PDFString.of(to.uri) }
      : { Type: "Action", S: "GoTo", D: [to.page.ref, "XYZ", null, null, null] };
  const annotation = book.context.register(
    book.context.obj({ Type: "Annot", Subtype: "Link", Rect: rect, Border: [0, 0, 0], A: action }),
  );
  page.node.addAnnot(annotation);
}

type OutlineNode = { title: string; page: PDFPage; children: OutlineNode[] };

/**
 * The bookmarks: a section with its papers under it, or a paper on its own. pdf-lib has no outline API, so the
 * /Outlines dictionary and its items are written as low-level objects (PDF 1.7 §12.3.3). A paper that is not a
 * PDF points at the contents, where its link is.
 */
function addOutline(
  book: PDFDocument,
  groups: { title: string | null; papers: LoadedPaper[] }[],
  firstPageOf: Map<BookPaper, PDFPage>,
  contentsPage: PDFPage,
  text: (value: string) => string,
) {
  const nodes: OutlineNode[] = [];
  for (const group of groups) {
    const papers = group.papers.map((loaded) => ({
      title: text(loaded.paper.title),
      page: firstPageOf.get(loaded.paper) ?? contentsPage,
      children: [],
    }));
    if (group.title) nodes.push({ title: text(group.title), page: papers[0]?.page ?? contentsPage, children: papers });
    else nodes.push(...papers);
  }
  if (nodes.length === 0) return;
  const context = book.context;
  const rootRef = context.nextRef();
  const writeLevel = (level: OutlineNode[], parent: PDFRef): { first: PDFRef; last: PDFRef; count: number } => {
    const refs = level.map(() => context.nextRef());
    let count = level.length;
    level.forEach((node, index) => {
      const children = node.children.length ? writeLevel(node.children, refs[index]) : null;
      count += children?.count ?? 0;
      context.assign(
        refs[index],
        context.obj({
          Title: PDFHexString.fromText(node.title),
          Parent: parent,
          Prev: index > 0 ? refs[index - 1] : undefined,
          Next: index < level.length - 1 ? refs[index + 1] : undefined,
          First: children?.first,
          Last: children?.last,
          Count: children ? children.count : undefined,
          Dest: [node.page.ref, "XYZ", null, null, null],
        }),
      );
    });
    return { first: refs[0], last: refs[refs.length - 1], count };
  };
  const top = writeLevel(nodes, rootRef);
  context.assign(rootRef, context.obj({ Type: "Outlines", First: top.first, Last: top.last, Count: top.count }));
  book.catalog.set(PDFName.of("Outlines"), rootRef);
  book.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

/** 'Page n of N' centred at the bottom of the page as it is shown, whatever its /Rotate. */
function drawFooter(page: PDFPage, label: string, font: PDFFont) {
  const size = 9;
  const width = font.widthOfTextAtSize(label, size);
  const box = page.getMediaBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const inset = 20;
  const options = { size, font, color: MUTED };
  if (rotation === 90)
    page.drawText(label, {
      ...options,
      x: box.x + box.width - inset,
      y: box.y + box.height / 2 - width / 2,
      rotate: degrees(90),
    });
  else if (rotation === 180)
    page.drawText(label, {
      ...options,
      x: box.x + box.width / 2 + width / 2,
      y: box.y + box.height - inset,
      rotate: degrees(180),
    });
  else if (rotation === 270)
    page.drawText(label, { ...options, x: box.x + inset, y: box.y + box.height / 2 + width / 2, rotate: degrees(270) });
  else page.drawText(label, { ...options, x: box.x + box.width / 2 - width / 2, y: box.y + inset });
}
