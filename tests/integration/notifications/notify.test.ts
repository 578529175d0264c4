// notify(): the one way to create a notification. Rows, the live count, and email per the recipient's
// preferences: at once, held by quiet hours, collected into digests by the Cron job, or not at all.
import { describe, expect, it } from "vitest";
import { runNotificationEmails } from "../../../app/.server/notifications/email-schedule";
import { notify } from "../../../app/.server/notifications/notify";
import { saveMyNotificationPreferences } from "../../../app/.server/notifications/preferences";
import { epochToZonedTime } from "../../../app/lib/meetings/zoned-time";
import { actorContext, createUser, serviceContext } from "../../helpers/factories";
import { IMMEDIATE, mailTo, notificationsOf, pendingEmailsOf, recipient, utc } from "./delivery-fixtures";

const HOUR = 60 * 60 * 1000;

const content = {
  type: "meeting",
  priority: "high",
  category: "meetings",
  title: "Board meeting moved",
  body: "Now on Thursday.",
  actionUrl: "/dashboard/meetings/m1",
  actionText: "Open meeting",
} as const;

describe("notify()", () => {
  it("writes one row per recipient and emails those who want it at once, with an unsubscribe link", async () => {
    const eager = await recipient();
    const quiet = await recipient({ emailNotifications: false });
    const { ids } = await notify(serviceContext(), { ...content, recipients: [eager.id, quiet.id, eager.id] });
    expect(ids).toHaveLength(2);
    expect((await notificationsOf(eager.id)).map((row) => row.title)).toEqual(["Board meeting moved"]);
    expect(await notificationsOf(quiet.id)).toHaveLength(1);

    const [mail] = await mailTo(eager.email);
    expect(mail.subject).toBe("Board meeting moved");
    expect(mail.textBody).toContain("Open meeting: https://boardroom.test/dashboard/meetings/m1");
    expect(mail.textBody).toMatch(/Unsubscribe: https:\/\/boardroom\.test\/notifications\/unsubscribe\/\S+/);
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/boardroom\.test\/notifications\/unsubscribe\//);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mailTo(quiet.email)).toEqual([]);
  });

  it("sends no email for a category the recipient switched off", async () => {
    const user = await recipient({ emailCategories: { ...IMMEDIATE.emailCategories, meetings: false } });
    await notify(serviceContext(), { ...content, recipients: user.id });
    expect(await notificationsOf(user.id)).toHaveLength(1);
    expect(await mailTo(user.email)).toEqual([]);
    await notify(serviceContext(), { ...content, category: "security", title: "New sign-in", recipients: user.id });
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual(["New sign-in"]);
  });

  it("applies the organisation's defaults until the user chooses (daily digest, no immediate email)", async () => {
    const user = await createUser();
    await notify(serviceContext(), { ...content, recipients: user.id });
    expect(await mailTo(user.email)).toEqual([]);
    expect((await pendingEmailsOf(user.id)).map((row) => row.mode)).toEqual(["daily"]);
  });

  it("holds immediate email inside quiet hours (recipient's zone) and sends it when they end", async () => {
    // Quiet from an hour ago to an hour from now in New York, whatever time the test runs.
    const hhmm = (offsetMs: number) => epochToZonedTime(Date.now() + offsetMs, "America/New_York").slice(11, 16);
    const quietHours = { enabled: true, start: hhmm(-HOUR), end: hhmm(HOUR) };
    const user = await recipient({ quietHours }, "America/New_York");
    const ctx = serviceContext();
    await notify(ctx, { ...content, recipients: user.id });
    expect(await mailTo(user.email)).toEqual([]);
    expect((await pendingEmailsOf(user.id)).map((row) => row.mode)).toEqual(["immediate"]);
    await runNotificationEmails(ctx, Date.now());
    expect(await mailTo(user.email)).toEqual([]);
    await runNotificationEmails(ctx, Date.now() + 2 * HOUR);
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual(["Board meeting moved"]);
    await runNotificationEmails(ctx, Date.now() + 3 * HOUR);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it("collects a daily digest, sent once per local day after 08:00 and never in quiet hours", async () => {
    const user = await recipient({
      frequency: "daily",
      quietHours: { enabled: true, start: "07:00", end: "09:00" },
    });
    const ctx = serviceContext();
    await notify(ctx, { ...content, recipients: user.id });
    await notify(ctx, { ...content, title: "Vote open: Budget", recipients: user.id });
    expect(await mailTo(user.email)).toEqual([]);
    await runNotificationEmails(ctx, utc("2026-11-26T06:00"));
    await runNotificationEmails(ctx, utc("2026-11-26T08:30"));
    expect(await mailTo(user.email)).toEqual([]);
    await Promise.all([
      runNotificationEmails(ctx, utc("2026-11-26T09:15")),
      runNotificationEmails(ctx, utc("2026-11-26T09:15")),
    ]);
    const [digest, ...others] = await mailTo(user.email);
    expect(others).toEqual([]);
    expect(digest.subject).toBe("Your daily BoardRoom digest: 2 notifications");
    expect(digest.textBody).toContain("Vote open: Budget");
    expect(digest.textBody).toContain("Board meeting moved");
    expect(await pendingEmailsOf(user.id)).toEqual([]);

    await notify(ctx, { ...content, title: "Later that day", recipients: user.id });
    await runNotificationEmails(ctx, utc("2026-11-26T18:00"));
    expect(await mailTo(user.email)).toHaveLength(1);
    await runNotificationEmails(ctx, utc("2026-11-27T09:30"));
    expect((await mailTo(user.email))[0].subject).toBe("Your daily BoardRoom digest: 1 notification");
  });

  it("sends the weekly digest from Monday 08:00 local time", async () => {
    const user = await recipient({ frequency: "weekly" }, "Europe/Paris");
    const ctx = serviceContext();
    await notify(ctx, { ...content, recipients: user.id });
    // 2026-11-29 is a Sunday; 2026-11-30 07:30 UTC is 08:30 in Paris on Monday.
    await runNotificationEmails(ctx, utc("2026-11-29T12:00"));
    await runNotificationEmails(ctx, utc("2026-11-30T06:30"));
    expect(await mailTo(user.email)).toEqual([]);
    await runNotificationEmails(ctx, utc("2026-11-30T07:30"));
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual([
      "Your weekly BoardRoom digest: 1 notification",
    ]);
  });

  it("drops an owed email when the user switches that email off before it goes", async () => {
    const user = await recipient({ frequency: "daily" });
    const ctx = serviceContext();
    await notify(ctx, { ...content, recipients: user.id });
    await saveMyNotificationPreferences(await actorContext(user), { ...IMMEDIATE, emailNotifications: false });
    await runNotificationEmails(ctx, utc("2026-11-26T10:00"));
    expect(await mailTo(user.email)).toEqual([]);
    expect(await pendingEmailsOf(user.id)).toEqual([]);
  });
});
