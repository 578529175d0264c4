// What a file is, from its leading bytes; the name and the type the browser declared are the sender's to
// choose and are never trusted (docs/decisions/020).
import type { FileTypeName } from "../../../lib/platform/file-types";

/** How many leading bytes detection reads: enough for a ZIP's first entry names (OOXML) and a text sample. */
export const DETECTION_HEAD_BYTES = 8192;

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const at = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

const contains = (bytes: Uint8Array, needle: string) => latin1(bytes).includes(needle);

const latin1 = (bytes: Uint8Array) => {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** OLE compound file (CFB): the container of legacy .doc, .xls and .ppt. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const riff = (bytes: Uint8Array, form: string) => at(bytes, 0, ascii("RIFF")) && at(bytes, 8, ascii(form));
/** An Office Open XML package is a ZIP whose entries include [Content_Types].xml and the part's folder. */
const ooxml = (folder: string) => (bytes: Uint8Array) =>
  at(bytes, 0, ZIP) && contains(bytes, "[Content_Types].xml") && contains(bytes, folder);
/** ISO base media (MP4, QuickTime): a box size then "ftyp" and its major brand. */
const brand = (bytes: Uint8Array) => (at(bytes, 4, ascii("ftyp")) ? latin1(bytes.subarray(8, 12)) : null);

/** UTF-8 text: decodes strictly (a sequence cut by the sample's end is allowed), holds no NUL, is not markup. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return false;
  }
  return !looksLikeMarkup(bytes);
}

/** Every test of a type; a file is that type when its test passes on the leading bytes. */
const SIGNATURES: Record<FileTypeName, (bytes: Uint8Array) => boolean> = {
  png: (bytes) => at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes) => at(bytes, 0, [0xff, 0xd8, 0xff]),
  gif: (bytes) => at(bytes, 0, ascii("GIF87a")) || at(bytes, 0, ascii("GIF89a")),
  webp: (bytes) => riff(bytes, "WEBP"),
  pdf: (bytes) => at(bytes, 0, ascii("%PDF-")),
  doc: (bytes) => at(bytes, 0, CFB),
  xls: (bytes) => at(bytes, 0, CFB),
  ppt: (bytes) => at(bytes, 0, CFB),
  docx: ooxml("word/"),
  xlsx: ooxml("xl/"),
  pptx: ooxml("ppt/"),
  txt: isPlainText,
  csv: isPlainText,
  mp4: (bytes) => brand(bytes) !== null && brand(bytes) !== "qt  ",
  mov: (bytes) => brand(bytes) === "qt  " || ["moov", "mdat", "wide", "free"].some((box) => at(bytes, 4, ascii(box))),
  avi: (bytes) => riff(bytes, "AVI "),
  webm: (bytes) => at(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  // An ID3 tag, or an MPEG audio frame sync (11 set bits) with layer III.
  mp3: (bytes) =>
    at(bytes, 0, ascii("ID3")) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2 && bytes.length > 2),
  wav: (bytes) => riff(bytes, "WAVE"),
  ogg: (bytes) => at(bytes, 0, ascii("OggS")),
  zip: (bytes) => at(bytes, 0, ZIP) || at(bytes, 0, EMPTY_ZIP),
  rar: (bytes) => at(bytes, 0, ascii("Rar!\x1a\x07")),
};

/** The first allowed type these bytes are, or null when they are none of them. */
export function detectFileType(bytes: Uint8Array, allowed: readonly FileTypeName[]): FileTypeName | null {
  return allowed.find((name) => SIGNATURES[name](bytes)) ?? null;
}

/**
 * SVG is XML text that may carry scripts and event handlers: it is refused rather than sanitised, and
 * recognised only to say why. An `<svg` element near the start of a text file is enough for that.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  return head.includes("<svg");
}

/** HTML or SVG that a browser would render or run: never accepted as "text", whatever the name says. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return looksLikeSvg(bytes) || /^(\ufeff)?<(!doctype|html|head|body|script|\?xml|iframe)/.test(head);
}
