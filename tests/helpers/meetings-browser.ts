// Meetings for Playwright tests, made through the API as the signed-in user of the page: never by writing into the
// test server's database from another process, which locks it (SQLITE_BUSY) under the pages other tests load.
import { expect, type Page } from "@playwright/test";
import { createOrganizationViaApi } from "./browser-organizations";

const HOUR = 60 * 60 * 1000;
/** A time as the meeting form's wall-clock value in UTC ("YYYY-MM-DDTHH:MM"). */
const utcWallTime = (time: number) => new Date(time).toISOString().slice(0, 16);

/**
 * A scheduled meeting a day ahead in a new organisation owned by the signed-in user of `page` (its organiser), with
 * the given agenda; answers its id.
 */
export async function seedMeeting(page: Page, options: { title: string; agenda?: string[] }) {
  await page.goto("/dashboard");
  const headers = { Origin: new URL(page.url()).origin };
  const organization = await createOrganizationViaApi(page, `${options.title} Board ${Date.now().toString(36)}`);
  const me = await page.request.get("/api/me");
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as { user: { id: string } };
  const start = Date.now() + 24 * HOUR;
  const created = await page.request.post("/api/meetings", {
    headers,
    data: {
      organizationId: organization.id,
      title: options.title,
      scheduledStart: utcWallTime(start),
      scheduledEnd: utcWallTime(start + 2 * HOUR),
      timezone: "UTC",
      confidentiality: "confidential",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { meeting: { id: string } } }).data.meeting;
  for (const title of options.agenda ?? []) {
    const added = await page.request.post(`/api/meetings/${id}/agenda`, { headers, data: { title } });
    expect(added.ok()).toBe(true);
  }
  // Creating seats the organiser; the tests seat people themselves, so the meeting starts with nobody seated.
  const seats = await page.request.get(`/api/meetings/${id}/participants`);
  expect(seats.status()).toBe(200);
  for (const seat of ((await seats.json()) as { data: { participants: { id: string }[] } }).data.participants) {
    const removed = await page.request.delete(`/api/meetings/${id}/participants/${seat.id}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  const scheduled = await page.request.post(`/api/meetings/${id}/schedule`, { headers, data: {} });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  return { id, organization, userId: user.id };
}

/** The agenda's item titles in order, as the page lists them. */
export const agendaTitles = (page: Page) =>
  page.getByRole("list", { name: "Agenda items" }).getByRole("heading", { level: 3 }).allTextContents();
