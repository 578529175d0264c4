// The live meeting room with two people: the chair and a member, each in their own browser, on the live page of a
// meeting in progress. Everything each sees of the other arrives through the MeetingRoom's socket.
import { expect, type Page } from "@playwright/test";
import { MEETING_ROOM_TEXTS } from "../../app/lib/meetings/room-limits";
import { expectNoSeriousAxeFindings } from "../helpers/axe";
import { meetingMember, liveTest as test } from "../helpers/live-browser";
import { LIVE_AGENDA, LIVE_CHAIR, LIVE_MEMBER } from "../helpers/live-meetings";

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
  await expectNoSeriousAxeFindings(page, "the chair's live meeting page");
  await context.close();
});
