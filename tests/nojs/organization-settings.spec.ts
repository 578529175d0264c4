import { expect } from "@playwright/test";
import { organizationSettingsFlows } from "../flows/organization-settings";
import { test } from "../helpers/browser";
import { createOrganization } from "../helpers/browser-organizations";

// The required no-JavaScript flows: edit, invite and accept, change a role, schedule and cancel deletion.
organizationSettingsFlows(false);

test("without JavaScript, adding and removing invitation rows keeps every typed row", async ({ page }) => {
  const orgPath = await createOrganization(page, `Rows Board ${Date.now().toString(36)}`);
  await page.goto(`${orgPath}?tab=invitations`);
  await page.getByLabel("Email", { exact: true }).fill("first@example.test");
  await page.getByLabel("Role", { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: "Add another" }).click();
  await page.getByLabel("Email 2").fill("second@example.test");
  await page.getByLabel("Personal message 2 (optional)").fill("See you at the AGM");
  await page.getByRole("button", { name: "Add another" }).click();
  await expect(page.getByLabel("Email 3")).toHaveValue("");
  await expect(page.getByLabel("Email 1")).toHaveValue("first@example.test");
  await expect(page.getByLabel("Role 1")).toHaveValue("viewer");
  await expect(page.getByLabel("Personal message 2 (optional)")).toHaveValue("See you at the AGM");
  // Nothing was sent on the way.
  await expect(page.getByText("No pending invitations")).toBeVisible();

  await page.getByRole("button", { name: "Remove last row" }).click();
  await expect(page.getByLabel("Email 3")).toHaveCount(0);
  await expect(page.getByLabel("Email 2")).toHaveValue("second@example.test");
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("Successfully sent 2 invitation(s)")).toBeVisible();
});
