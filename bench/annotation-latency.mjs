// Time for an annotation made by one reader to reach a second connected reader (issue 10): p50 and p99 over 200,
// from the first reader's POST to the second reader's socket receiving the room's event, through the local app and
// realtime Workers. Runs on its own: `node bench/annotation-latency.mjs` (after `npm run build`).
import { rmSync } from "node:fs";
import WebSocket from "ws";
import {
  assertPortFree,
  bin,
  capture,
  ensureDevVars,
  migrateLocal,
  root,
  seedAccountPool,
  serve,
  stop,
  toolEnv,
  waitForServer,
} from "../scripts/lib.mjs";

const RUNS = Number(process.env.ANNOTATION_RUNS ?? 200);
const port = Number(process.env.BENCH_ANNOTATION_PORT ?? 8841);
const origin = `http://localhost:${port}`;
const persistTo = `${root}.wrangler/bench-annotations`;
const pool = `${persistTo}/accounts.json`;

await assertPortFree(port, "BENCH_ANNOTATION_PORT");
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
await seedAccountPool(persistTo, pool);
const seeded = await capture(bin("tsx"), ["bench/seed-reader-document.ts"], {
  env: { ...toolEnv, E2E_ACCOUNT_POOL: pool },
});
if (seeded.code !== 0) throw new Error(`seeding the document failed: ${seeded.stderr}`);
const { assetId, cookies } = JSON.parse(seeded.stdout.trim().split("\n").pop());

const server = serve({ port, persistTo, stdio: ["ignore", "ignore", "inherit"], production: true });
try {
  await waitForServer(`${origin}/api/health`);
  const receiver = await openReader(cookies[1]);
  const sender = await openReader(cookies[0]);
  const timings = [];
  for (let run = 0; run < RUNS; run++) {
    const text = `Bench annotation ${run}`;
    const arrived = receiver.next((frame) => frame.event?.annotation?.content?.text === text);
    const started = performance.now();
    const response = await fetch(`${origin}/api/assets/${assetId}/annotations`, {
      method: "POST",
      headers: { Cookie: cookies[0], Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify({ annotationType: "comment", content: { text }, pageNumber: 1 }),
    });
    if (response.status !== 201) throw new Error(`creating an annotation answered ${response.status}`);
    await arrived;
    timings.push(performance.now() - started);
  }
  sender.close();
  receiver.close();
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.ceil(q * timings.length) - 1)];
  console.log(
    `Annotation from one reader to another (${RUNS} runs): p50 ${at(0.5).toFixed(1)} ms, ` +
      `p99 ${at(0.99).toFixed(1)} ms`,
  );
} finally {
  stop(server);
}

/** A reader's socket on the document's room, with a way to wait for the next matching frame. */
function openReader(cookie) {
  const url = `${origin.replace("http", "ws")}/realtime/assets/${assetId}`;
  const socket = new WebSocket(url, { headers: { Cookie: cookie, Origin: origin } });
  const waiters = [];
  socket.on("message", (data) => {
    const frame = JSON.parse(String(data));
    for (const waiter of [...waiters]) {
      if (waiter.matches(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("message", () =>
      resolve({
        next: (matches) => new Promise((done) => waiters.push({ matches, resolve: done })),
        close: () => socket.close(1000, "bench done"),
      }),
    );
  });
}
