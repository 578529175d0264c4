// An upload streamed into R2 without ever holding the whole file (issue 10): the leading bytes are checked
// against the type the name claims before anything is stored, the size limit is enforced while the bytes flow,
// and a refused or failed upload leaves nothing behind (R2 multipart upload aborted).
import { FILE_TYPES, type FileType, type FileTypeName, typeForExtension } from "../../../lib/platform/file-types";
import { badRequest, ServiceError } from "../errors";
import { DETECTION_HEAD_BYTES, detectFileType, looksLikeSvg } from "./detection";
import type { UploadRule } from "./validation";

/**
 * R2 multipart parts: every part but the last must be at least 5 MiB and all of the same size, so the stream is
 * cut into parts of exactly this size. The Worker holds at most one part at a time.
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

/** 001 §5: characters other than letters, digits, dot and hyphen become underscore (bounded in length). */
export const storedFileName = (name: string) => name.replace(/[^a-zA-Z0-9.-]/g, "_").slice(-120) || "file";

/** Where an uploaded file's bytes live: uploads/{userId}/{timestamp}-{safeName} (001 §7). */
export const uploadKey = (userId: string, name: string, now = Date.now()) =>
  `uploads/${userId}/${now}-${storedFileName(name)}`;

export type StoredUpload = { key: string; size: number; type: FileType; typeName: FileTypeName };

type Bucket = Pick<R2Bucket, "put" | "createMultipartUpload" | "delete">;

/** The refusal for a file whose name or bytes are not an allowed type: SVG gets its own sentence. */
function refuseType(rule: UploadRule, name: string, head?: Uint8Array): ServiceError {
  const svg = name.toLowerCase().endsWith(".svg") || (head ? looksLikeSvg(head) : false);
  const message = svg ? rule.messages.svg : rule.messages.invalid;
  return badRequest(message, { [rule.field]: [message] });
}

/** Reads from the iterator until `head` holds DETECTION_HEAD_BYTES or the file ends. */
async function readHead(chunks: AsyncIterator<Uint8Array>) {
  const parts: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < DETECTION_HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    parts.push(next.value);
    length += next.value.byteLength;
  }
  const head = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    head.set(part, offset);
    offset += part.byteLength;
  }
  return { head, done };
}

/**
 * Streams one file into R2 under `key`. The name's extension must be an allowed type and the leading bytes must
 * be that type (a PDF named .docx is refused like an HTML page named .pdf); over `rule.maxBytes` the upload is
 * aborted. Throws a 400 with the rule's sentence on refusal; nothing is stored unless it returns.
 */
export async function streamUploadToBucket(
  bucket: Bucket,
  source: AsyncIterable<Uint8Array>,
  options: { key: string; fileName: string; rule: UploadRule },
): Promise<StoredUpload> {
  const { key, fileName, rule } = options;
  const claimed = typeForExtension(fileName, rule.allowed);
  if (!claimed) throw refuseType(rule, fileName);
  const chunks = source[Symbol.asyncIterator]();
  const { head, done } = await readHead(chunks);
  if (head.byteLength === 0) throw badRequest(rule.messages.invalid, { [rule.field]: [rule.messages.invalid] });
  if (!detectFileType(head, [claimed])) throw refuseType(rule, fileName, head);
  const type = FILE_TYPES[claimed];
  const httpMetadata = { contentType: type.contentType };
  const tooLarge = () => badRequest(rule.messages.tooLarge, { [rule.field]: [rule.messages.tooLarge] });
  if (head.byteLength > rule.maxBytes) throw tooLarge();

  const part = new Uint8Array(UPLOAD_PART_BYTES);
  let filled = 0;
  let size = 0;
  let multipart: R2MultipartUpload | null = null;
  const uploaded: R2UploadedPart[] = [];
  // Copies bytes into the part buffer, sending each full part to R2 before filling it again.
  const write = async (bytes: Uint8Array) => {
    size += bytes.byteLength;
    if (size > rule.maxBytes) throw tooLarge();
    let offset = 0;
    while (offset < bytes.byteLength) {
      const take = Math.min(bytes.byteLength - offset, UPLOAD_PART_BYTES - filled);
      part.set(bytes.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === UPLOAD_PART_BYTES) {
        multipart ??= await bucket.createMultipartUpload(key, { httpMetadata });
        uploaded.push(await multipart.uploadPart(uploaded.length + 1, part));
        filled = 0;
      }
    }
  };

  try {
    await write(head);
    if (!done) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) await write(next.value);
    }
    const current = multipart as R2MultipartUpload | null;
    if (!current) {
      await bucket.put(key, part.slice(0, filled), { httpMetadata });
    } else {
      if (filled > 0) uploaded.push(await current.uploadPart(uploaded.length + 1, part.slice(0, filled)));
      await current.complete(uploaded);
    }
  } catch (error) {
    const current = multipart as R2MultipartUpload | null;
    await current?.abort().catch(() => undefined);
    await chunks.return?.();
    if (error instanceof ServiceError) throw error;
    console.error("upload to R2 failed", error);
    throw new ServiceError(503, rule.messages.storageFailed ?? rule.messages.invalid);
  }
  return { key, size, type, typeName: claimed };
}
