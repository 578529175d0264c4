// npm test: lint and format check, typecheck, build, integration tests in workerd, then Playwright
// (with and without JavaScript).
import { bin, build, run } from "./lib.mjs";

const steps = [
  ["lint and format (Biome, 120 columns)", () => run("npm", ["run", "--silent", "lint"])],
  ["typecheck", () => run(bin("tsc"), ["--noEmit"])],
  ["build", () => build()],
  ["integration (vitest, workerd)", () => run(bin("vitest"), ["run"])],
  ["pages of the built app (vitest, workerd)", () => run(bin("vitest"), ["run", "--config", "vitest.pages.config.ts"])],
  ["end to end (Playwright: e2e + nojs)", () => run("node", ["scripts/e2e.mjs"])],
];

for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  try {
    await step();
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)}s) ===`);
}
