// Fan-out of one notification to 1,000 recipients through the queue (issue 12): an owner schedules their
// organisation's deletion, notify() queues the 1,000 other members, and the Queue consumer writes their rows and
// emails in batches. Prints the time from the request to the last notification row and email written (by the
// outbox's write time). Figures only.
// Runs on its own: `node bench/notification-fan-out.mjs` (after `npx remix vite:build`); `npm run bench` runs it too.
import { rmSync, writeFileSync } from "node:fs";
import {
  assertPortFree,
  bin,
  capture,
  ensureDevVars,
  migrateLocal,
  root,
  serve,
  stop,
  toolEnv,
  waitForServer,
} from "../scripts/lib.mjs";
import { recordBenchFigures } from "./results.mjs";

const port = Number(process.env.BENCH_FAN_OUT_PORT ?? 8847);
const origin = `http://localhost:${port}`;
const persistTo = `${root}.wrangler/bench-fan-out`;
const RECIPIENTS = Number(process.env.FAN_OUT_RECIPIENTS ?? 1000);
const TIMEOUT_MS = 300_000;
const POLL_MS = 5_000;

function postForm(path, fields, cookie) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

async function d1(sqlOrFile, asFile = false) {
  const args = ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json"];
  const { code, stdout, stderr } = await capture(
    bin("wrangler"),
    [...args, asFile ? "--file" : "--command", sqlOrFile],
    {
      env: { ...toolEnv, CI: "true" },
    },
  );
  if (code !== 0) throw new Error(`wrangler d1 execute failed: ${stdout}${stderr}`);
  return JSON.parse(stdout.slice(stdout.indexOf("[")));
}

async function ownerCookie() {
  const email = `fan-out.${Date.now()}@example.test`;
  const fields = {
    fullName: "Fan Out Owner",
    email,
    password: "bench passphrase",
    confirmPassword: "bench passphrase",
  };
  const asked = await postForm("/auth/signup", { ...fields, redirectTo: "" });
  if (asked.status !== 200) throw new Error(`sign-up failed: HTTP ${asked.status}`);
  const mailbox = await (await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const token = mailbox.match(/\/auth\/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no confirmation link in the local mailbox");
  const confirmed = await postForm("/auth/confirm-email", { token });
  return confirmed.headers.get("set-cookie")?.split(";")[0];
}

/** 1,000 members who want every email at once, written straight to D1 (the forms would take minutes). */
function membersSql(organizationId) {
  const categories = JSON.stringify({
    security: true,
    meetings: true,
    reminders: true,
    documents: true,
    members: true,
    system: true,
  });
  const lines = [];
  for (let index = 0; index < RECIPIENTS; index++) {
    const id = crypto.randomUUID();
    const email = `member${index}.${Date.now()}@example.test`;
    lines.push(
      `INSERT INTO users (id, email, full_name) VALUES ('${id}', '${email}', 'Member ${index}');`,
      "INSERT INTO organization_members (id, organization_id, user_id, role) " +
        `VALUES ('${crypto.randomUUID()}', '${organizationId}', '${id}', 'member');`,
      `INSERT INTO user_preferences (user_id, notification_frequency) VALUES ('${id}', 'real_time');`,
      "INSERT INTO notification_preferences (user_id, quiet_hours_enabled, quiet_hours_start, quiet_hours_end, " +
        `reminder_minutes, email_categories, updated_at) VALUES ('${id}', 0, '22:00', '08:00', '[15,5]', ` +
        `'${categories}', 0);`,
    );
  }
  return lines.join("\n");
}

await assertPortFree(port, "BENCH_FAN_OUT_PORT");
rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
await migrateLocal(persistTo);
const server = serve({ port, persistTo, stdio: ["ignore", "ignore", "inherit"], production: true });
let exitCode = 0;
try {
  await waitForServer(`${origin}/api/health`);
  const cookie = await ownerCookie();
  const created = await postForm("/dashboard/organizations/create", { name: "Fan Out Board", slug: "" }, cookie);
  const slug = created.headers.get("location")?.match(/organizations\/([^/?]+)/)?.[1];
  if (!slug) throw new Error(`organisation create failed: HTTP ${created.status}`);
  const [{ results }] = await d1(`SELECT id FROM organizations WHERE slug = '${slug}'`);
  const file = `${persistTo}/members.sql`;
  writeFileSync(file, membersSql(results[0].id));
  await d1(file, true);

  const started = Date.now();
  const asked = await postForm(`/dashboard/organizations/${slug}`, { intent: "schedule-deletion" }, cookie);
  const answered = Date.now() - started;
  if (asked.status >= 400) throw new Error(`schedule deletion failed: HTTP ${asked.status}`);
  const title = "Fan Out Board is scheduled for deletion";
  // Polled every few seconds only to know when it is done: a read from another process makes the server's own
  // writes wait (SQLITE_BUSY), so the figure is the outbox's own clock, not the poll's. The consumer writes each
  // batch's notification rows and emails in one db.batch: the last email's time is the last row's too.
  let done = null;
  while (Date.now() - started < TIMEOUT_MS && !done) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const counts = await d1(
      `SELECT (SELECT count(*) FROM notifications WHERE title = '${title}') AS rows,` +
        ` count(*) AS emails, max(created_at) AS last FROM email_outbox WHERE subject = '${title}';`,
    ).catch(() => null);
    const [{ rows, emails, last }] = counts?.[0]?.results ?? [{}];
    if (rows >= RECIPIENTS && emails >= RECIPIENTS) done = { lastWriteMs: last - started };
  }
  console.log(`Notification fan-out (bench/notification-fan-out.mjs): one notification to ${RECIPIENTS} members`);
  console.log(`  request answered (rows queued, not written)   ${answered} ms`);
  console.log(
    `  last notification row and email written       ${done ? `${done.lastWriteMs} ms` : "timed out"}` +
      " (after the request; the Queue consumer's batches of 50)",
  );
  recordBenchFigures("notificationFanOut", {
    recipients: RECIPIENTS,
    requestMs: answered,
    lastWriteMs: done?.lastWriteMs ?? null,
  });
  if (!done) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  stop(server);
}
process.exit(exitCode);
