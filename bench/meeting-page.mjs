// The meeting page under a large meeting (issue 11): p50/p95 of the page and of each of its tabs for a meeting with
// 200 participants and 40 agenda items (bench/seed-meeting-page.ts), one request at a time, client-observed, with the
// app Worker's own time beside it. Figures only, no assertions on timing. Runs on its own:
// `node bench/meeting-page.mjs` (after `npm run build`); `npm run bench` runs it after the live room.
import { rmSync } from "node:fs";
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
import { latency, SAMPLES } from "./foundation.mjs";

const port = Number(process.env.BENCH_MEETING_PAGE_PORT ?? 8844);
const origin = `http://localhost:${port}`;
const persistTo = `${root}.wrangler/bench-meeting-page`;
const pool = `${persistTo}/accounts.json`;
/** The meeting's page and its tabs, as a chair opens them. */
const TABS = [
  "",
  "participants",
  "agenda",
  "documents",
  "resolutions",
  "minutes",
  "actions",
  "insights",
  "venue",
  "live",
];

await assertPortFree(port, "BENCH_MEETING_PAGE_PORT");
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
await seedAccountPool(persistTo, pool);
const seeded = await capture(bin("tsx"), ["bench/seed-meeting-page.ts"], {
  env: { ...toolEnv, E2E_ACCOUNT_POOL: pool },
});
if (seeded.code !== 0) throw new Error(`seeding the meeting failed: ${seeded.stderr}`);
const { meetingId, cookie } = JSON.parse(seeded.stdout.trim().split("\n").pop());

const server = serve({ port, persistTo, stdio: ["ignore", "ignore", "inherit"], production: true });
let exitCode = 0;
try {
  await waitForServer(`${origin}/api/health`);
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    "Meeting page (bench/meeting-page.mjs): 200 participants, 40 agenda items; " +
      `${SAMPLES} sequential requests each, client-observed (app Worker's own time in brackets)`,
  );
  for (const tab of TABS) {
    const path = `/dashboard/meetings/${meetingId}${tab ? `/${tab}` : ""}`;
    const figures = await latency(`${origin}${path}`, { Cookie: cookie });
    const server = figures.server ? `  (app p50 ${ms(figures.server.p50)}  p95 ${ms(figures.server.p95)})` : "";
    const label = `/dashboard/meetings/:meeting${tab ? `/${tab}` : ""}`;
    console.log(`  ${label.padEnd(42)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}${server}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stop(server);
}
process.exit(exitCode);
