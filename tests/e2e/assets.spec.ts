import { expect } from "@playwright/test";
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
