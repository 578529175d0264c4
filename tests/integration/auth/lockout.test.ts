// Sign-in lockout under concurrency (002 §4.9): 3 failures lock for 5 minutes, 5 or more for 15.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../app/.server/auth/accounts";
import { schema } from "../../../app/.server/platform/db/client";
import { ServiceError } from "../../../app/.server/platform/errors";
import { AUTH_MESSAGES, accountLockedMessage } from "../../../app/lib/auth/constants";
import { createUser, serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

type Outcome = { status: number; message: string } | "signed-in";

async function attempt(email: string, password: string): Promise<Outcome> {
  try {
    await signIn(serviceContext(), { email, password, redirectTo: undefined });
    return "signed-in";
  } catch (error) {
    if (error instanceof ServiceError) return { status: error.status, message: error.message };
    throw error;
  }
}

async function attemptsRow(email: string) {
  return serviceContext().db.select().from(schema.signInAttempts).where(eq(schema.signInAttempts.email, email)).get();
}

async function evaluatedFailures(userId: string) {
  const rows = await serviceContext()
    .db.select()
    .from(schema.auditLogs)
    .where(and(eq(schema.auditLogs.userId, userId), eq(schema.auditLogs.action, "auth.sign_in_failed")))
    .all();
  return rows.length;
}

describe("lockout under parallel guesses", () => {
  it("evaluates at most 3 of 10 concurrent wrong passwords; the rest are refused as locked", async () => {
    const user = await createUser();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => attempt(user.email, "wrong guess")));

    const invalid = outcomes.filter((outcome) => outcome !== "signed-in" && outcome.status === 401);
    const locked = outcomes.filter((outcome) => outcome !== "signed-in" && outcome.status === 423);
    expect(invalid).toHaveLength(2);
    expect(
      invalid.every((outcome) => outcome !== "signed-in" && outcome.message === AUTH_MESSAGES.invalidCredentials),
    ).toBe(true);
    expect(locked).toHaveLength(8);
    expect(locked.every((outcome) => outcome !== "signed-in" && outcome.message === accountLockedMessage(5))).toBe(
      true,
    );

    // Only the three evaluated attempts were counted and audited; the lock is 5 minutes.
    expect(await evaluatedFailures(user.id)).toBe(3);
    const row = await attemptsRow(user.email);
    expect(row?.failedCount).toBe(3);
    expect(row!.lockedUntil! - row!.lastFailedAt!).toBe(5 * 60_000);
  });

  it(
    "refuses the right password while locked, accepts it once the lock has expired, and " + "resets the counter",
    async () => {
      const user = await createUser();
      await Promise.all(Array.from({ length: 5 }, () => attempt(user.email, "wrong guess")));
      expect(await attempt(user.email, user.password)).toEqual({ status: 423, message: accountLockedMessage(5) });
      expect((await attemptsRow(user.email))?.failedCount).toBe(3);

      // Time passes: the lock ends (edited on the row instead of waiting five minutes).
      const db = serviceContext().db;
      await db
        .update(schema.signInAttempts)
        .set({ lockedUntil: Date.now() - 1 })
        .where(eq(schema.signInAttempts.email, user.email));
      expect(await attempt(user.email, user.password)).toBe("signed-in");
      expect(await attemptsRow(user.email)).toBeUndefined();
      const sessions = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)).all();
      expect(sessions).toHaveLength(1);
    },
  );

  it(
    "after a lapsed lock, parallel guesses get one evaluation each step: the fifth " + "failure locks for 15 minutes",
    async () => {
      const user = await createUser();
      const db = serviceContext().db;
      await Promise.all(Array.from({ length: 4 }, () => attempt(user.email, "wrong guess")));
      await db
        .update(schema.signInAttempts)
        .set({ lockedUntil: Date.now() - 1 })
        .where(eq(schema.signInAttempts.email, user.email));

      const fourth = await Promise.all(Array.from({ length: 4 }, () => attempt(user.email, "wrong guess")));
      expect(
        fourth.filter((outcome) => outcome !== "signed-in" && outcome.message === accountLockedMessage(5)),
      ).toHaveLength(4);
      expect((await attemptsRow(user.email))?.failedCount).toBe(4);
      await db
        .update(schema.signInAttempts)
        .set({ lockedUntil: Date.now() - 1 })
        .where(eq(schema.signInAttempts.email, user.email));

      const fifth = await Promise.all(Array.from({ length: 4 }, () => attempt(user.email, "wrong guess")));
      expect(
        fifth.filter((outcome) => outcome !== "signed-in" && outcome.message === accountLockedMessage(15)),
      ).toHaveLength(4);
      expect((await attemptsRow(user.email))?.failedCount).toBe(5);
      expect(await evaluatedFailures(user.id)).toBe(5);
      expect(
        (
          await rejection(
            signIn(serviceContext(), { email: user.email, password: user.password, redirectTo: undefined }),
          )
        ).message,
      ).toBe(accountLockedMessage(15));
    },
  );
});
