// A meeting from start to approved minutes, run by both Playwright projects (JavaScript on and off): the chair seats
// themselves, starts the meeting, puts a resolution on an agenda item to the vote, casts a ballot, closes the vote,
// ends the meeting, starts the minutes from the agenda (the result is in them) and approves them with a signature.
import { expect } from "@playwright/test";
import { MEETING_MESSAGES } from "../../app/lib/meetings/messages";
import { VOTE_MESSAGES } from "../../app/lib/meetings/vote-messages";
import { DEFAULT_FULL_NAME } from "../helpers/account-pool";
import { test } from "../helpers/browser";
import { seedMeeting } from "../helpers/meetings-browser";

const RESOLUTION = "Approve the 2027 budget";

export function meetingVoteAndMinutesFlow() {
  test("a chair runs a meeting's vote, ends the meeting and approves its minutes", async ({ page }) => {
    // A whole meeting across five tabs: more page loads than most tests.
    test.slow();
    const meeting = await seedMeeting(page, { title: "Budget meeting", agenda: ["Opening", "The budget"] });
    const tab = (name: string) => `/dashboard/meetings/${meeting.id}${name ? `/${name}` : ""}`;

    await page.goto(tab("participants"));
    const invite = page.getByRole("region", { name: "Invite participants" });
    await invite.getByLabel("Members", { exact: true }).selectOption({ label: DEFAULT_FULL_NAME });
    await invite.getByLabel("Role", { exact: true }).selectOption({ label: "Director" });
    await invite.getByLabel("Voting-eligible (members only)").check();
    await invite.getByRole("button", { name: "Send invitations" }).click();
    await expect(page.getByText("1 invited").first()).toBeVisible();

    await page.goto(tab(""));
    await page.getByRole("button", { name: "Start Meeting" }).click();
    await expect(page.getByText("Meeting started").first()).toBeVisible();

    // The resolution, on the budget's item: opened, voted, closed.
    await page.goto(tab("resolutions"));
    await expect(page.getByText(VOTE_MESSAGES.listEmpty)).toBeVisible();
    await page.getByLabel("Title").fill(RESOLUTION);
    await page.getByLabel("Resolution text").fill("That the board approves the budget as circulated.");
    await page.getByLabel("Agenda item").selectOption({ label: "The budget" });
    await page.getByRole("button", { name: "Create resolution" }).click();
    const card = page.getByRole("article", { name: RESOLUTION });
    await expect(card.getByText("On: The budget")).toBeVisible();
    await card.getByRole("button", { name: "Open voting" }).click();
    await expect(card.getByText("Turnout: 0 of 1 voted")).toBeVisible();
    await card.getByRole("group", { name: "Your ballot" }).getByRole("button", { name: "For" }).click();
    await expect(page.getByText("Your ballot has been cast").first()).toBeVisible();
    await expect(card.getByText(`Turnout: 1 of 1 voted (${DEFAULT_FULL_NAME})`)).toBeVisible();
    await expect(card.getByRole("group", { name: "Your ballot" })).toHaveCount(0);
    await card.getByRole("button", { name: "Close voting" }).click();
    await expect(page.getByText("Voting closed: Passed").first()).toBeVisible();
    await expect(card.getByRole("region", { name: `Results of ${RESOLUTION}` })).toContainText("Result: Passed");

    await page.goto(tab(""));
    await page.getByRole("button", { name: "End Meeting" }).click();
    await expect(page.getByText("Meeting ended").first()).toBeVisible();

    // The minutes start from the agenda with the vote's result, then are approved and signed.
    await page.goto(tab("minutes"));
    await expect(page.getByText(MEETING_MESSAGES.noMinutes)).toBeVisible();
    await page.getByRole("button", { name: "Start from the agenda" }).click();
    await expect(page.getByText("Minutes started from the agenda").first()).toBeVisible();
    await expect(page.getByTestId("minutes-status")).toHaveText("Draft");
    await page.getByRole("button", { name: "Approve minutes" }).click();
    await expect(page.getByText("Minutes approved and signed").first()).toBeVisible();
    await expect(page.getByTestId("minutes-status")).toHaveText("Approved");
    await expect(page.getByRole("article").filter({ hasText: RESOLUTION })).toContainText(`${RESOLUTION}: Passed`);
    const signatures = page.getByRole("region", { name: "Signatures" });
    await expect(signatures.getByRole("listitem")).toHaveCount(1);
    await expect(signatures).toContainText(`${DEFAULT_FULL_NAME} signed`);
    await expect(signatures).toContainText(/SHA-256 [0-9a-f]{64}/);
    await expect(page.getByRole("button", { name: "Approve minutes" })).toHaveCount(0);
  });
}
