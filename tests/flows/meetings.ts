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
      await page.getByRole("link", { name: "Spring board meeting", exact: true }).click();
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
      await page.screenshot({ path: `test-results/meeting-page-${test.info().project.name}.png`, fullPage: true });
      await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
      await tabs.getByRole("link", { name: "Venue" }).click();
      await expect(page.getByText("at least 5 Mbps")).toBeVisible();
      // Only the open tab is current, the overview too (a tab is current on its own address only).
      await expect(tabs.locator("[aria-current=page]")).toHaveText("Venue");
      await tabs.getByRole("link", { name: "Documents" }).click();
      await expect(page.getByText("No documents available")).toBeVisible();

      await page.goto("/dashboard/meetings?status=completed&view=list");
      await expect(page.getByRole("link", { name: "Spring board meeting", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Minutes of Spring board meeting" })).toHaveAttribute(
        "href",
        /\/dashboard\/meetings\/[\w-]+\/minutes$/,
      );
      await page.goto("/dashboard/meetings?view=details");
      await page.getByRole("link", { name: "Open Full View of Spring board meeting" }).click();
      if (test.info().project.name === "nojs") {
        await expect(page.getByRole("heading", { level: 1, name: "Spring board meeting" })).toBeVisible();
      } else {
        const dialog = page.getByRole("dialog", { name: "Spring board meeting" });
        await expect(dialog.getByRole("heading", { name: "Resolutions" })).toBeVisible();
        await expect(dialog.getByText(DEFAULT_FULL_NAME)).toBeVisible();
        await page.keyboard.press("Escape");
      }

      await page.goto("/dashboard/meetings?status=cancelled");
      await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    });
  });
}

export function meetingCancelFlow() {
  test("cancelling asks first, then the meeting is cancelled", async ({ page }) => {
    await page.goto("/dashboard/organizations/create");
    await page.getByLabel("Organization name").fill(`Cancel Board ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page).toHaveURL(/created=1/);
    await page.goto("/dashboard/meetings/create");
    await page.getByLabel("Title").fill("Doomed meeting");
    await page.getByRole("button", { name: "Create meeting" }).click();
    await page
      .getByRole("button", { name: "Cancel Meeting" })
      .or(page.getByRole("link", { name: "Cancel Meeting" }))
      .click();
    await expect(page.getByText("Cancel Doomed meeting?")).toBeVisible();
    await page.getByRole("button", { name: "Cancel Meeting" }).last().click();
    await expect(page.getByText("Meeting cancelled").first()).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  });
}
