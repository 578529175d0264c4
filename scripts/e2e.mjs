// Playwright against the built app served by wrangler (both Workers) on a throwaway database.
// It serves the current build/: `npm test` builds first; run `npm run build` before calling this alone.
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import {
  assertPortFree,
  bin,
  ensureDevVars,
  migrateLocal,
  root,
  run,
  seedAccountPool,
  serve,
  stop,
  waitForServer,
} from "./lib.mjs";

const port = Number(process.env.E2E_PORT ?? 8788);
// Every test browses from 127.0.0.1: one client address stands for the many people of a run (decision 018).
const clientRateLimitMultiplier = "10";
const persistTo = `${root}.wrangler/e2e-state`;
// Signed-in accounts for the tests that only need "a fresh signed-in user" (tests/helpers/browser.ts).
const accountPool = `${persistTo}/accounts.json`;
await assertPortFree(port, "E2E_PORT");
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
await seedAccountPool(persistTo, accountPool);
// Documents for the reader's tests, written before the server shares the database (tests/helpers/reader-documents.ts).
await run(bin("tsx"), ["tests/helpers/seed-reader-documents.ts", accountPool]);
await run(bin("tsx"), ["tests/helpers/seed-live-meetings.ts", accountPool]);
// The server's own lines (each request, each queue batch with its time) go to a file: too many to print, and what a
// failure's cause may be found in. The run ends with the queue's slowest batches.
const serverLog = `${root}.wrangler/logs/e2e-server.log`;
const serverOut = openSync(serverLog, "w");
const server = serve({
  port,
  persistTo,
  stdio: ["ignore", serverOut, "inherit"],
  vars: { CLIENT_RATE_LIMIT_MULTIPLIER: clientRateLimitMultiplier },
});
let exitCode = 0;
try {
  await waitForServer(`http://127.0.0.1:${port}/api/health`);
  await run(bin("playwright"), ["test", ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: `http://localhost:${port}`, E2E_ACCOUNT_POOL: accountPool },
  });
} catch (error) {
  console.error(error.message);
  exitCode = 1;
} finally {
  stop(server);
  closeSync(serverOut);
  printQueueSummary();
}
process.exit(exitCode);

/** The queue's batches as wrangler logged them ("QUEUE boardroom-jobs 2/2 (1251ms)"): how many, and the slowest. */
function printQueueSummary() {
  const batches = [...readFileSync(serverLog, "utf8").matchAll(/QUEUE (\S+) (\d+)\/(\d+) \((\d+)ms\)/g)].map(
    (match) => ({
      line: match[0],
      ms: Number(match[4]),
    }),
  );
  const slowest = [...batches].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `Queue: ${batches.length} batches; slowest ${slowest.map((batch) => batch.line).join(", ") || "none"}` +
      ` (every request and batch: ${serverLog.slice(root.length)})`,
  );
}
