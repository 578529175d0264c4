// npm run dev: hot reload on http://127.0.0.1:5173 with the production request path (docs/decisions/009).
// Vite serves the pages through workers/app.ts and proxies /api and /realtime to both Workers under
// wrangler dev on :8787 — the same local state (.wrangler/state) as npm start, so they share one D1.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import {
  assertPortFree,
  bin,
  build,
  ensureDevVars,
  migrateLocal,
  root,
  serve,
  stop,
  toolEnv,
  waitForServer,
} from "./lib.mjs";

const workersPort = Number(process.env.PORT ?? 8787);
const vitePort = Number(process.env.DEV_PORT ?? 5173);
await assertPortFree(workersPort, "PORT");
await assertPortFree(vitePort, "DEV_PORT");

ensureDevVars();
// wrangler bundles workers/app.ts, which imports build/server; /api and /realtime don't depend on
// how fresh that Remix build is, so one build is enough.
if (!existsSync(`${root}build/server/index.js`)) await build();
await migrateLocal();

const serverBuild = `${root}build/server/index.js`;
let workers;
let vite;
const shutdown = (code = 0) => {
  stop(vite);
  stop(workers);
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(0));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function serveWorkers() {
  // Emailed links open the pages Vite serves.
  workers = serve({ port: workersPort, appUrl: `http://127.0.0.1:${vitePort}` });
  workers.on("exit", async (code) => {
    if (!vite) return shutdown(code ?? 1);
    // `npm run build` (and npm test) replace build/ under wrangler, which then stops: serve again once
    // a fresh server build is written. Without one within a minute, npm run dev ends.
    const stoppedAt = Date.now();
    console.log(
      "\nwrangler dev stopped; it serves again as soon as a fresh build/ is written (waiting up to a minute).\n",
    );
    while (!existsSync(serverBuild) || statSync(serverBuild).mtimeMs < stoppedAt) {
      if (Date.now() - stoppedAt > 60_000) return shutdown(code ?? 1);
      await sleep(500);
    }
    await sleep(1000); // the build still moves its server-only assets after writing the bundle
    serveWorkers();
  });
}

serveWorkers();
await waitForServer(`http://127.0.0.1:${workersPort}/api/health`, 120_000);
vite = spawn(bin("remix"), ["vite:dev", "--host", "127.0.0.1", "--port", String(vitePort), "--strictPort"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...toolEnv,
    BOARDROOM_WORKERS_ORIGIN: `http://127.0.0.1:${workersPort}`,
    BOARDROOM_APP_URL: `http://127.0.0.1:${vitePort}`,
  },
  detached: true,
});
vite.on("exit", (code) => shutdown(code ?? 0));
console.log(
  `\nBoardRoom dev: http://127.0.0.1:${vitePort} (API and realtime through wrangler dev on :${workersPort})\n`,
);
