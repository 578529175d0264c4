// The audit viewer's filters and CSV (formula cells escaped), the indexes its queries use, failed sign-ins from
// security events, the profile's checks (photo type and size), preferences defaults, and feedback stored.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { csvCell, exportAuditLogCsv, failedSignIns, queryAuditLog } from "../../../app/.server/admin/security";
import { listFeedback, submitFeedback } from "../../../app/.server/feedback/feedback";
import { recordAudit } from "../../../app/.server/platform/audit";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { loadPreferences, savePreferences } from "../../../app/.server/profile/preferences";
import { loadProfile, readAvatar, updateProfile, uploadAvatar } from "../../../app/.server/profile/profile";
import { type AuditQuery, AuditQuerySchema } from "../../../app/lib/admin/schemas";
import { FEEDBACK_MESSAGES } from "../../../app/lib/feedback/constants";
import { PROFILE_MESSAGES } from "../../../app/lib/profile/constants";
import { PreferencesSchema, ProfileSchema } from "../../../app/lib/profile/schemas";
import { actorContext, addMember, createOrganization, createUser, serviceContext } from "../../helpers/factories";
import { PNG_BYTES, SVG_SCRIPT_BYTES } from "../../helpers/files";

const query = (filters: Partial<Record<keyof AuditQuery, string>>) => AuditQuerySchema.parse(filters);

async function refusal(run: () => Promise<unknown>): Promise<ServiceError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("audit log viewer", () => {
  it("filters by organisation, actor, action, risk and dates, and exports CSV with formula cells escaped", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const actor = await createUser({ email: `auditor-${crypto.randomUUID().slice(0, 6)}@example.test` });
    const org = await createOrganization();
    const actorCtx = await actorContext(actor);
    await recordAudit(actorCtx, {
      userId: actor.id,
      organizationId: org.id,
      action: "member.removed",
      entityType: "member",
      entityId: '=HYPERLINK("http://evil")',
    });
    await recordAudit(actorCtx, {
      userId: actor.id,
      organizationId: org.id,
      action: "committee.created",
      entityType: "committee",
    });

    const byOrg = await queryAuditLog(admin, query({ organizationId: org.id }));
    expect(byOrg.total).toBe(2);
    const high = await queryAuditLog(admin, query({ organizationId: org.id, risk: "high" }));
    expect(high.entries.map((entry) => entry.action)).toEqual(["member.removed"]);
    const byEmail = await queryAuditLog(admin, query({ actor: actor.email, action: "committee.created" }));
    expect(byEmail.entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["committee.created", actor.email],
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await queryAuditLog(admin, query({ organizationId: org.id, from: tomorrow }))).total).toBe(0);
    expect(AuditQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-01" }).success).toBe(false);
    expect(AuditQuerySchema.safeParse({ from: "yesterday" }).success).toBe(false);

    const csv = await exportAuditLogCsv(admin, query({ organizationId: org.id }));
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("time (UTC)");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("plain")).toBe("plain");
  });

  it("reads the audit log and users through their indexes, without scanning", async () => {
    const statements = [
      ["select * from audit_logs where risk_level = ? order by created_at desc limit 25", ["high"]],
      ["select * from audit_logs where action = ? order by created_at desc limit 25", ["member.removed"]],
      ["select * from audit_logs order by created_at desc limit 25", []],
      ["select * from users order by created_at desc limit 25", []],
      ["select * from sessions where expires_at > ? order by last_seen_at desc limit 25", [0]],
      ["select * from sign_in_attempts where locked_until > ? order by locked_until desc", [0]],
      ["select * from feedback order by created_at desc limit 10", []],
    ] as const;
    for (const [statement, params] of statements) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail);
      expect({ statement, details }).toEqual({
        statement,
        details: expect.arrayContaining([expect.stringMatching(/INDEX/)]),
      });
      expect(details.filter((line) => /^SCAN \w+$/.test(line) || line.includes("TEMP B-TREE FOR ORDER BY"))).toEqual(
        [],
      );
    }
  });
});

