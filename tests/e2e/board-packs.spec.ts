import { expect } from "@playwright/test";
import { boardPackFlows } from "../flows/board-packs";
import { seriousAxeFindingsOn } from "../helpers/axe";
import { buildAndPublishPack } from "../helpers/board-packs-browser";
import { anotherSignedInPerson, linkFromMailbox, openDashboard, test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

boardPackFlows();

// axe runs in the page, so only with JavaScript: the list, the form and a pack with a section, as its owner.
test("the board pack pages have no serious or critical axe finding", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/dashboard/organizations/create");
  await page.getByLabel("Organization name").fill(`Axe Packs ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/created=1/);
  await page.goto("/dashboard/board-packs/create");
  await page.getByLabel("Title").fill("Accessible pack");
  await page.getByRole("button", { name: "Create board pack" }).click();
  await page.getByLabel("Section title").fill("Finance");
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("heading", { name: "Finance", level: 3 })).toBeVisible();
  const packPath = new URL(page.url()).pathname;
  expect(
    await seriousAxeFindingsOn(page, [
      "/dashboard/board-packs",
      "/dashboard/board-packs/create",
      packPath,
      `${packPath}/details`,
    ]),
  ).toEqual([]);
});

test("a director in the audience sees the published pack, opens a paper and is counted as its reader", async ({
  page,
  browser,
}) => {
  test.slow();
  await openDashboard(page);
  const origin = new URL(page.url()).origin;
  const organization = await createOrganizationViaApi(page, `Audience Board ${Date.now().toString(36)}`);
  const { account, context } = await anotherSignedInPerson(browser, origin);
  const invited = await page.request.post("/api/invitations", {
    data: { organizationId: organization.id, email: account.email, role: "member" },
    headers: { Origin: origin },
  });
  expect(invited.status()).toBe(201);
  const director = await context.newPage();
  await director.goto(await linkFromMailbox(director, account.email, "invited you to"));
  await director.getByRole("button", { name: "Accept invitation" }).click();
  await expect(director).toHaveURL(new RegExp(organization.slug));

  const pack = await buildAndPublishPack(page, organization, true);
  // The paper's own row: the innermost list item holding its link (its section's item holds it too).
  const paperRow = (title: string) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) })
      .last();
  await expect(paperRow("Minutes of November")).toContainText("Read by 0 of 2");

  await director.goto(`/dashboard/board-packs?org=${organization.slug}`);
  await director.getByRole("link", { name: "December Board" }).click();
  await expect(director).toHaveURL(pack.path);
  await expect(director.getByRole("link", { name: "Download the book (PDF)" })).toBeVisible();
  await expect(director.getByRole("button", { name: "Archive" })).toHaveCount(0);
  await director.getByRole("link", { name: "Minutes of November", exact: true }).click();
  await expect(director).toHaveURL(/\/dashboard\/assets\/[^/]+\/read$/);

  await page.goto(pack.path);
  await expect(paperRow("Minutes of November")).toContainText("Read by 1 of 2");
  await expect(paperRow("Management accounts")).toContainText("Read by 0 of 2");
  await context.close();
});
