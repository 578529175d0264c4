// A person without an account accepts an invitation (issue 13): they choose a name and a password that meets the
// joining organisation's policy, and are signed in as a member. Nothing is written when anything is refused.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../app/.server/auth/accounts";
import { joinWithNewAccount } from "../../../app/.server/organizations/invitation-sign-up";
import { inviteMembers, lookupInvitation } from "../../../app/.server/organizations/invitations";
import { schema } from "../../../app/.server/platform/db/client";
import { INVITATION_MESSAGES } from "../../../app/lib/organizations/constants";
import { INVITATION_SIGN_UP_MESSAGES } from "../../../app/lib/organizations/invitation-sign-up";
import { DEFAULT_COMPLIANCE_SETTINGS } from "../../../app/lib/organizations/settings";
import { createRoleBoard, createUser, serviceContext, tokenFromMailbox } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const PASSWORD = "A long pass phrase 7!";

async function invite(email: string, role: "member" | "viewer" = "member") {
  const board = await createRoleBoard({ seats: ["owner"] });
  const result = await inviteMembers(board.ctx, board.org.id, [{ email, role, expiresInHours: 72 }]);
  expect(result.sent).toHaveLength(1);
  return { org: board.org, token: await tokenFromMailbox(email) };
}

const join = (token: string, password = PASSWORD, fullName = "Nora Newcomer") =>
  joinWithNewAccount(serviceContext(), { token, fullName, password, confirmPassword: password });

async function accountOf(email: string) {
  return serviceContext().db.select().from(schema.users).where(eq(schema.users.email, email)).get();
}

describe("accepting an invitation without an account", () => {
  it("creates the account with the chosen name and password, joins with the invited role, signs in", async () => {
    const email = `nora.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { org, token } = await invite(email, "viewer");
    const joined = await join(token);
    expect(joined.slug).toBe(org.slug);
    expect(joined.cookie).toMatch(/HttpOnly/i);
    const account = await accountOf(email);
    expect(account).toMatchObject({ fullName: "Nora Newcomer", role: "user", mustChangePassword: false });
    expect(account?.passwordChangedAt).toBeGreaterThan(Date.now() - 60_000);
    const membership = await serviceContext()
      .db.select()
      .from(schema.organizationMembers)
      .where(
        and(eq(schema.organizationMembers.organizationId, org.id), eq(schema.organizationMembers.userId, account!.id)),
      )
      .get();
    expect(membership).toMatchObject({ role: "viewer", status: "active" });
    // The chosen password signs in.
    const signedIn = await signIn(serviceContext(), { email, password: PASSWORD, redirectTo: undefined });
    expect(signedIn).toMatchObject({ next: "session", userId: account!.id });
    // The link is spent: a replay makes no second account and says so.
    expect((await lookupInvitation(serviceContext(), token)).state).toBe("used");
    const replay = await rejection(join(token));
    expect(replay.status).toBe(409);
  });

  it("refuses a password that breaks the joining organisation's policy, naming the rule; writes nothing", async () => {
    const email = `pia.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const { org, token } = await invite(email);
    const compliance = {
      ...DEFAULT_COMPLIANCE_SETTINGS,
      passwordPolicy: { ...DEFAULT_COMPLIANCE_SETTINGS.passwordPolicy, minLength: 14, requireSpecialChars: true },
    };
    await serviceContext()
      .db.insert(schema.organizationSettings)
      .values({ organizationId: org.id, complianceSettings: compliance })
      .onConflictDoUpdate({
        target: schema.organizationSettings.organizationId,
        set: { complianceSettings: compliance },
      });
    const short = await rejection(join(token, "Short pass 7!"));
    expect(short.status).toBe(400);
    expect(short.fieldErrors?.password?.[0]).toBe(
      `Password must be at least 14 characters (${org.name}'s password policy).`,
    );
    const plain = await rejection(join(token, "Fourteen chars and more 7"));
    expect(plain.fieldErrors?.password?.[0]).toContain("a special character");
    expect(await accountOf(email)).toBeUndefined();
    expect((await lookupInvitation(serviceContext(), token)).state).toBe("valid");
    await join(token, "Fourteen chars & more 7");
    expect(await accountOf(email)).toBeDefined();
  });

  it("sends an address that already has an account to sign in, and refuses a link that is not valid", async () => {
    const existing = await createUser({ fullName: "Already Here" });
    const { token } = await invite(existing.email);
    const refusal = await rejection(join(token, PASSWORD, "Someone Else"));
    expect(refusal).toMatchObject({ status: 409, message: INVITATION_SIGN_UP_MESSAGES.accountExists(existing.email) });
    expect(await accountOf(existing.email)).toMatchObject({ fullName: "Already Here" });
    expect((await lookupInvitation(serviceContext(), token)).state).toBe("valid");
    const unknown = await rejection(join("not-a-real-token"));
    expect(unknown).toMatchObject({ status: 404, message: INVITATION_MESSAGES.notFound });
  });
});