describe("failed sign-ins", () => {
  it("are grouped by account and by address from security events", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const email = `target-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const ctx = serviceContext();
    await ctx.db
      .insert(schema.securityEvents)
      .values(
        [1, 2, 3].map(() => ({ id: crypto.randomUUID(), email, kind: "sign_in_failed" as const, ipAddress: ip })),
      );
    const failed = await failedSignIns(admin);
    expect(failed.byAccount.find((row) => row.email === email)?.attempts).toBe(3);
    expect(failed.byAddress.find((row) => row.ipAddress === ip)?.attempts).toBeGreaterThanOrEqual(3);
  });
});

describe("profile", () => {
  it("saves name, title, time zone and language, and refuses an unknown zone", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    await updateProfile(
      ctx,
      ProfileSchema.parse({ fullName: "Grace Hopper", title: "Chair", timezone: "Europe/Lisbon", language: "en" }),
    );
    expect(await loadProfile(ctx)).toMatchObject({
      fullName: "Grace Hopper",
      title: "Chair",
      timezone: "Europe/Lisbon",
    });
    const bad = ProfileSchema.safeParse({ fullName: "G", timezone: "Mars/Olympus", language: "en" });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(PROFILE_MESSAGES.timezoneUnknown);
  });

  it("takes a photo by its bytes (not SVG, at most 5 MB), shown only to people who share an organisation", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    const svg = await refusal(() => uploadAvatar(ctx, new File([SVG_SCRIPT_BYTES], "me.png", { type: "image/png" })));
    expect(svg.fieldErrors?.avatar).toEqual([PROFILE_MESSAGES.avatarSvg]);
    const huge = new File([PNG_BYTES, new Uint8Array(5 * 1024 * 1024)], "me.png", { type: "image/png" });
    expect((await refusal(() => uploadAvatar(ctx, huge))).fieldErrors?.avatar).toEqual([
      PROFILE_MESSAGES.avatarTooLarge,
    ]);

    await uploadAvatar(ctx, new File([PNG_BYTES], "me.png", { type: "image/png" }));
    const profile = await loadProfile(ctx);
    expect(profile.avatarUrl).toMatch(new RegExp(`^/resources/avatar/${user.id}\\?v=\\d+$`));
    expect((await readAvatar(ctx, user.id)).size).toBe(PNG_BYTES.byteLength);

    const colleague = await createUser();
    const stranger = await createUser();
    const org = await createOrganization();
    await addMember(org.id, user.id, "member");
    await addMember(org.id, colleague.id, "viewer");
    expect((await readAvatar(await actorContext(colleague), user.id)).size).toBe(PNG_BYTES.byteLength);
    const strangerCtx = await actorContext(stranger);
    expect((await refusal(() => readAvatar(strangerCtx, user.id))).status).toBe(404);
  });
});

describe("preferences", () => {
  it("start at the spec's defaults and keep what the form saves", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    const defaults = await loadPreferences(ctx, user.id);
    expect(defaults).toMatchObject({ theme: "system", autoSave: true, defaultView: "grid" });
    expect(defaults.features.document).toEqual({ autoSaveAnnotations: true, cacheStrategy: "auto", maxCacheSize: 500 });
    expect(defaults.features.meeting).toEqual({
      defaultDuration: 60,
      autoRecord: false,
      muteOnJoin: true,
      cameraOnJoin: false,
    });
    expect(defaults.features.compliance).toMatchObject({
      defaultReminderDays: [30, 14, 7, 3, 1],
      notificationFrequency: "daily",
    });

    const form = {
      theme: "dark",
      defaultView: "list",
      cacheStrategy: "minimal",
      maxCacheSize: "200",
      defaultDuration: "90",
      defaultReminderDays: "7",
      complianceFrequency: "weekly",
      dashboardWidgets: ["alerts"],
      muteOnJoin: "on",
    };
    await savePreferences(ctx, PreferencesSchema.parse(form));
    const saved = await loadPreferences(ctx, user.id);
    expect(saved).toMatchObject({ theme: "dark", autoSave: false, defaultView: "list" });
    expect(saved.features.meeting).toMatchObject({
      defaultDuration: 90,
      cameraOnJoin: false,
    });
    expect(saved.features.compliance.dashboardWidgets).toEqual(["alerts"]);
    expect(PreferencesSchema.safeParse({ ...form, defaultReminderDays: "soon" }).success).toBe(false);
    expect(PreferencesSchema.safeParse({ ...form, defaultDuration: "5" }).success).toBe(false);
  });
});

describe("feedback", () => {
  it("is stored with its page and screenshot, refused for a non-image, listed for admins", async () => {
    const user = await createUser();
    const ctx = await actorContext(user);
    const screenshot = new File([PNG_BYTES], "shot.png", { type: "image/png" });
    const message = `The agenda jumps ${crypto.randomUUID()}`;
    const { id } = await submitFeedback(ctx, { category: "bug", message, from: "/dashboard/meetings", screenshot });
    const row = await serviceContext().db.select().from(schema.feedback).where(eq(schema.feedback.id, id)).get();
    expect(row).toMatchObject({ userId: user.id, category: "bug", message, pagePath: "/dashboard/meetings" });
    expect(await env.FILES.get(row!.screenshotKey!)).not.toBeNull();

    const html = new File(["<html>"], "shot.png", { type: "image/png" });
    const refused = await refusal(() =>
      submitFeedback(ctx, { category: "bug", message: "x", from: undefined, screenshot: html }),
    );
    expect(refused.fieldErrors?.screenshot).toEqual([FEEDBACK_MESSAGES.screenshotInvalid]);

    const admin = await actorContext(await createUser({ role: "admin" }));
    const listed = await listFeedback(admin, { page: 1, limit: 50 });
    expect(listed.feedback.find((item) => item.id === id)).toMatchObject({ message, hasScreenshot: true });
    expect((await refusal(() => listFeedback(ctx, { page: 1, limit: 10 }))).status).toBe(404);
  });
});
