// Throughput and CPU per request of each page as ratios to the bare page, measured in the same run: interleaved
// rounds (bare, page A, page B, …; again; again), each load by autocannon, the servers' CPU read from /proc
// around each load. Bounded: rounds × pages loads of a fixed duration each (docs/decisions/023).
import autocannon from "autocannon";
import { cpuBetween, cpuSnapshot } from "./process-cpu.mjs";

export const CONNECTIONS = 10;
export const ROUNDS = 3;

export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One load: autocannon for `seconds`, with the serving processes' CPU time before and after. */
async function loadOnce(target, seconds) {
  const before = cpuSnapshot(target.server.pid, target.server.port);
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpu = cpuBetween(before, cpuSnapshot(target.server.pid, target.server.port));
  const responses = result.requests.total;
  const perRequest = (ms) => (responses > 0 ? ms / responses : Number.NaN);
  return {
    requests: responses,
    requestsPerSecond: responses / elapsedSeconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    cpuMs: cpu,
    // The Worker's own CPU: the workerd that runs it (the proxy and wrangler's Node are reported apart).
    cpuMsPerRequest: perRequest(cpu.runtime),
    servingCpuMsPerRequest: perRequest(cpu.runtime + cpu.proxy + cpu.wrangler),
  };
}

/**
 * Runs `rounds` interleaved rounds over the bare page and the targets; returns, per target, every round's
 * figures, each round's ratios to that round's bare load, and the medians.
 */
export async function measureRatios({ bare, targets, seconds, rounds = ROUNDS, log = console.log }) {
  const all = [bare, ...targets];
  const loads = new Map(all.map((target) => [target.label, []]));
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now();
    for (const target of all) loads.get(target.label).push(await loadOnce(target, seconds));
    const bareRound = loads.get(bare.label)[round - 1];
    log(
      `  round ${round}/${rounds}: ${all.length} loads in ${((performance.now() - started) / 1000).toFixed(0)} s` +
        ` (bare page ${bareRound.requestsPerSecond.toFixed(0)} req/s, ${bareRound.cpuMsPerRequest.toFixed(2)} ms CPU)`,
    );
  }
  const bareLoads = loads.get(bare.label);
  const summarise = (target) => {
    const targetLoads = loads.get(target.label);
    const ratios = targetLoads.map((load, index) => ({
      requestsPerSecond: load.requestsPerSecond / bareLoads[index].requestsPerSecond,
      cpuMsPerRequest: load.cpuMsPerRequest / bareLoads[index].cpuMsPerRequest,
      servingCpuMsPerRequest: load.servingCpuMsPerRequest / bareLoads[index].servingCpuMsPerRequest,
    }));
    const spread = (key) => {
      const values = ratios.map((ratio) => ratio[key]).filter(Number.isFinite);
      return { min: Math.min(...values), max: Math.max(...values) };
    };
    return {
      label: target.label,
      path: new URL(target.url).pathname + new URL(target.url).search,
      rounds: targetLoads,
      requestsPerSecond: median(targetLoads.map((load) => load.requestsPerSecond)),
      cpuMsPerRequest: median(targetLoads.map((load) => load.cpuMsPerRequest)),
      servingCpuMsPerRequest: median(targetLoads.map((load) => load.servingCpuMsPerRequest)),
      non2xx: targetLoads.reduce((sum, load) => sum + load.non2xx, 0),
      errors: targetLoads.reduce((sum, load) => sum + load.errors + load.timeouts, 0),
      ratio: {
        requestsPerSecond: median(ratios.map((ratio) => ratio.requestsPerSecond)),
        cpuMsPerRequest: median(ratios.map((ratio) => ratio.cpuMsPerRequest)),
        servingCpuMsPerRequest: median(ratios.map((ratio) => ratio.servingCpuMsPerRequest)),
        requestsPerSecondSpread: spread("requestsPerSecond"),
        cpuMsPerRequestSpread: spread("cpuMsPerRequest"),
      },
    };
  };
  return { connections: CONNECTIONS, rounds, seconds, bare: summarise(bare), pages: targets.map(summarise) };
}
