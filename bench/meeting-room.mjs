// The live meeting room under load (issue 11), on loopback through the local app and realtime Workers: 100 and 500
// WebSocket clients in one meeting (join time; latency from one presence event of the chair to its arrival at every
// client, p50 and p99; events per second sustained), the same clients on a plain Node `ws` broadcast server in the
// same run as the baseline (printed as ratios), and an AGM's 2,000 listeners spread over listener shards. Figures
// only, no assertions on timing. Runs on its own: `node bench/meeting-room.mjs` (after `npm run build`).
import { rmSync } from "node:fs";
import WebSocket, { WebSocketServer } from "ws";
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

const port = Number(process.env.BENCH_MEETING_PORT ?? 8843);
const origin = `http://localhost:${port}`;
const persistTo = `${root}.wrangler/bench-meeting-room`;
const pool = `${persistTo}/accounts.json`;
/** Sequential events for the latency figures, and back-to-back events for the throughput figure. */
const EVENTS = Number(process.env.MEETING_ROOM_EVENTS ?? 30);
const BURST = Number(process.env.MEETING_ROOM_BURST ?? 100);
const SIZES = (process.env.MEETING_ROOM_CLIENTS ?? "100,500").split(",").map(Number);
const LISTENERS = Number(process.env.MEETING_ROOM_LISTENERS ?? 2000);
/** Sockets opened at once while joining (the rest wait their turn). */
const JOIN_BATCH = 50;
const WAIT_MS = 120_000;
/** What the room sends for a presence change; the baseline sends a frame of the same kind and size. */
const MARK = '"participant_updated"';

await assertPortFree(port, "BENCH_MEETING_PORT");
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
await seedAccountPool(persistTo, pool);
const seeded = await capture(bin("tsx"), ["bench/seed-meeting-room.ts"], {
  env: { ...toolEnv, E2E_ACCOUNT_POOL: pool },
});
if (seeded.code !== 0) throw new Error(`seeding the meetings failed: ${seeded.stderr}`);
const { meetings, cookies } = JSON.parse(seeded.stdout.trim().split("\n").pop());

const baseline = await startBaseline();
// MEETING_ROOM_LISTENERS_PER_ROOM (a smaller shard size) is for a quick check of the shard path only.
const perRoom = process.env.MEETING_ROOM_LISTENERS_PER_ROOM;
const vars = perRoom ? { MEETING_ROOM_LISTENERS_PER_ROOM: perRoom } : {};
const server = serve({ port, persistTo, stdio: ["ignore", "ignore", "inherit"], production: true, vars });
try {
  await waitForServer(`${origin}/api/health`);
  const roomUrl = (meetingId) => `${origin.replace("http", "ws")}/realtime/meetings/${meetingId}`;
  const asChair = { Cookie: cookies.chair, Origin: origin };
  const asListener = { Cookie: cookies.listener, Origin: origin };
  console.log("Meeting room (bench/meeting-room.mjs): one presence event of the chair to every client, on loopback");
  for (const size of SIZES) {
    const meetingId = size <= 100 ? meetings.clients100 : meetings.clients500;
    const room = await runScenario(size, () => roomUrl(meetingId), asChair, asListener);
    const bare = await runScenario(size, () => baseline.url, {}, {});
    printScenario(`${size} clients, MeetingRoom`, room);
    printScenario(`${size} clients, plain ws server`, bare);
    console.log(
      `  ${`${size} clients, ratio room / ws`.padEnd(34)} join ${ratio(room.join.total, bare.join.total)}, ` +
        `p50 ${ratio(room.latency.p50, bare.latency.p50)}, p99 ${ratio(room.latency.p99, bare.latency.p99)}, ` +
        `events/s ${ratio(room.eventsPerSecond, bare.eventsPerSecond)}`,
    );
  }
  const sharded = await runScenario(LISTENERS, () => roomUrl(meetings.listeners2000), asChair, asListener);
  printScenario(`${LISTENERS} listeners, sharded`, sharded);
  const size = Number(perRoom ?? 500);
  console.log(`  (${Math.ceil(LISTENERS / size)} rooms of up to ${size} listeners: the meeting's room and its shards)`);
} finally {
  stop(server);
  baseline.close();
}

