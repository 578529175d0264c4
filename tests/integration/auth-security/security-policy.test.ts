// The organisations' security policy (issue 13): two-factor required, allowed network ranges, the idle timeout,
// the password rules and expiry; and the account's sessions and security events.

import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { loadAccountSettings } from "../../../app/.server/auth/account-settings";
import { changePassword, revokeSession, signIn } from "../../../app/.server/auth/accounts";
import { completeNewPasswordStep } from "../../../app/.server/auth/sign-in-steps";
import { confirmTwoFactorSetup, startTwoFactorSetup, twoFactorState } from "../../../app/.server/auth/two-factor";
import { schema } from "../../../app/.server/platform/db/client";
import { createRequestServices } from "../../../app/.server/platform/request-context";
import { normalizeIpRange } from "../../../app/lib/auth/ip-ranges";
import { ComplianceSettingsSchema } from "../../../app/lib/organizations/schemas";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../../app/lib/organizations/settings";
import {
  actorContext,
  callWorker,
  createMemberWithRole,
  createUser,
  serviceContext,
  signedInHeaders,
  TEST_ORIGIN,
} from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

async function setCompliance(organizationId: string, changes: Record<string, unknown>) {
  const ctx = serviceContext();
  const compliance = { ...DEFAULT_COMPLIANCE_SETTINGS, ...changes };
  const existing = await ctx.db
    .select()
    .from(schema.organizationSettings)
    .where(eq(schema.organizationSettings.organizationId, organizationId))
    .get();
  if (existing)
    await ctx.db
      .update(schema.organizationSettings)
      .set({ complianceSettings: compliance })
      .where(eq(schema.organizationSettings.organizationId, organizationId));
  else await ctx.db.insert(schema.organizationSettings).values({ organizationId, complianceSettings: compliance });
}

/**
 * A request as the session lookup resolves it: "signed out", the organisations holding the actor back here (their
 * guards refuse: tests/integration/access/org-policy-access.test.ts), or "open". (The page guard module imports
 * Remix, which workerd's test pool can't load.)
 */
async function openPage(cookie: string, path: string, ip = "198.18.200.1"): Promise<string> {
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: cookie, "CF-Connecting-IP": ip } });
  const resolved = await createRequestServices(request, env).getActor();
  if (!resolved) return "signed out";
  const holds = resolved.actor.holds ?? [];
  return holds.length ? `held back by ${holds.map((hold) => hold.name).join(", ")}` : "open";
}

const sessionCookie = async (userId: string) => (await signedInHeaders(userId)).get("Cookie")!;

