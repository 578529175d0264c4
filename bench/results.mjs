// Figures of a bench script that `npm run bench` runs as its own process (each serves its own copy of the app): the
// script prints them, and when run by the bench (BENCH_RESULTS names bench/results/latest.json) also adds them to
// that file under its name, so the one file holds every figure of the run. Run alone, a script only prints.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function recordBenchFigures(name, figures) {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  const results = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  results[name] = figures;
  writeFileSync(file, JSON.stringify(results, null, 2));
}
