// The streaming multipart reader behind every upload: parts as a browser sends them, whatever the chunking of
// the body, and malformed bodies refused rather than misread.
import { describe, expect, it } from "vitest";
import { MultipartError, multipartBoundary, readMultipart } from "../../../app/.server/platform/uploads/multipart";

const encoder = new TextEncoder();

/** The body split into chunks of `size` bytes (1 puts every boundary across chunk edges). */
function chunked(bytes: Uint8Array, size: number) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>, boundary: string) {
  const parts: { name: string; filename?: string; text: string }[] = [];
  for await (const part of readMultipart(body, boundary)) {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of part.data) chunks.push(new Uint8Array(chunk));
    const text = new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
    parts.push({ name: part.name, ...(part.filename !== undefined ? { filename: part.filename } : {}), text });
  }
  return parts;
}

async function browserBody() {
  const form = new FormData();
  form.append("organizationId", "org-1");
  form.append("title", "Minutes — März\r\n--not a boundary");
  form.append("file", new File(["line one\r\n--\r\nline two"], "C:\\fakepath\\minutes.txt", { type: "text/plain" }));
  form.append("after", "kept");
  const request = new Request("https://x.test", { method: "POST", body: form });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    boundary: multipartBoundary(request.headers.get("Content-Type"))!,
  };
}

describe("readMultipart", () => {
  it("reads every part whatever the chunk size, keeping only the file's base name", async () => {
    const { bytes, boundary } = await browserBody();
    const expected = [
      { name: "organizationId", text: "org-1" },
      { name: "title", text: "Minutes — März\r\n--not a boundary" },
      { name: "file", filename: "minutes.txt", text: "line one\r\n--\r\nline two" },
      { name: "after", text: "kept" },
    ];
    for (const size of [1, 7, 64, 1 << 20]) expect(await readAll(chunked(bytes, size), boundary)).toEqual(expected);
  });

  it("skips a part the reader did not read", async () => {
    const { bytes, boundary } = await browserBody();
    const names: string[] = [];
    for await (const part of readMultipart(chunked(bytes, 5), boundary)) names.push(part.name);
    expect(names).toEqual(["organizationId", "title", "file", "after"]);
  });

  it("refuses a truncated body and one without its boundary", async () => {
    const { bytes, boundary } = await browserBody();
    await expect(readAll(chunked(bytes.slice(0, bytes.byteLength - 60), 16), boundary)).rejects.toThrow(MultipartError);
    await expect(readAll(chunked(encoder.encode("just text"), 4), boundary)).rejects.toThrow(MultipartError);
  });

  it("reads the boundary of a multipart Content-Type only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="q r"')).toBe("q r");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
