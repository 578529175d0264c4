// One check for every upload (logos now; documents, avatars and attachments later): the size limit of its
// purpose, then its type from the leading bytes against the purpose's allowlist (docs/decisions/020).
import { FILE_TYPES, type FileType, type FileTypeName } from "../../../lib/platform/file-types";
import { badRequest } from "../errors";
import { DETECTION_HEAD_BYTES, detectFileType, looksLikeSvg } from "./detection";

/** What one purpose accepts, and the sentences its form shows next to the field when it refuses. */
export type UploadRule = {
  /** The form field the refusal is shown next to. */
  field: string;
  allowed: readonly FileTypeName[];
  maxBytes: number;
  messages: { invalid: string; tooLarge: string; svg: string; storageFailed?: string };
};

/** A file that passed its rule: the bytes to store and the type detected from them. */
export type ValidatedUpload = { bytes: ArrayBuffer; type: FileType; size: number };

/** Throws a 400 with the rule's message on the rule's field; nothing is stored before this passes. */
export async function validateUpload(file: File | null | undefined, rule: UploadRule): Promise<ValidatedUpload> {
  const refuse = (message: string) => badRequest(message, { [rule.field]: [message] });
  if (!file || typeof file === "string" || file.size === 0) throw refuse(rule.messages.invalid);
  if (file.size > rule.maxBytes) throw refuse(rule.messages.tooLarge);
  const bytes = await file.arrayBuffer();
  const detected = detectFileType(
    new Uint8Array(bytes, 0, Math.min(bytes.byteLength, DETECTION_HEAD_BYTES)),
    rule.allowed,
  );
  if (!detected) throw refuse(looksLikeSvg(new Uint8Array(bytes)) ? rule.messages.svg : rule.messages.invalid);
  return { bytes, type: FILE_TYPES[detected], size: bytes.byteLength };
}
