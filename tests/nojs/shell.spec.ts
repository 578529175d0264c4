import { expect } from "@playwright/test";
import { openDashboard, signOut, test } from "../helpers/browser";

/** The sidebar's links (main and account navigation, settings aside), in order. */
const SIDEBAR_LINKS = [
  "/dashboard",
  "/dashboard/organizations",
  "/dashboard/committees",
  "/dashboard/vaults",
  "/dashboard/simple",
  "/dashboard/meetings",
  "/dashboard/boardmates",
  "/dashboard/instruments",
  "/dashboard/board-pack-ai",
  "/dashboard/annual-report-ai",
  "/dashboard/calendar",
  "/dashboard/board-effectiveness",
  "/dashboard/risk",
  "/dashboard/esg",
  "/dashboard/compliance",
  "/dashboard/performance",
  "/dashboard/benchmarking",
  "/dashboard/feedback",
];

// The shell with JavaScript disabled: every control is a link or a form that posts.
test.describe("dashboard shell without JavaScript", () => {
  test("the search form submits to the search page and records the query", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole("combobox", { name: "Search" }).fill("risk register");
    await page.getByRole("combobox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/search\?q=risk\+register$/);
    await expect(page.getByText("No results for “risk register”.")).toBeVisible();
    await expect(page.getByText("Results for “risk register”", { exact: true })).toBeVisible();
  });

  test("the theme forms switch the theme, server-rendered", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator("html")).toHaveClass("dark");
    await page.locator("summary", { hasText: "account menu" }).click();
    await page.getByRole("button", { name: "System" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  });

  test("the organisation switcher posts and marks the new current organisation", async ({ page }) => {
    await openDashboard(page);
    const origin = new URL(page.url()).origin;
    for (const name of ["Kestrel Housing Trust", "Linden Schools Board"]) {
      const response = await page.request.post("/api/organizations/create", {
        data: { name },
        headers: { Origin: origin },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto("/dashboard/committees");
    await page.locator("summary", { hasText: "Linden Schools Board" }).click();
    await expect(page.getByRole("button", { name: /Linden Schools Board/ })).toContainText("Current");
    await page.getByRole("button", { name: /Kestrel Housing Trust/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/committees$/);
    await page.locator("summary", { hasText: "Kestrel Housing Trust" }).click();
    await expect(page.getByRole("button", { name: /Kestrel Housing Trust/ })).toContainText("Current");
    await expect(page.getByRole("link", { name: "Create New Organization" })).toHaveAttribute(
      "href",
      "/dashboard/organizations/create",
    );
  });

  test("sign out works from the sidebar", async ({ page }) => {
    await openDashboard(page);
    await signOut(page);
    const response = await page.goto("/dashboard");
    expect(response?.url()).toMatch(/\/auth\/signin/);
  });

  test("every sidebar link answers 200, unknown places 404, the admin area 404 for non-admins", async ({ page }) => {
    await openDashboard(page);
    const hrefs = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const account = await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect([...hrefs, ...account].filter((href) => href !== "/dashboard/settings")).toEqual(SIDEBAR_LINKS);
    for (const href of SIDEBAR_LINKS) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await page.goto("/dashboard/risk");
    await expect(page.getByRole("heading", { name: "Risk", level: 1 })).toBeVisible();
    await expect(page.getByText("Risk is not built yet.")).toBeVisible();
    expect((await page.request.get("/dashboard/no-such-place")).status()).toBe(404);
    expect((await page.request.get("/admin/dashboard")).status()).toBe(404);
    const documents = await page.goto("/dashboard/documents");
    expect(documents?.url()).toMatch(/\/dashboard\/simple\?from=documents$/);
    await expect(page.getByText("All document management features are now in one place")).toBeVisible();
  });
});
