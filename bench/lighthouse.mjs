// Lighthouse (mobile, its default simulated throttling, performance only) on signed-in pages, in the system's
// Chromium (STACK.md gotcha 10): no browser download, no network beyond loopback. A failure is reported per
// page and never stops the rest of the bench.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// STACK.md gotcha 10, and what else keeps Chromium from calling home (no network here but the registries).
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--metrics-recording-only",
  "--password-store=basic",
  "--use-mock-keychain",
  "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
];

async function waitForDevtools(port, child, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium's devtools did not answer on 127.0.0.1:${port} within ${timeoutMs / 1000}s`);
}

const isLoopback = (url) => {
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol === "data:" || protocol === "blob:") return true;
    return ["127.0.0.1", "localhost", "[::1]"].includes(hostname);
  } catch {
    return true; // not a URL Chromium fetched
  }
};

/** The figures of one run: score, TBT, LCP, FCP, and any request that left the machine (there should be none). */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    score: lhr.categories.performance.score,
    totalBlockingTimeMs: audit("total-blocking-time"),
    largestContentfulPaintMs: audit("largest-contentful-paint"),
    firstContentfulPaintMs: audit("first-contentful-paint"),
    speedIndexMs: audit("speed-index"),
    requests: requests.length,
    externalRequests: requests.map((item) => item.url).filter((url) => !isLoopback(url)),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    // The main thread's tasks over 50 ms as Lighthouse simulated them: what TBT is made of.
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map(({ url, duration, startTime }) => ({
      url,
      duration,
      startTime,
    })),
  };
}

/**
 * Runs Lighthouse on each page in one Chromium listening on `debugPort` (loopback), signed in by the
 * `Cookie` header. Returns one entry per page: its figures, or the error that stopped it.
 */
export async function runLighthouse({ origin, pages, cookie, debugPort }) {
  let lighthouse;
  try {
    lighthouse = (await import("lighthouse")).default;
  } catch (error) {
    const reason = `the lighthouse package is not installed (npm install): ${error.message}`;
    return pages.map((page) => ({ label: page.label, error: reason }));
  }
  const profile = mkdtempSync(join(tmpdir(), "boardroom-bench-chromium-"));
  const chromium = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--user-data-dir=${profile}`,
      "--remote-debugging-address=127.0.0.1",
      `--remote-debugging-port=${debugPort}`,
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  const results = [];
  try {
    await new Promise((resolve, reject) => {
      chromium.once("spawn", resolve);
      chromium.once("error", (error) => reject(new Error(`cannot start ${CHROME_PATH}: ${error.message}`)));
    });
    await waitForDevtools(debugPort, chromium);
    for (const page of pages) {
      try {
        const run = await lighthouse(`${origin}${page.path}`, {
          port: debugPort,
          hostname: "127.0.0.1",
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: { Cookie: cookie },
        });
        if (!run?.lhr) throw new Error("Lighthouse returned no result");
        if (run.lhr.runtimeError) throw new Error(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
        results.push({ label: page.label, ...figuresOf(run.lhr) });
      } catch (error) {
        results.push({ label: page.label, error: error.message });
      }
    }
  } catch (error) {
    for (const page of pages.slice(results.length)) results.push({ label: page.label, error: error.message });
  } finally {
    await stopChromium(chromium);
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

/** Stops the Chromium we started, by its process group; SIGKILL if it is still there after five seconds. */
async function stopChromium(child) {
  if (child.pid === undefined) return; // it never started
  const exited = new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve),
  );
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = new Promise((resolve) => setTimeout(() => resolve("timeout"), 5000).unref());
  if ((await Promise.race([exited, timer])) === "timeout") signal("SIGKILL");
}
