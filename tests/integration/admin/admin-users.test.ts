// The admin console's account actions: suspension ends sessions and refuses sign-in, never on yourself or the
// last administrator, role changes audited as high risk, forced resets email a link, lockouts can be lifted.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listLockouts, unlockSignIn } from "../../../app/.server/admin/security";
import {
  forcePasswordReset,
  listUsers,
  reactivateUser,
  setPlatformRole,
  suspendUser,
} from "../../../app/.server/admin/users";
import { signIn } from "../../../app/.server/auth/accounts";
import { createSession, lookupSession } from "../../../app/.server/auth/sessions";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { ADMIN_MESSAGES, SUSPENDED_SIGN_IN_MESSAGE } from "../../../app/lib/admin/constants";
import { accountLockedMessage } from "../../../app/lib/auth/constants";
import { actorContext, createUser, serviceContext, type TestUser, tokenFromMailbox } from "../../helpers/factories";

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const credentials = (user: TestUser) => ({ email: user.email, password: user.password, redirectTo: undefined });

const auditOf = (entityId: string, action: string) =>
  serviceContext()
    .db.select()
    .from(schema.auditLogs)
    .where(and(eq(schema.auditLogs.entityId, entityId), eq(schema.auditLogs.action, action)))
    .all();

describe("suspending an account", () => {
  it("ends its sessions at once, refuses sign-in with a clear text, and reactivation lets it back", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const member = await createUser();
    const session = await createSession(serviceContext(), member.id);
    const token = decodeURIComponent(session.cookie.split(";")[0]!.split("=")[1]!);
    expect(await lookupSession(serviceContext(), token)).not.toBeNull();

    expect(await suspendUser(admin, member.id)).toBe(ADMIN_MESSAGES.suspended);
    expect(await lookupSession(serviceContext(), token)).toBeNull();
    const rows = await serviceContext().db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.id));
    expect(rows).toEqual([]);
    expect(await refusal(() => signIn(serviceContext(), credentials(member)))).toEqual({
      status: 403,
      message: SUSPENDED_SIGN_IN_MESSAGE,
    });
    // A wrong password says nothing about the suspension.
    const wrong = await refusal(() =>
      signIn(serviceContext(), { ...credentials(member), password: "not the password" }),
    );
    expect(wrong.message).not.toBe(SUSPENDED_SIGN_IN_MESSAGE);

    const [entry] = await auditOf(member.id, "admin.user_suspended");
    expect(entry?.riskLevel).toBe("high");
    expect(entry?.userId).toBe(admin.actor.user.id);
    const events = await serviceContext()
      .db.select({ kind: schema.securityEvents.kind })
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.userId, member.id));
    expect(events.map((event) => event.kind)).toContain("account_suspended");
    expect((await refusal(() => suspendUser(admin, member.id))).message).toBe(ADMIN_MESSAGES.alreadySuspended);

    expect(await reactivateUser(admin, member.id)).toBe(ADMIN_MESSAGES.reactivated);
    expect((await auditOf(member.id, "admin.user_reactivated"))[0]?.riskLevel).toBe("high");
    await expect(signIn(serviceContext(), credentials(member))).resolves.toMatchObject({
      userId: member.id,
    });
  });

  it("is refused on yourself and on the last active administrator, and to non-admins is a 404", async () => {
    const adminUser = await createUser({ role: "admin" });
    const admin = await actorContext(adminUser);
    expect(await refusal(() => suspendUser(admin, adminUser.id))).toEqual({
      status: 400,
      message: ADMIN_MESSAGES.notYourself,
    });
    expect((await refusal(() => setPlatformRole(admin, adminUser.id, "user"))).message).toBe(
      ADMIN_MESSAGES.notYourself,
    );
    const outsider = await actorContext(await createUser());
    expect((await refusal(() => suspendUser(outsider, adminUser.id))).status).toBe(404);

    // Every other administrator suspended: the one left can't be suspended or demoted by anyone.
    const ctx = serviceContext();
    await ctx.db.update(schema.users).set({ suspendedAt: Date.now() }).where(eq(schema.users.role, "admin"));
    const lastAdmin = await createUser({ role: "admin" });
    // A platform admin whose own account is suspended can't act at all (no session); call as if they could.
    const ghost = await actorContext(adminUser);
    expect(await refusal(() => suspendUser(ghost, lastAdmin.id))).toEqual({
      status: 409,
      message: ADMIN_MESSAGES.lastAdministrator,
    });
    expect((await refusal(() => setPlatformRole(ghost, lastAdmin.id, "user"))).message).toBe(
      ADMIN_MESSAGES.lastAdministrator,
    );
    await ctx.db.update(schema.users).set({ suspendedAt: null }).where(eq(schema.users.role, "admin"));
  });
});

