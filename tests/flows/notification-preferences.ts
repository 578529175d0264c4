// Notification preferences and email unsubscribe, run by both Playwright projects (JavaScript on and off).
import { expect } from "@playwright/test";
import { test } from "../helpers/browser";

export function notificationPreferenceFlows() {
  test("a member chooses how notifications reach them, and the choices stay", async ({ page }) => {
    await page.goto("/dashboard/notifications/preferences");
    await expect(page.getByRole("heading", { name: "Notification preferences" })).toBeVisible();
    await expect(page.getByText("Your organisation's defaults apply until you save your own choices.")).toBeVisible();

    await page.getByLabel("Email frequency").selectOption({ label: "Weekly digest" });
    await page.getByRole("checkbox", { name: "Meeting reminders" }).uncheck();
    await page.getByRole("checkbox", { name: "1 hour before" }).check();
    await page.getByRole("checkbox", { name: "Enabled" }).check();
    await page.getByLabel("From").fill("21:30");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Notification preferences saved" })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Email frequency")).toHaveValue("weekly");
    await expect(page.getByRole("checkbox", { name: "Meeting reminders" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "1 hour before" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "15 minutes before" })).toBeChecked();
    await expect(page.getByLabel("From")).toHaveValue("21:30");
    await expect(page.getByText("Your organisation's defaults apply")).toHaveCount(0);
  });

  test("a security email's unsubscribe link works signed out, after a confirmation", async ({
    page,
    browser,
    baseURL,
    account: { email },
  }) => {
    await page.goto("/dashboard/notifications/preferences");
    await page.getByLabel("Email frequency").selectOption({ label: "Immediately" });
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Notification preferences saved" })).toBeVisible();
    await page.goto("/dashboard/settings");
    await page.getByLabel("Token name").fill("Reporting export");
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByLabel("New token")).toBeVisible();

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const message = page.getByRole("article", { name: "API token created: Reporting export" });
    const href = await message.getByRole("link", { name: "Unsubscribe" }).getAttribute("href");
    expect(href).toMatch(/\/notifications\/unsubscribe\//);

    // Signed out, in a browser of its own (a mail app's).
    const outside = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const mailApp = await outside.newPage();
    await mailApp.goto(new URL(href ?? "", baseURL).pathname);
    await expect(mailApp.getByRole("heading", { name: "Unsubscribe from these emails?" })).toBeVisible();
    await mailApp.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(mailApp.getByRole("status")).toHaveText("You are unsubscribed from email for: Security alerts.");
    await mailApp.goto("/notifications/unsubscribe/forged.security.AAAA");
    await expect(mailApp.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
    await outside.close();

    await page.goto("/dashboard/notifications/preferences");
    await expect(page.getByRole("checkbox", { name: "Security alerts" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Meetings, votes and actions" })).toBeChecked();
  });
}
