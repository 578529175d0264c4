// The analytics overview p50 with 1,000,000 events in one organisation (issue 12), on a throwaway local database:
// bench/analytics-overview.ts seeds the raw events and their rollups and times the overview service (no server).
// Prints the figures and, run by `npm run bench`, adds them to bench/results/latest.json.
// Runs on its own: `node bench/analytics.mjs` (BENCH_EVENTS=… for another count).
import { rmSync } from "node:fs";
import { bin, capture, migrateLocal, root, toolEnv } from "../scripts/lib.mjs";
import { recordBenchFigures } from "./results.mjs";

const persistTo = `${root}.wrangler/bench-analytics`;
rmSync(persistTo, { recursive: true, force: true });
await migrateLocal(persistTo);
const started = Date.now();
const { code, stdout, stderr } = await capture(bin("tsx"), ["bench/analytics-overview.ts"], {
  env: { ...toolEnv, PERSIST_TO: persistTo },
});
rmSync(persistTo, { recursive: true, force: true });
if (code !== 0) {
  console.error(`bench/analytics-overview.ts failed:\n${stderr}`);
  process.exit(1);
}
const figures = { ...JSON.parse(stdout.trim().split("\n").pop()), totalSeconds: (Date.now() - started) / 1000 };
console.log(
  `Analytics overview (90 days) with ${figures.events.toLocaleString("en")} raw events in one organisation ` +
    `(${figures.eventsInOverview.toLocaleString("en")} inside the period)`,
);
console.log(
  `  seeded the events and their daily rollups in ${figures.seedSeconds} s` +
    ` (${figures.totalSeconds.toFixed(0)} s with the migrations)`,
);
console.log(
  `  analyticsOverview via the platform proxy      p50 ${figures.overviewP50Ms} ms   p95 ${figures.overviewP95Ms} ms`,
);
recordBenchFigures("analyticsOverview", figures);
