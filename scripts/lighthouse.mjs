// node scripts/lighthouse.mjs [--no-build] [--runs N] [page label...]: Lighthouse alone, as the bench runs it
// (mobile, simulated throttling, system Chromium, signed in), N times per page (3 by default), with the main
// thread's long tasks of each run. The pages default to those bench/budgets.json names. For an A/B of a change
// to what the browser loads (build, run, change, run again) without the bench's twenty minutes; the figures to
// quote are the bench's.
import { lighthouseLabels, loadBudgets } from "../bench/budgets.mjs";
import { runLighthouse } from "../bench/lighthouse.mjs";
import { prepareBenchAccount, signedInPages } from "../bench/pages.mjs";
import { assertPortFree, build, ensureDevVars, migrateLocal, root, serve, stop, waitForServer } from "./lib.mjs";

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const named = args.filter((arg, index) => !arg.startsWith("--") && index !== runsIndex + 1);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8807);
const debugPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const persistTo = `${root}.wrangler/lighthouse-state`;

if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs takes 1 to 20, not ${runs}`);
await assertPortFree(port, "LIGHTHOUSE_PORT");
await assertPortFree(debugPort, "LIGHTHOUSE_PORT");
if (!args.includes("--no-build")) await build();
ensureDevVars();
await migrateLocal(persistTo);
const server = serve({ port, persistTo, stdio: "ignore", production: true });

/** A long task as "120 ms at 900 ms, root-imports-abc.js" (Lighthouse's simulated times; the script it ran). */
const describeTask = ({ duration, startTime, url }) =>
  `${Math.round(duration)} ms at ${Math.round(startTime)} ms, ${url?.split("/").pop() || "(no script)"}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitForServer(`${origin}/api/health`);
  const account = await prepareBenchAccount(origin, { persistTo, log: () => {} });
  const pages = signedInPages(root, account, { all: true });
  const labels = named.length > 0 ? named : lighthouseLabels(loadBudgets(root));
  const targets = labels.map((label) => {
    const page = pages.find((candidate) => candidate.label === label);
    if (!page) throw new Error(`No page labelled ${label}; labels are those of the bench's table.`);
    return page;
  });
  const byLabel = new Map(targets.map((page) => [page.label, []]));
  for (let run = 0; run < runs; run++) {
    for (const result of await runLighthouse({ origin, pages: targets, cookie: account.cookie, debugPort })) {
      if (result.error) console.log(`  ${result.label}: ${result.error}`);
      else byLabel.get(result.label).push(result);
    }
  }
  for (const [label, results] of byLabel) {
    if (results.length === 0) continue;
    const tbt = results.map((result) => Math.round(result.totalBlockingTimeMs));
    const scores = results.map((result) => result.score);
    console.log(
      `\n${label}: score ${median(scores)} (${scores.join(", ")}), TBT ${median(tbt)} ms (${tbt.join(", ")}),` +
        ` LCP ${Math.round(median(results.map((result) => result.largestContentfulPaintMs)))} ms,` +
        ` FCP ${Math.round(median(results.map((result) => result.firstContentfulPaintMs)))} ms,` +
        ` SI ${Math.round(median(results.map((result) => result.speedIndexMs)))} ms,` +
        ` benchmark index ${results.map((result) => Math.round(result.benchmarkIndex)).join(", ")}`,
    );
    for (const [index, result] of results.entries()) {
      console.log(`  run ${index + 1} long tasks: ${result.longTasks.map(describeTask).join(", ") || "none"}`);
      // E.g. a load that never went quiet: Lighthouse then waits 45 s, and what ran late counts (decision 065).
      for (const warning of result.warnings ?? []) console.log(`  run ${index + 1} warning: ${warning}`);
    }
  }
} finally {
  stop(server);
}
