// 002 §3.7: the time-zone preference comes from the browser; the shell carries it to every page.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { loadShell } from "../../../app/.server/shell/load-shell";
import { setTimezonePreference } from "../../../app/.server/shell/preferences";
import { formatDateTime } from "../../../app/lib/platform/dates";
import { TimezoneSchema } from "../../../app/lib/shell/schemas";
import { actorContext, createUser, serviceContext } from "../../helpers/factories";

describe("time zone preference", () => {
  it("accepts IANA zone names only", () => {
    expect(TimezoneSchema.safeParse({ timezone: "Asia/Tokyo" }).success).toBe(true);
    for (const timezone of ["Mars/Olympus_Mons", "", "x".repeat(65), "<script>"])
      expect(TimezoneSchema.safeParse({ timezone }).success).toBe(false);
  });

  it("is null until reported, then carried by the shell; a repeat writes no second audit entry", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    expect((await loadShell(ctx)).timezone).toBeNull();
    await setTimezonePreference(ctx, "Asia/Tokyo");
    await setTimezonePreference(ctx, "Asia/Tokyo");
    expect((await loadShell(ctx)).timezone).toBe("Asia/Tokyo");
    const audits = await serviceContext()
      .db.select({ changes: schema.auditLogs.changes })
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.userId, user.id), eq(schema.auditLogs.action, "preferences.timezone_changed")))
      .all();
    expect(audits).toEqual([{ changes: { from: null, to: "Asia/Tokyo" } }]);
  });

  it("formats dates in the reader's zone, named, and in UTC when none is known", () => {
    const instant = Date.UTC(2026, 10, 26, 8, 2);
    expect(formatDateTime(instant, "Asia/Tokyo")).toBe("26 Nov 2026, 17:02 GMT+9");
    expect(formatDateTime(instant, null)).toBe("26 Nov 2026, 08:02 UTC");
  });
});
