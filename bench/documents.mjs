// Documents benchmarks (issue 10): the documents page over 10,000 documents in one organisation, and one 50 MB
// upload streamed through the local Worker (throughput, and how far the Worker's memory rises meanwhile).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { latency, SAMPLES } from "./foundation.mjs";
import { OWNER, signIn } from "./organizations.mjs";
import { cpuSnapshot } from "./process-cpu.mjs";

/** Just under the 50 MB limit of 001 §9 (52,428,800 bytes): the largest file a director may upload. */
const UPLOAD_BYTES = 52_428_800 - 1024;

/** Seeds 10,000 documents into the organisation bench/seed-organization.ts made (run it first). */
export function seedDocuments({ root, persistTo, env }) {
  const output = execFileSync(`${root}node_modules/.bin/tsx`, ["bench/seed-document-list.ts"], {
    cwd: root,
    env: { ...env, PERSIST_TO: persistTo, BENCH_OWNER_EMAIL: OWNER.email },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split("\n").pop());
}

/** Resident memory (kB) of the workerd processes that run the Workers (not wrangler's proxy). */
function runtimeMemoryKB(serverPid, port) {
  let total = 0;
  for (const [pid, entry] of cpuSnapshot(serverPid, port)) {
    if (entry.role !== "runtime") continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * A multipart body of one ZIP-signed file of `size` bytes (a type whose text is not extracted, so no background
 * work follows), produced as the request reads it: the bench never holds the file either.
 */
function multipartUpload(organizationId, size) {
  const boundary = `bench${crypto.randomUUID().replaceAll("-", "")}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="organizationId"\r\n\r\n${organizationId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-archive.zip"\r\n` +
      "Content-Type: application/zip\r\n\r\n",
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(256 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const length = Math.min(chunk.byteLength, size - sent);
      const piece = chunk.slice(0, length);
      if (sent === 0) piece.set([0x50, 0x4b, 0x03, 0x04]); // the ZIP local file header signature
      sent += length;
      controller.enqueue(piece);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function measureUpload({ origin, cookie, organizationId, serverPid, port }) {
  const before = runtimeMemoryKB(serverPid, port);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, runtimeMemoryKB(serverPid, port));
  }, 20);
  const { body, contentType } = multipartUpload(organizationId, UPLOAD_BYTES);
  const started = performance.now();
  const response = await fetch(`${origin}/api/assets/upload`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": contentType },
  });
  const answer = await response.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, runtimeMemoryKB(serverPid, port));
  if (response.status >= 300) throw new Error(`bench upload answered ${response.status}: ${answer.slice(0, 200)}`);
  return {
    bytes: UPLOAD_BYTES,
    seconds,
    megabytesPerSecond: UPLOAD_BYTES / 1_048_576 / seconds,
    memoryBeforeMB: before / 1024,
    memoryPeakRiseMB: (peak - before) / 1024,
  };
}

export async function runDocumentsBench({ origin, seeded, serverPid, port }) {
  const cookie = await signIn(origin);
  const headers = { Cookie: cookie };
  const { p50, p95 } = await latency(`${origin}/dashboard/simple?org=${seeded.slug}`, headers);
  const upload = await measureUpload({ origin, cookie, organizationId: seeded.organizationId, serverPid, port });
  return { documents: seeded.documents, documentsPage: { p50, p95 }, upload, plans: seeded.plans };
}

export function printDocuments(results) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\nDocuments (issue 10): ${results.documents} documents in one organisation`);
  console.log(
    `  documents page (/dashboard/simple, 50 a page)  p50 ${ms(results.documentsPage.p50)}` +
      `   p95 ${ms(results.documentsPage.p95)} (client-observed, ${SAMPLES} sequential requests)`,
  );
  const { upload } = results;
  console.log(
    `  upload of ${(upload.bytes / 1_048_576).toFixed(1)} MB through the local Worker into R2: ` +
      `${upload.seconds.toFixed(1)} s, ${upload.megabytesPerSecond.toFixed(1)} MB/s; the Workers' workerd rose ` +
      `${upload.memoryPeakRiseMB.toFixed(1)} MB at most above its ${upload.memoryBeforeMB.toFixed(0)} MB (resident)`,
  );
  console.log("  D1 query plans of the documents list (a full scan would show 'SCAN <table>' without an index)");
  for (const { label, query, plan } of results.plans) {
    const fullScan = plan.some((line) => /^SCAN /.test(line) && !/USING (COVERING )?INDEX/.test(line));
    console.log(
      `  ${fullScan ? "FULL SCAN" : "indexed  "}  ${label}: ${query.slice(0, 90)}${query.length > 90 ? "…" : ""}`,
    );
    for (const line of plan) console.log(`               ${line}`);
  }
}
