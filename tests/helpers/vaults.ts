// Vault test helpers: documents with real bytes in R2, and reading a zip back by its central directory.
import { schema } from "../../app/.server/platform/db/client";
import { serviceContext } from "./factories";

/** A document uploaded by `ownerId` into the organisation, its bytes stored in R2 as an upload would be. */
export async function insertStoredAsset(
  organizationId: string,
  ownerId: string,
  options: { name?: string; bytes?: Uint8Array; fileType?: string; createdAt?: number; tags?: string[] } = {},
) {
  const ctx = serviceContext();
  const id = crypto.randomUUID();
  const name = options.name ?? "board-paper.pdf";
  const bytes = options.bytes ?? new TextEncoder().encode(`%PDF-1.7\n${name} ${id}\n%%EOF\n`);
  const storageKey = `uploads/${ownerId}/${Date.now()}-${id}-${name}`;
  await ctx.env.FILES.put(storageKey, bytes);
  await ctx.db.insert(schema.assets).values({
    id,
    organizationId,
    ownerId,
    title: name,
    fileName: name,
    originalFileName: name,
    fileSize: bytes.byteLength,
    fileType: options.fileType ?? "pdf",
    mimeType: options.fileType === "txt" ? "text/plain" : "application/pdf",
    storageKey,
    tags: options.tags ?? [],
    createdAt: options.createdAt ?? Date.now(),
  });
  return { id, name, bytes };
}

/** The entries of a zip (stored, as client-zip writes them), read from its central directory. */
export function readZip(buffer: ArrayBuffer): Map<string, Uint8Array> {
  const view = new DataView(buffer);
  const bytes = new Uint8Array(buffer);
  let end = buffer.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip: no end of central directory");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("bad central directory entry");
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const localName = view.getUint16(localOffset + 26, true);
    const localExtra = view.getUint16(localOffset + 28, true);
    const start = localOffset + 30 + localName + localExtra;
    entries.set(name, bytes.slice(start, start + size));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
