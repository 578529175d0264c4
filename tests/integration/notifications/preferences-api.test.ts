// GET and PUT /api/notifications/preferences (002 §7.2): the caller's own choices, the organisation's defaults
// until they choose, validation as a 400 with the field named, and unsubscribe links by signed token.

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryProfile } from "../../../app/.server/notifications/preferences";
import { unsubscribeToken } from "../../../app/.server/notifications/unsubscribe";
import { unsubscribeByToken } from "../../../app/.server/notifications/unsubscribe-page";
import { schema } from "../../../app/.server/platform/db/client";
import {
  bearerHeaders,
  callWorker,
  createOrganization,
  createUser,
  jsonHeaders,
  serviceContext,
} from "../../helpers/factories";
import { recipient } from "./delivery-fixtures";

const put = async (userId: string, body: unknown) =>
  callWorker("/api/notifications/preferences", {
    method: "PUT",
    headers: await jsonHeaders(userId),
    body: JSON.stringify(body),
  });

describe("notification preferences API", () => {
  it("answers the organisation's defaults until the user chooses, then their own", async () => {
    const user = await createUser();
    const organization = await createOrganization({ ownerId: user.id });
    const ctx = serviceContext();
    await ctx.db.insert(schema.organizationSettings).values({
      organizationId: organization.id,
      notificationSettings: {
        notificationFrequency: "weekly",
        quietHours: { enabled: true, startTime: "21:00", endTime: "07:30" },
        meetingReminders: false,
      },
    });
    await ctx.db
      .update(schema.userPreferences)
      .set({ currentOrganizationId: organization.id })
      .where(eq(schema.userPreferences.userId, user.id));

    const first = await callWorker("/api/notifications/preferences", { headers: await bearerHeaders(user) });
    expect(first.status).toBe(200);
    const { preferences } = (await first.json()) as { preferences: Record<string, unknown> };
    expect(preferences).toMatchObject({
      email_notifications: true,
      notification_frequency: "weekly",
      quiet_hours: { enabled: true, start_time: "21:00", end_time: "07:30" },
      reminder_minutes: [],
      uses_organization_defaults: true,
    });
    expect(preferences.email_categories).toMatchObject({ security: true, system: false });

    const saved = await put(user.id, {
      notification_frequency: "daily",
      reminder_minutes: [5, 60, 15, 5],
      email_categories: { system: true },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { preferences: unknown }).preferences).toMatchObject({
      notification_frequency: "daily",
      quiet_hours: { enabled: true, start_time: "21:00", end_time: "07:30" },
      reminder_minutes: [60, 15, 5],
      email_categories: { system: true, security: true },
      uses_organization_defaults: false,
    });
    const [entry] = await ctx.db
      .select()
      .from(schema.auditLogs)
      .where(eq(schema.auditLogs.action, "preferences.notifications_changed"))
      .all()
      .then((rows) => rows.filter((row) => row.userId === user.id));
    expect(entry).toBeTruthy();
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const user = await recipient();
    for (const [body, field] of [
      [{ notification_frequency: "hourly" }, "notification_frequency"],
      [{ quiet_hours: { enabled: true, start_time: "25:00", end_time: "07:00" } }, "quiet_hours.start_time"],
      [{ reminder_minutes: [0] }, "reminder_minutes.0"],
      [{ reminder_minutes: [5000] }, "reminder_minutes.0"],
      [{ email_categories: { marketing: true } }, "email_categories.marketing"],
      [{ unknown_field: true }, "_"],
    ] as const) {
      const response = await put(user.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(Object.keys(answer.fieldErrors).join(","), JSON.stringify(body)).toContain(field === "_" ? "" : field);
    }
    const notJson = await callWorker("/api/notifications/preferences", {
      method: "PUT",
      headers: await jsonHeaders(user.id),
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect((await deliveryProfile(serviceContext(), user.id))?.preferences.frequency).toBe("real_time");
    expect((await callWorker("/api/notifications/preferences")).status).toBe(401);
  });

  it("unsubscribes one category by a signed token, and refuses forged or altered tokens", async () => {
    const user = await recipient();
    const other = await recipient();
    const ctx = serviceContext();
    const token = await unsubscribeToken(ctx.config, user.id, "meetings");
    const forgedForOther = token.replace(user.id, other.id);
    const otherCategory = token.replace(".meetings.", ".security.");
    for (const bad of [forgedForOther, otherCategory, `${token}x`, "nonsense", ""]) {
      expect(await unsubscribeByToken(ctx, bad)).toBeNull();
    }
    expect((await deliveryProfile(ctx, other.id))?.preferences.emailCategories.meetings).toBe(true);

    const target = await unsubscribeByToken(ctx, token);
    expect(target?.category).toBe("meetings");
    const after = await deliveryProfile(ctx, user.id);
    expect(after?.preferences.emailCategories).toMatchObject({ meetings: false, security: true });
    expect(after?.preferences.frequency).toBe("real_time");
  });

  it("lets a mail client's one-click POST through without a session or Origin (RFC 8058)", async () => {
    const user = await recipient();
    const token = await unsubscribeToken(serviceContext().config, user.id, "documents");
    // The test Worker has no Remix pages (a JSON 404), but the CSRF check must not refuse it first.
    const oneClick = await callWorker(`/notifications/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).not.toBe(403);
    const elsewhere = await callWorker("/dashboard/notifications/preferences", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "frequency=daily",
    });
    expect(elsewhere.status).toBe(403);
  });
});
