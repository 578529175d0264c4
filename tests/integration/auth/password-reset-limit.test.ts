// Forgot password sends at most PASSWORD_RESET_EMAILS_PER_HOUR emails per account in a rolling hour,
// and answers every request the same way (no account enumeration, no visible throttle).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestPasswordReset, resetPassword, signIn } from "../../../app/.server/auth/accounts";
import { schema } from "../../../app/.server/platform/db/client";
import { AUTH_MESSAGES, PASSWORD_RESET_EMAILS_PER_HOUR } from "../../../app/lib/auth/constants";
import { createUser, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const RESET_SUBJECT = "Reset your BoardRoom password";

async function resetEmailsTo(email: string) {
  return serviceContext()
    .db.select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, email), eq(schema.emailOutbox.subject, RESET_SUBJECT)))
    .all();
}

const tokenFrom = (textBody: string) => decodeURIComponent(textBody.match(/token=([^\s]+)/)![1]);

describe("forgot password limit", () => {
  it("sends 3 emails an hour per address; further requests answer the same and send nothing", async () => {
    expect(PASSWORD_RESET_EMAILS_PER_HOUR).toBe(3);
    const user = await createUser();
    const ctx = serviceContext();
    for (let request = 0; request < 5; request++) {
      // Every request resolves the same way: the caller can't tell a throttled one apart.
      await expect(requestPasswordReset(ctx, user.email)).resolves.toBeUndefined();
    }
    expect(await resetEmailsTo(user.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);
    const audit = await ctx.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.userId, user.id), eq(schema.auditLogs.action, "auth.password_reset_requested")))
      .all();
    expect(audit).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);
  });

  it("holds under parallel requests", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    await Promise.all(Array.from({ length: 8 }, () => requestPasswordReset(ctx, user.email)));
    expect(await resetEmailsTo(user.email)).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);
    const tokens = await ctx.db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, user.id))
      .all();
    expect(tokens).toHaveLength(PASSWORD_RESET_EMAILS_PER_HOUR);
  });

  it("only the newest link works, and the hour rolls: older requests stop counting", async () => {
    const user = await createUser();
    const ctx = serviceContext();
    await requestPasswordReset(ctx, user.email);
    const [first] = await resetEmailsTo(user.email);
    for (let request = 1; request < PASSWORD_RESET_EMAILS_PER_HOUR; request++)
      await requestPasswordReset(ctx, user.email);
    const tokens = await ctx.db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, user.id))
      .all();
    expect(tokens.filter((row) => row.usedAt === null)).toHaveLength(1);
    expect((await rejection(resetPassword(ctx, tokenFrom(first.textBody), "first link password"))).message).toBe(
      AUTH_MESSAGES.resetLinkInvalid,
    );

    // An hour later (the rows are moved back instead of waiting), the address may ask again.
    await ctx.db
      .update(schema.passwordResetTokens)
      .set({ createdAt: Date.now() - 61 * 60_000 })
      .where(eq(schema.passwordResetTokens.userId, user.id));
    const seen = new Set((await resetEmailsTo(user.email)).map((email) => email.id));
    await requestPasswordReset(ctx, user.email);
    const fresh = (await resetEmailsTo(user.email)).filter((email) => !seen.has(email.id));
    expect(fresh).toHaveLength(1);
    await resetPassword(ctx, tokenFrom(fresh[0].textBody), "a fresh passphrase");
    await signIn(ctx, { email: user.email, password: "a fresh passphrase", redirectTo: undefined });
  });

  it("still sends nothing for an address without an account", async () => {
    const ctx = serviceContext();
    for (let request = 0; request < 4; request++) await requestPasswordReset(ctx, "no-such-account@example.test");
    expect(await resetEmailsTo("no-such-account@example.test")).toHaveLength(0);
  });
});
