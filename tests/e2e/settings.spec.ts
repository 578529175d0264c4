import { expect } from "@playwright/test";
import { settingsFlows } from "../flows/settings";
import { shellReady, test } from "../helpers/browser";

settingsFlows();

const SETTINGS_FORMS = /\/assets\/settings-forms-[\w-]+\.js$/;

test.describe("settings with JavaScript (decision 071)", () => {
  test("the forms come in one chunk after the page, then post in place", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto("/dashboard/settings");
    await shellReady(page);
    expect(scripts.filter((url) => SETTINGS_FORMS.test(url))).toHaveLength(1);
    // One chunk for all of them: no section brings a chunk of its own.
    expect(scripts.filter((url) => /\/assets\/(password|sessions|tokens|delete-account)-section-/.test(url))).toEqual(
      [],
    );
    // A document load would lose this mark: the form posts through the router.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByLabel("Token name").fill("Minutes export");
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByLabel("New token")).toHaveValue(/^brd_/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a form used before its code arrives posts as it does without JavaScript", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SETTINGS_FORMS, async (route) => {
      await released;
      await route.continue();
    });
    // Not waiting for the page's lazy section, whose code is held back.
    await page.goto("/dashboard/settings", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Token name").fill("Board pack sync");
    await expect(page.locator("[data-lazy-section=pending]")).toHaveCount(1);
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
