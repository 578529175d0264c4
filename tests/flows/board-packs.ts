// Board packs, run by both Playwright projects (JavaScript on and off): an empty pack asks for a paper before
// publishing; a pack of two real PDFs publishes, compiles in the background and opens as one book.
import { expect } from "@playwright/test";
import { buildAndPublishPack, compiledBookOf } from "../helpers/board-packs-browser";
import { anotherSignedInPerson, openDashboard, test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

export function boardPackFlows() {
  test("an owner creates a board pack, adds and orders sections, and is asked for a paper before publishing", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/dashboard/organizations/create");
    await page.getByLabel("Organization name").fill(`Pack Board ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL(/created=1/);

    await page.goto("/dashboard/board-packs");
    await expect(page.getByText("No board packs yet")).toBeVisible();
    await page.getByRole("link", { name: "New board pack" }).first().click();
    await page.getByRole("button", { name: "Create board pack" }).click();
    await expect(page.getByText("Title must be at least 2 characters")).toBeVisible();
    await page.getByLabel("Title").fill("December Board");
    await page.getByLabel("Meeting date").fill("2026-12-03");
    await page.getByRole("button", { name: "Create board pack" }).click();
    await expect(page.getByRole("heading", { name: /December Board/ })).toBeVisible();
    await expect(page.getByText("Meeting 3 Dec 2026")).toBeVisible();
    const packPath = new URL(page.url()).pathname;
    const packId = packPath.split("/").pop();

    // Someone from another organisation gets 404 from the pack's page, its book and its papers, and no title.
    const stranger = await anotherSignedInPerson(browser, baseURL ?? "");
    for (const path of [packPath, `/resources/board-pack-book/${packId}`, `${packPath}/papers/any`]) {
      const answer = await stranger.context.request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(404);
      expect(await answer.text()).not.toContain("December Board");
    }
    await stranger.context.close();

    for (const title of ["Finance", "Strategy"]) {
      await page.getByLabel("Section title").fill(title);
      await page.getByRole("button", { name: "Add section" }).click();
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    }
    await page.getByRole("button", { name: "Move Strategy up" }).click();
    await expect(page.getByText("Order saved").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Strategy", "Finance"]);

    // The audience, on the details page: named members (with JavaScript the list appears once asked for).
    await page.getByRole("link", { name: "Edit details and audience" }).click();
    await expect(page.getByRole("heading", { name: "Details and audience", level: 1 })).toBeVisible();
    await page.getByLabel("Audience", { exact: true }).selectOption({ label: "Named members" });
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Choose at least one member")).toBeVisible();
    await page
      .getByRole("group", { name: /Named members/ })
      .getByLabel("Dana Director")
      .check();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Board pack saved").first()).toBeVisible();
    await page.getByRole("link", { name: "Back to the board pack" }).click();
    await expect(page.getByText("Named members: Dana Director")).toBeVisible();

    await expect(page.getByText("No documents to add")).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Add at least one paper before publishing" })).toBeVisible();

    // Archived, the pack is read-only and says so; restored, it is a draft again. From the keyboard: the toasts
    // of the last saves sit over the header's buttons, and a pointer resting on them holds them open (sonner).
    await page.getByRole("button", { name: "Archive" }).press("Enter");
    await expect(page.getByText("This board pack is archived").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add section" })).toHaveCount(0);
    await page.getByRole("button", { name: "Restore" }).press("Enter");
    await expect(page.getByText("Board pack restored").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add section" })).toBeVisible();

    await page.goto("/dashboard/board-packs?status=draft");
    await expect(page.getByRole("link", { name: "December Board" })).toBeVisible();
    await page.goto("/dashboard/board-packs?status=published");
    await expect(page.getByText("No published board packs")).toBeVisible();
    // The search keeps the status filter; the filters keep the search.
    await page.getByRole("link", { name: "Drafts" }).click();
    await expect(page.getByRole("link", { name: "Drafts" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("searchbox", { name: "Search board packs" }).fill("december");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/status=draft&search=december/);
    await expect(page.getByRole("link", { name: "December Board" })).toBeVisible();
    await page.getByRole("link", { name: "Published" }).click();
    await expect(page.getByText("No board packs match")).toBeVisible();
  });

  test("an owner builds a pack from two PDFs and publishes it; its book has contents and page footers", async ({
    page,
    javaScriptEnabled,
  }) => {
    // Two uploads, a background compile and a PDF read back: room on a busy 2-core machine.
    test.slow();
    await openDashboard(page);
    const organization = await createOrganizationViaApi(page, `Book Board ${Date.now().toString(36)}`);
    const pack = await buildAndPublishPack(page, organization, javaScriptEnabled);

    const pages = await compiledBookOf(page, pack.id);
    // The cover, one contents page, then the minutes (2 pages) and, in its section, the accounts (3 pages).
    expect(pages).toHaveLength(7);
    expect(pages[0]).toContain("December Board");
    expect(pages[0]).toContain(organization.name);
    const contents = pages[1].replace(/\s+/g, " ");
    expect(contents).toContain("Contents");
    expect(contents).toMatch(/Minutes of November 3 Finance 5 Management accounts 5/);
    expect(pages[2]).toContain("Minutes of November - page 1");
    expect(pages[4]).toContain("Management accounts - page 1");
    for (const [index, text] of pages.entries()) expect(text).toContain(`Page ${index + 1} of 7`);
  });
}
