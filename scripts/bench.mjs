// npm run bench [-- --no-build] [-- --all-pages] [-- --strict]: builds the app and the bare page (bench/bare),
// serves both with wrangler dev --local on throwaway local databases, and prints, for every page, throughput
// and CPU per request as ratios to the bare page, sizes, Lighthouse scores, latencies and the organisation
// figures, each against bench/budgets.json (docs/decisions/023). Exits 1 on a budget miss only with --strict.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { BARE_CONFIG, bareLabel, buildBare } from "../bench/bare.mjs";
import {
  checkBudgets,
  flagOf,
  lighthouseLabels,
  loadBudgets,
  printBudgetSummary,
  summarise,
} from "../bench/budgets.mjs";
import { printDocumentSearch, runDocumentSearchBench, seedDocumentSearch } from "../bench/document-search.mjs";
import { printDocuments, runDocumentsBench, seedDocuments } from "../bench/documents.mjs";
import { printLatency, runLatencyBench } from "../bench/foundation.mjs";
import { CHROME_PATH, runLighthouse } from "../bench/lighthouse.mjs";
import {
  OWNER as BENCH_OWNER,
  printOrganizations,
  runOrganizationBench,
  seedOrganization,
  signIn as signInBenchOwner,
} from "../bench/organizations.mjs";
import {
  PUBLIC_PAGES,
  prepareBenchAccount,
  signedInPages,
  uncoveredRoutes,
  unlistedRoutePages,
} from "../bench/pages.mjs";
import { assertServingProcesses, cpuSnapshot } from "../bench/process-cpu.mjs";
import { CONNECTIONS, measureRatios, median, ROUNDS } from "../bench/ratios.mjs";
import { createSizeMeter } from "../bench/sizes.mjs";
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

const args = process.argv.slice(2);
const strict = args.includes("--strict");
const allPages = args.includes("--all-pages");
// 4 s keeps the whole bench near six minutes on the 2-core VM; longer loads steady the ratios (decision 023).
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
// Five ports from BENCH_PORT: the app, the bare page, their wrangler inspectors, Chromium's devtools.
const port = Number(process.env.BENCH_PORT ?? 8795);
const ports = { app: port, bare: port + 1, appInspector: port + 2, bareInspector: port + 3, chromium: port + 4 };
const origin = `http://127.0.0.1:${ports.app}`;
const bareOrigin = `http://127.0.0.1:${ports.bare}`;
const persistTo = `${root}.wrangler/bench-state`;
const barePersistTo = `${root}.wrangler/bench-bare-state`;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

if (!Number.isFinite(loadSeconds) || loadSeconds < 1 || loadSeconds > 60)
  throw new Error(`BENCH_LOAD_SECONDS must be between 1 and 60, not ${process.env.BENCH_LOAD_SECONDS}`);
try {
  for (const value of Object.values(ports)) await assertPortFree(value, "BENCH_PORT");
} catch (error) {
  console.error(
    `${error.message}\nThe bench uses five ports from BENCH_PORT (${port}–${port + 4}): the app, the bare page,` +
      " the two wrangler inspectors and Chromium's devtools.",
  );
  process.exit(1);
}

const servers = [];
/** Stops a server by its process group and waits (bounded) for it to go, so its port is free afterwards. */
async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  stop(child);
  const timer = new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
  if ((await Promise.race([exited, timer])) === "timeout") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
// The servers run in their own process groups: Ctrl-C must stop them too.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, async () => {
    await Promise.all(servers.map(stopServer));
    process.exit(130);
  });