/** N clients join, then the chair sends EVENTS presence changes one by one, then BURST back to back. */
async function runScenario(size, url, chairHeaders, clientHeaders) {
  const clients = [];
  const joinTimes = [];
  const joinStarted = performance.now();
  for (let start = 0; start < size; start += JOIN_BATCH) {
    const batch = Array.from({ length: Math.min(JOIN_BATCH, size - start) }, async () => {
      const began = performance.now();
      const client = await openClient(url(), clientHeaders);
      joinTimes.push(performance.now() - began);
      clients.push(client);
    });
    await Promise.all(batch);
  }
  const join = { total: performance.now() - joinStarted, ...percentiles(joinTimes) };
  const chair = await openClient(url(), chairHeaders);
  await settle(clients);

  const arrivals = [];
  const slowest = [];
  for (let event = 0; event < EVENTS; event++) {
    const sent = performance.now();
    const targets = clients.map((client) => client.received + 1);
    chair.send({ type: "presence", microphoneEnabled: event % 2 === 0 });
    const times = await Promise.all(clients.map((client, index) => client.reach(targets[index])));
    const deltas = times.map((time) => time - sent);
    arrivals.push(...deltas);
    slowest.push(Math.max(...deltas));
  }

  const targets = clients.map((client) => client.received + BURST);
  const burstStarted = performance.now();
  for (let event = 0; event < BURST; event++) chair.send({ type: "presence", microphoneEnabled: event % 2 === 0 });
  const done = await Promise.all(clients.map((client, index) => client.reach(targets[index])));
  const eventsPerSecond = BURST / ((Math.max(...done) - burstStarted) / 1000);

  for (const client of [...clients, chair]) client.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { join, latency: percentiles(arrivals), everyClient: percentiles(slowest), eventsPerSecond };
}

/** A socket that counts the presence frames it got, with a way to wait until it has had `count` of them. */
function openClient(url, headers) {
  const socket = new WebSocket(url, { headers });
  const client = { received: 0, waiters: [] };
  socket.on("message", (data) => {
    if (!String(data).includes(MARK)) return;
    client.received++;
    const now = performance.now();
    const due = client.waiters.filter((waiter) => client.received >= waiter.count);
    if (due.length === 0) return;
    client.waiters = client.waiters.filter((waiter) => !due.includes(waiter));
    for (const waiter of due) waiter.resolve(now);
  });
  client.send = (message) => socket.send(JSON.stringify(message));
  client.close = () => socket.close(1000, "bench done");
  client.reach = (count) =>
    new Promise((resolve, reject) => {
      if (client.received >= count) return resolve(performance.now());
      const timer = setTimeout(() => reject(new Error(`a client got ${client.received} of ${count} frames`)), WAIT_MS);
      client.waiters.push({
        count,
        resolve: (time) => {
          clearTimeout(timer);
          resolve(time);
        },
      });
    });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("unexpected-response", (_request, response) => reject(new Error(`upgrade ${response.statusCode}`)));
    socket.once("message", () => resolve(client));
  });
}

/** Lets the join frames of the last sockets (participant_joined of the chair) pass before counting. */
async function settle(clients) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const client of clients) client.received = 0;
}

/**
 * The baseline: a plain Node `ws` server that greets each socket and sends every frame it gets, as one presence
 * frame, to every socket (JSON parsed and built once, like the room), with no storage and no checks.
 */
async function startBaseline() {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const participant = { userId: "chair", name: "Chair", role: "chairperson", status: "virtual", connected: true };
  wss.on("connection", (socket) => {
    socket.send(JSON.stringify({ type: "snapshot" }));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      const frame = JSON.stringify({
        type: "participant_updated",
        participant: { ...participant, microphoneEnabled: message.microphoneEnabled, joinedAt: Date.now() },
      });
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
    });
  });
  await new Promise((resolve) => wss.once("listening", resolve));
  return { url: `ws://127.0.0.1:${wss.address().port}`, close: () => wss.close() };
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { p50: at(0.5), p99: at(0.99) };
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}

function ratio(a, b) {
  return `${(a / b).toFixed(2)}×`;
}

function printScenario(label, result) {
  console.log(
    `  ${label.padEnd(34)} join ${ms(result.join.total)} (each p50 ${ms(result.join.p50)}), ` +
      `latency p50 ${ms(result.latency.p50)} p99 ${ms(result.latency.p99)}, ` +
      `to every client p50 ${ms(result.everyClient.p50)} p99 ${ms(result.everyClient.p99)}, ` +
      `${result.eventsPerSecond.toFixed(0)} events/s sustained`,
  );
}
