// Deleting a document without JavaScript: 'Delete document' leads to a confirmation step, never deletes at once.
import { expect } from "@playwright/test";
import { boardWithDocument } from "../flows/docs";
import { test } from "../helpers/browser";

test("deleting a document asks on a confirmation step first; Cancel keeps it, Delete removes it", async ({ page }) => {
  const { organization, assetId } = await boardWithDocument(page, { fileName: "retired-policy.pdf" });
  await page.goto(`/dashboard/assets/${assetId}`);

  await page.getByRole("link", { name: "Delete document" }).click();
  await expect(page).toHaveURL(/confirm=delete/);
  const step = page.getByRole("region", { name: "Delete “retired-policy.pdf”?" });
  await expect(step.getByText("It leaves every list.")).toBeVisible();
  await step.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/assets/${assetId}$`));
  await expect(page.getByRole("heading", { name: "retired-policy.pdf", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Delete document" }).click();
  await page.getByRole("region", { name: "Delete “retired-policy.pdf”?" }).getByRole("button").click();
  await expect(page).toHaveURL(/\/dashboard\/simple\?.*deleted=1/);
  await expect(page.getByText("Document deleted").first()).toBeVisible();
  await page.goto(`/dashboard/simple?org=${organization.slug}`);
  await expect(page.getByRole("link", { name: "retired-policy.pdf" })).toHaveCount(0);
});
