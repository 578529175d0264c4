// A demo visitor's people (decision 021) have synthetic addresses: they see their notifications in the app, but
// no email is sent to them or owed for a digest, whatever their preferences say.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runNotificationEmails } from "../../../app/.server/notifications/email-schedule";
import { notify } from "../../../app/.server/notifications/notify";
import { schema } from "../../../app/.server/platform/db/client";
import { serviceContext } from "../../helpers/factories";
import { mailTo, notificationsOf, pendingEmailsOf, recipient } from "./delivery-fixtures";

const content = {
  type: "alert",
  priority: "high",
  category: "security",
  title: "New sign-in to your account",
} as const;

describe("demo recipients", () => {
  it("get the notification in the app and no email, at once or in a digest", async () => {
    const real = await recipient();
    const demo = await recipient();
    const daily = await recipient({ frequency: "daily" });
    const ctx = serviceContext();
    await ctx.db.update(schema.users).set({ isDemo: true }).where(eq(schema.users.id, demo.id));
    await ctx.db.update(schema.users).set({ isDemo: true }).where(eq(schema.users.id, daily.id));
    await notify(ctx, { ...content, recipients: [real.id, demo.id, daily.id] });
    for (const user of [real, demo, daily]) expect(await notificationsOf(user.id)).toHaveLength(1);
    expect((await mailTo(real.email)).map((mail) => mail.subject)).toEqual([content.title]);
    expect(await mailTo(demo.email)).toEqual([]);
    expect(await pendingEmailsOf(daily.id)).toEqual([]);
    await runNotificationEmails(ctx, Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(await mailTo(daily.email)).toEqual([]);
  });
});
