// Documents with JavaScript: the delete confirmation dialog, and a PDF's text found from the search page.
import { expect } from "@playwright/test";
import { boardWithDocument } from "../flows/docs";
import { anotherSignedInPerson, test } from "../helpers/browser";

test("deleting a document asks in an alert dialog: Escape cancels and returns focus, Delete removes it", async ({
  page,
}) => {
  const { organization, assetId } = await boardWithDocument(page, { fileName: "retired-policy.pdf" });
  await page.goto(`/dashboard/assets/${assetId}`);
  await page.locator("[data-shell-ready]").waitFor();

  const trigger = page.getByRole("button", { name: "Delete document" });
  await trigger.click();
  const dialog = page.getByRole("alertdialog", { name: "Delete “retired-policy.pdf”?" });
  await expect(dialog.getByText("It leaves every list.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/dashboard/assets/${assetId}$`));

  await trigger.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete document" }).click();
  await expect(page).toHaveURL(/\/dashboard\/simple\?.*deleted=1/);
  await expect(page.getByText("Document deleted").first()).toBeVisible();
  await page.goto(`/dashboard/simple?org=${organization.slug}`);
  await expect(page.getByRole("link", { name: "retired-policy.pdf" })).toHaveCount(0);
});

test("a PDF's words are found from the search page once extracted, and by no one outside its board", async ({
  page,
  browser,
  baseURL,
}) => {
  // A word no other test writes: FTS5 matches whole tokens.
  const phrase = `Quillfeather ${Date.now().toString(36)}`;
  const word = phrase.split(" ")[1]!;
  const { assetId } = await boardWithDocument(page, { fileName: "strategy-offsite.pdf", text: phrase });

  // The local queue consumer extracts the text; the document page says when it is done.
  await expect
    .poll(
      async () => {
        await page.goto(`/dashboard/assets/${assetId}`);
        return page.getByTestId("extraction-status").textContent();
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toContain("Text extracted");

  await page.goto(`/dashboard/search?q=${word}`);
  const results = page.getByRole("list", { name: "Documents" });
  await expect(results.getByRole("link", { name: /strategy-offsite\.pdf/ })).toBeVisible();
  await expect(results.locator("mark")).toHaveText([new RegExp(word, "i")]);

  const outsider = await anotherSignedInPerson(browser, baseURL!);
  const outsiderPage = await outsider.context.newPage();
  await outsiderPage.goto(`/dashboard/search?q=${word}`);
  await expect(outsiderPage.getByText(`No results for “${word}”.`)).toBeVisible();
  await expect(outsiderPage.getByRole("link", { name: /strategy-offsite\.pdf/ })).toHaveCount(0);
  await outsider.context.close();
});

test("a document's details form loads its code on first use and then saves in place", async ({ page }) => {
  const { assetId } = await boardWithDocument(page, { fileName: "minutes-draft.pdf" });
  // Resource timing, not request events: the service worker answers some requests, which Playwright does not report.
  const formCodeLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/metadata-form-[\w-]+\.js$/.test(entry.name)),
    );
  await page.goto(`/dashboard/assets/${assetId}`);
  await page.locator("[data-shell-ready]").waitFor();
  // The server rendered the whole form; its code waits until the reader reaches into it.
  await expect(page.getByLabel("Title")).toHaveValue("minutes-draft.pdf");
  expect(await formCodeLoaded()).toBe(false);

  await page.getByLabel("Title").fill("Minutes, March draft");
  await expect.poll(formCodeLoaded).toBe(true);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Document updated").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Minutes, March draft", level: 1 })).toBeVisible();
});
