// The agenda builder with JavaScript: build an agenda, reorder it by keyboard (dnd-kit), start and complete items.
import { expect } from "@playwright/test";
import { agendaItemPanelFlow, seatPanelFlow } from "../flows/meeting-agenda";
import { test } from "../helpers/browser";
import { agendaTitles, seedMeeting } from "../helpers/meetings-browser";

test.use({ fullName: "Clara Chair" });

agendaItemPanelFlow();
seatPanelFlow();

test("a chair builds an agenda, reorders it by keyboard, and runs it", async ({ page }) => {
  const meeting = await seedMeeting(page, { title: "Spring board meeting" });
  await page.goto(`/dashboard/meetings/${meeting.id}/agenda`);
  await expect(page.getByText("No agenda items yet")).toBeVisible();

  // Bad input is refused next to the field, then three items are added.
  const addForm = page.getByRole("region", { name: "Add an item" });
  await addForm.getByRole("button", { name: "Add item" }).click();
  await expect(addForm.getByText("Title is required")).toBeVisible();
  for (const [title, minutes] of [
    ["Opening", "5"],
    ["Finance report", "20"],
    ["Any other business", "10"],
  ]) {
    await addForm.getByLabel("Title").fill(title);
    await addForm.getByLabel("Estimated minutes").fill(minutes);
    await addForm.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }
  await expect.poll(() => agendaTitles(page)).toEqual(["Opening", "Finance report", "Any other business"]);

  // Keyboard reorder: focus the handle, Space lifts, ArrowUp moves, Space drops.
  const handle = page.getByRole("button", { name: "Reorder Any other business" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // dnd-kit measures the rows after the lift and then says where the item is: an arrow before that moves nothing
  // (seen in CI: the item stayed "over position 3").
  await expect(page.getByText("Any other business is over position 3.")).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Any other business is over position 2.")).toBeAttached();
  // The list moves at once and saves in the background: the reload below waits for the save, as a person
  // reloading mid-save would lose the move.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/agenda(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await page.keyboard.press("Space");
  await expect(page.getByText("Any other business dropped at position 2.")).toBeAttached();
  await expect.poll(() => agendaTitles(page)).toEqual(["Opening", "Any other business", "Finance report"]);
  // The order is saved: it survives a reload.
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect.poll(() => agendaTitles(page)).toEqual(["Opening", "Any other business", "Finance report"]);

  // Start the first item: it becomes the current one; completing it advances to the next.
  const opening = page.getByRole("article", { name: "Opening" });
  await opening.getByRole("button", { name: "Start item" }).click();
  await expect(opening).toHaveAttribute("aria-current", "step");
  await opening.getByRole("button", { name: "Complete item" }).click();
  await expect(opening.getByText("Completed")).toBeVisible();
  const next = page.getByRole("article", { name: "Any other business" });
  await expect(next).toHaveAttribute("aria-current", "step");
  await expect(next.getByRole("button", { name: "Complete item" })).toBeVisible();
});

test("the calendar shows the meeting, moves by arrow keys, and serves a private feed until revoked", async ({
  page,
}) => {
  const meeting = await seedMeeting(page, { title: "Calendar board meeting" });
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.goto(`/dashboard/calendar?view=week&date=${day}`);
  await expect(page.getByRole("link", { name: /Calendar board meeting/ })).toHaveAttribute(
    "href",
    `/dashboard/meetings/${meeting.id}`,
  );
  // One tab stop in the grid; arrows move between days.
  const cell = page.locator(`[role=gridcell][data-date="${day}"]`);
  await cell.focus();
  await page.keyboard.press("ArrowRight");
  const nextDay = new Date(Date.parse(day) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await expect(page.locator(`[role=gridcell][data-date="${nextDay}"]`)).toBeFocused();
  await page.getByRole("link", { name: "Month" }).click();
  await expect(page).toHaveURL(/view=month/);

  await page.getByRole("button", { name: "Create feed address" }).click();
  const url = await page.getByLabel(/Your feed address/).inputValue();
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect(await feed.text()).toContain(`UID:${meeting.id}@`);
  await page.getByRole("button", { name: "Revoke feed address" }).click();
  await expect(page.getByText("Your feed address is revoked.")).toBeVisible();
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});
