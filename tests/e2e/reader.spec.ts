import { expect } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { readerPath } from "../../app/lib/annotations/constants";
import type { AnnotationView } from "../../app/lib/annotations/realtime";
import { ASSET_ROOM_CLOSE } from "../../app/lib/annotations/room";
import { secondReader, readerTest as test } from "../helpers/reader-browser";
import { READER_PAGES } from "../helpers/reader-documents";

test.describe("the reader", () => {
  test("an annotation made from a real text selection appears live for a second reader", async ({
    page,
    readerDocument: { assetId },
    browser,
    baseURL,
  }) => {
    const other = await secondReader(browser, baseURL!);
    const second = await other.context.newPage();
    await Promise.all([page.goto(readerPath(assetId)), second.goto(readerPath(assetId))]);

    // Both readers see the PDF rendered by pdf.js with its text layer, and are live on the document's room.
    for (const reader of [page, second]) {
      await expect(reader.locator('[data-rendered="1"]')).toBeVisible({ timeout: 15_000 });
      await expect(reader.getByText("Live", { exact: true })).toBeVisible({ timeout: 10_000 });
      await expect(reader.getByText("No annotations yet")).toBeVisible();
    }

    // The first reader selects words on page 1 with the mouse, in pdf.js's text layer.
    const words = page.locator(".textLayer span", { hasText: "Quarterly results" }).first();
    const box = (await words.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const selected = await page.evaluate(() => window.getSelection()?.toString().trim() ?? "");
    expect(READER_PAGES[0]).toContain(selected);
    expect(selected.length).toBeGreaterThan(5);

    await page.getByRole("button", { name: "Highlight", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Add Highlight" })).toBeVisible();
    await page.getByRole("textbox", { name: "Comment" }).fill("Check this against the forecast");
    await expect(page.getByText("31/2000 characters")).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();

    // The second reader sees it appear without reloading: the quote, the text, the author, and its mark.
    const card = second.locator("[data-annotation-id]");
    await expect(card).toContainText("Check this against the forecast");
    await expect(card).toContainText(selected);
    await expect(card).toContainText("Page 1");
    await expect(second.getByTestId("annotation-count")).toHaveText("1/1");
    await expect(second.getByRole("button", { name: /Annotation by .*Check this against the forecast/ })).toBeVisible();

    // The filters: a type with no annotation shows the spec's state, and Clear Filters brings the list back.
    await second.getByLabel("Type").selectOption("drawing");
    await expect(second.getByText("No annotations match your filters")).toBeVisible();
    await expect(second.getByTestId("annotation-footer")).toContainText("0 visible · 1 total · Page 1 · Mode: select");
    await second.getByRole("button", { name: "Clear Filters" }).click();
    await expect(second.getByTestId("annotation-count")).toHaveText("1/1");

    // The second reader replies; the first sees the reply live.
    await second.getByLabel("Reply").fill("Agreed, see page 2");
    await second.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(page.locator("[data-annotation-id]")).toContainText("Agreed, see page 2");

    // Selecting it in the list jumps to its page and opens the popup.
    await second.getByRole("button", { name: "Next page" }).click();
    await expect(second.locator('[data-rendered="2"]')).toBeVisible();
    await card.getByRole("button", { name: /Check this against the forecast/ }).click();
    await expect(second.locator('[data-rendered="1"]')).toBeVisible();
    await expect(second.getByRole("dialog", { name: "Selected annotation" })).toContainText(
      "Check this against the forecast",
    );
    await other.context.close();
  });

  test("searches the document, zooms and moves between pages with the keyboard", async ({
    page,
    readerDocument: { assetId },
  }) => {
    await page.goto(readerPath(assetId));
    await expect(page.locator('[data-rendered="1"]')).toBeVisible({ timeout: 15_000 });
    await page.getByLabel("Search in document").fill("audit committee");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText("1 page match")).toBeVisible();
    await expect(page.locator('[data-rendered="2"]')).toBeVisible();
    await page.getByRole("region", { name: /Document, page 2 of 2/ }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.locator('[data-rendered="1"]')).toBeVisible();
    await page.keyboard.press("+");
    await expect(page.getByText("150%")).toBeVisible();
    await page.getByRole("button", { name: "Page 2" }).first().click();
    await expect(page.locator('[data-rendered="2"]')).toBeVisible();
  });
});

test("a drawing note hangs on the rectangle the reader draws, and a private one shows its lock", async ({
  page,
  readerDocument: { assetId },
}) => {
  await page.goto(readerPath(assetId));
  const rendered = page.locator('[data-rendered="1"]');
  await expect(rendered).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "drawing", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add Drawing Note" })).toBeVisible();
  await expect(page.getByText("Draw a rectangle on the page.")).toBeVisible();

  const box = (await rendered.boundingBox())!;
  await page.mouse.move(box.x + 100, box.y + 150);
  await page.mouse.down();
  await page.mouse.move(box.x + 260, box.y + 230, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText("Drawn area on the page")).toBeVisible();
  await page.getByRole("textbox", { name: "Comment" }).fill("Circle this chart");
  await page.getByLabel("Private (only you will see it)").check();
  await page.getByRole("button", { name: "Save" }).click();

  const card = page.locator("[data-annotation-id]");
  await expect(card).toContainText("Circle this chart");
  await expect(card).toContainText("drawing");
  await expect(card).toContainText("Private");
  await expect(page.getByRole("button", { name: /Annotation by .*Circle this chart/ })).toBeVisible();
  // After success the form is gone and the reader is back in select mode.
  await expect(page.getByTestId("annotation-footer")).toContainText("Mode: select");
});

test("a highlight re-anchored on version 2 is drawn over its words where they now stand", async ({
  page,
  readerDocument: { assetId },
  baseURL,
}) => {
  test.slow();
  const headers = { Origin: new URL(baseURL!).origin };
  const quote = "Quarterly results exceeded the forecast";
  // Its rectangle on version 1, where the line sits near the top of page 1.
  const onVersion1 = { x1: 72, y1: 78, x2: 330, y2: 96, width: 258, height: 18 };
  const made = await page.request.post(`/api/assets/${assetId}/annotations`, {
    headers,
    data: {
      annotationType: "highlight",
      content: { text: "Compare with last year" },
      pageNumber: 1,
      selectedText: quote,
      position: { rects: [onVersion1], boundingRect: onVersion1 },
    },
  });
  expect(made.status()).toBe(201);
  const { annotation } = (await made.json()) as { annotation: { id: string } };

  // Version 2 moves the line half-way down the page and to the right.
  const uploaded = await page.request.post(`/api/assets/${assetId}/versions`, {
    headers,
    multipart: {
      changelog: "Results moved down",
      file: { name: "board-paper.pdf", mimeType: "application/pdf", buffer: Buffer.from(await movedLinePdf()) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const annotationNow = async () => {
    const listed = await page.request.get(`/api/assets/${assetId}/annotations`);
    const { annotations } = (await listed.json()) as { annotations: AnnotationView[] };
    return annotations.find((candidate) => candidate.id === annotation.id);
  };
  // Extraction runs in the queue, then re-anchoring finds the quote on page 1 of version 2.
  await expect.poll(async () => (await annotationNow())?.versionNumber, { timeout: 30_000 }).toBe(2);

  await page.goto(readerPath(assetId));
  await expect(page.locator('[data-rendered="1"]')).toBeVisible({ timeout: 15_000 });
  const words = (await page.locator(".textLayer span", { hasText: "Quarterly results" }).first().boundingBox())!;
  const mark = page.locator(`[data-marks-annotation="${annotation.id}"] > div`).first();
  await expect
    .poll(async () => {
      const box = await mark.boundingBox();
      return box !== null && Math.abs(box.y - words.y) < words.height && Math.abs(box.x - words.x) < 4;
    })
    .toBe(true);
  // The author's reader stored the measured rectangle once: every reader now gets it from the server.
  await expect.poll(async () => (await annotationNow())?.position?.measuredOnVersion ?? "stored").toBe("stored");
  const stored = (await annotationNow())?.position?.boundingRect;
  expect(stored?.y1).toBeGreaterThan(400);
  expect(stored?.x1).toBeGreaterThan(190);
});

/** READER_PAGES again, with page 1's line drawn at another place than version 1's. */
async function movedLinePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [index, line] of READER_PAGES.entries()) {
    const page = pdf.addPage([612, 792]);
    page.drawText(line, index === 0 ? { x: 200, y: 300, size: 14, font } : { x: 72, y: 700, size: 14, font });
  }
  return pdf.save();
}

test("a reader whose access ends is told at once, and the page stops being live", async ({
  page,
  readerDocument: { assetId },
  browser,
  baseURL,
}) => {
  const other = await secondReader(browser, baseURL!);
  const second = await other.context.newPage();
  await second.goto(readerPath(assetId));
  await expect(second.getByText("Live", { exact: true })).toBeVisible({ timeout: 15_000 });

  // The owner deletes the document: the room closes every reader's socket with 4403.
  await page.goto("/dashboard");
  const deleted = await page.request.delete(`/api/assets/${assetId}`, {
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(deleted.ok()).toBe(true);
  await expect(second.getByRole("alert").filter({ hasText: ASSET_ROOM_CLOSE.accessRevoked.reason })).toBeVisible();
  await expect(second.getByText("Live", { exact: true })).toHaveCount(0);
  await other.context.close();
});
