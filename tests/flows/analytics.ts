// Analytics and the decision tracker, run by both Playwright projects (JavaScript on and off): with JavaScript the
// Create Decision dialog and its toast; without, the page's inline form. Both see the list, the period and the tables.
import { expect, type Page } from "@playwright/test";
import { test } from "../helpers/browser";

async function createBoard(page: Page) {
  await page.goto("/dashboard/organizations/create");
  await page.getByLabel("Organization name").fill(`Decision Board ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/created=1/);
}

export function analyticsFlows(javaScriptEnabled: boolean) {
  test("an owner creates a decision, sees it listed and approved, and changes the period", async ({ page }) => {
    await createBoard(page);
    await page.goto("/dashboard/analytics");
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(page.getByTestId("summary-card")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Decisions", exact: true }).click();
    await expect(page.getByText("No decisions tracked yet. Create your first decision to get started.")).toBeVisible();
    await page
      .getByRole("link", { name: "Create Decision" })
      .or(page.getByRole("button", { name: "Create Decision" }))
      .click();
    const form = javaScriptEnabled ? page.getByRole("dialog") : page.getByRole("region", { name: "Create Decision" });
    await form.getByRole("button", { name: "Create Decision" }).click();
    await expect(form.getByText("Title is required")).toBeVisible();
    await form.getByPlaceholder("Brief decision title").fill("Open the Oslo office");
    await form.getByLabel("Description").fill("Enter the Nordic market in 2027.");
    await expect(form.getByLabel("Decision type")).toHaveValue("strategic");
    await form.getByLabel("Priority").selectOption("high");
    await form.getByRole("button", { name: "Create Decision" }).click();
    await expect(page.getByText("Decision created successfully").first()).toBeVisible();
    if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);

    const decision = page.getByTestId("decision").filter({ hasText: "Open the Oslo office" });
    await expect(decision.getByTestId("decision-status")).toHaveText("Pending");
    await expect(decision).toContainText("Strategic · High priority · Medium impact");
    await decision.getByRole("button", { name: "Approve" }).click();
    await expect(decision.getByTestId("decision-status")).toHaveText("Approved");
    await expect(decision.getByRole("button", { name: "Mark implemented" })).toBeVisible();
    // Its history (a native disclosure: it opens without JavaScript too) names each move, who made it and when.
    await decision.getByText("History (2)").click();
    const moves = decision.getByTestId("decision-history").getByRole("listitem");
    await expect(moves.nth(0)).toContainText("Created as Pending");
    await expect(moves.nth(1)).toContainText(/Pending → Approved · .+ by \S/);

    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Overview" }).click();
    await expect(page.getByTestId("top-event-types")).toContainText("decision created");
    if (!javaScriptEnabled) await expect(page.getByTestId("daily-table")).toBeVisible();
    await page.getByRole("link", { name: "Activity" }).click();
    await expect(page.getByTestId("activity-feed")).toContainText("decision status changed");
  });

  test("reports export the decisions as CSV", async ({ page }) => {
    await createBoard(page);
    await page.goto("/dashboard/reports");
    await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Decisions as CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-decisions-30d-\d{4}-\d{2}-\d{2}\.csv$/);
  });
}
