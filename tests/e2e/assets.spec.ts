import { expect, type Route } from "@playwright/test";
import { assetFlows } from "../flows/assets";
import { makePdf } from "../helpers/asset-files";
import { seriousAxeFindingsOn } from "../helpers/axe";
import { test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

assetFlows();

test("the documents pages: no serious or critical axe finding", async ({ page }) => {
  test.slow();
  await page.goto("/dashboard");
  const org = await createOrganizationViaApi(page, `Axe Documents ${Date.now().toString(36)}`);
  const uploaded = await page.request.post("/api/assets/upload", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      organizationId: org.id,
      file: { name: "axe-paper.pdf", mimeType: "application/pdf", buffer: Buffer.from(await makePdf()) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { asset } = (await uploaded.json()) as { asset: { id: string } };
  const paths = [
    `/dashboard/simple?org=${org.slug}`,
    `/dashboard/assets?org=${org.slug}&view=details`,
    `/dashboard/assets/upload?org=${org.slug}`,
    `/dashboard/assets/${asset.id}`,
  ];
  expect(await seriousAxeFindingsOn(page, paths)).toEqual([]);
});

test("the dropzone: at most 10 files a drop, image thumbnails released after success, Clear All", async ({ page }) => {
  await page.goto("/dashboard");
  const org = await createOrganizationViaApi(page, `Dropzone Board ${Date.now().toString(36)}`);
  await page.goto(`/dashboard/assets/upload?org=${org.slug}`);
  const picker = page.getByLabel("Choose files to upload");
  const note = (index: number) => ({ name: `note-${index}.txt`, mimeType: "text/plain", buffer: Buffer.from("n") });
  await picker.setInputFiles(Array.from({ length: 11 }, (_, index) => note(index)));
  await expect(page.getByRole("alert").filter({ hasText: "at most 10 files at once" })).toBeVisible();
  await expect(page.getByText(/uploaded · .* in progress/)).toHaveCount(0);

  // A real PNG, drawn by the browser: the thumbnail is made from it, then released 5 s after the upload.
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 800;
    canvas.height = 400;
    const context = canvas.getContext("2d");
    if (context) context.fillRect(0, 0, 800, 400);
    return canvas.toDataURL("image/png");
  });
  const png = { name: "chart.png", mimeType: "image/png", buffer: Buffer.from(dataUrl.split(",")[1] ?? "", "base64") };
  await picker.setInputFiles([png, note(1)]);
  await expect(page.getByText("2 uploaded · 0 in progress · 0 failed")).toBeVisible();
  const thumbnail = page.getByRole("main").locator("li img");
  await expect(thumbnail).toHaveCount(1);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => Math.max(image.naturalWidth, image.naturalHeight))).toBe(
    200,
  );
  await expect(thumbnail).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("2 uploaded")).toHaveCount(0);
  await page.goto(`/dashboard/simple?org=${org.slug}&view=list`);
  await expect(page.getByRole("link", { name: "chart.png" })).toBeVisible();
});

test("the dropzone: a failed upload is retried, a removed one is aborted", async ({ page }) => {
  await page.goto("/dashboard");
  const org = await createOrganizationViaApi(page, `Retry Board ${Date.now().toString(36)}`);
  await page.goto(`/dashboard/assets/upload?org=${org.slug}`);
  const file = (name: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from("agenda") });

  // The network drops the first attempt; Retry sends it again.
  let attempts = 0;
  await page.route("**/api/assets/upload", (route) => (attempts++ === 0 ? route.abort() : route.continue()));
  await page.getByLabel("Choose files to upload").setInputFiles(file("agenda.txt"));
  await expect(page.getByRole("alert").filter({ hasText: "Network error" })).toBeVisible();
  await page.getByRole("button", { name: "Retry agenda.txt" }).click();
  await expect(page.getByText("1 uploaded · 0 in progress · 0 failed")).toBeVisible();
  await page.unroute("**/api/assets/upload");

  // An upload that hangs is aborted by Remove: it leaves the list and never becomes a document.
  // (Held here, never sent on: Playwright would otherwise continue a held request when the route goes.)
  const held: Route[] = [];
  await page.route("**/api/assets/upload", (route) => {
    held.push(route);
  });
  await page.getByLabel("Choose files to upload").setInputFiles(file("stuck.txt"));
  await expect(page.getByText("1 uploaded · 1 in progress · 0 failed")).toBeVisible();
  await page.getByRole("button", { name: "Remove stuck.txt" }).click();
  await expect(page.getByText("1 uploaded · 0 in progress · 0 failed")).toBeVisible();
  for (const route of held) await route.abort().catch(() => undefined);
  await page.unroute("**/api/assets/upload");
  await page.goto(`/dashboard/simple?org=${org.slug}&view=list`);
  await expect(page.getByRole("link", { name: "agenda.txt" })).toBeVisible();
  await expect(page.getByRole("link", { name: "stuck.txt" })).toHaveCount(0);
});
