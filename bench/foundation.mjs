// Latency of the dashboard and of the bare page, one request at a time, against the running servers (started
// by scripts/bench.mjs). Prints figures; asserts nothing. Every loop is bounded, and only loopback is contacted.

const WARMUP = 20;
export const SAMPLES = 200;

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
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
    // The app Worker's own figure (workers/app.ts); the bare page has none.
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

export async function runLatencyBench({ origin, bareOrigin, cookie }) {
  return {
    dashboard: await latency(`${origin}/dashboard`, { Cookie: cookie }),
    bare: await latency(`${bareOrigin}/`, {}),
  };
}

export function printLatency(results) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const spread = (figures) => `p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}`;
  const { dashboard, bare } = results;
  console.log(`\nLatency, one request at a time (${SAMPLES} after ${WARMUP} warm-up; loopback, local workerd + D1)`);
  console.log(
    `  /dashboard signed in   ${spread(dashboard)}   max ${ms(dashboard.max)}   aim: p50 <= 20 ms` +
      ` (${dashboard.p50 <= 20 ? "met" : "missed"})`,
  );
  if (dashboard.server)
    console.log(
      `    server time (Server-Timing app;dur): ${spread(dashboard.server)}` +
        "   (production Workers clocks move only across I/O)",
    );
  console.log(`  bare page              ${spread(bare)}   max ${ms(bare.max)}`);
}
