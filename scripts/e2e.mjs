// Playwright against the built app served by wrangler (both Workers) on a throwaway database.
// It serves the current build/: `npm test` builds first; run `npm run build` before calling this alone.
import { rmSync } from "node:fs";
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
const server = serve({
  port,
  persistTo,
  stdio: ["ignore", "ignore", "inherit"],
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
}
process.exit(exitCode);
