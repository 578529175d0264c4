// What a file is, from its leading bytes; the name and the type the browser declared are the sender's to
// choose and are never trusted (docs/decisions/020).
import type { FileTypeName } from "../../../lib/platform/file-types";

type Signature = { offset: number; bytes: readonly number[] };

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Every signature of a type must match (WebP is a RIFF container whose form type is WEBP). */
const SIGNATURES: Record<FileTypeName, readonly (readonly Signature[])[]> = {
  png: [[{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }]],
  jpeg: [[{ offset: 0, bytes: [0xff, 0xd8, 0xff] }]],
  gif: [[{ offset: 0, bytes: ascii("GIF87a") }], [{ offset: 0, bytes: ascii("GIF89a") }]],
  webp: [
    [
      { offset: 0, bytes: ascii("RIFF") },
      { offset: 8, bytes: ascii("WEBP") },
    ],
  ],
  pdf: [[{ offset: 0, bytes: ascii("%PDF-") }]],
};

const matches = (bytes: Uint8Array, { offset, bytes: expected }: Signature) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** The allowed type these bytes are, or null when they are none of them. */
export function detectFileType(bytes: Uint8Array, allowed: readonly FileTypeName[]): FileTypeName | null {
  return (
    allowed.find((name) => SIGNATURES[name].some((alternative) => alternative.every((sig) => matches(bytes, sig)))) ??
    null
  );
}

/**
 * SVG is XML text that may carry scripts and event handlers: it is refused rather than sanitised, and
 * recognised only to say why. An `<svg` element near the start of a text file is enough for that.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  return head.includes("<svg");
}
