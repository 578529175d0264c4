// npm run deploy: production on Cloudflare. Creates or reuses D1, R2 and the queue, applies remote
// migrations, then deploys the realtime Worker before the app Worker, both with --env production.
// `npm run deploy -- --dry-run` only builds and bundles both Workers (works offline).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, build, root, run, toolEnv } from "./lib.mjs";

const dryRun = process.argv.includes("--dry-run");
const wrangler = (args, options = {}) => execFileSync(bin("wrangler"), args, { cwd: root, env: toolEnv, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options });

await build();

if (dryRun) {
  const out = mkdtempSync(join(tmpdir(), "boardroom-deploy-"));
  await run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(out, "realtime"), "-c", "durable-objects/wrangler.toml", "--env", "production"]);
  await run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(out, "app"), "--env", "production"]);
  console.log(`\nDry run complete: both Workers bundle for production (output in ${out}). Nothing was deployed.`);
  process.exit(0);
}

try {
  wrangler(["whoami"]);
} catch {
  console.error("Not logged in to Cloudflare. Run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and try again.");
  process.exit(1);
}

// D1: reuse the database named "boardroom" or create it, and point the production config at it.
const databases = JSON.parse(wrangler(["d1", "list", "--json"]));
let database = databases.find((db) => db.name === "boardroom");
if (!database) {
  console.log("Creating D1 database boardroom...");
  wrangler(["d1", "create", "boardroom"], { stdio: "inherit" });
  database = JSON.parse(wrangler(["d1", "list", "--json"])).find((db) => db.name === "boardroom");
}
const config = readFileSync(join(root, "wrangler.toml"), "utf8");
if (config.includes('database_id = "set-by-npm-run-deploy"')) {
  writeFileSync(join(root, "wrangler.toml"), config.replace('database_id = "set-by-npm-run-deploy"', `database_id = "${database.uuid}"`));
  console.log(`wrangler.toml now points production at D1 ${database.uuid}; commit that change.`);
}

// R2 bucket and queue: create when missing.
if (!wrangler(["r2", "bucket", "list"]).includes("boardroom-files")) wrangler(["r2", "bucket", "create", "boardroom-files"], { stdio: "inherit" });
if (!wrangler(["queues", "list"]).includes("boardroom-jobs")) wrangler(["queues", "create", "boardroom-jobs"], { stdio: "inherit" });

// The app refuses to start without AUTH_SECRET; make sure production has it before deploying.
let secrets = "[]";
try {
  secrets = wrangler(["secret", "list", "--env", "production"]);
} catch {
  // The Worker does not exist yet: it has no secrets either.
}
if (!secrets.includes("AUTH_SECRET")) {
  console.error("Set AUTH_SECRET first: `openssl rand -hex 32 | npx wrangler secret put AUTH_SECRET --env production`");
  process.exit(1);
}

await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote", "--env", "production"], { env: { ...toolEnv, CI: "true" } });
// Rooms first: the app Worker binds them by script_name.
await run(bin("wrangler"), ["deploy", "-c", "durable-objects/wrangler.toml", "--env", "production"]);
await run(bin("wrangler"), ["deploy", "--env", "production"]);
console.log("\nDeployed. Email goes out through the send_email binding; verify the sender domain in Email Routing.");
