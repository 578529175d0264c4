import { expect } from "@playwright/test";
import { readerPath } from "../../app/lib/annotations/constants";
import { readerTest as test } from "../helpers/reader-browser";
import { READER_PAGES } from "../helpers/reader-documents";

test("without JavaScript the reader shows the text, the annotations, and its forms comment and reply", async ({
  page,
  readerDocument: { assetId },
}) => {
  await page.goto(readerPath(assetId));
  for (const [index, text] of READER_PAGES.entries()) {
    await expect(page.getByRole("heading", { name: `Page ${index + 1}`, exact: true })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("href", `/api/assets/${assetId}/download`);
  await expect(page.getByText("No annotations yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add First Annotation" })).toHaveAttribute("href", "#page-comment-text");

  await page.getByLabel("Page number").fill("2");
  await page.getByRole("textbox", { name: "Comment" }).fill("Ask the auditors about this");
  await page.getByRole("button", { name: "Add comment" }).click();
  await expect(page.getByText("Annotation added")).toBeVisible();
  const card = page.locator("[data-annotation-id]");
  await expect(card).toContainText("Ask the auditors about this");
  await expect(card).toContainText("Page 2");

  await card.getByLabel("Reply").fill("Booked for Tuesday");
  await card.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(page.getByText("Reply added")).toBeVisible();
  await expect(page.locator("[data-annotation-id]")).toContainText("Booked for Tuesday");

  await page.locator("[data-annotation-id]").getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Annotation resolved")).toBeVisible();
  await expect(page.locator("[data-annotation-id]")).toContainText("Resolved");

  await page.locator("[data-annotation-id] summary", { hasText: "Delete" }).click();
  await expect(page.getByText("Are you sure you want to delete this annotation?")).toBeVisible();
  await page.getByRole("button", { name: "Delete annotation" }).click();
  await expect(page.getByText("Annotation deleted")).toBeVisible();
  await expect(page.getByText("No annotations yet")).toBeVisible();
});
