// The live meeting room with two people: the chair and a member, each in their own browser, on the live page of a
// meeting in progress. Everything each sees of the other arrives through the MeetingRoom's socket.
import { expect, type Page } from "@playwright/test";
import { MEETING_MESSAGES } from "../../app/lib/meetings/messages";
import { MEETING_ROOM_TEXTS } from "../../app/lib/meetings/room-limits";
import { expectNoSeriousAxeFindings } from "../helpers/axe";
import { meetingMember, liveTest as test } from "../helpers/live-browser";
import { LIVE_AGENDA, LIVE_CHAIR, LIVE_MEMBER, LIVE_RESOLUTION } from "../helpers/live-meetings";

// The chair's browser is in Tokyo (the member's stays in UTC): chat times show in each reader's zone.
test.use({ timezoneId: "Asia/Tokyo" });

const livePath = (meetingId: string) => `/dashboard/meetings/${meetingId}/live`;

async function openLive(page: Page, meetingId: string) {
  await page.goto(livePath(meetingId));
  await expect(page.getByTestId("connection")).toHaveText(MEETING_ROOM_TEXTS.live);
}

test("the member raises a hand, the chair gives the floor, and both see the chat", async ({
  page,
  browser,
  baseURL,
  liveMeeting,
}) => {
  await openLive(page, liveMeeting.meetingId);
  await expect(page.getByRole("heading", { name: `Live: ${liveMeeting.title}` })).toBeVisible();
  await expect(page.getByText(`1. ${LIVE_AGENDA[0]}`)).toBeVisible();

  const { context } = await meetingMember(browser, baseURL ?? "", liveMeeting);
  const member = await context.newPage();
  await openLive(member, liveMeeting.meetingId);
  await expect(page.getByRole("list", { name: "Present" })).toContainText(LIVE_MEMBER);
  await expect(member.getByRole("list", { name: "Present" })).toContainText(LIVE_CHAIR);

  await member.getByRole("button", { name: "Raise hand" }).click();
  await expect(page.getByRole("list", { name: "Speakers' queue" })).toContainText(LIVE_MEMBER);
  await expect(member.getByRole("button", { name: "Lower hand" })).toBeVisible();

  await page.getByRole("button", { name: `Give the floor to ${LIVE_MEMBER}` }).click();
  await expect(member.getByTestId("floor")).toHaveText(LIVE_MEMBER);
  await expect(page.getByTestId("floor")).toHaveText(LIVE_MEMBER);
  await expect(page.getByText("No hands raised.")).toBeVisible();

  await member.getByRole("textbox", { name: "Chat message" }).fill("I move that the budget be approved.");
  await member.getByRole("button", { name: "Send" }).click();
  for (const seen of [page, member]) {
    await expect(seen.getByRole("list", { name: "Chat messages" })).toContainText(
      "I move that the budget be approved.",
    );
  }
  await expect(member.getByRole("textbox", { name: "Chat message" })).toHaveValue("");

  // Chat times are in the reader's zone: the chair's browser reported Asia/Tokyo on its first page.
  await page.reload();
  const sentAt = page.getByRole("list", { name: "Chat messages" }).locator("time").last();
  const instant = new Date((await sentAt.getAttribute("datetime")) ?? "");
  const inTokyo = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Tokyo",
  }).format(instant);
  await expect(sentAt).toHaveText(inTokyo);
  await expect(sentAt).toHaveAttribute("title", /GMT\+9/);
  await expectNoSeriousAxeFindings(page, "the chair's live meeting page");
  await context.close();
});

test("a whole meeting: the chair starts it and moves on, the member follows live, raises a hand and votes", async ({
  page,
  browser,
  baseURL,
  liveMeeting,
}) => {
  const { meetingId } = liveMeeting.scheduled;
  const { context } = await meetingMember(browser, baseURL ?? "", liveMeeting);
  const member = await context.newPage();
  await openLive(member, meetingId);
  await expect(member.getByText(MEETING_MESSAGES.noActiveSession)).toBeVisible();
  await expect(member.getByRole("button", { name: "Raise hand" })).toHaveCount(0);

  // The chair starts the meeting from its page: the member's live page follows without a reload.
  await page.goto(`/dashboard/meetings/${meetingId}`);
  await page.getByRole("button", { name: "Start Meeting" }).click();
  await expect(page.getByText("Meeting started").first()).toBeVisible();
  await expect(member.getByText(MEETING_MESSAGES.noActiveSession)).toHaveCount(0);
  const currentItem = member.getByRole("region", { name: "Current agenda item" });
  await expect(currentItem).toContainText(`1. ${LIVE_AGENDA[0]}`);

  // The chair completes the first item, which moves the meeting to the next.
  await page.goto(`/dashboard/meetings/${meetingId}/agenda`);
  await page.getByRole("article", { name: LIVE_AGENDA[0] }).getByRole("button", { name: "Complete item" }).click();
  await expect(page.getByRole("article", { name: LIVE_AGENDA[1] })).toHaveAttribute("aria-current", "step");
  await expect(currentItem).toContainText(`2. ${LIVE_AGENDA[1]}`);

  // The member raises a hand; the chair sees it in the room.
  await member.getByRole("button", { name: "Raise hand" }).click();
  await expect(member.getByRole("button", { name: "Lower hand" })).toBeVisible();
  await openLive(page, meetingId);
  await expect(page.getByRole("list", { name: "Speakers' queue" })).toContainText(LIVE_MEMBER);

  // The chair opens the vote; the member's page lists it live and the member votes.
  await page.goto(`/dashboard/meetings/${meetingId}/resolutions`);
  await page.getByRole("button", { name: "Open voting" }).click();
  await expect(page.getByText("Turnout: 0 of 2 voted")).toBeVisible();
  const openVotes = member.getByRole("region", { name: "Open votes" });
  await expect(openVotes).toContainText(LIVE_RESOLUTION);
  await openVotes.getByRole("link", { name: "Go to resolutions to vote" }).click();
  await member.getByRole("group", { name: "Your ballot" }).getByRole("button", { name: "For" }).click();
  await expect(member.getByText("Your ballot has been cast").first()).toBeVisible();
  await openLive(member, meetingId);
  await expect(openVotes).toContainText("1 of 2 voted");

  // The chair closes the vote: both see the result.
  await page.reload();
  await page.getByRole("button", { name: "Close voting" }).click();
  await expect(page.getByText("Voting closed: Passed").first()).toBeVisible();
  await expect(page.getByRole("region", { name: `Results of ${LIVE_RESOLUTION}` })).toContainText("Result: Passed");
  await expect(openVotes).toContainText(`Last vote closed: ${LIVE_RESOLUTION}: Passed`);
  await expect(openVotes).toContainText("No vote is open.");
  await context.close();
});
