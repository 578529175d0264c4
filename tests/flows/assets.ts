// Documents, run by both Playwright projects (JavaScript on: the dropzone; off: the plain multipart form).
import { expect, type Page } from "@playwright/test";
import { makePdf } from "../helpers/asset-files";
import { test } from "../helpers/browser";

async function createOrganization(page: Page) {
  await page.goto("/dashboard/organizations/create");
  await page.getByLabel("Organization name").fill(`Documents Board ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/created=1/);
}

export function assetFlows() {
  test("a director uploads a PDF, finds it, renames it and downloads it", async ({ page, javaScriptEnabled }) => {
    await createOrganization(page);
    const file = { name: "q3-board-paper.pdf", mimeType: "application/pdf", buffer: Buffer.from(await makePdf(2)) };

    await page.goto("/dashboard/documents/upload");
    await expect(page).toHaveURL(/\/dashboard\/assets\/upload/);
    if (javaScriptEnabled) {
      await page.getByLabel("Choose files to upload").setInputFiles(file);
      await expect(page.getByText("1 uploaded · 0 in progress · 0 failed")).toBeVisible();
      await page.getByRole("link", { name: "q3-board-paper.pdf" }).click();
    } else {
      await page.getByLabel("File").setInputFiles(file);
      await page.getByRole("button", { name: "Upload" }).click();
      await expect(page.getByText("Document uploaded").first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "q3-board-paper.pdf" })).toBeVisible();

    await page.goto("/dashboard/documents");
    await expect(page.getByText("All document management features are now in one place").first()).toBeVisible();
    await page.getByRole("link", { name: "Details" }).click();
    await expect(page.getByRole("columnheader", { name: "Uploaded by" })).toBeVisible();
    await page.getByRole("link", { name: "q3-board-paper.pdf" }).click();

    await page.getByLabel("Title").fill("Q3 Board Paper");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Document updated").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Q3 Board Paper" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("q3-board-paper.pdf");
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

    // The list view was kept for the page: the details table is back without asking.
    await page.goto("/dashboard/simple");
    await expect(page.getByRole("link", { name: "Q3 Board Paper" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Uploaded by" })).toBeVisible();
  });

  test("a disguised file is refused with its reason", async ({ page, javaScriptEnabled }) => {
    await createOrganization(page);
    await page.goto("/dashboard/assets/upload");
    const disguised = {
      name: "invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<!doctype html><form action='https://evil.example'></form>"),
    };
    if (javaScriptEnabled) {
      await page.getByLabel("Choose files to upload").setInputFiles(disguised);
      await expect(page.getByText("0 uploaded · 0 in progress · 1 failed")).toBeVisible();
    } else {
      await page.getByLabel("File").setInputFiles(disguised);
      await page.getByRole("button", { name: "Upload" }).click();
    }
    await expect(page.getByRole("alert").filter({ hasText: "its contents do not match its name" })).toBeVisible();
  });
}
