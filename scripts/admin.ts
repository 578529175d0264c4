// npm run admin -- grant <email> | revoke <email> | list [--remote]
// Platform administrators (users.role = 'admin') reach /admin and the Admin Dashboard link. Local by
// default: the database npm start and npm run dev use (.wrangler/state). --remote changes production
// (wrangler d1 execute --remote --env production; needs `wrangler login`).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { SignInSchema } from "../app/lib/auth/schemas";
import { bin, capture, root, toolEnv } from "./lib.mjs";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email> | list [--remote]";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const [command, rawEmail, ...extra] = args.filter((arg) => arg !== "--remote");

/**
 * wrangler d1 execute takes no bound parameters, so the email goes in as a hex blob literal cast
 * to text: only [0-9a-f] ever reaches the SQL, whatever was typed.
 */
const textLiteral = (value: string) => `CAST(X'${Buffer.from(value, "utf8").toString("hex")}' AS TEXT)`;

async function execute(sql: string): Promise<{ results: Record<string, unknown>[] }[]> {
  if (remote && readFileSync(`${root}wrangler.toml`, "utf8").includes('database_id = "set-by-npm-run-deploy"')) {
    throw new Error(
      "Production has no D1 database yet: `npm run deploy` creates it and writes its id into wrangler.toml.",
    );
  }
  const target = remote ? ["--remote", "--env", "production"] : ["--local"];
  const { code, stdout, stderr } = await capture(
    bin("wrangler"),
    ["d1", "execute", "DB", ...target, "--json", "--command", sql],
    {
      env: { ...toolEnv, CI: "true" },
    },
  );
  if (code !== 0) {
    const detail = `${stdout}\n${stderr}`.trim();
    const hint =
      /no such table/.test(detail) && !remote
        ? "\nThe local database has no tables yet: run `npm start` (or `npm run dev`) once first."
        : "";
    throw new Error(`wrangler d1 execute failed:\n${detail}${hint}`);
  }
  return JSON.parse(stdout.slice(stdout.indexOf("[")));
}

async function list() {
  const [{ results }] = await execute("SELECT email, full_name FROM users WHERE role = 'admin' ORDER BY email");
  if (results.length === 0) console.log("No platform administrators.");
  for (const row of results) console.log(`${row.email}${row.full_name ? ` (${row.full_name})` : ""}`);
}

async function setRole(email: string, role: "admin" | "user") {
  const match = `email = ${textLiteral(email)} AND role <> '${role}'`;
  // One batch: the role before, then the audit entry and the change under the same condition (both or neither).
  const statements = [
    `SELECT role FROM users WHERE email = ${textLiteral(email)}`,
    `INSERT INTO audit_logs (id, organization_id, user_id, action, entity_type, entity_id, risk_level,
                             compliance_relevant, changes, ip_address, created_at)
     SELECT '${randomUUID()}', NULL, NULL, 'user.platform_role_changed', 'user', id, 'high', 0,
            json_object('role', json_object('from', role, 'to', '${role}'), 'via', 'npm run admin'), NULL, ${Date.now()}
     FROM users WHERE ${match}`,
    `UPDATE users SET role = '${role}', updated_at = ${Date.now()} WHERE ${match}`,
  ];
  const [before] = await execute(statements.join(";\n"));
  const where = remote ? "production" : "the local database";
  if (!before.results[0]) throw new Error(`No account with the email ${email} in ${where}.`);
  const unchanged = before.results[0].role === role;
  const outcome = role === "admin" ? (unchanged ? "was already" : "is now") : unchanged ? "was not" : "is no longer";
  console.log(`${email} ${outcome} a platform administrator (${where}).`);
}

try {
  if (command === "list" && !rawEmail) await list();
  else if ((command === "grant" || command === "revoke") && rawEmail && extra.length === 0) {
    const email = SignInSchema.shape.email.safeParse(rawEmail);
    if (!email.success) throw new Error(`${email.error.issues[0].message}: ${rawEmail}`);
    await setRole(email.data, command === "grant" ? "admin" : "user");
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
