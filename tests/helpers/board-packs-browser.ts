// Board packs in the browser, for the Playwright flows of both projects: real PDFs uploaded through the API as the
// signed-in user, a pack built and published through its page, and the compiled book read back in Node.
import { expect, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { makePdf } from "./asset-files";

type Organization = { id: string; name: string; slug: string };

/** Uploads a PDF of `pages` pages, each saying '<title> - page n', as the user signed in on `page`. */
export async function uploadPdf(page: Page, organizationId: string, title: string, pages: number) {
  const response = await page.request.post("/api/assets/upload", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      organizationId,
      title,
      file: {
        name: `${title.toLowerCase().replace(/\W+/g, "-")}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf(pages, title)),
      },
    },
  });
  expect(response.status()).toBe(201);
}

async function addPaper(page: Page, title: string, section: string) {
  await page.getByLabel("Document", { exact: true }).selectOption({ label: title });
  await page.getByLabel("Section", { exact: true }).selectOption({ label: section });
  await page.getByRole("button", { name: "Add paper" }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
}

/**
 * 'December Board': the minutes (2 pages) before the sections, the management accounts (3 pages) in section
 * Finance; published, then followed until its book is compiled. With JavaScript the page refreshes its status by
 * itself; without, the reader reloads it.
 */
export async function buildAndPublishPack(page: Page, organization: Organization, javaScriptEnabled: boolean) {
  await uploadPdf(page, organization.id, "Minutes of November", 2);
  await uploadPdf(page, organization.id, "Management accounts", 3);
  await page.goto(`/dashboard/board-packs/create?org=${organization.slug}`);
  await page.getByLabel("Title").fill("December Board");
  await page.getByRole("button", { name: "Create board pack" }).click();
  await expect(page.getByRole("heading", { name: /December Board/ })).toBeVisible();
  const path = new URL(page.url()).pathname;
  const id = path.split("/").pop() ?? "";
  await page.getByLabel("Section title").fill("Finance");
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("heading", { name: "Finance", level: 3 })).toBeVisible();
  await addPaper(page, "Minutes of November", "Before the sections");
  await addPaper(page, "Management accounts", "Finance");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Board pack published: the book is being compiled").first()).toBeVisible();
  const status = page.getByRole("region", { name: "Compiled book" }).getByRole("status");
  if (javaScriptEnabled) await expect(status).toContainText(/^Compiled · 7 pages/, { timeout: 60_000 });
  else
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return status.textContent();
        },
        { timeout: 60_000 },
      )
      .toMatch(/^Compiled · 7 pages/);
  await expect(page.getByRole("link", { name: "Download the book (PDF)" })).toHaveAttribute(
    "href",
    `/resources/board-pack-book/${id}`,
  );
  return { id, path };
}

/** The compiled book as its reader downloads it, as the text of each page. */
export async function compiledBookOf(page: Page, packId: string): Promise<string[]> {
  const response = await page.request.get(`/resources/board-pack-book/${packId}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(await response.body()), { mergePages: false });
  return text as string[];
}
