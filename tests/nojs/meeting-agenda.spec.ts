// Without JavaScript: reorder the agenda with the Up/Down buttons, answer the RSVP on the page, and answer from the
// invitation email's link in /dev/mailbox (which confirms with a POST form).
import { expect } from "@playwright/test";
import { agendaItemPanelFlow, seatPanelFlow } from "../flows/meeting-agenda";
import { test } from "../helpers/browser";
import { agendaTitles, seedMeeting } from "../helpers/meetings-browser";

test.use({ fullName: "Clara Chair" });

agendaItemPanelFlow();
seatPanelFlow();

test("the agenda reorders with Up and Down buttons", async ({ page }) => {
  const meeting = await seedMeeting(page, { title: "Quiet board meeting", agenda: ["Opening", "Finance", "Close"] });
  await page.goto(`/dashboard/meetings/${meeting.id}/agenda`);
  expect(await agendaTitles(page)).toEqual(["Opening", "Finance", "Close"]);
  await page.getByRole("group", { name: "Move Close" }).getByRole("button", { name: "Up" }).click();
  await expect(page.getByText("Agenda reordered").first()).toBeVisible();
  await expect.poll(() => agendaTitles(page)).toEqual(["Opening", "Close", "Finance"]);
  // The second answer brings the same "Agenda reordered" as the first: wait for the new order itself (reading the
  // list while the page was still loading found none, once in CI).
  await page.getByRole("group", { name: "Move Opening" }).getByRole("button", { name: "Down" }).click();
  await expect.poll(() => agendaTitles(page)).toEqual(["Close", "Opening", "Finance"]);
  await expect(page.getByRole("group", { name: "Move Close" }).getByRole("button", { name: "Up" })).toBeDisabled();
});

test("a participant answers the RSVP on the page and from the invitation email", async ({ page, account }) => {
  const meeting = await seedMeeting(page, { title: "Annual review" });
  await page.goto(`/dashboard/meetings/${meeting.id}/participants`);
  await expect(page.getByText("No participants found")).toBeVisible();

  // The organiser seats themselves (a member of the organisation) and a guest.
  const invite = page.getByRole("region", { name: "Invite participants" });
  await invite.getByLabel("Members", { exact: true }).selectOption({ label: "Clara Chair" });
  await invite.getByLabel("Guest email").fill("auditor@example.test");
  await invite.getByLabel("Role", { exact: true }).selectOption({ label: "Director" });
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("2 invited").first()).toBeVisible();
  const seats = page.getByRole("list", { name: "Participants" });
  await expect(seats.getByRole("listitem")).toHaveCount(2);

  // On the page.
  const mine = page.getByRole("region", { name: "Your attendance" });
  await mine.getByRole("button", { name: "Tentative" }).click();
  await expect(page.getByText("Your answer is recorded: Tentative").first()).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Clara Chair" }).getByText("RSVP: Tentative")).toBeVisible();

  // From the email: opening the link changes nothing until the answer is confirmed.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  const email = page.getByRole("article", { name: "Invitation: Annual review" }).first();
  await expect(email.getByText("Attached: invite.ics")).toBeVisible();
  const accept = await email.getByRole("link", { name: "Accept" }).getAttribute("href");
  if (!accept) throw new Error("no Accept link in the invitation");
  await page.goto(accept);
  await expect(page.getByText("Your answer so far: Tentative")).toBeVisible();
  await page.getByRole("button", { name: "Confirm: Accept" }).click();
  await expect(page.getByText("Your answer is recorded: Accepted")).toBeVisible();
  await page.goto(`/dashboard/meetings/${meeting.id}/participants?rsvp=accepted`);
  await expect(page.getByRole("listitem", { name: "Clara Chair" }).getByText("RSVP: Accepted")).toBeVisible();
  await expect(page.getByText("Attendance rate").locator("..").getByText("50%")).toBeVisible();

  // A wrong token is refused.
  await page.goto("/meetings/rsvp?token=not-a-token&answer=accepted");
  await expect(page.getByText("This RSVP link is no longer valid")).toBeVisible();
});
