// Written resolutions from the browser, run by both Playwright projects (JavaScript on and off): an owner puts a
// resolution to the members, opens voting, casts a ballot, closes and reads the results.
import { expect } from "@playwright/test";
import { test } from "../helpers/browser";
import { createOrganization } from "../helpers/browser-organizations";

export function meetingVoteFlows() {
  test.describe(() => {
    test.use({ fullName: "Real Director" });
    test("an owner opens a written resolution, votes, closes it and sees the result", async ({ page }) => {
      await createOrganization(page, `Votes Board ${Date.now().toString(36)}`);
      await page.goto("/dashboard/resolutions");
      await expect(page.getByText("No written resolutions yet")).toBeVisible();
      await page.getByLabel("Title").fill("Approve the 2027 budget");
      await page.getByLabel("Resolution text").fill("That the board approves the budget as circulated.");
      await page.getByLabel("Deadline").fill("2030-01-15T17:00");
      await page.getByRole("button", { name: "Create resolution" }).click();
      await expect(page.getByRole("heading", { name: "Approve the 2027 budget", level: 1 })).toBeVisible();
      await expect(page.getByTestId("vote-status")).toHaveText("Draft");

      await page.getByRole("button", { name: "Open voting" }).click();
      await expect(page.getByText("Voting is open").first()).toBeVisible();
      await expect(page.getByText("Turnout: 0 of 1 voted")).toBeVisible();
      const ballot = page.getByRole("group", { name: "Your ballot" });
      await ballot.getByRole("button", { name: "For" }).click();
      await expect(page.getByText("Your ballot has been cast").first()).toBeVisible();
      await expect(page.getByText("Turnout: 1 of 1 voted (Real Director)")).toBeVisible();
      await expect(page.getByRole("group", { name: "Your ballot" })).toHaveCount(0);

      await page.getByRole("button", { name: "Close voting" }).click();
      await expect(page.getByText("Voting closed: Passed").first()).toBeVisible();
      const results = page.getByRole("region", { name: "Results of Approve the 2027 budget" });
      await expect(results.getByText("Result: Passed")).toBeVisible();
      await expect(results.getByText("1 (100%)")).toBeVisible();
      await expect(results.getByText("Real Director: for")).toBeVisible();

      await page.goto("/dashboard/resolutions");
      await expect(page.getByRole("listitem").filter({ hasText: "Approve the 2027 budget" })).toContainText("Passed");
    });
  });
}
