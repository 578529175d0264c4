// Time from notify() to arrival in three open sockets of the recipient (issue 12): the recipient has three tabs open
// on their NotificationHub (/realtime/notifications, by cookie, as the browser opens it); another member @mentions
// them in an annotation, whose service calls notify() and so announces the new notification to every tab. Timed
// from the mention's POST (the producer runs inside it, before the answer) to the `notifications.changed` frame in
// the first and in the last of the three sockets; p50 and p99 over 200 runs, one at a time, on loopback through the
// local app and realtime Workers. Runs on its own: `node bench/notification-latency.mjs` (after `npm run build`).
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
import { recordBenchFigures } from "./results.mjs";

const RUNS = Number(process.env.NOTIFICATION_RUNS ?? 200);
const TABS = 3;
const WAIT_MS = 30_000;
const port = Number(process.env.BENCH_NOTIFICATION_PORT ?? 8849);
const origin = `http://localhost:${port}`;
const persistTo = `${root}.wrangler/bench-notification-latency`;
const pool = `${persistTo}/accounts.json`;

await assertPortFree(port, "BENCH_NOTIFICATION_PORT");
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
await seedAccountPool(persistTo, pool);
const seeded = await capture(bin("tsx"), ["bench/seed-reader-document.ts"], {
  env: { ...toolEnv, E2E_ACCOUNT_POOL: pool },
});
if (seeded.code !== 0) throw new Error(`seeding the document failed: ${seeded.stderr}`);
const { assetId, cookies, emails } = JSON.parse(seeded.stdout.trim().split("\n").pop());
const [senderCookie, recipientCookie] = cookies;

const server = serve({ port, persistTo, stdio: ["ignore", "ignore", "inherit"], production: true });
let exitCode = 0;
try {
  await waitForServer(`${origin}/api/health`);
  const tabs = await Promise.all(Array.from({ length: TABS }, () => openTab(recipientCookie)));
  const first = [];
  const last = [];
  const answered = [];
  for (let run = 0; run < RUNS; run++) {
    const arrivals = tabs.map((tab) =>
      tab.next((frame) => frame.type === "notifications.changed" && frame.change === "created"),
    );
    const started = performance.now();
    const response = await fetch(`${origin}/api/assets/${assetId}/annotations`, {
      method: "POST",
      headers: { Cookie: senderCookie, Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify({
        annotationType: "comment",
        content: { text: `Bench mention ${run}: please look, @${emails[1]}` },
        pageNumber: 1,
      }),
    });
    if (response.status !== 201) throw new Error(`creating the mention answered ${response.status}`);
    answered.push(performance.now() - started);
    const times = (await Promise.all(arrivals)).map((arrivedAt) => arrivedAt - started);
    first.push(Math.min(...times));
    last.push(Math.max(...times));
  }
  for (const tab of tabs) tab.close();
  const figures = {
    runs: RUNS,
    sockets: TABS,
    firstSocket: percentiles(first),
    allThreeSockets: percentiles(last),
    producerRequest: percentiles(answered),
  };
  const ms = (value) => `${value.toFixed(1)} ms`;
  const line = (label, { p50, p99 }) => `  ${label.padEnd(46)} p50 ${ms(p50)}   p99 ${ms(p99)}`;
  console.log(`Notification to ${TABS} open sockets of the recipient (an @mention, ${RUNS} runs, one at a time)`);
  console.log(line("first socket has the frame", figures.firstSocket));
  console.log(line(`all ${TABS} sockets have the frame`, figures.allThreeSockets));
  console.log(line("the mention's POST answered", figures.producerRequest));
  recordBenchFigures("notificationLatency", figures);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stop(server);
}
process.exit(exitCode);

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p99: at(0.99) };
}

/** One tab's socket on the user's hub: open once the hub's greeting (the unread count) arrived. */
function openTab(cookie) {
  const socket = new WebSocket(`${origin.replace("http", "ws")}/realtime/notifications`, {
    headers: { Cookie: cookie, Origin: origin },
  });
  const waiters = [];
  socket.on("message", (data) => {
    const arrivedAt = performance.now();
    const frame = JSON.parse(String(data));
    for (const waiter of [...waiters])
      if (waiter.matches(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(arrivedAt);
      }
  });
  const next = (matches) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no frame within ${WAIT_MS} ms (${waiters.length} waiting)`)),
        WAIT_MS,
      );
      waiters.push({ matches, resolve: (at) => resolve(at, clearTimeout(timer)) });
    });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("message", () => resolve({ next, close: () => socket.close(1000, "bench done") }));
  });
}
