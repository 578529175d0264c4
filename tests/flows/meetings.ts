// Meetings (issue 11, the core slice), run by both Playwright projects (JavaScript on and off): create a meeting,
// find it in the list, open it, schedule, start and end it.
import { expect } from "@playwright/test";
import { DEFAULT_FULL_NAME } from "../helpers/account-pool";
import { test } from "../helpers/browser";

export function meetingFlows() {
  test.describe(() => {
    test("an owner creates a meeting, finds it listed, and runs it from draft to completed", async ({ page }) => {
      await page.goto("/dashboard/organizations/create");
      await page.getByLabel("Organization name").fill(`Meeting Board ${Date.now().toString(36)}`);
      await page.getByRole("button", { name: "Create organization" }).click();
      await expect(page).toHaveURL(/created=1/);

      await page.goto("/dashboard/meetings");
      await expect(page.getByText("No meetings found")).toBeVisible();
      await expect(page.getByText("Get started by creating your first meeting")).toBeVisible();
      await page.getByRole("link", { name: "Create Meeting" }).first().click();
      await page.getByRole("button", { name: "Create meeting" }).click();
      await expect(page.getByText("Title is required")).toBeVisible();
      await page.getByLabel("Title").fill("Spring board meeting");
      await page.getByLabel("Starts").fill("2031-04-02T10:00");
      await page.getByLabel("Ends").fill("2031-04-02T09:00");
      await page.getByRole("button", { name: "Create meeting" }).click();
      await expect(page.getByText("The meeting must end after it starts")).toBeVisible();
      await page.getByLabel("Ends").fill("2031-04-02T12:30");
      await page.getByLabel("Venue name").fill("Board room");
      await page.getByLabel("Virtual meeting link").fill("https://meet.example/spring");
      await page.getByRole("button", { name: "Create meeting" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Spring board meeting" })).toBeVisible();
      await expect(page.getByText("2 h 30 min")).toBeVisible();
      await expect(page.getByText("Hybrid: Board room and online")).toBeVisible();
      // The organiser is seated, so the overview's participant panel lists them.
      await expect(page.getByRole("region", { name: "Participants" }).getByText(DEFAULT_FULL_NAME)).toBeVisible();

      await page.goto("/dashboard/meetings?q=spring");
      await page.getByRole("link", { name: "Spring board meeting" }).first().click();
      await page.getByRole("button", { name: "Schedule Meeting" }).click();
      await expect(page.getByText("Meeting scheduled").first()).toBeVisible();
      await expect(page.getByText(/^Starts in /)).toBeVisible();
      await page.getByRole("button", { name: "Start Meeting" }).click();
      await expect(page.getByText("Meeting started").first()).toBeVisible();
      await expect(page.getByText("In progress", { exact: true }).first()).toBeVisible();
      await page.getByRole("button", { name: "End Meeting" }).click();
      await expect(page.getByText("Meeting ended").first()).toBeVisible();
      await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();

      const tabs = page.getByRole("navigation", { name: "Meeting sections" });
      await tabs.getByRole("link", { name: "Venue" }).click();
      await expect(page.getByText("at least 5 Mbps")).toBeVisible();
      await tabs.getByRole("link", { name: "Documents" }).click();
      await expect(page.getByText("No documents available")).toBeVisible();

      await page.goto("/dashboard/meetings?status=completed&view=list");
      await expect(page.getByRole("link", { name: "Spring board meeting" })).toBeVisible();
      await page.goto("/dashboard/meetings?status=cancelled");
      await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
      await page.screenshot({ path: `test-results/meetings-list-${test.info().project.name}.png`, fullPage: true });
    });
  });
}
