// CPU time of the processes serving one app, read from /proc (Linux): user + system time of every process
// descended from the wrangler child the bench spawned, split by the part each plays (docs/decisions/023).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
/** The clock the kernel counts CPU time in: a figure finer than this is noise. */
export const CPU_TICK_MS = 1000 / TICKS_PER_SECOND;

function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name sits in parentheses and may contain spaces: fields are counted after the last ')'.
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    return {
      pid: Number(pid),
      comm: stat.slice(stat.indexOf("(") + 1, close),
      ppid: Number(fields[1]),
      // Fields 14 and 15 of /proc/<pid>/stat: utime and stime, in clock ticks (fields[0] is field 3).
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null; // the process ended between listing and reading
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/**
 * What each process under `rootPid` does: `runtime` is the workerd that runs the Workers, `proxy` the workerd
 * wrangler puts in front of it on the public port (its ProxyWorker), `wrangler` the Node processes, `other`
 * the rest (esbuild's service, idle during a run).
 */
function roleOf(entry, port) {
  if (entry.comm === "workerd")
    return commandLine(entry.pid).includes(`--socket-addr=entry=127.0.0.1:${port} `) ? "proxy" : "runtime";
  return entry.comm === "node" ? "wrangler" : "other";
}

/** A snapshot of the CPU ticks of every process descended from `rootPid`, each with its role. */
export function cpuSnapshot(rootPid, port) {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(readProcess)
    .filter(Boolean);
  const tree = new Set([rootPid]);
  // Bounded: a tree can't be deeper than the number of processes.
  for (let depth = 0; depth < all.length; depth++) {
    const before = tree.size;
    for (const entry of all) if (tree.has(entry.ppid)) tree.add(entry.pid);
    if (tree.size === before) break;
  }
  const processes = new Map();
  for (const entry of all) if (tree.has(entry.pid)) processes.set(entry.pid, { ...entry, role: roleOf(entry, port) });
  return processes;
}

/** CPU milliseconds each role used between two snapshots (processes present in both). */
export function cpuBetween(before, after) {
  const used = { runtime: 0, proxy: 0, wrangler: 0, other: 0 };
  for (const [pid, end] of after) {
    const start = before.get(pid);
    if (start) used[end.role] += (end.ticks - start.ticks) * CPU_TICK_MS;
  }
  return used;
}

/** Fails loudly when the server has no workerd yet (or any more): CPU figures would silently read zero. */
export function assertServingProcesses(snapshot, label) {
  const roles = new Set([...snapshot.values()].map((entry) => entry.role));
  if (!roles.has("runtime") || !roles.has("proxy"))
    throw new Error(`${label}: expected a runtime and a proxy workerd under the wrangler child, found ${[...roles]}`);
}
