// node scripts/ab.mjs <other checkout | -> <page label>...: two builds side by side in one run, beside the same bare
// page. Serves this checkout's build (A) and, unless `-`, another checkout's (B: a `git worktree` of the commit to
// compare, built with its own `npm run build` and its own dependencies) as the bench does, each with a fresh local D1
// and the bench's account, and loads the named pages (labels as in the bench's table) of both in interleaved rounds
// (AB_ROUNDS, 5; AB_SECONDS a load, 4). Prints each page's req/s ratio and CPU a request of the runtime and of
// wrangler's proxy, per round: on a noisy machine the comparison of two builds in one run is the figure to trust
// (decision 023), not two bench runs. Needs `npm run build` here first. Six ports from AB_PORT (8901).
import { mkdirSync, openSync, rmSync } from "node:fs";
import { BARE_CONFIG, buildBare } from "../bench/bare.mjs";
import { measureRatios } from "../bench/ratios.mjs";
import { assertPortFree, migrateLocal, root, serve, stop, waitForServer } from "./lib.mjs";

const [other, ...labels] = process.argv.slice(2);
const rounds = Number(process.env.AB_ROUNDS ?? 5);
const seconds = Number(process.env.AB_SECONDS ?? 4);
const basePort = Number(process.env.AB_PORT ?? 8901);
if (!other || labels.length === 0) {
  console.error("Usage: node scripts/ab.mjs <other checkout | -> <page label>... (labels as in the bench's table)");
  process.exit(1);
}
if (!(rounds >= 1 && rounds <= 20 && seconds >= 1 && seconds <= 60))
  throw new Error("AB_ROUNDS must be 1–20 and AB_SECONDS 1–60");

const checkouts = [{ name: "A", root }];
if (other !== "-") checkouts.push({ name: "B", root: other.endsWith("/") ? other : `${other}/` });
const ports = { bare: basePort, bareInspector: basePort + 1 };
checkouts.forEach((checkout, index) => {
  checkout.port = basePort + 2 + index * 2;
  checkout.inspectorPort = checkout.port + 1;
});
for (const port of [ports.bare, ports.bareInspector, ...checkouts.flatMap((c) => [c.port, c.inspectorPort])])
  await assertPortFree(port, "AB_PORT");

mkdirSync(`${root}.wrangler/logs`, { recursive: true });
const servers = [];
const stopAll = () => {
  for (const server of servers) stop(server);
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

try {
  await buildBare();
  const barePersist = `${root}.wrangler/ab-bare-state`;
  rmSync(barePersist, { recursive: true, force: true });
  await migrateLocal(barePersist, { config: BARE_CONFIG });
  const bareLog = openSync(`${root}.wrangler/logs/ab-bare.log`, "w");
  const bare = serve({
    port: ports.bare,
    persistTo: barePersist,
    stdio: ["ignore", bareLog, bareLog],
    configs: [BARE_CONFIG],
    inspectorPort: ports.bareInspector,
    production: true,
  });
  servers.push(bare);

  // Each checkout is served by its own scripts and signed in by its own bench account, as its bench would.
  const targets = [];
  for (const checkout of checkouts) {
    const lib = await import(`${checkout.root}scripts/lib.mjs`);
    const { prepareBenchAccount, signedInPages } = await import(`${checkout.root}bench/pages.mjs`);
    const persistTo = `${checkout.root}.wrangler/ab-state`;
    rmSync(persistTo, { recursive: true, force: true });
    lib.ensureDevVars();
    await lib.migrateLocal(persistTo);
    const log = openSync(`${root}.wrangler/logs/ab-${checkout.name}.log`, "w");
    const server = lib.serve({
      port: checkout.port,
      persistTo,
      stdio: ["ignore", log, log],
      inspectorPort: checkout.inspectorPort,
      production: true,
    });
    servers.push(server);
    const origin = `http://127.0.0.1:${checkout.port}`;
    await lib.waitForServer(`${origin}/api/health`);
    const account = await prepareBenchAccount(origin, { persistTo, log: () => {} });
    const pages = signedInPages(checkout.root, account, { all: true });
    for (const label of labels) {
      const page = pages.find((candidate) => candidate.label === label);
      if (!page) throw new Error(`${checkout.name} has no page labelled ${label}`);
      targets.push({
        label: `${checkout.name} ${label}`,
        url: `${origin}${page.path}`,
        headers: { Cookie: account.cookie },
        server: { pid: server.pid, port: checkout.port },
      });
    }
  }
  await waitForServer(`http://127.0.0.1:${ports.bare}/`);
  const bareTarget = {
    label: "bare",
    url: `http://127.0.0.1:${ports.bare}/`,
    headers: {},
    server: { pid: bare.pid, port: ports.bare },
  };
  const result = await measureRatios({ bare: bareTarget, targets, seconds, rounds });
  const perRound = (load, role) =>
    load.rounds.map((round) => (round.cpuMs[role] / round.requests).toFixed(2)).join(" ");
  console.log(`\n${"page".padEnd(56)} req/s×bare  CPU ms (median; each round: runtime | proxy)`);
  for (const page of [result.bare, ...result.pages]) {
    const ratio = page.label === "bare" ? "1.00" : page.ratio.requestsPerSecond.toFixed(2);
    console.log(
      `${page.label.padEnd(56)} ${ratio.padStart(10)}  ${page.cpuMsPerRequest.toFixed(2).padStart(5)}` +
        `  ${perRound(page, "runtime")} | ${perRound(page, "proxy")}`,
    );
  }
} finally {
  stopAll();
}
