// Organisation benchmarks on a seeded organisation of 5,000 members and 500 pending invitations.
import { execFileSync } from "node:child_process";
import { latency, SAMPLES } from "./foundation.mjs";

export const OWNER = { email: "bench.owner@bench.example", password: "bench owner passphrase" };

/** Seeds through wrangler's platform proxy before the server starts; returns ids and query plans. */
export function seedOrganization({ root, persistTo, env }) {
  const output = execFileSync(`${root}node_modules/.bin/tsx`, ["bench/seed-organization.ts"], {
    cwd: root,
    env: { ...env, PERSIST_TO: persistTo, BENCH_OWNER_EMAIL: OWNER.email, BENCH_OWNER_PASSWORD: OWNER.password },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split("\n").pop());
}

export async function signIn(origin) {
  const body = new URLSearchParams({ email: OWNER.email, password: OWNER.password, redirectTo: "" });
  const response = await fetch(`${origin}/auth/signin`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`bench owner sign-in failed: HTTP ${response.status}`);
  return cookie;
}

async function percentiles(url, headers) {
  const { p50, p95 } = await latency(url, headers);
  return { p50, p95 };
}

export async function runOrganizationBench(origin, seeded) {
  const cookie = await signIn(origin);
  const headers = { Cookie: cookie };
  return {
    seeded: { members: seeded.members, invitations: seeded.invitations },
    membersPage: await percentiles(`${origin}/dashboard/organizations/${seeded.slug}?tab=members`, headers),
    membersApi: await percentiles(`${origin}/api/organizations/${seeded.organizationId}/members`, headers),
    invitationsPage: await percentiles(`${origin}/dashboard/organizations/${seeded.slug}?tab=invitations`, headers),
    // Where members and viewers land: the first 20 people, the count of all, the committees.
    overviewPage: await percentiles(`${origin}/dashboard/organizations/${seeded.slug}?tab=overview`, headers),
    plans: seeded.plans,
  };
}

export function printOrganizations(results) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const spread = (latency) => `p50 ${ms(latency.p50)}   p95 ${ms(latency.p95)}`;
  console.log(
    `\nOrganisation of ${results.seeded.members} members and ${results.seeded.invitations} pending invitations` +
      ` (client-observed, ${SAMPLES} sequential requests)`,
  );
  console.log(`  members page (?tab=members, 20 per page)      ${spread(results.membersPage)}`);
  console.log(`  GET /api/organizations/{id}/members (20)      ${spread(results.membersApi)}`);
  console.log(`  invitations page (?tab=invitations, 500)      ${spread(results.invitationsPage)}`);
  console.log(`  overview page (?tab=overview, 20 people)      ${spread(results.overviewPage)}`);
  console.log("\nD1 query plans of the services' own SQL (a full scan would show 'SCAN <table>' without an index)");
  for (const { label, query, plan } of results.plans) {
    const fullScan = plan.some((line) => /^SCAN /.test(line) && !/USING (COVERING )?INDEX/.test(line));
    console.log(
      `  ${fullScan ? "FULL SCAN" : "indexed  "}  ${label}: ${query.slice(0, 90)}${query.length > 90 ? "…" : ""}`,
    );
    for (const line of plan) console.log(`               ${line}`);
  }
}
