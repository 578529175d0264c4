// Board packs, run by both Playwright projects (JavaScript on and off).
// Documents can't be uploaded from a browser on this branch (the upload page is the assets slice's), so the flow
// builds a pack without papers and checks that publishing asks for one. Once uploads exist, the flow goes on:
// upload a PDF, add it as a paper, publish, reload until the book is compiled, download it.
import { expect } from "@playwright/test";
import { anotherSignedInPerson, test } from "../helpers/browser";

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

    // The audience: named members (with JavaScript the list appears once the audience asks for it).
    await page.getByLabel("Audience", { exact: true }).selectOption({ label: "Named members" });
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Choose at least one member")).toBeVisible();
    await page
      .getByRole("group", { name: /Named members/ })
      .getByLabel("Dana Director")
      .check();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Board pack saved").first()).toBeVisible();
    await expect(page.getByText("Named members: Dana Director")).toBeVisible();

    await expect(page.getByText("No documents to add")).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Add at least one paper before publishing" })).toBeVisible();

    await page.goto("/dashboard/board-packs?status=draft");
    await expect(page.getByRole("link", { name: "December Board" })).toBeVisible();
    await page.goto("/dashboard/board-packs?status=published");
    await expect(page.getByText("No published board packs")).toBeVisible();
  });
}
