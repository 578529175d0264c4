// FTS5 search p50 over 2,000 pages (issue 10): 100 documents of 20 pages of board-paper text seeded into one
// organisation, then searched one request at a time through GET /api/search/documents (bm25, snippets, the
// document access rule). Issue 12 adds 5,000 other rows (meetings, agenda items, committees, members) to the one
// index and times global search (GET /api/search: counts per kind and the best hits of each) the same way.
// `node bench/document-search.mjs` alone seeds a throwaway database and times the services without a server;
// `npm run bench` also times the endpoints on the running app.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";

const WARMUP = 20;
const SAMPLES = 200;

/** Seeds the pages (before the server starts) and times the service; returns the seed script's figures. */
export function seedDocumentSearch({ root, persistTo, env, organizationId, ownerEmail }) {
  const output = execFileSync(`${root}node_modules/.bin/tsx`, ["bench/seed-documents.ts"], {
    cwd: root,
    env: {
      ...env,
      PERSIST_TO: persistTo,
      ...(organizationId ? { BENCH_ORGANIZATION_ID: organizationId, BENCH_OWNER_EMAIL: ownerEmail } : {}),
    },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split("\n").pop());
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The endpoint, one request at a time, the seeded queries in turn (client-observed, loopback). */
export async function runDocumentSearchBench(origin, cookie, seeded) {
  const timed = async (path) => {
    const times = [];
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const query = seeded.queries[i % seeded.queries.length];
      const started = performance.now();
      const response = await fetch(
        `${origin}${path}?${new URLSearchParams({ q: query, organizationId: seeded.organizationId })}`,
        { headers: { Cookie: cookie } },
      );
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { samples: SAMPLES, p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  return { ...seeded, endpoint: await timed("/api/search/documents"), globalEndpoint: await timed("/api/search") };
}

export function printDocumentSearch(results) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const spread = (figures) => `p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}`;
  console.log(
    `\nFTS5 document search over ${results.pages.toLocaleString("en")} pages (${results.documents} documents), ` +
      `one request at a time, ${results.service.samples} samples; queries: ${results.queries.join(", ")}`,
  );
  const found = Object.entries(results.resultsPerQuery).map(([query, count]) => `${query} ${count}`);
  console.log(`  pages found per query (limit 50): ${found.join(", ")}`);
  if (results.endpoint) console.log(`  GET /api/search/documents (20 results)        ${spread(results.endpoint)}`);
  console.log(`  searchDocumentText via the platform proxy     ${spread(results.service)}`);
  console.log("  query plan:");
  for (const line of results.plan) console.log(`    ${line}`);
  console.log(
    `\nFTS5 global search over the same ${results.pages.toLocaleString("en")} pages plus ` +
      `${results.otherRows.toLocaleString("en")} other rows (meetings, agenda items, committees, members)`,
  );
  const hits = Object.entries(results.globalResultsPerQuery).map(([query, count]) => `${query} ${count}`);
  console.log(`  hits per query (every kind): ${hits.join(", ")}`);
  if (results.globalEndpoint)
    console.log(`  GET /api/search (groups and counts)           ${spread(results.globalEndpoint)}`);
  console.log(`  searchEverything via the platform proxy       ${spread(results.global)}`);
  console.log("  query plan (the page of hits):");
  for (const line of results.globalPlan) console.log(`    ${line}`);
}

// Run alone: a throwaway database, the seed and the service's figures; no server, so it disturbs no one.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { migrateLocal, root, toolEnv } = await import("../scripts/lib.mjs");
  const persistTo = `${root}.wrangler/bench-search-state`;
  rmSync(persistTo, { recursive: true, force: true });
  await migrateLocal(persistTo);
  try {
    printDocumentSearch(seedDocumentSearch({ root, persistTo, env: toolEnv }));
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
}
