// The route-level error boundary in the built app: a thrown 4xx keeps its own message, an
// unexpected failure shows the spec's page texts (001 §2.9) and never the error, and Try Again
// reloads the same URL, query included.
import { expect } from "@playwright/test";
import { anotherSignedInPerson, linkFromMailbox, openDashboard, shellReady, test } from "../helpers/browser";
import { createOrganizationViaApi } from "../helpers/browser-organizations";

test("a refused page keeps its own message, and Try Again reloads the same URL", async ({ page, browser }) => {
  await openDashboard(page);
  const organization = await createOrganizationViaApi(page, `Boundary Board ${Date.now().toString(36)}`);
  const { account: viewerAccount, context: viewer } = await anotherSignedInPerson(browser, new URL(page.url()).origin);
  const viewerEmail = viewerAccount.email;
  const viewerPage = await viewer.newPage();
  const invited = await page.request.post("/api/invitations", {
    data: { organizationId: organization.id, email: viewerEmail, role: "viewer" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(invited.status()).toBe(201);
  await viewerPage.goto(await linkFromMailbox(viewerPage, viewerEmail, "invited you to"));
  await viewerPage.getByRole("button", { name: "Accept invitation" }).click();
  await expect(viewerPage).toHaveURL(new RegExp(organization.slug));

  // Viewers may not create committees: the route throws a 403 with the service's message.
  const path = `/dashboard/committees/create?org=${organization.slug}&from=boundary`;
  const response = await viewerPage.goto(path);
  expect(response?.status()).toBe(403);
  const alert = viewerPage.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Page Error", level: 1 })).toBeVisible();
  await expect(alert.getByText("You don't have permission to do that.")).toBeVisible();
  await expect(alert.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", path);
  await alert.getByRole("link", { name: "Try Again" }).click();
  await expect(viewerPage).toHaveURL(path);
  await expect(viewerPage.getByText("You don't have permission to do that.")).toBeVisible();
  await viewer.close();
});

test("an unexpected failure shows the page texts, never the error, and Try Again recovers", async ({ page }) => {
  await openDashboard(page);
  await shellReady(page);
  // The server fails while the page navigates in the browser (its data request answers a 500).
  await page.route(/\/dashboard\/search\.data/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "text/plain",
      body: "D1_ERROR: no such table: sessions at query (worker.js:1:2)",
    }),
  );
  await page.getByRole("combobox", { name: "Search" }).fill("quarterly results");
  await page.getByRole("combobox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/search\?q=quarterly(\+|%20)results$/);
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Page Error", level: 1 })).toBeVisible();
  await expect(alert.getByText("Something went wrong while loading this page")).toBeVisible();
  await expect(page.getByText("D1_ERROR")).toHaveCount(0);
  await expect(page.getByText("worker.js")).toHaveCount(0);

  await page.unroute(/\/dashboard\/search\.data/);
  const tryAgain = alert.getByRole("link", { name: "Try Again" });
  await expect(tryAgain).toHaveAttribute("href", /^\/dashboard\/search\?q=quarterly(\+|%20)results$/);
  await tryAgain.click();
  await expect(page.getByText("Results for “quarterly results”", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").getByRole("heading", { name: "Page Error" })).toHaveCount(0);
});
