// Set-up shared by the documents specs of both Playwright projects (tests/e2e/docs.spec.ts, tests/nojs/docs.spec.ts):
// a board of the test's own with one PDF uploaded through the API, as the dropzone would.
import { expect, type Page } from "@playwright/test";
import { makePdf } from "../helpers/asset-files";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

export async function boardWithDocument(page: Page, options: { fileName: string; text?: string }) {
  await page.goto("/dashboard");
  const organization = await createOrganizationViaApi(page, `Docs Board ${Date.now().toString(36)}`);
  const uploaded = await page.request.post("/api/assets/upload", {
    headers: { Origin: new URL(page.url()).origin },
    multipart: {
      organizationId: organization.id,
      file: {
        name: options.fileName,
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf(1, options.text)),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { asset } = (await uploaded.json()) as { asset: { id: string } };
  return { organization, assetId: asset.id };
}
