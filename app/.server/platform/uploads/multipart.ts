// A streaming multipart/form-data reader (RFC 7578) for uploads: request.formData() buffers the whole body, so
// uploads read the body part by part instead, and a file part's bytes flow to R2 as they arrive. Only what is
// needed here: each part's name, filename and type, and its bytes as an async iterable.

export type MultipartPart = {
  name: string;
  /** Set (possibly "") for a file part; undefined for a plain field. Only the base name is kept. */
  filename: string | undefined;
  contentType: string | null;
  /** The part's bytes; read them before asking for the next part (unread bytes are skipped). */
  data: AsyncIterable<Uint8Array>;
};

/** A body that is not well-formed multipart: the caller answers 400. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MultipartError";
  }
}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_PARTS = 100;
const encoder = new TextEncoder();
const CRLF = encoder.encode("\r\n");
const HEADER_END = encoder.encode("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type, or null when it is not one. */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^\s*multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(
    contentType ?? "",
  );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Bytes pulled from a stream on demand, with search and take from the front. */
class ByteBuffer {
  private bytes: Uint8Array;
  private ended = false;

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    initial: Uint8Array,
  ) {
    this.bytes = initial;
  }

  get length() {
    return this.bytes.byteLength;
  }

  /** Reads one more chunk; false once the stream has ended. */
  async fill(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    const joined = new Uint8Array(this.bytes.byteLength + value.byteLength);
    joined.set(this.bytes);
    joined.set(value, this.bytes.byteLength);
    this.bytes = joined;
    return true;
  }

  indexOf(needle: Uint8Array): number {
    const first = needle[0] as number;
    for (let at = this.bytes.indexOf(first); at >= 0; at = this.bytes.indexOf(first, at + 1)) {
      if (at + needle.byteLength > this.bytes.byteLength) return -1;
      let same = true;
      for (let index = 1; index < needle.byteLength && same; index += 1) {
        same = this.bytes[at + index] === needle[index];
      }
      if (same) return at;
    }
    return -1;
  }

  take(count: number): Uint8Array {
    const taken = this.bytes.subarray(0, count);
    this.bytes = this.bytes.subarray(count);
    return taken;
  }

  /** Fills until the needle is buffered and answers its offset; throws past `limit` bytes or at the end. */
  async find(needle: Uint8Array, limit: number, what: string): Promise<number> {
    for (;;) {
      const at = this.indexOf(needle);
      if (at >= 0) return at;
      if (this.length > limit || !(await this.fill())) throw new MultipartError(`Malformed multipart body (${what})`);
    }
  }

  cancel() {
    return this.reader.cancel().catch(() => undefined);
  }
}

function parseHeaders(bytes: Uint8Array) {
  const headers = new Map<string, string>();
  for (const line of new TextDecoder().decode(bytes).split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get("content-disposition") ?? "";
  const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) throw new MultipartError("Malformed multipart body (a part has no name)");
  const filename = /(?:^|;)\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  return {
    name,
    // Only the base name, as RFC 7578 §4.2 recommends; browsers escape a quote as %22.
    filename: filename === undefined ? undefined : (filename.split(/[/\\]/).pop() ?? "").replace(/%22/g, '"'),
    contentType: headers.get("content-type") ?? null,
  };
}

/**
 * The parts of a multipart body, in order, each part's bytes streamed: the Worker holds at most a chunk and a
 * boundary's length of the body at a time.
 */
export async function* readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
): AsyncGenerator<MultipartPart> {
  // Every delimiter but the first follows a CRLF; starting with one makes them all alike.
  const buffer = new ByteBuffer(body.getReader(), CRLF.slice());
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  try {
    buffer.take((await buffer.find(delimiter, 64 * 1024, "no boundary")) + delimiter.byteLength);
    for (let parts = 0; ; parts += 1) {
      while (buffer.length < 2) if (!(await buffer.fill())) throw new MultipartError("Malformed multipart body");
      const after = buffer.take(2);
      if (after[0] === 0x2d && after[1] === 0x2d) return;
      if (after[0] !== 0x0d || after[1] !== 0x0a) throw new MultipartError("Malformed multipart body");
      if (parts >= MAX_PARTS) throw new MultipartError("Too many parts in the form");
      const headerLength = await buffer.find(HEADER_END, MAX_HEADER_BYTES, "headers");
      const headers = parseHeaders(buffer.take(headerLength));
      buffer.take(HEADER_END.byteLength);
      let finished = false;
      async function* data(): AsyncGenerator<Uint8Array> {
        for (;;) {
          const at = buffer.indexOf(delimiter);
          if (at >= 0) {
            if (at > 0) yield buffer.take(at);
            buffer.take(delimiter.byteLength);
            finished = true;
            return;
          }
          // Everything but what could be the start of a delimiter is part of the body.
          const safe = buffer.length - (delimiter.byteLength - 1);
          if (safe > 0) yield buffer.take(safe);
          if (!(await buffer.fill())) throw new MultipartError("Malformed multipart body (unterminated part)");
        }
      }
      yield { ...headers, data: data() };
      if (!finished) for await (const _ of data()) void _;
    }
  } finally {
    await buffer.cancel();
  }
}
