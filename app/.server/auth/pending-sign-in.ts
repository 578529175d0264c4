// A sign-in between its steps (issue 13): the password was right, and the code or a new password comes next.
// The browser holds a random token in a short-lived cookie; the row keeps only its digest, and each step claims
// the row once (a replayed or raced post finds nothing). No session exists until the last step.
import { and, eq, gt } from "drizzle-orm";
import { PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_TTL_MS } from "../../lib/auth/two-factor";
import { readCookie } from "../../lib/platform/cookies";
import type { ServiceContext } from "../platform/context";
import { schema } from "../platform/db/client";
import { digestSecret, randomToken } from "./crypto";

const { pendingSignIns, users } = schema;

export type PendingStage = "two_factor" | "new_password";

/** The pending row's insert (for the caller's batch) and the cookie that carries its token. */
export async function preparePendingSignIn(
  ctx: ServiceContext,
  userId: string,
  stage: PendingStage,
  redirectTo: string | null | undefined,
) {
  const token = randomToken();
  const now = Date.now();
  const insert = ctx.db.insert(pendingSignIns).values({
    id: await digestSecret(token, ctx.config.AUTH_SECRET),
    userId,
    stage,
    redirectTo: redirectTo ?? null,
    expiresAt: now + PENDING_SIGN_IN_TTL_MS,
    createdAt: now,
  });
  return { insert, cookie: pendingCookie(token, PENDING_SIGN_IN_TTL_MS) };
}

export const clearPendingSignInCookie = () => pendingCookie("", 0);

function pendingCookie(token: string, maxAgeMs: number): string {
  return [
    `${PENDING_SIGN_IN_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/auth",
    "HttpOnly",
    "Secure",
    "SameSite=Strict",
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
  ].join("; ");
}

export function readPendingSignInToken(request: Request): string | null {
  const token = readCookie(request.headers.get("Cookie"), PENDING_SIGN_IN_COOKIE);
  return token && token.length <= 100 ? token : null;
}

/** The pending sign-in at `stage` and its user, or null when the token is unknown, spent or expired. */
export async function findPendingSignIn(ctx: ServiceContext, token: string | null, stage: PendingStage) {
  if (!token) return null;
  const id = await digestSecret(token, ctx.config.AUTH_SECRET);
  const row = await ctx.db
    .select({ id: pendingSignIns.id, redirectTo: pendingSignIns.redirectTo, user: users })
    .from(pendingSignIns)
    .innerJoin(users, eq(users.id, pendingSignIns.userId))
    .where(and(eq(pendingSignIns.id, id), eq(pendingSignIns.stage, stage), gt(pendingSignIns.expiresAt, Date.now())))
    .get();
  return row ?? null;
}

/** Spends the pending sign-in (unexecuted, for a batch); `returning` tells whether this post was the one. */
export function claimPendingSignIn(ctx: ServiceContext, id: string) {
  return ctx.db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.id, id), gt(pendingSignIns.expiresAt, Date.now())))
    .returning({ id: pendingSignIns.id });
}
