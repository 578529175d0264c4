import { expect, type Page } from "@playwright/test";
import { settingsFlows } from "../flows/settings";
import { shellReady, test } from "../helpers/browser";

settingsFlows();

// Resource timing, not request events: the service worker answers some requests, which Playwright does not report.
const codeLoaded = (page: Page, chunk: RegExp) =>
  page.evaluate(
    (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(entry.name)),
    chunk.source,
  );
const LOWER_SECTIONS = /\/assets\/lower-sections-[\w-]+\.js$/;
const PASSWORD_SECTION = /\/assets\/password-section-[\w-]+\.js$/;

test.describe("settings with JavaScript (decision 071)", () => {
  test("the sections below the fold hydrate on first use, then post in place", async ({ page }) => {
    await page.goto("/dashboard/settings");
    await shellReady(page);
    const lower = page.locator("#settings-lower-part");
    // The server rendered them in full; their code and hydration wait for the reader.
    await expect(page.getByLabel("Token name")).toBeVisible();
    await expect(lower).toHaveAttribute("data-first-use-part", "waiting");
    expect(await codeLoaded(page, LOWER_SECTIONS)).toBe(false);
    expect(await codeLoaded(page, PASSWORD_SECTION)).toBe(false);

    await page.getByLabel("Token name").focus();
    await expect(lower).toHaveAttribute("data-first-use-part", "ready");
    expect(await codeLoaded(page, LOWER_SECTIONS)).toBe(true);
    // The password form was not used, so its code has not come (a revalidation's clientLoader brings it later).
    await expect(page.locator("#settings-password-part")).toHaveAttribute("data-first-use-part", "waiting");
    expect(await codeLoaded(page, PASSWORD_SECTION)).toBe(false);
    // A document load would lose this mark: the form posts through the router instead.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByLabel("Token name").fill("Minutes export");
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByLabel("New token")).toHaveValue(/^brd_/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a section used before its code arrives posts as it does without JavaScript", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(LOWER_SECTIONS, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/dashboard/settings");
    await shellReady(page);
    await page.getByLabel("Token name").fill("Board pack sync");
    await expect(page.locator("#settings-lower-part")).toHaveAttribute("data-first-use-part", "waiting");
    const documentPost = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.method() === "POST" && request.url().endsWith("/settings"),
    );
    await page.getByRole("button", { name: "Create token" }).click();
    await documentPost;
    release();
    await expect(page.getByLabel("New token")).toHaveValue(/^brd_/);
    await expect(page.getByRole("button", { name: "Revoke token Board pack sync" })).toBeVisible();
  });
});
