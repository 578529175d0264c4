// One way to answer with a stored file (docs/decisions/020): the type is one of the purpose's allowlist or
// application/octet-stream, never what an uploader declared, and the browser is told not to sniff it, not to
// run anything in it and, unless it is an image, to download it.
import { FILE_TYPES, type FileTypeName } from "../../../lib/platform/file-types";

/** The policy of every served file: no script, no plugin, no form, a unique origin even if opened directly. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

/** The allowed type a stored Content-Type names exactly, else null (files stored before detection may lie). */
export function allowedStoredType(contentType: string | undefined, allowed: readonly FileTypeName[]) {
  const name = allowed.find((candidate) => FILE_TYPES[candidate].contentType === contentType?.trim().toLowerCase());
  return name ? FILE_TYPES[name] : null;
}

/** Characters safe in a quoted filename; anything else becomes "_". */
const safeFileName = (name: string) => name.replace(/[^a-zA-Z0-9._-]/g, "_").slice(-100) || "file";

export function storedFileResponse(
  object: { body: ReadableStream | Uint8Array<ArrayBuffer>; size: number; httpMetadata?: { contentType?: string } },
  options: {
    allowed: readonly FileTypeName[];
    downloadName: string;
    cacheControl: string;
    /** "attachment" downloads even what a browser could show (a document's Download button). */
    disposition?: "attachment" | "inline";
  },
): Response {
  const type = allowedStoredType(object.httpMetadata?.contentType, options.allowed);
  const name = safeFileName(options.downloadName);
  const fileName = type ? `${name}.${type.extension}` : name;
  const inline = type?.inline && options.disposition !== "attachment";
  return new Response(object.body, {
    headers: {
      "Content-Type": type?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": STORED_FILE_CSP,
      "Cache-Control": options.cacheControl,
    },
  });
}
