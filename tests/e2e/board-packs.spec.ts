import { expect } from "@playwright/test";
import { boardPackFlows } from "../flows/board-packs";
import { seriousAxeFindingsOn } from "../helpers/axe";
import { test } from "../helpers/browser";

boardPackFlows();

// axe runs in the page, so only with JavaScript: the list, the form and a pack with a section, as its owner.
test("the board pack pages have no serious or critical axe finding", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/dashboard/organizations/create");
  await page.getByLabel("Organization name").fill(`Axe Packs ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/created=1/);
  await page.goto("/dashboard/board-packs/create");
  await page.getByLabel("Title").fill("Accessible pack");
  await page.getByRole("button", { name: "Create board pack" }).click();
  await page.getByLabel("Section title").fill("Finance");
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("heading", { name: "Finance", level: 3 })).toBeVisible();
  const packPath = new URL(page.url()).pathname;
  expect(
    await seriousAxeFindingsOn(page, ["/dashboard/board-packs", "/dashboard/board-packs/create", packPath]),
  ).toEqual([]);
});
