// An agenda item's editing panel, run by both Playwright projects (JavaScript on and off): no panel until "Edit"
// opens one (in place with JavaScript, as ?edit= without), saving closes it, and its outcome and delete forms work.
import { expect } from "@playwright/test";
import { test } from "../helpers/browser";
import { agendaTitles, seedMeeting } from "../helpers/meetings-browser";

export function agendaItemPanelFlow() {
  test("a chair edits an agenda item in its panel, records its outcome and deletes it", async ({ page }) => {
    const meeting = await seedMeeting(page, { title: "Panel board meeting", agenda: ["Opening", "Finance"] });
    await page.goto(`/dashboard/meetings/${meeting.id}/agenda`);
    const panels = page.getByRole("region", { name: /^Edit “/ });
    await expect(page.getByRole("heading", { name: "Finance", level: 3 })).toBeVisible();
    await expect(panels).toHaveCount(0);

    const finance = page.getByRole("article", { name: "Finance" });
    await finance.getByRole("link", { name: "Edit “Finance”" }).click();
    const financePanel = page.getByRole("region", { name: "Edit “Finance”" });
    await expect(financePanel).toBeVisible();
    await expect(panels).toHaveCount(1);
    await financePanel.getByLabel("Title").fill("Finance report");
    await financePanel.getByLabel("Estimated minutes").fill("15");
    await financePanel.getByRole("button", { name: "Save item" }).click();
    await expect(page.getByText("Agenda item saved").first()).toBeVisible();
    const report = page.getByRole("article", { name: "Finance report" });
    await expect(report.getByText("15 min planned")).toBeVisible();
    await expect(panels).toHaveCount(0);

    const reportPanel = page.getByRole("region", { name: "Edit “Finance report”" });
    await report.getByRole("link", { name: "Edit “Finance report”" }).click();
    await reportPanel.getByLabel("Outcome").fill("Accounts noted");
    await reportPanel.getByRole("button", { name: "Record outcome" }).click();
    await expect(page.getByText("Outcome recorded").first()).toBeVisible();
    await expect(report.getByText("Outcome: Accounts noted")).toBeVisible();

    // "Close" closes the panel without saving.
    await report.getByRole("link", { name: "Edit “Finance report”" }).click();
    await expect(reportPanel).toBeVisible();
    await report.getByRole("link", { name: "Close “Finance report”" }).click();
    await expect(panels).toHaveCount(0);

    await report.getByRole("link", { name: "Edit “Finance report”" }).click();
    await reportPanel.getByRole("button", { name: "Delete item" }).click();
    await expect(page.getByText("Agenda item deleted").first()).toBeVisible();
    expect(await agendaTitles(page)).toEqual(["Opening"]);
  });
}
