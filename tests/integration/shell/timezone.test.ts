// 002 §3.7: the time-zone preference comes from the browser; the shell carries it to every page.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { loadShell } from "../../../app/.server/shell/load-shell";
import { setTimezonePreference } from "../../../app/.server/shell/preferences";
import { formatDateTime } from "../../../app/lib/platform/dates";
import { dateTimeFormat, utcNumericDate, utcNumericDateTime } from "../../../app/lib/platform/intl";
import { TimezoneSchema } from "../../../app/lib/shell/schemas";
import { browserKeepsOffsets, zoneOffsets } from "../../../app/lib/shell/zone-check";
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

  it("sends the held zone's offsets now and half a year on, which a browser there matches (decision 071)", async () => {
    const january = Date.UTC(2027, 0, 10, 9, 41, 5);
    const hour = Date.UTC(2027, 0, 10, 9);
    const halfYear = hour + 182 * 24 * 60 * 60 * 1000;
    expect(zoneOffsets("Europe/London", january)).toEqual([
      [hour, 0],
      [halfYear, 60],
    ]);
    expect(zoneOffsets("Asia/Kathmandu", january).map(([, minutes]) => minutes)).toEqual([345, 345]);
    expect(zoneOffsets("America/Sao_Paulo", january).map(([, minutes]) => minutes)).toEqual([-180, -180]);
    // The Workers runtime keeps its local time in UTC, as a browser in UTC does.
    expect(browserKeepsOffsets(zoneOffsets("UTC", Date.now()))).toBe(true);
    expect(browserKeepsOffsets(zoneOffsets("Europe/London", january))).toBe(false);
    expect(browserKeepsOffsets(zoneOffsets("Asia/Tokyo", Date.now()))).toBe(false);
    expect(browserKeepsOffsets([])).toBe(false);

    const user = await createUser();
    const ctx = await actorContext(user);
    expect((await loadShell(ctx)).timezoneOffsets).toEqual([]);
    await setTimezonePreference(ctx, "Asia/Tokyo");
    const offsets = (await loadShell(ctx)).timezoneOffsets;
    expect(offsets.map(([, minutes]) => minutes)).toEqual([540, 540]);
    expect(offsets[1][0] - offsets[0][0]).toBe(182 * 24 * 60 * 60 * 1000);
  });

  it("writes UTC dates as en-GB's numeric format does, without Intl", () => {
    const numericDate = { year: "numeric", month: "numeric", day: "numeric" } as const;
    const numericDateTime = { ...numericDate, hour: "numeric", minute: "numeric", second: "numeric" } as const;
    for (const instant of [0, Date.UTC(2026, 11, 1, 21, 16, 23), Date.UTC(2027, 5, 9, 4, 5, 6), 4102444799000]) {
      expect(utcNumericDate(instant)).toBe(
        dateTimeFormat("en-GB", { ...numericDate, timeZone: "UTC" }).format(instant),
      );
      expect(utcNumericDateTime(instant)).toBe(
        dateTimeFormat("en-GB", { ...numericDateTime, timeZone: "UTC" }).format(instant),
      );
    }
  });
});