describe("platform role", () => {
  it("is granted and revoked with a high-risk audit entry naming both roles", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const member = await createUser();
    expect(await setPlatformRole(admin, member.id, "admin")).toBe(ADMIN_MESSAGES.roleGranted);
    expect(await setPlatformRole(admin, member.id, "user")).toBe(ADMIN_MESSAGES.roleRevoked);
    const entries = await auditOf(member.id, "user.platform_role_changed");
    expect(entries.map((entry) => [entry.riskLevel, (entry.changes as { to: string }).to]).sort()).toEqual([
      ["high", "admin"],
      ["high", "user"],
    ]);
    expect((await refusal(() => setPlatformRole(admin, member.id, "user"))).message).toBe(ADMIN_MESSAGES.roleUnchanged);
  });
});

describe("forced password reset", () => {
  it("requires a new password, signs the user out and emails a link that works", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const member = await createUser();
    await createSession(serviceContext(), member.id);
    expect(await forcePasswordReset(admin, member.id)).toBe(ADMIN_MESSAGES.resetForced);
    const ctx = serviceContext();
    const row = await ctx.db.select().from(schema.users).where(eq(schema.users.id, member.id)).get();
    expect(row?.mustChangePassword).toBe(true);
    expect(await ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.id))).toEqual([]);
    expect(await tokenFromMailbox(member.email)).toMatch(/.{20,}/);
    expect((await auditOf(member.id, "admin.password_reset_forced"))[0]?.riskLevel).toBe("high");
  });
});

describe("lockouts", () => {
  it("lists the current lockouts and lifts one, audited", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const member = await createUser();
    for (let attempt = 0; attempt < 3; attempt++)
      await refusal(() => signIn(serviceContext(), { ...credentials(member), password: "wrong password" }));
    expect((await refusal(() => signIn(serviceContext(), credentials(member)))).message).toBe(accountLockedMessage(5));
    expect((await listLockouts(admin)).map((lock) => lock.email)).toContain(member.email);
    expect(await unlockSignIn(admin, member.email)).toBe(ADMIN_MESSAGES.unlocked);
    expect((await listLockouts(admin)).map((lock) => lock.email)).not.toContain(member.email);
    await expect(signIn(serviceContext(), credentials(member))).resolves.toMatchObject({ userId: member.id });
    expect((await refusal(() => unlockSignIn(admin, member.email))).status).toBe(404);
  });
});

describe("user list", () => {
  it("searches by name or email without LIKE, filters suspended accounts, and pages", async () => {
    const admin = await actorContext(await createUser({ role: "admin" }));
    const tag = crypto.randomUUID().slice(0, 8);
    const found = await createUser({ fullName: `Ada ${tag} Lovelace` });
    await createUser({ email: `someone.${tag}@example.test` });
    const byTag = await listUsers(admin, { q: tag, filter: "all", page: 1, limit: 25 });
    expect(byTag.total).toBe(2);
    // A query longer than D1's LIKE limit still works.
    const long = await listUsers(admin, { q: `${"x".repeat(60)}`, filter: "all", page: 1, limit: 25 });
    expect(long.total).toBe(0);
    await suspendUser(admin, found.id);
    const suspended = await listUsers(admin, { q: tag, filter: "suspended", page: 1, limit: 25 });
    expect(suspended.users.map((user) => user.id)).toEqual([found.id]);
    const firstPage = await listUsers(admin, { q: tag, filter: "all", page: 1, limit: 1 });
    const secondPage = await listUsers(admin, { q: tag, filter: "all", page: 2, limit: 1 });
    expect(firstPage.users[0]?.id).not.toBe(secondPage.users[0]?.id);
    expect(env.DB).toBeDefined();
  });
});
