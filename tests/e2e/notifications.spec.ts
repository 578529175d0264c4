// The bell and its dropdown with JavaScript: the count moves live when someone else acts, and an item opened from the
// dropdown is marked read on the way to where it points.
import { expect } from "@playwright/test";
import { notificationPageFlows } from "../flows/notifications";
import { anotherSignedInPerson, linkFromMailbox, shellReady, test } from "../helpers/browser";

notificationPageFlows();

test.describe(() => {
  test.use({ fullName: "Nina Notified" });

  test("the bell counts live when another person accepts an invitation; the dropdown marks read and navigates", async ({
    page,
    account,
    browser,
    baseURL,
  }) => {
    // The watcher invites this test's person to an organisation of theirs, and keeps the dashboard open.
    const inviter = await anotherSignedInPerson(browser, baseURL as string);
    const watcher = await inviter.context.newPage();
    await watcher.goto("/dashboard");
    await shellReady(watcher);
    await expect(watcher.locator("[data-live-state=connected]")).toBeAttached({ timeout: 10_000 });
    await expect(watcher.getByTestId("notification-badge")).toHaveCount(0);
    const origin = new URL(watcher.url()).origin;
    const name = `Live Board ${Date.now().toString(36)}`;
    const created = await watcher.request.post("/api/organizations/create", {
      data: { name },
      headers: { Origin: origin },
    });
    expect(created.status()).toBe(201);
    const { organization } = (await created.json()) as { organization: { id: string; slug: string } };
    const invited = await watcher.request.post("/api/organizations/invite", {
      data: { organizationId: organization.id, email: account.email, role: "member" },
      headers: { Origin: origin },
    });
    expect(invited.status()).toBe(201);

    // This test's person accepts in their own browser: the watcher's bell moves without a reload.
    await page.goto(await linkFromMailbox(page, account.email, `invited you to ${name}`));
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(watcher.getByTestId("notification-badge")).toHaveText("1", { timeout: 10_000 });

    // The dropdown loads on the bell's first click, lists the new item unread, and opening it marks it read.
    await watcher.getByRole("link", { name: "Notifications, 1 unread" }).click();
    const dropdown = watcher.getByRole("dialog", { name: "Notifications" });
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole("button", { name: "Mark all read" })).toBeVisible();
    const item = dropdown.getByRole("link", { name: new RegExp(`Nina Notified joined ${name}`) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(watcher).toHaveURL(new RegExp(`/dashboard/organizations/${organization.slug}`));
    await expect(watcher.getByTestId("notification-badge")).toHaveCount(0);
    await expect(watcher.getByRole("link", { name: "Notifications, none unread" })).toBeVisible();

    // Opened again, the dropdown shows it read, and the footer leads to the full list.
    await watcher.getByRole("link", { name: "Notifications, none unread" }).click();
    await expect(dropdown.locator("li[data-status=read]")).toHaveCount(1);
    await expect(dropdown.getByRole("button", { name: "Mark all read" })).toHaveCount(0);
    await dropdown.getByRole("link", { name: "View all notifications" }).click();
    await expect(watcher).toHaveURL(/\/dashboard\/notifications$/);
    await expect(watcher.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await inviter.context.close();
  });
});
