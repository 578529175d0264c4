import { expect, type Page } from "@playwright/test";
import { organizationSettingsFlows } from "../flows/organization-settings";
import { openDashboard, shellReady, test, uniqueEmail } from "../helpers/browser";
import { boardWithInvitee, createOrganization, membersList } from "../helpers/browser-organizations";

organizationSettingsFlows(true);

/** Holds this page's form posts until `release()` is called, so the state before the answer can be seen. */
async function holdPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/dashboard/organizations/**", async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  return release;
}

test.describe("organisation settings with JavaScript", () => {
  test("a refused removal puts the member back, with the server's reason", async ({ page, browser }) => {
    const { orgPath, email } = await boardWithInvitee(page, browser, "Race Board", true);

    // Meanwhile, in another tab, ownership goes to Ivy: this tab still offers to remove her.
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${orgPath}?tab=members`);
    await membersList(otherTab)
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByRole("button", { name: "Make owner: Ivy Invitee" })
      .click();
    await otherTab.getByRole("dialog").getByRole("button", { name: "Transfer ownership" }).click();
    await expect(
      membersList(otherTab)
        .getByRole("listitem")
        .filter({ hasText: email })
        .locator("span", { hasText: /^Owner$/ }),
    ).toBeVisible();
    await otherTab.close();

    const release = await holdPosts(page);
    const row = membersList(page).getByRole("listitem").filter({ hasText: email });
    await row.getByRole("button", { name: "Remove Ivy Invitee" }).click();
    await page
      .getByRole("dialog", { name: "Remove Ivy Invitee?" })
      .getByRole("button", { name: "Remove member" })
      .click();
    // Optimistic: the row leaves at once...
    await expect(row).toHaveCount(0);
    release();
    // ...and comes back as the server has it when the removal is refused.
    await expect(page.getByText("Failed to remove member")).toBeVisible();
    await expect(page.getByText("You can't remove this member.")).toBeVisible();
    await expect(row.locator("span", { hasText: /^Owner$/ })).toBeVisible();
  });

  test("a role change shows at once, before the server answers", async ({ page, browser }) => {
    const { email } = await boardWithInvitee(page, browser, "Quick Board", true);

    const release = await holdPosts(page);
    const row = membersList(page).getByRole("listitem").filter({ hasText: email });
    await row.getByLabel("Role for Ivy Invitee").selectOption("admin");
    await row.getByRole("button", { name: "Change role of Ivy Invitee" }).click();
    await expect(row.locator("span", { hasText: /^Admin$/ })).toBeVisible();
    await expect(page.getByText("Role updated")).toHaveCount(0);
    release();
    await expect(page.getByText("Role updated")).toBeVisible();
    await page.reload();
    await expect(row.getByLabel("Role for Ivy Invitee")).toHaveValue("admin");
  });

  test("invitation rows are added and removed in place; the last row stays", async ({ page }) => {
    const orgPath = await createOrganization(page, `Rows Board ${Date.now().toString(36)}`);
    await page.goto(`${orgPath}?tab=invitations`);
    await expect(page.getByRole("button", { name: /^Remove invitation/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Add another" }).click();
    await page.getByRole("button", { name: "Add another" }).click();
    const [first, second, third] = [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")];
    await page.getByLabel("Email 1").fill(first);
    await page.getByLabel("Email 2").fill(second);
    await page.getByLabel("Email 3").fill(third);
    await page.getByRole("button", { name: "Remove invitation 2" }).click();
    await expect(page.getByLabel("Email 1")).toHaveValue(first);
    await expect(page.getByLabel("Email 2")).toHaveValue(third);
    await expect(page.getByLabel("Email 3")).toHaveCount(0);

    for (let rows = 2; rows < 10; rows++) await page.getByRole("button", { name: "Add another" }).click();
    await expect(page.getByText("Maximum of 10 invitations can be sent at once.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add another" })).toHaveCount(0);

    await page.getByRole("button", { name: "Send invitations" }).click();
    await expect(page.getByText("Successfully sent 2 invitation(s)")).toBeVisible();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await expect(pending.getByRole("listitem").filter({ hasText: first })).toContainText("expires");
    await expect(pending.getByRole("listitem").filter({ hasText: third })).toContainText("expires");
    // The form starts again with one empty row.
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  });

  test("revoke an invitation from a dialog; it moves to the history", async ({ page }) => {
    const orgPath = await createOrganization(page, `Revoke Board ${Date.now().toString(36)}`);
    await page.goto(`${orgPath}?tab=invitations`);
    const email = uniqueEmail("rex");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send invitations" }).click();
    const row = page
      .getByRole("list", { name: "Pending invitations" })
      .getByRole("listitem")
      .filter({ hasText: email });
    await expect(row).toContainText("expires");
    await row.getByRole("button", { name: `Revoke invitation to ${email}` }).click();
    await page
      .getByRole("dialog", { name: `Revoke the invitation to ${email}?` })
      .getByRole("button", { name: "Revoke invitation" })
      .click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("Invitation revoked")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Invitation history" }).getByRole("listitem").filter({ hasText: email }),
    ).toContainText("revoked");
  });

  test("save buttons appear once a field changes and read 'Saving...' while saving", async ({ page }) => {
    const orgPath = await createOrganization(page, `Dirty Board ${Date.now().toString(36)}`);
    await page.goto(`${orgPath}?tab=notifications`);
    await expect(page.getByRole("button", { name: "Save notification settings" })).toHaveCount(0);
    await page.getByLabel("Weekly reports").check();
    const release = await holdPosts(page);
    await page.getByRole("button", { name: "Save notification settings" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(page.getByText("Notification settings updated")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save notification settings" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel("Weekly reports")).toBeChecked();
  });
});

test.describe("dates in the reader's time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the browser reports its zone once; invitation expiries then show in it", async ({ page }) => {
    const reported = page.waitForResponse(
      (response) => response.url().includes("/resources/timezone") && response.request().method() === "POST",
    );
    await openDashboard(page);
    expect((await reported).status()).toBe(200);
    const orgPath = await createOrganization(page, `Tokyo Board ${Date.now().toString(36)}`);
    await page.goto(`${orgPath}?tab=invitations`);
    const email = uniqueEmail("kai");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send invitations" }).click();
    await expect(
      page.getByRole("list", { name: "Pending invitations" }).getByRole("listitem").filter({ hasText: email }),
    ).toContainText("GMT+9");
  });

  test("once its zone is held, a page asks Intl nothing; a browser elsewhere reports its own", async ({
    page,
    browser,
  }) => {
    const reported = page.waitForResponse((response) => response.url().includes("/resources/timezone"));
    await openDashboard(page);
    expect((await reported).status()).toBe(200);

    // The first Intl object costs a page the browser's ICU data (decision 071): the shell compares offsets instead.
    await page.addInitScript(() => {
      const made = { count: 0 };
      Object.assign(window, { intlMade: made });
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct: (target, args) => {
          made.count++;
          return Reflect.construct(target, args);
        },
        apply: (target, self, args) => {
          made.count++;
          return Reflect.apply(target, self, args);
        },
      });
    });
    const posts: string[] = [];
    page.on("request", (request) => request.url().includes("/resources/timezone") && posts.push(request.url()));
    await page.reload();
    await shellReady(page);
    expect(await page.evaluate(() => (window as unknown as { intlMade: { count: number } }).intlMade.count)).toBe(0);
    expect(posts).toEqual([]);

    const london = await browser.newContext({
      timezoneId: "Europe/London",
      storageState: await page.context().storageState(),
    });
    try {
      const elsewhere = await london.newPage();
      const moved = elsewhere.waitForRequest((request) => request.url().includes("/resources/timezone"));
      await elsewhere.goto("/dashboard");
      expect((await moved).postData()).toBe("timezone=Europe%2FLondon");
    } finally {
      await london.close();
    }
  });
});

test("a change made before the page's scripts arrive still offers its save button", async ({ page }) => {
  const orgPath = await createOrganization(page, `Slow Board ${Date.now().toString(36)}`);
  // A slow connection: the page's scripts arrive only after the reader has already changed a field.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${orgPath}?tab=notifications`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("summary", { hasText: "account menu" })).toHaveCount(1);
  await page.getByLabel("Weekly reports").check();
  release();
  // Hydrated (the header's <details> menus stay until their first use, so they no longer tell).
  await shellReady(page);
  await expect(page.getByRole("button", { name: "Save notification settings" })).toBeVisible();
  await page.getByRole("button", { name: "Save notification settings" }).click();
  await expect(page.getByText("Notification settings updated")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Weekly reports")).toBeChecked();
});
