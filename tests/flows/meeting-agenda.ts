// An agenda item's editing panel and a seat's panel on the participants tab, run by both Playwright projects
// (JavaScript on and off): no panel until "Edit" or "Manage" opens one (in place with JavaScript, as ?edit= or ?seat=
// without), saving closes it, and its other forms work.
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
    await expect.poll(() => agendaTitles(page)).toEqual(["Opening"]);
  });
}

export function seatPanelFlow() {
  test("a chair manages a seat in its panel: role and vote, check-in, removal, the list's filter kept", async ({
    page,
  }) => {
    const meeting = await seedMeeting(page, { title: "Seated board meeting" });
    await page.goto(`/dashboard/meetings/${meeting.id}/participants`);
    const invite = page.getByRole("region", { name: "Invite participants" });
    await invite.getByLabel("Members", { exact: true }).selectOption({ label: "Clara Chair" });
    await invite.getByLabel("Guest email").fill("auditor@example.test");
    await invite.getByLabel("Role", { exact: true }).selectOption({ label: "Director" });
    await invite.getByRole("button", { name: "Send invitations" }).click();
    await expect(page.getByText("2 invited").first()).toBeVisible();
    const panels = page.getByRole("region", { name: /^Manage / });
    await expect(page.getByRole("list", { name: "Participants" }).getByRole("listitem")).toHaveCount(2);
    await expect(panels).toHaveCount(0);

    const clara = page.getByRole("listitem", { name: "Clara Chair" });
    await clara.getByRole("link", { name: "Manage Clara Chair" }).click();
    const claraPanel = page.getByRole("region", { name: "Manage Clara Chair" });
    await expect(claraPanel).toBeVisible();
    await expect(panels).toHaveCount(1);
    await claraPanel.getByLabel("Role of Clara Chair").selectOption({ label: "Chairperson" });
    await claraPanel.getByLabel("Votes").check();
    await claraPanel.getByRole("button", { name: "Save seat" }).click();
    await expect(page.getByText("Seat saved").first()).toBeVisible();
    await expect(clara.getByText("Chairperson", { exact: true })).toBeVisible();
    await expect(clara.getByText("Votes", { exact: true })).toBeVisible();
    await expect(panels).toHaveCount(0);

    // Opened from a filtered list, the panel's forms post back to that list.
    await page.goto(`/dashboard/meetings/${meeting.id}/participants?q=auditor`);
    const guest = page.getByRole("listitem", { name: "auditor@example.test" });
    await guest.getByRole("link", { name: "Manage auditor@example.test" }).click();
    const guestPanel = page.getByRole("region", { name: "Manage auditor@example.test" });
    await guestPanel.getByLabel("Presence of auditor@example.test").selectOption({ label: "Present" });
    await guestPanel.getByRole("button", { name: "Check in" }).click();
    await expect(page.getByText("Attendance updated").first()).toBeVisible();
    await expect(guest.getByText("Present", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\?q=auditor$/);

    // "Close" closes the panel without saving.
    await guest.getByRole("link", { name: "Manage auditor@example.test" }).click();
    await expect(guestPanel).toBeVisible();
    await guest.getByRole("link", { name: "Close auditor@example.test" }).click();
    await expect(panels).toHaveCount(0);

    await guest.getByRole("link", { name: "Manage auditor@example.test" }).click();
    await guestPanel.getByRole("button", { name: "Remove auditor@example.test" }).click();
    await expect(page.getByText("Participant removed").first()).toBeVisible();
    await expect(page.getByText("No participants found")).toBeVisible();
  });
}
