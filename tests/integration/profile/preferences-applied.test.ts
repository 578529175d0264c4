// The preferences that features read (issue 13: "used by the features that read them"): the default view of the
// meetings and documents lists, and a new meeting's length and recording.
import { describe, expect, it } from "vitest";
import { loadDocumentsPage } from "../../../app/.server/assets/documents-page";
import { VIEW_PREFERENCES_COOKIE } from "../../../app/.server/assets/view-preferences";
import { preferredListView, savePreferences } from "../../../app/.server/profile/preferences";
import { getPreferences } from "../../../app/.server/shell/preferences";
import { newMeetingFormValues } from "../../../app/lib/meetings/form-values";
import { zonedTimeToEpoch } from "../../../app/lib/meetings/zoned-time";
import { PreferencesSchema, readFeaturePreferences } from "../../../app/lib/profile/schemas";
import { actorContext, createMemberWithRole, TEST_ORIGIN } from "../../helpers/factories";

const FORM = {
  theme: "system",
  defaultView: "grid",
  cacheStrategy: "auto",
  maxCacheSize: "500",
  defaultDuration: "60",
  defaultReminderDays: "7",
  complianceFrequency: "daily",
};

describe("preferences applied", () => {
  it("the default view opens the documents list, until a view is picked there", async () => {
    const { user, org } = await createMemberWithRole("member");
    const ctx = await actorContext(user);
    const page = (cookie?: string) =>
      loadDocumentsPage(
        ctx,
        new Request(`${TEST_ORIGIN}/dashboard/assets?org=${org.slug}`, { headers: cookie ? { Cookie: cookie } : {} }),
        "assets",
      );
    expect(await preferredListView(ctx)).toBe("grid");
    expect((await page()).preference.view).toBe("card");

    await savePreferences(ctx, PreferencesSchema.parse({ ...FORM, defaultView: "list" }));
    expect(await preferredListView(ctx)).toBe("list");
    expect((await page()).preference.view).toBe("list");
    // A view picked on the list itself is kept for that list and wins over the account's default.
    const kept = encodeURIComponent(
      JSON.stringify({ assets: { view: "details", sortField: "updated_at", sortOrder: "desc" } }),
    );
    expect((await page(`${VIEW_PREFERENCES_COOKIE}=${kept}`)).preference.view).toBe("details");
  });

  it("a new meeting lasts the preferred length and is recorded when asked", async () => {
    const { user } = await createMemberWithRole("member");
    const ctx = await actorContext(user);
    await savePreferences(ctx, PreferencesSchema.parse({ ...FORM, defaultDuration: "90", autoRecord: "on" }));
    const { meeting } = readFeaturePreferences((await getPreferences(ctx, user.id)).featurePreferences);
    const values = newMeetingFormValues("Europe/Lisbon", user.id, meeting);
    const start = zonedTimeToEpoch(values.scheduledStart, "Europe/Lisbon")!;
    const end = zonedTimeToEpoch(values.scheduledEnd, "Europe/Lisbon")!;
    expect((end - start) / 60_000).toBe(90);
    expect(values.isRecorded).toBe("on");
    // Without preferences: the spec's hour, not recorded.
    const plain = newMeetingFormValues("Europe/Lisbon", user.id);
    expect(
      (zonedTimeToEpoch(plain.scheduledEnd, "Europe/Lisbon")! -
        zonedTimeToEpoch(plain.scheduledStart, "Europe/Lisbon")!) /
        60_000,
    ).toBe(60);
    expect(plain.isRecorded).toBeUndefined();
  });
});
