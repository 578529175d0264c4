// npm run bench: build, serve the built app on a throwaway local database, run the benchmarks, print.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { printFoundation, runFoundationBench } from "../bench/foundation.mjs";
import { printOrganizations, runOrganizationBench, seedOrganization } from "../bench/organizations.mjs";
import {
  assertPortFree,
  build,
  ensureDevVars,
  migrateLocal,
  root,
  serve,
  stop,
  toolEnv,
  waitForServer,
} from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 8795);
const origin = `http://127.0.0.1:${port}`;
const persistTo = `${root}.wrangler/bench-state`;

await assertPortFree(port, "BENCH_PORT");
if (!process.argv.includes("--no-build")) await build();
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
const seeded = seedOrganization({ root, persistTo, env: toolEnv });
const server = serve({ port, persistTo, stdio: ["ignore", "ignore", "inherit"] });
let exitCode = 0;
try {
  await waitForServer(`${origin}/api/health`);
  const foundation = await runFoundationBench(origin);
  printFoundation(foundation);
  const organizations = await runOrganizationBench(origin, seeded);
  printOrganizations(organizations);
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(`${root}bench/results/latest.json`, JSON.stringify({ foundation, organizations }, null, 2));
  console.log(`\nWrote bench/results/latest.json`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stop(server);
}
process.exit(exitCode);
