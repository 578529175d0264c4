// The live room specs' browser side: the chair signed in with their meeting in progress, and its member.
import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { ACCOUNT_POOL_ENV, type SeededAccount } from "./account-pool";
import { sessionCookies, test } from "./browser";
import { LIVE_CHAIR, type LiveMeeting, liveMeetingsFile } from "./live-meetings";

const pool = () => process.env[ACCOUNT_POOL_ENV] ?? "";

/** The `test` of the live room's specs: signed in as a "Lara Live Chair", with the meeting that chair runs. */
export const liveTest = test.extend<{ liveMeeting: LiveMeeting }>({
  fullName: LIVE_CHAIR,
  liveMeeting: async ({ account }, use) => {
    const meetings = JSON.parse(readFileSync(liveMeetingsFile(pool()), "utf8")) as Record<string, LiveMeeting>;
    const meeting = meetings[account.email];
    if (!meeting) throw new Error(`no live meeting for ${account.email}`);
    await use(meeting);
  },
});

/** The meeting's member (a director), in a browser context of their own. */
export async function meetingMember(browser: Browser, baseURL: string, meeting: LiveMeeting, javaScript = true) {
  const accounts = JSON.parse(readFileSync(pool(), "utf8")) as SeededAccount[];
  const account = accounts.find((candidate) => candidate.email === meeting.memberEmail);
  if (!account) throw new Error(`no account ${meeting.memberEmail}`);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  await context.addCookies(sessionCookies(account, baseURL));
  return { account, context };
}
