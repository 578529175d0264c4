// The landing page, run by both Playwright projects (JavaScript on and off): it claims only what the product does.
import { expect, test } from "@playwright/test";

export function landingFlows() {
  test("the landing page claims only what works today, and says what is still coming", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every visible part of the page: its header, main content and footer (not the scripts that follow).
    const parts = await page.locator("header, main, footer").allTextContents();
    const text = parts.join(" ").toLowerCase();
    // Nothing works offline yet, and the repository has no licence that would make it open source.
    for (const untrue of ["offline", "open source", "open-source"]) expect(text).not.toContain(untrue);
    await expect(main).toContainText("Works without JavaScript");
    await expect(main).toContainText("organizations, members, committees, documents, vaults and board packs");
    await expect(main).toContainText("Meetings, votes and minutes are not built yet");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.toLowerCase()).not.toMatch(/meetings|votes|minutes/);
  });
}
