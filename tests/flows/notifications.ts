// The notifications page, run by both Playwright projects (JavaScript on and off): mark one read, archive several.
import { expect, type Page } from "@playwright/test";
import { PASSWORD, test } from "../helpers/browser";

/**
 * Gives the signed-in reader `count` real notifications through a real producer: each password change notifies its
 * owner ("Your password was changed"), and keeps this session signed in.
 */
export async function notifyThroughPasswordChanges(page: Page, count: number) {
  const origin = new URL(page.url()).origin;
  let current = PASSWORD;
  for (let index = 1; index <= count; index++) {
    const next = `a sturdy new passphrase number ${index}`;
    const response = await page.request.post("/api/me/password", {
      data: { currentPassword: current, newPassword: next, confirmPassword: next },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
    current = next;
  }
}

export function notificationPageFlows() {
  test.describe(() => {
    test.use({ fullName: "Nina Notified" });

    test("the notifications page marks one read and archives the selected ones", async ({ page }) => {
      await page.goto("/dashboard/notifications");
      await expect(page.getByRole("heading", { name: "No notifications" })).toBeVisible();
      await notifyThroughPasswordChanges(page, 3);
      await page.goto("/dashboard/notifications");
      const list = page.getByRole("list", { name: "Notifications" });
      const rows = list.getByRole("listitem");
      await expect(rows).toHaveCount(3);
      await expect(page.getByText("3 unread")).toBeVisible();

      await rows
        .first()
        .getByRole("button", { name: /^Mark read: / })
        .click();
      await expect(rows.first()).toHaveAttribute("data-status", "read");
      await expect(page.getByText("2 unread")).toBeVisible();
      await expect(rows.first().getByRole("button", { name: /^Mark unread: / })).toBeVisible();

      await rows.nth(0).getByRole("checkbox").check();
      await rows.nth(1).getByRole("checkbox").check();
      await page.getByLabel("With selected").selectOption("archive");
      await page.getByRole("button", { name: "Apply to selected" }).click();
      await expect(page.getByText("Archive: 2 notifications").first()).toBeVisible();
      await expect(rows).toHaveCount(1);

      await page.getByLabel("Show", { exact: true }).selectOption("archived");
      await page.getByRole("button", { name: "Apply", exact: true }).click();
      await expect(page).toHaveURL(/status=archived/);
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) await expect(row).toHaveAttribute("data-status", "archived");
    });
  });
}