if (!args.includes("--no-build")) await build();
await buildBare();
rmSync(persistTo, { recursive: true, force: true });
rmSync(barePersistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
await migrateLocal(barePersistTo, { config: BARE_CONFIG });
const seeded = seedOrganization({ root, persistTo, env: toolEnv });
const searchSeeded = seedDocumentSearch({
  root,
  persistTo,
  env: toolEnv,
  organizationId: seeded.organizationId,
  ownerEmail: BENCH_OWNER.email,
});
const documentsSeeded = seedDocuments({ root, persistTo, env: toolEnv });

// The servers' own messages go to files: every load ends with connections cut mid-response, which workerd
// reports as "Network connection lost", one line each, and would bury the figures.
mkdirSync(`${root}.wrangler/logs`, { recursive: true });
const serverLogs = { app: ".wrangler/logs/bench-app-server.log", bare: ".wrangler/logs/bench-bare-server.log" };
const logFiles = Object.values(serverLogs).map((file) => openSync(`${root}${file}`, "w"));
const app = serve({
  port: ports.app,
  persistTo,
  stdio: ["ignore", logFiles[0], logFiles[0]],
  inspectorPort: ports.appInspector,
  production: true,
});
servers.push(app);
const bare = serve({
  port: ports.bare,
  persistTo: barePersistTo,
  stdio: ["ignore", logFiles[1], logFiles[1]],
  configs: [BARE_CONFIG],
  inspectorPort: ports.bareInspector,
  production: true,
});
servers.push(bare);

let exitCode = 0;
try {
  await waitForServer(`${origin}/api/health`);
  await waitForServer(`${bareOrigin}/`);
  assertServingProcesses(cpuSnapshot(app.pid, ports.app), "app server");
  assertServingProcesses(cpuSnapshot(bare.pid, ports.bare), "bare page server");
  const wrangler = JSON.parse(readFileSync(`${root}node_modules/wrangler/package.json`, "utf8")).version;
  console.log(
    `\nBoardRoom bench, ${new Date().toISOString()}: Node ${process.version}, wrangler ${wrangler},` +
      ` ${CONNECTIONS} connections × ${loadSeconds} s × ${ROUNDS} interleaved rounds${allPages ? ", all pages" : ""}`,
  );

  const account = await prepareBenchAccount(origin, { persistTo });
  const budgets = loadBudgets(root);
  const pages = [...signedInPages(root, account, { all: allPages }), ...PUBLIC_PAGES];
  for (const file of uncoveredRoutes(root)) console.log(`  (not in the bench yet: ${file})`);
  for (const label of unlistedRoutePages(pages))
    console.log(`  (bench/pages.mjs: ROUTES names a page with no line: ${label})`);
  for (const label of Object.keys(budgets.pages))
    if (!pages.some((page) => page.label === label)) console.log(`  (bench/budgets.json names no page: ${label})`);

  // Sizes of every page, and which ones answer at all.
  const measureApp = createSizeMeter(origin);
  for (const page of pages) page.size = await measureApp(page.path, page.signedIn ? { Cookie: account.cookie } : {});
  const bareSize = await createSizeMeter(bareOrigin)("/");

  const latency = await runLatencyBench({ origin, bareOrigin, cookie: account.cookie });
  printLatency(latency);

  const loaded = pages.filter((page) => page.load && page.signedIn && page.size.status === 200);
  console.log(`\nLoading ${loaded.length} pages and the bare page (${elapsed()} so far)`);
  const ratios = await measureRatios({
    bare: { label: bareLabel, url: `${bareOrigin}/`, headers: {}, server: { pid: bare.pid, port: ports.bare } },
    targets: loaded.map((page) => ({
      label: page.label,
      url: `${origin}${page.path}`,
      headers: { Cookie: account.cookie },
      server: { pid: app.pid, port: ports.app },
    })),
    seconds: loadSeconds,
  });
  for (const result of ratios.pages) {
    const page = pages.find((candidate) => candidate.label === result.label);
    page.throughput = result;
    page.ratio = result.ratio;
  }

  const lighthouseTargets = lighthouseLabels(budgets)
    .map((label) => pages.find((page) => page.label === label))
    .filter(Boolean);
  console.log(`\nLighthouse on ${lighthouseTargets.length} pages with ${CHROME_PATH} (${elapsed()} so far)`);
  const lighthouse = await runLighthouse({
    origin,
    pages: lighthouseTargets,
    cookie: account.cookie,
    debugPort: ports.chromium,
  });

  const organizations = await runOrganizationBench(origin, seeded);
  const documentSearch = await runDocumentSearchBench(origin, await signInBenchOwner(origin), searchSeeded);
  const documents = await runDocumentsBench({ origin, seeded: documentsSeeded, serverPid: app.pid, port: ports.app });

  const checks = checkBudgets(budgets, pages, lighthouse);
  printPages({ pages, ratios, bareSize, checks });
  printLighthouse(lighthouse, checks);
  printOrganizations(organizations);
  printDocumentSearch(documentSearch);
  printDocuments(documents);
  printBudgetSummary(checks);
  console.log(`Server output: ${serverLogs.app}, ${serverLogs.bare}.`);

  const summary = summarise(checks);
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(
    `${root}bench/results/latest.json`,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        node: process.version,
        wrangler,
        settings: { connections: CONNECTIONS, rounds: ROUNDS, loadSeconds, allPages },
        latency,
        bare: { ...ratios.bare, size: bareSize },
        pages: pages.map(({ label, path, signedIn, size, throughput }) => ({
          label,
          path,
          signedIn,
          size,
          throughput,
        })),
        lighthouse,
        organizations,
        documentSearch,
        documents,
        budgets: { checks, summary },
      },
      null,
      2,
    ),
  );
  console.log(`Wrote bench/results/latest.json (${elapsed()} in all).`);
  if (strict && summary.missed + summary.notMeasured > 0) {
    console.log("--strict: a budget was missed or not measured.");
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  console.error(`Server output: ${serverLogs.app}, ${serverLogs.bare}.`);
  exitCode = 1;
} finally {
  await Promise.all(servers.map(stopServer));
  for (const descriptor of logFiles) closeSync(descriptor);
}
// Live annotations (issue 10) need two connected readers on a document: the script serves its own copy of the app.
if (exitCode === 0) {
  console.log(`\nLive annotations (bench/annotation-latency.mjs, ${elapsed()} so far)`);
  const latency = await runScript("bench/annotation-latency.mjs", { BENCH_ANNOTATION_PORT: String(port + 5) });
  if (latency !== 0) exitCode = 1;
}
// The live meeting room (issue 11): hundreds of sockets on its own copy of the app, and a plain ws baseline.
if (exitCode === 0) {
  console.log(`\nLive meeting room (bench/meeting-room.mjs, ${elapsed()} so far)`);
  if ((await runScript("bench/meeting-room.mjs", { BENCH_MEETING_PORT: String(port + 6) })) !== 0) exitCode = 1;
}
// The meeting page and its tabs for a meeting of 200 participants and 40 agenda items, on its own copy of the app.
if (exitCode === 0) {
  console.log(`\nMeeting page (bench/meeting-page.mjs, ${elapsed()} so far)`);
  if ((await runScript("bench/meeting-page.mjs", { BENCH_MEETING_PAGE_PORT: String(port + 7) })) !== 0) exitCode = 1;
}
// Issue 12: notify() to three open sockets, a fan-out to 1,000 members through the queue (each on its own copy of
// the app), and the analytics overview over 1,000,000 events (a throwaway database, no server).
if (exitCode === 0) {
  console.log(`\nNotifications (bench/notification-latency.mjs, bench/notification-fan-out.mjs, ${elapsed()} so far)`);
  if ((await runScript("bench/notification-latency.mjs", { BENCH_NOTIFICATION_PORT: String(port + 8) })) !== 0)
    exitCode = 1;
  if ((await runScript("bench/notification-fan-out.mjs", { BENCH_FAN_OUT_PORT: String(port + 9) })) !== 0) exitCode = 1;
  console.log(`\nAnalytics overview (bench/analytics.mjs, ${elapsed()} so far)`);
  if ((await runScript("bench/analytics.mjs", {})) !== 0) exitCode = 1;
}
process.exit(exitCode);

