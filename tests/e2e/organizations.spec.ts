import { expect } from "@playwright/test";
import { organizationFlows } from "../flows/organizations";
import { test } from "../helpers/browser";
import { createOrganization } from "../helpers/browser-organizations";

organizationFlows(true);

test("selection keys on the organisations list: Ctrl+A, Ctrl+I, Escape, and Delete asks to archive", async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  await createOrganization(page, `Keys One ${suffix}`);
  await createOrganization(page, `Keys Two ${suffix}`);
  await page.goto("/dashboard/organizations");
  const boxes = page.getByRole("checkbox", { name: /^Select Keys / });
  await expect(boxes).toHaveCount(2);
  const toolbar = page.getByRole("toolbar", { name: "Bulk actions" });
  await expect(toolbar).toHaveCount(0);

  await page.locator("main h1").click();
  await page.keyboard.press("Control+a");
  // Selection, not the shell's Ctrl+A (assets) shortcut.
  await expect(page).toHaveURL(/\/dashboard\/organizations$/);
  await expect(toolbar).toContainText("2 selected");
  await page.keyboard.press("Control+i");
  await expect(toolbar).toHaveCount(0);
  await page.keyboard.press("Control+i");
  await expect(toolbar).toContainText("2 selected");
  await page.keyboard.press("Escape");
  await expect(toolbar).toHaveCount(0);

  await page.getByLabel(`Select Keys One ${suffix}`).check();
  await page.locator("main h1").click();
  await page.keyboard.press("Delete");
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to archive 1 item(s)?" });
  await expect(dialog.getByRole("listitem")).toHaveText([`Keys One ${suffix}`]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  // Still listed (in the page: the header's organisation switcher names it too, in its closed no-JS menu).
  await expect(page.getByRole("main").getByText(`Keys One ${suffix}`).first()).toBeVisible();
});