describe("an organisation that requires two-factor sign-in", () => {
  it("holds its data back until the member sets it up; the account's own endpoints stay open", async () => {
    const { user, org } = await createMemberWithRole("member");
    await setCompliance(org.id, { twoFactorRequired: true });
    const cookie = await sessionCookie(user.id);
    expect(await openPage(cookie, `/dashboard/organizations/${org.slug}`)).toBe(`held back by ${org.name}`);
    const api = await callWorker(`/api/organizations?id=${org.id}`, { headers: { Cookie: cookie } });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ code: "ACCESS_POLICY", twoFactorRequiredBy: [org.name] });
    expect((await callWorker("/api/me", { headers: { Cookie: cookie } })).status).toBe(200);

    const ctx = await actorContext(user);
    await startTwoFactorSetup(ctx);
    const secret = (await twoFactorState(ctx)).setup!.secret;
    await confirmTwoFactorSetup(ctx, new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    expect(await openPage(cookie, "/dashboard/meetings")).toBe("open");
    expect((await callWorker(`/api/organizations?id=${org.id}`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("doesn't touch members of other organisations", async () => {
    const { org } = await createMemberWithRole("member");
    await setCompliance(org.id, { twoFactorRequired: true });
    const other = await createMemberWithRole("member");
    expect(await openPage(await sessionCookie(other.user.id), "/dashboard/meetings")).toBe("open");
  });
});

describe("IP restriction", () => {
  it("parses CIDR ranges (IPv4 and IPv6) and refuses bad ones as field errors", () => {
    expect(normalizeIpRange("10.1.2.3/8")).toBe("10.0.0.0/8");
    expect(normalizeIpRange("2001:db8::1/32")).toBe("2001:db8::/32");
    expect(normalizeIpRange("203.0.113.7")).toBe("203.0.113.7/32");
    for (const bad of ["10.0.0.0/33", "1.2.3", "example.com", "10.0.0.0/8/1", "::1/129"])
      expect(normalizeIpRange(bad)).toBeNull();
    const parsed = ComplianceSettingsSchema.safeParse({
      ...DEFAULT_COMPLIANCE_SETTINGS,
      ipRestriction: "on",
      allowedIpRanges: "203.0.113.0/24\n10.0.0.0/33",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["allowedIpRanges"]);
    expect(parsed.error?.issues[0]?.message).toContain('"10.0.0.0/33" is not an address range');
    const none = ComplianceSettingsSchema.safeParse({ ...DEFAULT_COMPLIANCE_SETTINGS, ipRestriction: "on" });
    expect(none.error?.issues[0]?.message).toBe("Add at least one allowed range to turn IP restriction on.");
  });

  it("refuses the organisation's data from outside its ranges, with the reason", async () => {
    const { user, org } = await createMemberWithRole("admin");
    await setCompliance(org.id, { ipRestriction: true, allowedIpRanges: ["203.0.113.0/24", "2001:db8::/32"] });
    const cookie = await sessionCookie(user.id);
    expect(await openPage(cookie, "/dashboard/meetings", "198.51.100.7")).toBe(`held back by ${org.name}`);
    expect(await openPage(cookie, "/dashboard/meetings", "203.0.113.50")).toBe("open");
    expect(await openPage(cookie, "/dashboard/meetings", "2001:db8::42")).toBe("open");
    const refused = await callWorker(`/api/organizations?id=${org.id}`, {
      headers: { Cookie: cookie, "CF-Connecting-IP": "198.51.100.7" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ ipRefusedBy: [org.name] });
  });

  it("reads an old row (ipRestriction true, no list) as not restricting anyone", async () => {
    const { user, org } = await createMemberWithRole("member");
    const { allowedIpRanges: _dropped, ...oldShape } = { ...DEFAULT_COMPLIANCE_SETTINGS, ipRestriction: true };
    await setCompliance(org.id, {});
    await serviceContext()
      .db.update(schema.organizationSettings)
      .set({ complianceSettings: oldShape })
      .where(eq(schema.organizationSettings.organizationId, org.id));
    expect(await openPage(await sessionCookie(user.id), "/dashboard/meetings", "198.51.100.7")).toBe("open");
  });
});

describe("the session timeout", () => {
  it("signs out a session idle past the strictest timeout of the user's organisations", async () => {
    const { user, org } = await createMemberWithRole("member");
    const second = await createMemberWithRole("member");
    await serviceContext()
      .db.insert(schema.organizationMembers)
      .values({ id: crypto.randomUUID(), organizationId: second.org.id, userId: user.id, role: "member" });
    await setCompliance(org.id, { sessionTimeout: 60 });
    await setCompliance(second.org.id, { sessionTimeout: 15 });
    const cookie = await sessionCookie(user.id);
    const setIdle = (minutes: number) =>
      serviceContext()
        .db.update(schema.sessions)
        .set({ lastSeenAt: Date.now() - minutes * 60_000 })
        .where(eq(schema.sessions.userId, user.id));
    await setIdle(14);
    expect(await openPage(cookie, "/dashboard/settings")).toBe("open");
    await setIdle(16);
    expect(await openPage(cookie, "/dashboard/settings")).toBe("signed out");
    const rows = await serviceContext().db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe("the password policy", () => {
  it("refuses a new password that breaks any organisation's policy, naming the rule", async () => {
    const { user, org } = await createMemberWithRole("member");
    await setCompliance(org.id, {
      passwordPolicy: {
        minLength: 12,
        requireUppercase: true,
        requireNumbers: true,
        requireSpecialChars: true,
        expirationDays: 0,
      },
    });
    const ctx = await actorContext(user);
    const change = (newPassword: string) =>
      changePassword(ctx, { currentPassword: user.password, newPassword, confirmPassword: newPassword });
    const short = await rejection(change("Short1!"));
    expect(short.fieldErrors?.newPassword?.[0]).toBe(
      `Password must be at least 12 characters (${org.name}'s password policy).`,
    );
    const noUpper = await rejection(change("no upper case 1!"));
    expect(noUpper.message).toContain("an upper-case letter");
    const noNumber = await rejection(change("No Numbers Here!"));
    expect(noNumber.message).toContain("a number");
    const noSpecial = await rejection(change("No Special Char 1"));
    expect(noSpecial.message).toContain("a special character");
    await change("Good Passphrase 1!");
    const row = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    expect(row?.passwordChangedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it("sends an expired password, or a forced reset, to a new password before the session", async () => {
    const { user, org } = await createMemberWithRole("member");
    await setCompliance(org.id, {
      passwordPolicy: { ...DEFAULT_COMPLIANCE_SETTINGS.passwordPolicy, expirationDays: 30 },
    });
    const ctx = serviceContext();
    await ctx.db
      .update(schema.users)
      .set({ passwordChangedAt: Date.now() - 31 * 24 * 60 * 60 * 1000 })
      .where(eq(schema.users.id, user.id));
    const first = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    expect(first.next).toBe("new_password");
    const token = decodeURIComponent(first.cookie.split(";")[0]!.split("=")[1]!);
    const weak = await rejection(completeNewPasswordStep(ctx, token, "weakpassword"));
    expect(weak.status).toBe(400);
    const done = await completeNewPasswordStep(ctx, token, "Brand New Pass 2!");
    expect(done.next).toBe("session");
    // Forced by an administrator (slice G sets the flag): the same step, even with a fresh password.
    await ctx.db.update(schema.users).set({ mustChangePassword: true }).where(eq(schema.users.id, user.id));
    const forced = await signIn(ctx, { email: user.email, password: "Brand New Pass 2!", redirectTo: undefined });
    expect(forced.next).toBe("new_password");
  });
});

describe("sessions and security events", () => {
  it("lists the sessions with their device, marks this one, and signs another out", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    const laptop = await signIn(
      {
        ...ctx,
        meta: {
          ip: "203.0.113.9",
          userAgent:
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) " +
            "Chrome/126.0 Safari/537.36",
          place: "Lisbon, PT",
        },
      },
      { email: user.email, password: user.password, redirectTo: undefined },
    );
    const phone = await signIn(ctx, { email: user.email, password: user.password, redirectTo: undefined });
    const settings = await loadAccountSettings({
      ...(await actorContext(user)),
      actor: { ...(await actorContext(user)).actor, sessionId: phone.sessionId },
    });
    expect(settings.sessions).toHaveLength(2);
    const laptopRow = settings.sessions.find((s) => s.id === laptop.sessionId);
    expect(laptopRow).toMatchObject({ device: "Chrome on macOS", place: "Lisbon, PT", current: false });
    expect(settings.sessions.find((s) => s.id === phone.sessionId)?.current).toBe(true);
    expect(settings.signIns.map((e) => e.kind)).toEqual(["sign_in_succeeded", "sign_in_succeeded"]);

    const owner = {
      ...(await actorContext(user)),
      actor: { ...(await actorContext(user)).actor, sessionId: phone.sessionId },
    };
    await revokeSession(owner, laptop.sessionId!);
    const after = await loadAccountSettings(owner);
    expect(after.sessions.map((s) => s.id)).toEqual([phone.sessionId]);
    expect(after.securityEvents.map((e) => e.kind)).toContain("session_revoked");
  });

  it("records failed sign-ins with the address typed, for the account and for unknown addresses", async () => {
    const user = await createUser();
    await rejection(signIn(serviceContext(), { email: user.email, password: "not it", redirectTo: undefined }));
    const rows = await serviceContext()
      .db.select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.email, user.email))
      .all();
    expect(rows).toMatchObject([{ kind: "sign_in_failed", userId: user.id }]);
  });
});
