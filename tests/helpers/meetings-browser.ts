// Meetings for Playwright tests. The meeting create form belongs to another part of issue 11, so a test's meeting is
// written straight into the local database the test server uses (its agenda and seats then go through the pages).
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { expect, type Page } from "@playwright/test";
import { createOrganizationViaApi } from "./browser-organizations";

const HOUR = 60 * 60 * 1000;
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function execute(sql: string) {
  const pool = process.env.E2E_ACCOUNT_POOL;
  if (!pool) throw new Error("meetings-browser needs E2E_ACCOUNT_POOL (scripts/e2e.mjs sets it)");
  execFileSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", dirname(pool), "--command", sql],
    { env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" }, stdio: "ignore" },
  );
}

/**
 * A scheduled meeting a day ahead in a new organisation owned by the signed-in user of `page` (its organiser), with
 * the given agenda; answers its id. `seatSelf` seats the organiser as chairperson (for RSVP tests).
 */
export async function seedMeeting(page: Page, options: { title: string; agenda?: string[]; seatSelf?: boolean }) {
  await page.goto("/dashboard");
  const organization = await createOrganizationViaApi(page, `${options.title} Board ${Date.now().toString(36)}`);
  const me = await page.request.get("/api/me");
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { id: string } };
  const id = crypto.randomUUID();
  const start = Date.now() + 24 * HOUR;
  const statements = [
    `insert into meetings (id, organization_id, title, status, confidentiality, scheduled_start, scheduled_end,
      organizer_id, created_by) values (${quote(id)}, ${quote(organization.id)}, ${quote(options.title)},
      'scheduled', 'confidential', ${start}, ${start + 2 * HOUR}, ${quote(user.id)}, ${quote(user.id)})`,
    ...(options.agenda ?? []).map(
      (title, index) =>
        `insert into agenda_items (id, meeting_id, order_index, title) values
          (${quote(crypto.randomUUID())}, ${quote(id)}, ${index}, ${quote(title)})`,
    ),
  ];
  execute(`${statements.join(";\n")};`);
  return { id, organization, userId: user.id };
}

/** The agenda's item titles in order, as the page lists them. */
export const agendaTitles = (page: Page) =>
  page.getByRole("list", { name: "Agenda items" }).getByRole("heading", { level: 3 }).allTextContents();
