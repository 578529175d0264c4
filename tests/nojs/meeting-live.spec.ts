// The live page without JavaScript: raising a hand and sending a chat message are form posts to the page's action,
// which forwards them to the MeetingRoom; the page then shows the room's state as the loader read it.
import { expect } from "@playwright/test";
import { MEETING_ROOM_TEXTS } from "../../app/lib/meetings/room-limits";
import { liveTest as test } from "../helpers/live-browser";
import { LIVE_CHAIR } from "../helpers/live-meetings";

test("raise a hand and send a chat message without JavaScript", async ({ page, liveMeeting }) => {
  await page.goto(`/dashboard/meetings/${liveMeeting.meetingId}/live`);
  await expect(page.getByText("No hands raised.")).toBeVisible();

  await page.getByRole("button", { name: "Raise hand" }).click();
  await expect(page.getByRole("status").filter({ hasText: MEETING_ROOM_TEXTS.done.raise_hand })).toBeVisible();
  await expect(page.getByRole("list", { name: "Speakers' queue" })).toContainText(LIVE_CHAIR);

  await page.getByRole("textbox", { name: "Chat message" }).fill("Apologies from the treasurer.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: MEETING_ROOM_TEXTS.done.chat })).toBeVisible();
  await expect(page.getByRole("list", { name: "Chat messages" })).toContainText("Apologies from the treasurer.");

  await page.getByRole("button", { name: "Lower hand" }).click();
  await expect(page.getByText("No hands raised.")).toBeVisible();
});
