// npm run deploy: production deploy with wrangler (needs `wrangler login` and network).
//   1. checks the login; 2. creates what is missing: D1 `boardroom` (its id goes into wrangler.toml),
//   R2 `boardroom-files`, queue `boardroom-jobs`; 3. stops unless the AUTH_SECRET secret is set;
//   4. builds; 5. applies the D1 migrations remotely; 6. deploys the realtime Worker, then the app.
// npm run deploy -- --dry-run: only the checks that need no account or network (build, then
// `wrangler deploy --dry-run` of both Workers, which bundles them with the production config).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { bin, build, capture, root, run, toolEnv } from "./lib.mjs";

const ENV = "production";
const DATABASE = "boardroom";
const BUCKET = "boardroom-files";
const QUEUE = "boardroom-jobs";
const SECRET = "AUTH_SECRET";
const ID_PLACEHOLDER = "set-by-npm-run-deploy";
const APP_CONFIG = "wrangler.toml";
const REALTIME_CONFIG = "durable-objects/wrangler.toml";

const wrangler = (...args) => run(bin("wrangler"), args);
const wranglerOutput = async (...args) => {
  const result = await capture(bin("wrangler"), args);
  return { ...result, text: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
};

class Stop extends Error {}

function step(title) {
  console.log(`\n=== ${title} ===`);
}

function failWith(result, what) {
  throw new Error(`${what} failed:\n${result.text.trim()}`);
}

async function ensureLoggedIn() {
  step("Cloudflare login");
  const result = await wranglerOutput("whoami", "--json");
  if (result.code !== 0) {
    throw new Stop(
      "wrangler is not logged in. Run `npx wrangler login` (opens a browser), or set CLOUDFLARE_API_TOKEN " +
        "(and CLOUDFLARE_ACCOUNT_ID if the token sees several accounts), then run `npm run deploy` again.",
    );
  }
  let who = {};
  try {
    who = JSON.parse(result.stdout);
  } catch {
    // the account name is only informative
  }
  console.log(`Logged in${who.email ? ` as ${who.email}` : ""}.`);
}

async function findDatabaseId() {
  const result = await wranglerOutput("d1", "list", "--json");
  if (result.code !== 0) failWith(result, "wrangler d1 list");
  return JSON.parse(result.stdout).find((database) => database.name === DATABASE)?.uuid;
}

function readProductionDatabaseId(file = APP_CONFIG) {
  const config = readFileSync(`${root}${file}`, "utf8");
  const block = /\[\[env\.production\.d1_databases\]\][^[]*?database_id\s*=\s*"([^"]*)"/.exec(config);
  if (!block) throw new Error(`${file} has no [[env.production.d1_databases]] database_id line.`);
  return { config, block: block[0], current: block[1] };
}

/**
 * wrangler needs the id in the config for `d1 migrations apply --remote`, so it is written there (not a secret);
 * the realtime Worker's config gets it too (the meeting room writes chat and attendance to D1).
 */
function recordDatabaseId(id) {
  for (const file of [APP_CONFIG, REALTIME_CONFIG]) {
    const { config, block, current } = readProductionDatabaseId(file);
    if (current === id) continue;
    if (current !== ID_PLACEHOLDER) {
      throw new Stop(
        `${file} points production at D1 database ${current}, but this account's "${DATABASE}" is ${id}. ` +
          `Fix ${file} by hand.`,
      );
    }
    writeFileSync(`${root}${file}`, config.replace(block, block.replace(`"${ID_PLACEHOLDER}"`, `"${id}"`)));
    console.log(`Wrote database_id ${id} into ${file} [env.production]: commit it (an id, not a secret).`);
  }
}

async function ensureDatabase() {
  step(`D1 database ${DATABASE}`);
  let id = await findDatabaseId();
  if (id) {
    console.log(`Exists (${id}).`);
  } else {
    const created = await wranglerOutput("d1", "create", DATABASE);
    if (created.code !== 0) failWith(created, `wrangler d1 create ${DATABASE}`);
    id = await findDatabaseId();
    if (!id) throw new Error(`Created D1 database ${DATABASE} but wrangler d1 list does not show it yet; run again.`);
    console.log(`Created (${id}).`);
  }
  recordDatabaseId(id);
}

