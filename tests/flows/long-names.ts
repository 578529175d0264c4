// Long names on a 390 px phone, run by both Playwright projects (JavaScript on and off): a long organisation or
// committee name wraps or is cut with an ellipsis, and never makes the page wider than the screen.
import { expect, type Page } from "@playwright/test";
import { test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

const PHONE = { width: 390, height: 844 };
/** A real organisation's name, long with spaces. */
const LONG_NAME = "The Worshipful Company of Chartered Secretaries and Administrators Pension Trustees Limited";
/** The longest name the forms take, as one word. */
const UNBROKEN_NAME = `${"Boardroomgovernance".repeat(6)}Limited`.slice(0, 100);

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#main-content")).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths, `${path} is wider than the phone`).toEqual({ page: PHONE.width, body: PHONE.width });
}

export function longNameFlows() {
  test.use({ viewport: PHONE });

  test("long organisation and committee names fit a 390 px phone", async ({ page }) => {
    test.slow();
    await page.goto("/dashboard");
    const long = await createOrganizationViaApi(page, `${LONG_NAME}`);
    const unbroken = await createOrganizationViaApi(page, UNBROKEN_NAME);
    await page.goto(`/dashboard/committees/create?org=${unbroken.slug}`);
    await page.getByLabel("Committee name").fill(UNBROKEN_NAME);
    await page.getByRole("button", { name: "Create committee" }).click();
    // The committee's page, however long the first requests to a freshly started server take.
    await page.waitForURL(/\/dashboard\/committees\/(?!create)[^/?]+\?org=/);
    await expect(page.getByRole("heading", { name: UNBROKEN_NAME, level: 1 })).toBeAttached();
    const committeePath = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;

    for (const path of [
      "/dashboard",
      "/dashboard/organizations",
      `/dashboard/organizations/${long.slug}`,
      `/dashboard/organizations/${unbroken.slug}`,
      `/dashboard/organizations/${unbroken.slug}?tab=members`,
      `/dashboard/committees?org=${unbroken.slug}`,
      `/dashboard/committees?org=${long.slug}`,
      committeePath,
      "/dashboard/settings",
      "/dashboard/boardmates",
    ])
      await expectNoSidewaysScroll(page, path);

    // The organisations list with both selected: the bulk bar and the shell's controls stay on screen.
    await page.goto("/dashboard/organizations");
    await page.getByLabel(`Select ${LONG_NAME}`).check();
    await page.getByLabel(`Select ${UNBROKEN_NAME}`).check();
    const bulkBar = page.getByRole("toolbar", { name: "Bulk actions" });
    await expect(bulkBar).toBeVisible();
    for (const control of [
      bulkBar,
      // The account menu's trigger: a button with JavaScript, the <summary> of a disclosure without.
      page.locator("header").getByText("account menu").locator(".."),
      page.getByRole("link", { name: /^Notifications,/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box, "a control is on screen").not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    // On a tablet the breadcrumbs name the organisation in full width: the name gives way, the header's controls stay.
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto(`/dashboard/organizations/${long.slug}`);
    const menu = await page.locator("header").getByText("account menu").locator("..").boundingBox();
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(800);
  });
}
