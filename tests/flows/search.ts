// Global search, run by both Playwright projects (JavaScript on and off): what a board member makes is found,
// grouped by kind with counts, with the words marked; the kind filter narrows; no match and punctuation alone
// say so on the page.
import { expect, type Page } from "@playwright/test";
import { test } from "../helpers/browser";
import { createOrganization } from "../helpers/browser-organizations";

/** Letters only (a digit would split the word in two for the index), different on every run. */
const uniqueWord = () =>
  `Zephyr${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)])}`;

async function createCommittee(page: Page, name: string) {
  await page.goto("/dashboard/committees/create");
  await page.getByLabel("Committee name").fill(name);
  await page.getByRole("button", { name: "Create committee" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
}

export function searchFlows(javaScript: boolean) {
  test("finds an organisation and its committee, groups and counts them, filters by kind", async ({ page }) => {
    const word = uniqueWord();
    await createOrganization(page, `${word} Holdings`);
    await createCommittee(page, `${word} Audit Committee`);

    if (javaScript) {
      await page.getByPlaceholder("Search organizations, assets, meetings...").fill(word);
      await page.getByPlaceholder("Search organizations, assets, meetings...").press("Enter");
    } else {
      await page.goto("/dashboard/search");
      await page.getByLabel("Search for", { exact: true }).fill(word);
      await page.getByRole("button", { name: "Search", exact: true }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/dashboard/search\\?q=${word}`));
    await expect(page.getByRole("heading", { name: /^Organizations/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Committees/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Everything (2)" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("mark", { hasText: word }).first()).toBeVisible();

    await page.getByRole("link", { name: "Committees (1)" }).click();
    await expect(page).toHaveURL(/kind=committee/);
    await expect(page.getByRole("heading", { name: /^Organizations/ })).toHaveCount(0);
    await page.getByRole("link", { name: `${word} Audit Committee` }).click();
    await expect(page).toHaveURL(/\/dashboard\/committees\//);
    await expect(page.getByRole("heading", { name: `${word} Audit Committee` })).toBeVisible();
  });

  test("the search page's own form filters by kind, and says when nothing matches or nothing can", async ({ page }) => {
    const word = uniqueWord();
    await createOrganization(page, `${word} Trust`);
    await page.goto("/dashboard/search");
    await page.getByLabel("Search for", { exact: true }).fill(word);
    await page.getByLabel("Kind", { exact: true }).selectOption("organization");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/kind=organization/);
    await expect(page.getByRole("link", { name: `${word} Trust` })).toBeVisible();

    await page.getByLabel("Search for", { exact: true }).fill(`${word}nothing`);
    await page.getByLabel("Kind", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(`No results for “${word}nothing”.`)).toBeVisible();

    await page.getByLabel("Search for", { exact: true }).fill('"*^(');
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "punctuation alone finds nothing" })).toBeVisible();
  });
}