async function ensureBucket() {
  step(`R2 bucket ${BUCKET}`);
  const list = await wranglerOutput("r2", "bucket", "list");
  if (list.code !== 0) failWith(list, "wrangler r2 bucket list");
  if (new RegExp(`^\\s*name:\\s+${BUCKET}\\s*$`, "m").test(list.text)) return console.log("Exists.");
  const created = await wranglerOutput("r2", "bucket", "create", BUCKET);
  if (created.code !== 0) failWith(created, `wrangler r2 bucket create ${BUCKET}`);
  console.log("Created.");
}

async function ensureQueue() {
  step(`Queue ${QUEUE}`);
  // `queues info` looks the name up directly (`queues list` is paginated).
  const info = await wranglerOutput("queues", "info", QUEUE);
  if (info.code === 0) return console.log("Exists.");
  if (!info.text.includes("does not exist")) failWith(info, `wrangler queues info ${QUEUE}`);
  const created = await wranglerOutput("queues", "create", QUEUE);
  if (created.code !== 0) failWith(created, `wrangler queues create ${QUEUE}`);
  console.log("Created.");
}

async function ensureSecret() {
  step(`Secret ${SECRET}`);
  const list = await wranglerOutput("secret", "list", "--env", ENV, "--format", "json");
  // Before the first deploy the Worker does not exist yet: that also means the secret is missing.
  const names = list.code === 0 ? JSON.parse(list.stdout).map((secret) => secret.name) : [];
  if (list.code !== 0 && !/does not exist|not found|10007/i.test(list.text)) failWith(list, "wrangler secret list");
  if (names.includes(SECRET)) return console.log("Set.");
  throw new Stop(
    `The ${SECRET} secret is not set for --env ${ENV}. Set it (at least 32 random characters), then run again:\n` +
      `  openssl rand -hex 32 | npx wrangler secret put ${SECRET} --env ${ENV}`,
  );
}

async function dryRun() {
  const { current } = readProductionDatabaseId();
  const first = current === ID_PLACEHOLDER ? " (the first real deploy writes it)" : "";
  console.log(`\nProduction D1 database_id in ${APP_CONFIG}: ${current}${first}`);
  const outdir = mkdtempSync(`${tmpdir()}/boardroom-deploy-`);
  try {
    step(`Dry run: realtime Worker (${REALTIME_CONFIG}, --env ${ENV})`);
    await wrangler("deploy", "-c", REALTIME_CONFIG, "--env", ENV, "--dry-run", "--outdir", `${outdir}/realtime`);
    step(`Dry run: app Worker (${APP_CONFIG}, --env ${ENV})`);
    await wrangler("deploy", "-c", APP_CONFIG, "--env", ENV, "--dry-run", "--outdir", `${outdir}/app`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

try {
  if (process.argv.includes("--dry-run")) {
    step("Build");
    await build();
    await dryRun();
    console.log("\nDry run passed: both Workers bundle with the production configuration. Nothing was deployed.");
  } else {
    await ensureLoggedIn();
    await ensureDatabase();
    await ensureBucket();
    await ensureQueue();
    await ensureSecret();
    step("Build");
    await build();
    step("D1 migrations (remote)");
    await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote", "--env", ENV], {
      env: { ...toolEnv, CI: "true" },
    });
    step("Deploy the realtime Worker (Durable Objects) first: the app binds it by script_name");
    await wrangler("deploy", "-c", REALTIME_CONFIG, "--env", ENV);
    step("Deploy the app Worker");
    await wrangler("deploy", "-c", APP_CONFIG, "--env", ENV);
    console.log("\nDeployed. Live meetings keep running: the realtime Worker only restarts when it changes.");
  }
} catch (error) {
  console.error(`\n${error instanceof Stop ? "Stopped" : "Deploy failed"}: ${error.message}`);
  process.exit(1);
}
