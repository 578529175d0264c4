// Foundation benchmarks against a running server (started by scripts/bench.mjs). Prints figures;
// asserts nothing. Every loop is bounded in count and time, and only loopback is contacted.

import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const WARMUP = 20;
export const SAMPLES = 200;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = 10;

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Signs up as a visitor does: the form, then the link from the local mailbox (the bench runs a local server). */
export async function signUpForCookie(origin) {
  const email = `bench.${Date.now()}@example.test`;
  const post = (path, fields) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    });
  const asked = await post("/auth/signup", {
    fullName: "Bench Director",
    email,
    password: "bench passphrase",
    confirmPassword: "bench passphrase",
    redirectTo: "",
  });
  if (asked.status !== 200) throw new Error(`sign-up for the benchmark failed: HTTP ${asked.status}`);
  const mailbox = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const token = mailbox.match(/\/auth\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("sign-up for the benchmark failed: no confirmation link in the local mailbox");
  const response = await post("/auth/confirm-email", { token });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie?.startsWith("__session="))
    throw new Error(`confirming the benchmark's sign-up failed: HTTP ${response.status}`);
  return cookie;
}

export async function latency(url, headers) {
  for (let i = 0; i < WARMUP; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  const serverTimes = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
    // The app Worker's own figure (workers/app.ts); absent on static assets, which never reach it.
    const serverTiming = response.headers.get("server-timing")?.match(/app;dur=(\d+(?:\.\d+)?)/);
    if (serverTiming) serverTimes.push(Number(serverTiming[1]));
  }
  times.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  const server = serverTimes.length ? { p50: percentile(serverTimes, 50), p95: percentile(serverTimes, 95) } : null;
  return {
    samples: SAMPLES,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    server,
  };
}

async function load(url, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
  return {
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
  };
}

/** Every script a first visit loads: module scripts, modulepreloads and the inline imports Remix emits. */
async function firstLoadJavaScript(origin, path, headers) {
  const response = await fetch(`${origin}${path}`, { headers });
  const html = await response.text();
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/[^"']+\.js)["']/g)) urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(new URL(url, origin), { headers })).arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { path, status: response.status, files: urls.size, rawKB: raw / 1024, gzipKB: gzip / 1024 };
}

export async function runFoundationBench(origin) {
  const cookie = await signUpForCookie(origin);
  const signedIn = { Cookie: cookie };

  const dashboardLatency = await latency(`${origin}/dashboard`, signedIn);
  const staticLatency = await latency(`${origin}/favicon.svg`, {});
  const dashboardLoad = await load(`${origin}/dashboard`, signedIn);
  const staticLoad = await load(`${origin}/favicon.svg`, {});

  const routes = [
    ["/", {}],
    ["/auth/signin", {}],
    ["/auth/signup", {}],
    ["/auth/forgot-password", {}],
    ["/auth/confirm-email", {}],
    ["/dashboard", signedIn],
    ["/dashboard/settings", signedIn],
  ];
  const javascript = [];
  for (const [path, headers] of routes) javascript.push(await firstLoadJavaScript(origin, path, headers));

  return {
    measuredAt: new Date().toISOString(),
    node: process.version,
    dashboardLatencyMs: dashboardLatency,
    staticLatencyMs: staticLatency,
    dashboardLoad,
    staticLoad,
    dynamicToStaticRatio: dashboardLoad.requestsPerSecond / staticLoad.requestsPerSecond,
    javascript,
  };
}

export function printFoundation(results) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log("\nGET /dashboard, signed in (client-observed on loopback: local workerd + local D1)");
  const dashboard = results.dashboardLatencyMs;
  const spread = (latency) => `p50 ${ms(latency.p50)}   p95 ${ms(latency.p95)}`;
  console.log(
    `  ${spread(dashboard)}   max ${ms(dashboard.max)}   (${dashboard.samples} sequential requests)` +
      "   aim: p50 <= 20 ms",
  );
  if (dashboard.server)
    console.log(
      `  server time (Server-Timing app;dur): ${spread(dashboard.server)}` +
        "   (Workers clocks move only across I/O: D1 waits counted, pure CPU not)",
    );
  console.log(`  static /favicon.svg for comparison: ${spread(results.staticLatencyMs)}`);
  console.log(`\nThroughput (autocannon, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each, same server, same run)`);
  const load = (run) => `${run.requestsPerSecond.toFixed(0)} req/s   (non-2xx ${run.non2xx}, errors ${run.errors})`;
  console.log(`  /dashboard signed in   ${load(results.dashboardLoad)}`);
  console.log(`  /favicon.svg static    ${load(results.staticLoad)}`);
  console.log(`  ratio dynamic/static   ${results.dynamicToStaticRatio.toFixed(2)}`);
  console.log("\nFirst-load JavaScript per route (every script the HTML loads, gzip -9)");
  for (const row of results.javascript) {
    const aim = row.path === "/auth/signin" ? `   aim <= 80 KB: ${row.gzipKB <= 80 ? "met" : "missed"}` : "";
    const size = `${row.gzipKB.toFixed(1).padStart(6)} KB gzip  (${row.files} files, ${row.rawKB.toFixed(1)} KB raw)`;
    console.log(`  ${row.path.padEnd(24)} ${size}${aim}`);
  }
}
