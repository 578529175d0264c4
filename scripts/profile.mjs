// node scripts/profile.mjs [--no-build] [--views N] <page label>...: where a page view's CPU goes. Builds the
// app, serves it as the bench does (wrangler dev --local, React's production build, a fresh local D1, the
// bench's account), and for each page runs the V8 sampling profiler of the app Worker (through wrangler's
// inspector) over N sequential views. Prints the busiest functions by self time and the share of each package.
// A tool for finding the next cost, not a measurement to quote: the bench's ratios are (docs/decisions/051).
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import WebSocket from "ws";
import { prepareBenchAccount, signedInPages } from "../bench/pages.mjs";
import { assertPortFree, build, ensureDevVars, migrateLocal, root, serve, stop, waitForServer } from "./lib.mjs";

const args = process.argv.slice(2);
const viewsIndex = args.indexOf("--views");
const views = viewsIndex >= 0 ? Number(args[viewsIndex + 1]) : 300;
const labels = args.filter((arg, index) => !arg.startsWith("--") && index !== viewsIndex + 1);
const port = Number(process.env.PROFILE_PORT ?? 8805);
const inspectorPort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const persistTo = `${root}.wrangler/profile-state`;

if (labels.length === 0) {
  console.error("Name at least one page, as the bench labels it: node scripts/profile.mjs /dashboard");
  process.exit(1);
}
await assertPortFree(port, "PROFILE_PORT");
await assertPortFree(inspectorPort, "PROFILE_PORT");
if (!args.includes("--no-build")) await build();
ensureDevVars();
await migrateLocal(persistTo);
mkdirSync(`${root}.wrangler/logs`, { recursive: true });
const log = openSync(`${root}.wrangler/logs/profile-server.log`, "w");
const server = serve({ port, persistTo, stdio: ["ignore", log, log], inspectorPort, production: true });

/** The app Worker's devtools socket: wrangler lists one target per Worker; the app is the one not named "jobs". */
async function connectInspector() {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((candidate) => !/jobs/i.test(candidate.title ?? "")) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 1;
  const pending = new Map();
  const scripts = [];
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    if (message.method === "Debugger.scriptParsed") scripts.push(message.params);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, scripts, close: () => socket.close(), title: target.title };
}

/**
 * Where each line of the Worker's bundle came from: esbuild heads every module it inlines with a
 * `// path/to/module.js` comment, so a line belongs to the last such comment above it.
 */
function moduleIndex(source) {
  const heads = [];
  source.split("\n").forEach((line, index) => {
    const head = line.match(/^\/\/ ((?:node_modules|app|workers|build|durable-objects)\/\S+)$/);
    if (head) heads.push({ line: index, path: head[1] });
  });
  return (line) => {
    let low = 0;
    let high = heads.length - 1;
    let found = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (heads[middle].line <= line) {
        found = heads[middle].path;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

/** A label for where a function's code lives: the package, or the app's own module. */
function packageOf(callFrame, name, moduleAt) {
  if (!callFrame.url) return name === "(garbage collector)" ? "(gc)" : name.startsWith("(") ? name : "(native)";
  const path = (callFrame.url.endsWith("app.js") && moduleAt?.(callFrame.lineNumber)) || callFrame.url;
  const inModules = path.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  return path;
}

function summarise(profile, moduleAt) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const byFunction = new Map();
  const byPackage = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, count] of selfSamples) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || "(anonymous)";
    if (name === "(idle)" || name === "(program)") {
      idle += count;
      continue;
    }
    total += count;
    const pkg = packageOf(callFrame, name, moduleAt);
    const key = `${name}  ${pkg}  ${callFrame.url.split("/").pop()}:${callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  }
  return { total, idle, byFunction, byPackage };
}

const top = (map, count) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

try {
  await waitForServer(`${origin}/api/health`);
  const account = await prepareBenchAccount(origin, { persistTo, log: () => {} });
  const pages = signedInPages(root, account, { all: true });
  const inspector = await connectInspector();
  await inspector.send("Debugger.enable");
  const bundle = inspector.scripts.find((script) => script.url.endsWith("app.js"));
  const source = bundle
    ? (await inspector.send("Debugger.getScriptSource", { scriptId: bundle.scriptId })).scriptSource
    : null;
  if (source) writeFileSync(`${root}.wrangler/logs/profile-app.js`, source);
  const moduleAt = source ? moduleIndex(source) : null;
  await inspector.send("Debugger.disable");
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
  for (const label of labels) {
    const page = pages.find((candidate) => candidate.label === label);
    if (!page) throw new Error(`No page labelled ${label}; labels are those of the bench's table.`);
    const url = `${origin}${page.path}`;
    const view = async () => {
      const response = await fetch(url, { headers: { Cookie: account.cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
    };
    for (let i = 0; i < 30; i++) await view();
    await inspector.send("Profiler.start");
    const started = performance.now();
    for (let i = 0; i < views; i++) await view();
    const wall = performance.now() - started;
    const { profile } = await inspector.send("Profiler.stop");
    const file = `${root}.wrangler/logs/profile-${label.replace(/[^a-z0-9]+/gi, "_")}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    const { total, byFunction, byPackage } = summarise(profile, moduleAt);
    const share = (count) => `${((count / total) * 100).toFixed(1).padStart(5)}%`;
    const msPerView = (count) => ((count * 0.1) / views).toFixed(2);
    console.log(
      `\n${label}: ${views} views in ${(wall / 1000).toFixed(1)} s; busy ${msPerView(total)} ms a view by the` +
        ` sampler (0.1 ms samples; ${file})`,
    );
    console.log("  by package or module:");
    for (const [name, count] of top(byPackage, 18)) console.log(`   ${share(count)}  ${msPerView(count)} ms  ${name}`);
    console.log("  by function (self):");
    for (const [name, count] of top(byFunction, 30)) console.log(`   ${share(count)}  ${msPerView(count)} ms  ${name}`);
  }
  inspector.close();
} finally {
  stop(server);
}
