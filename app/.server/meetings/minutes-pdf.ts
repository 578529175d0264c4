// The minutes as a PDF (issue 11): the title, the meeting's facts, the minutes' text flowed over A4 pages, and the
// signatures with the hash each one signed. Built with pdf-lib's standard font (WinAnsi: other characters print
// as '?'); the text is the stored HTML read as lines.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { MEETING_MESSAGES } from "../../lib/meetings/messages";
import { minutesText } from "../../lib/meetings/minutes-html";
import { MINUTES_MESSAGES, MINUTES_STATUS_LABELS } from "../../lib/meetings/minutes-messages";
import { formatDateTime } from "../../lib/platform/dates";
import type { ActorContext } from "../platform/context";
import { ServiceError } from "../platform/errors";
import { getMinutes } from "./minutes";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 11;
const LINE = 15;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const WARN = rgb(0.7, 0.1, 0.1);

function printable(font: PDFFont, text: string): string {
  let out = "";
  for (const character of text) {
    try {
      font.encodeText(character);
      out += character;
    } catch {
      out += "?";
    }
  }
  return out;
}

/** Breaks a line into pieces that fit the width (words, or a long word cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

export type MinutesPdfInput = {
  title: string;
  facts: string[];
  status: string;
  lines: string[];
  approvedHash: string | null;
  tampered: boolean;
  signatures: { signerName: string; signedAt: string; contentHash: string }[];
};

export async function renderMinutesPdf(input: MinutesPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Minutes: ${input.title}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) => {
    const face = options.font ?? font;
    const size = options.size ?? SIZE;
    for (const piece of wrap(face, size, printable(face, text), width)) {
      if (y < MARGIN + LINE) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(piece, { x: MARGIN, y: y - size, size, font: face, color: options.color ?? INK });
      y -= Math.max(LINE, size + 6);
    }
  };
  write(`Minutes: ${input.title}`, { font: bold, size: 18 });
  for (const fact of input.facts) write(fact, { color: MUTED });
  write(`Status: ${input.status}`, { color: MUTED });
  if (input.tampered) write(MINUTES_MESSAGES.tamperedWarning, { font: bold, color: WARN });
  y -= LINE / 2;
  for (const line of input.lines) write(line);
  y -= LINE;
  write("Signatures", { font: bold, size: 14 });
  if (input.approvedHash) write(`Approved text SHA-256: ${input.approvedHash}`, { size: 8, color: MUTED });
  if (input.signatures.length === 0) write("Not signed yet.", { color: MUTED });
  for (const signature of input.signatures) {
    write(`${signature.signerName}, signed ${signature.signedAt}`);
    write(`SHA-256 ${signature.contentHash}`, { size: 8, color: MUTED });
  }
  return pdf.save();
}

/** The meeting's minutes as a PDF file, for those who can read the meeting. */
export async function minutesPdf(ctx: ActorContext, meetingId: string, timeZone: string | null) {
  const detail = await getMinutes(ctx, meetingId);
  if (!detail.minutes) throw new ServiceError(404, MEETING_MESSAGES.noMinutes);
  const { meeting, minutes } = detail;
  const bytes = await renderMinutesPdf({
    title: meeting.title,
    facts: [
      `Meeting: ${formatDateTime(meeting.actualStart ?? meeting.scheduledStart, timeZone ?? meeting.timezone)}`,
      ...(minutes.approvedAt ? [`Approved: ${formatDateTime(minutes.approvedAt, timeZone ?? meeting.timezone)}`] : []),
    ],
    status:
      MINUTES_STATUS_LABELS[minutes.status] + (detail.tampered ? ` (${MINUTES_MESSAGES.changedAfterApproval})` : ""),
    lines: minutesText(minutes.content),
    approvedHash: minutes.approvedHash,
    tampered: detail.tampered,
    signatures: detail.signatures.map((signature) => ({
      signerName: signature.signerName,
      signedAt: formatDateTime(signature.signedAt, timeZone ?? meeting.timezone),
      contentHash: signature.contentHash,
    })),
  });
  const slug =
    meeting.title
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "meeting";
  return { bytes, filename: `minutes-${slug}.pdf` };
}
