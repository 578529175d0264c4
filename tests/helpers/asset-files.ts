// Documents by their bytes, for the document upload tests: the smallest heads each accepted type (001 §5) is
// recognised by, a real PDF made with pdf-lib, and multipart bodies built the way a browser sends them.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { GIF_BYTES, HTML_SIGN_IN_BYTES, JPEG_BYTES, PNG_BYTES, SVG_SCRIPT_BYTES, WEBP_BYTES } from "./files";

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0];
/** The first local header of an OOXML package names [Content_Types].xml; its part folder follows. */
const ooxml = (folder: string) =>
  bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0], "[Content_Types].xml", "....", `${folder}document.xml`);

/** A sample of every accepted extension, recognised by its leading bytes. */
export const SAMPLE_FILES: Record<string, Uint8Array<ArrayBuffer>> = {
  "photo.png": PNG_BYTES,
  "photo.jpg": JPEG_BYTES,
  "photo.jpeg": JPEG_BYTES,
  "animation.gif": GIF_BYTES,
  "picture.webp": WEBP_BYTES,
  "paper.pdf": bytes("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n"),
  "budget.xls": bytes(CFB),
  "budget.xlsx": ooxml("xl/"),
  "minutes.doc": bytes(CFB),
  "minutes.docx": ooxml("word/"),
  "slides.ppt": bytes(CFB),
  "slides.pptx": ooxml("ppt/"),
  "notes.txt": bytes("Board notes\nItem 1: approve the budget – agreed ✓\n"),
  "figures.csv": bytes("quarter,revenue\nQ1,100\nQ2,120\n"),
  "recording.mp4": bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2"),
  "recording.avi": bytes("RIFF", [0, 0, 0, 0], "AVI LIST"),
  "recording.mov": bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 2, 0], "qt  "),
  "recording.webm": bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  "call.mp3": bytes("ID3", [4, 0, 0, 0, 0, 0, 0]),
  "call.wav": bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "),
  "call.ogg": bytes("OggS", [0, 2, 0, 0, 0, 0]),
  "archive.zip": bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0], "notes.txt"),
  "archive.rar": bytes("Rar!", [0x1a, 0x07, 0x01, 0x00]),
};

/** Files whose name claims a type their bytes are not, and files never accepted. */
export const DISGUISED_FILES: Record<string, Uint8Array<ArrayBuffer>> = {
  "invoice.pdf": HTML_SIGN_IN_BYTES,
  "report.docx": bytes("%PDF-1.7\n"),
  "minutes.docx": bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0], "notes.txt"),
  "photo.png": JPEG_BYTES,
  "readme.txt": HTML_SIGN_IN_BYTES,
  "data.csv": bytes("a,b\n", [0], "binary"),
  "logo.svg": SVG_SCRIPT_BYTES,
  "program.exe": bytes("MZ", [0x90, 0]),
  "page.html": HTML_SIGN_IN_BYTES,
};

/** A real PDF of `pages` pages, each with a line of text. */
export async function makePdf(pages = 1, text = "Board paper"): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    document
      .addPage([595, 842])
      .drawText(`${text} — page ${page}`.replace("—", "-"), { x: 50, y: 780, size: 14, font });
  }
  return (await document.save()) as Uint8Array<ArrayBuffer>;
}

/** A multipart/form-data body as a browser sends it, with the fields in order. */
export function multipartBody(
  fields: [string, string | { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }][],
) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new File([value.bytes], value.name, { type: value.type ?? "application/octet-stream" }));
  }
  return form;
}

const encoder = new TextEncoder();

/**
 * A multipart body whose file part is generated chunk by chunk (never in memory at once): `size` bytes starting
 * with `head`, then a repeating pattern, as a stream with its exact Content-Length.
 */
export function streamedMultipart(options: {
  fields: Record<string, string>;
  fileName: string;
  head: Uint8Array;
  size: number;
  chunkBytes?: number;
}) {
  const boundary = `----boardroom-test-${crypto.randomUUID()}`;
  const preamble = encoder.encode(
    Object.entries(options.fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunkBytes = options.chunkBytes ?? 256 * 1024;
  let sent = 0;
  let stage: "preamble" | "file" | "closing" | "done" = "preamble";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === "preamble") {
        controller.enqueue(preamble);
        stage = "file";
      } else if (stage === "file") {
        const length = Math.min(chunkBytes, options.size - sent);
        const chunk = new Uint8Array(length);
        for (let index = 0; index < length; index += 1) chunk[index] = patternByte(sent + index, options.head);
        controller.enqueue(chunk);
        sent += length;
        if (sent >= options.size) stage = "closing";
      } else if (stage === "closing") {
        controller.enqueue(closing);
        stage = "done";
      } else controller.close();
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: preamble.byteLength + options.size + closing.byteLength,
  };
}

/** The byte at `offset` of a generated file: its head, then a pattern no boundary can appear in. */
export const patternByte = (offset: number, head: Uint8Array) =>
  offset < head.byteLength ? (head[offset] as number) : 0x41 + (offset % 23);
