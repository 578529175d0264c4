// An organisation's security policy per organisation (issue 13, decision 048), run by both Playwright projects: a
// member of two organisations, one of which requires two-factor sign-in, gets that organisation's 403 page naming it
// and the remedy, while the other organisation opens as before; the home page marks the held-back one.
import { expect } from "@playwright/test";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../app/lib/organizations/settings";
import { test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

test.use({ fullName: "Hana Held Back" });

export function orgPolicyFlows() {
  test("an organisation that requires two-factor holds back its own data only", async ({ page }) => {
    await page.goto("/dashboard/settings");
    const suffix = Date.now().toString(36);
    const held = await createOrganizationViaApi(page, `Held Trust ${suffix}`);
    const open = await createOrganizationViaApi(page, `Open Board ${suffix}`);
    const saved = await page.request.patch(`/api/organizations/${held.id}/settings`, {
      data: { complianceSettings: { ...DEFAULT_COMPLIANCE_SETTINGS, twoFactorRequired: true } },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(saved.status()).toBe(200);

    const refused = await page.goto(`/dashboard/organizations/${held.slug}`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: `${held.name}'s security policy` })).toBeVisible();
    await expect(page.getByText(`${held.name} requires two-factor sign-in.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Set up two-factor sign-in" })).toHaveAttribute(
      "href",
      "/dashboard/settings/two-factor",
    );

    const opened = await page.goto(`/dashboard/organizations/${open.slug}`);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: open.name, level: 1 })).toBeVisible();

    // From the home page (a navigation in the page with JavaScript, a document load without): the same 403 page.
    await page.goto("/dashboard");
    const yourOrganizations = page.getByRole("main").getByRole("listitem");
    const heldLink = yourOrganizations.getByRole("link", { name: new RegExp(held.name) });
    await expect(heldLink).toContainText("Held back");
    await expect(yourOrganizations.getByRole("link", { name: new RegExp(open.name) })).not.toContainText("Held back");
    await heldLink.click();
    await expect(page.getByRole("heading", { name: `${held.name}'s security policy` })).toBeVisible();

    await page.getByRole("link", { name: "Everything that holds your account back" }).click();
    await expect(page).toHaveURL(/\/dashboard\/account-access$/);
    await expect(page.getByText(`${held.name} requires two-factor sign-in.`)).toBeVisible();
  });
}