/** Runs a bench script of its own with this process's output; answers its exit code. */
function runScript(script, env) {
  return new Promise((resolve) => {
    // BENCH_RESULTS: scripts that record their figures (bench/results.mjs) add them to this run's latest.json.
    const results = { BENCH_RESULTS: `${root}bench/results/latest.json` };
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...toolEnv, ...results, ...env },
      stdio: "inherit",
    });
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

function printPages({ pages, ratios, bareSize, checks }) {
  const number = (value, digits, width) => (Number.isFinite(value) ? value.toFixed(digits) : "—").padStart(width);
  const spread = (range) =>
    range && Number.isFinite(range.min) ? `${range.min.toFixed(2)}–${range.max.toFixed(2)}` : "";
  const row = (label, load, ratio, size, flag) =>
    [
      `  ${label.padEnd(46)}`,
      number(load?.requestsPerSecond, 0, 6),
      number(ratio?.requestsPerSecond, 2, 6),
      spread(ratio?.requestsPerSecondSpread).padStart(10),
      number(load?.cpuMsPerRequest, 1, 7),
      number(ratio?.cpuMsPerRequest, 2, 6),
      number(size?.htmlKB, 1, 7),
      number(size?.htmlGzipKB, 1, 6),
      number(size?.jsGzipKB, 1, 7),
      `  ${flag}`,
    ].join(" ");
  console.log(
    `\nSigned-in pages: req/s and CPU per request (the Worker's workerd) are medians of ${ratios.rounds} rounds;` +
      " ×bare is the median of each round's ratio to the bare page (spread: lowest–highest round); sizes in KB",
  );
  console.log(
    `  ${"page".padEnd(46)}  req/s  ×bare     spread  CPU ms  ×bare    HTML   gzip  JS gz  flag (bench/budgets.json)`,
  );
  console.log(row(bareLabel, ratios.bare, { requestsPerSecond: 1, cpuMsPerRequest: 1 }, bareSize, ""));
  const signedIn = pages.filter((page) => page.signedIn);
  for (const page of signedIn) {
    const flag = flagOf(checks, page.label, ["requestsPerSecondRatio", "firstLoadJsGzipKB", "htmlKB"]);
    const answered = page.size.status === 200 ? "" : ` answered ${page.size.status} ${page.size.location ?? ""}`;
    const load = page.throughput;
    const failed = load && (load.non2xx || load.errors) ? ` (${load.non2xx} non-2xx, ${load.errors} errors)` : "";
    console.log(row(page.label, load, page.ratio, page.size, `${flag}${answered}${failed}`));
  }
  const notLoaded = signedIn.filter((page) => !page.throughput).length;
  if (notLoaded)
    console.log(
      `  — ${notLoaded} pages show sizes only: each shares its route and loader with a loaded page` +
        " (npm run bench -- --all-pages loads every page).",
    );
  for (const page of signedIn.filter((candidate) => candidate.note)) console.log(`  — ${page.note}.`);
  // What wrangler dev adds in front of the Worker, per request: not in the ratios (decision 023).
  const overhead = (load) => {
    const per = (role) => median(load.rounds.map((round) => round.cpuMs[role] / round.requests));
    return `proxy workerd ${per("proxy").toFixed(1)} ms, wrangler's Node ${per("wrangler").toFixed(1)} ms`;
  };
  const dashboard = signedIn.find((page) => page.label === "/dashboard")?.throughput;
  console.log(
    `  — wrangler dev's own processes, CPU per request (not in the ratios): bare page ${overhead(ratios.bare)}` +
      (dashboard ? `; /dashboard ${overhead(dashboard)}` : ""),
  );

  console.log("\nPublic pages (KB; first-load JavaScript gzip)");
  for (const page of pages.filter((candidate) => !candidate.signedIn)) {
    const { size } = page;
    const html = `HTML ${number(size.htmlKB, 1, 5)} (gzip ${number(size.htmlGzipKB, 1, 4)})`;
    const figures = size.status === 200 ? `${html}   JS ${number(size.jsGzipKB, 1, 5)}` : `answered ${size.status}`;
    const flag = flagOf(checks, page.label, ["firstLoadJsGzipKB", "htmlKB"]);
    console.log(`  ${page.label.padEnd(24)} ${figures}   ${flag}`);
  }
}

