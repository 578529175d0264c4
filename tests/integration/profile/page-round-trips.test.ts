// Issue 9: the account's own pages (two-factor, profile, preferences) read with the session lookup (decision 066),
// so a repeat view makes no D1 round trip after the session's batch; counted through the D1 binding, never timed.
// The settings page's count is in tests/integration/shell/one-round-trip.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_PAGE_READS } from "../../../app/.server/auth/page-reads";
import { startTwoFactorSetup, twoFactorState } from "../../../app/.server/auth/two-factor";
import { schema } from "../../../app/.server/platform/db/client";
import { PROFILE_PAGE_READS } from "../../../app/.server/profile/page-reads";
import { loadPreferences } from "../../../app/.server/profile/preferences";
import { loadProfile, updateProfile } from "../../../app/.server/profile/profile";
import { actorContext, createUser, serviceContext } from "../../helpers/factories";
import { sessionPageRequest } from "../../helpers/session-page-request";

describe("the two-factor page", () => {
  it("reads with the session: no round trip of its own, the same state as when it reads alone", async () => {
    const user = await createUser();
    for (const setup of [false, true]) {
      if (setup) await startTwoFactorSetup(await actorContext(user));
      for (const path of ["/dashboard/settings/two-factor", "/dashboard/settings/two-factor.data"]) {
        const page = await sessionPageRequest(path, user.id);
        const prefetched = page.services.prefetchedPage(TWO_FACTOR_PAGE_READS);
        expect(prefetched).toBeDefined();
        const state = await twoFactorState(page.ctx, prefetched);
        expect([path, page.afterSession(), state.setup !== null]).toEqual([path, 0, setup]);
        expect(state).toEqual(await twoFactorState(await actorContext(user)));
      }
    }
    const settings = await sessionPageRequest("/dashboard/settings", user.id);
    expect(settings.services.prefetchedPage(TWO_FACTOR_PAGE_READS)).toBeUndefined();
    const posted = await sessionPageRequest("/dashboard/settings/two-factor", user.id, "POST");
    expect(posted.services.prefetchedPage(TWO_FACTOR_PAGE_READS)).toBeUndefined();
  });
});

describe("the profile page", () => {
  it("reads with the session: no round trip of its own, the same form as when it reads alone", async () => {
    const user = await createUser();
    await updateProfile(await actorContext(user), {
      fullName: "Counted Person",
      title: "Company secretary",
      timezone: "Europe/London",
      language: "en",
    });
    for (const path of ["/dashboard/profile", "/dashboard/profile.data"]) {
      const page = await sessionPageRequest(path, user.id);
      const prefetched = page.services.prefetchedPage(PROFILE_PAGE_READS);
      expect(prefetched).toBeDefined();
      const profile = await loadProfile(page.ctx, prefetched);
      expect([path, page.afterSession(), profile.title, profile.timezone]).toEqual([
        path,
        0,
        "Company secretary",
        "Europe/London",
      ]);
      expect(profile).toEqual(await loadProfile(await actorContext(user)));
    }
    for (const path of ["/dashboard/profile/preferences", "/dashboard/settings"]) {
      const other = await sessionPageRequest(path, user.id);
      expect([path, other.services.prefetchedPage(PROFILE_PAGE_READS)]).toEqual([path, undefined]);
    }
  });
});

describe("the preferences page", () => {
  it("takes its row from the shell's, read with the session: no round trip of its own once it exists", async () => {
    const user = await createUser();
    await serviceContext().db.delete(schema.userPreferences).where(eq(schema.userPreferences.userId, user.id));
    // A first page (no row yet): the row is created with the spec's defaults, as before.
    const first = await sessionPageRequest("/dashboard/profile/preferences", user.id);
    const created = await loadPreferences(first.ctx, user.id, first.services.prefetchedShell());
    expect(first.afterSession()).toBeGreaterThan(0);
    for (const path of ["/dashboard/profile/preferences", "/dashboard/profile/preferences.data"]) {
      const page = await sessionPageRequest(path, user.id);
      const preferences = await loadPreferences(page.ctx, user.id, page.services.prefetchedShell());
      expect([path, page.afterSession()]).toEqual([path, 0]);
      expect(preferences).toEqual(created);
      expect(preferences).toEqual(await loadPreferences(await actorContext(user), user.id));
    }
  });
});