function printLighthouse(results, checks) {
  console.log("\nLighthouse (mobile, default simulated throttling, performance only), signed in, system Chromium");
  console.log(`  ${"page".padEnd(26)} score      TBT      LCP      FCP  host index  flag`);
  for (const result of results) {
    if (result.error) {
      console.log(`  ${result.label.padEnd(26)} failed: ${result.error}`);
      continue;
    }
    const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
    const flag = flagOf(checks, result.label, ["lighthouseScore", "totalBlockingTimeMs"]);
    console.log(
      `  ${result.label.padEnd(26)} ${result.score.toFixed(2).padStart(5)} ${ms(result.totalBlockingTimeMs)}` +
        ` ${ms(result.largestContentfulPaintMs)} ${ms(result.firstContentfulPaintMs)}` +
        ` ${String(Math.round(result.benchmarkIndex ?? Number.NaN)).padStart(11)}  ${flag}`,
    );
  }
  const ran = results.filter((result) => !result.error);
  const external = ran.flatMap((result) => result.externalRequests);
  if (ran.length)
    console.log(
      `  — requests that left loopback: ${external.length ? external.join(", ") : "none"}` +
        ` (of ${ran.reduce((sum, result) => sum + result.requests, 0)}); host index is Lighthouse's` +
        " benchmarkIndex of this machine at the time (lower: busier or slower).",
    );
}
