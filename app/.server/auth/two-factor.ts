// Two-factor sign-in with TOTP (RFC 6238) and one-time recovery codes (issue 13). Set up from the settings page
// (a secret waits for its first code before two-factor is on), checked at sign-in after the password.
import { and, count, eq, isNotNull, isNull, lt, or, type SQLWrapper, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  TWO_FACTOR_MESSAGES,
} from "../../lib/auth/two-factor";
import { auditInsert } from "../platform/audit";
import type { ActorContext, ServiceContext } from "../platform/context";
import { batchTemplate } from "../platform/db/batch-template";
import { type Db, schema } from "../platform/db/client";
import { badRequest, ServiceError } from "../platform/errors";
import { authorize } from "../platform/policy";
import { digestSecret } from "./crypto";
import { securityEventInsert } from "./security-events";
import { openTotpSecret, sealTotpSecret } from "./two-factor-secret";

const { twoFactorSecrets, twoFactorRecoveryCodes } = schema;

// Managing two-factor needs what a password change needs: a browser session, not a demo account.
const MANAGE = "account.manage_two_factor" as const;

function totpFor(base32: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(base32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: "SHA1",
  });
}

export type TwoFactorState = {
  enabled: boolean;
  enabledAt: number | null;
  recoveryCodesLeft: number;
  /** A setup waiting for its first code: what the authenticator app needs (QR code as SVG, and the secret). */
  setup: { secret: string; uri: string; qrDataUri: string } | null;
};

/** The two-factor page's reads, keyed on the user: alone, or alongside the session lookup (page-reads.ts). */
export function twoFactorStateQueries(db: Db, userId: string | SQLWrapper) {
  return [
    db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)),
    db
      .select({ left: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt))),
  ] as const;
}

// The same batch on every view but for the user: built once per isolate (decision 052).
const twoFactorStateReads = batchTemplate((db) => twoFactorStateQueries(db, sql.placeholder("userId")));

/** What the settings page shows about two-factor for the signed-in account. */
export async function twoFactorState(
  ctx: ActorContext,
  prefetched?: BatchResponse<ReturnType<typeof twoFactorStateQueries>>,
): Promise<TwoFactorState> {
  const [[row], [codes]] =
    prefetched ?? (await ctx.db.batch(twoFactorStateReads(ctx.db, { userId: ctx.actor.user.id })));
  if (!row) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, setup: null };
  if (row.enabledAt !== null)
    return { enabled: true, enabledAt: row.enabledAt, recoveryCodesLeft: codes?.left ?? 0, setup: null };
  const secret = await openTotpSecret(row.secretCiphertext, ctx.config.AUTH_SECRET);
  if (!secret) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, setup: null };
  const uri = totpFor(secret, ctx.actor.user.email).toString();
  return {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    // The SVG is ASCII: base64 of it is an <img> source that needs no script.
    setup: { secret, uri, qrDataUri: `data:image/svg+xml;base64,${btoa(renderSVG(uri, { border: 2 }))}` },
  };
}

/** Starts (or restarts) a setup: a new secret that waits for its first code. Refused while two-factor is on. */
export async function startTwoFactorSetup(ctx: ActorContext): Promise<void> {
  authorize(ctx.actor, MANAGE);
  const userId = ctx.actor.user.id;
  const sealed = await sealTotpSecret(new Secret({ size: 20 }).base32, ctx.config.AUTH_SECRET);
  // Replaces only a setup that isn't on yet: two parallel posts can't overwrite a working secret.
  const written = await ctx.db
    .insert(twoFactorSecrets)
    .values({ userId, secretCiphertext: sealed, createdAt: Date.now() })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretCiphertext: sealed, lastUsedStep: null, createdAt: Date.now() },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId })
    .get();
  if (!written) throw new ServiceError(409, TWO_FACTOR_MESSAGES.alreadyEnabled);
}

/** The first code confirms the setup: two-factor is on and the 10 recovery codes are returned, once. */
export async function confirmTwoFactorSetup(ctx: ActorContext, code: string): Promise<{ recoveryCodes: string[] }> {
  authorize(ctx.actor, MANAGE);
  const userId = ctx.actor.user.id;
  const row = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).get();
  if (row?.enabledAt) throw new ServiceError(409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!row) throw new ServiceError(409, TWO_FACTOR_MESSAGES.noSetup);
  if (!(await acceptTotp(ctx, userId, row.secretCiphertext, code, { pendingSetup: true }))) {
    throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] });
  }
  const recovery = await newRecoveryCodes(ctx, userId);
  const now = Date.now();
  await ctx.db.batch([
    ctx.db
      .update(twoFactorSecrets)
      .set({ enabledAt: now })
      .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt))),
    ...recovery.statements,
    securityEventInsert(ctx, { userId, kind: "two_factor_enabled" }),
    auditInsert(ctx, { userId, action: "auth.two_factor_enabled", entityType: "user", entityId: userId }),
  ]);
  return { recoveryCodes: recovery.codes };
}

/** Turns two-factor off; it takes a current code (or a recovery code), not just a signed-in browser. */
export async function disableTwoFactor(ctx: ActorContext, code: string): Promise<void> {
  authorize(ctx.actor, MANAGE);
  const userId = ctx.actor.user.id;
  const row = await enabledSecret(ctx, userId);
  if (!(await acceptSecondFactor(ctx, userId, row.secretCiphertext, code))) {
    await ctx.db.batch([securityEventInsert(ctx, { userId, kind: "two_factor_failed", detail: { step: "disable" } })]);
    throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] });
  }
  await ctx.db.batch([
    ctx.db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)),
    ctx.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId)),
    securityEventInsert(ctx, { userId, kind: "two_factor_disabled" }),
    auditInsert(ctx, { userId, action: "auth.two_factor_disabled", entityType: "user", entityId: userId }),
  ]);
}

/** New recovery codes replace the old ones; it takes a current code. */
export async function regenerateRecoveryCodes(ctx: ActorContext, code: string): Promise<{ recoveryCodes: string[] }> {
  authorize(ctx.actor, MANAGE);
  const userId = ctx.actor.user.id;
  const row = await enabledSecret(ctx, userId);
  if (!(await acceptTotp(ctx, userId, row.secretCiphertext, code))) {
    throw badRequest(TWO_FACTOR_MESSAGES.invalidCode, { code: [TWO_FACTOR_MESSAGES.invalidCode] });
  }
  const recovery = await newRecoveryCodes(ctx, userId);
  await ctx.db.batch([
    ctx.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId)),
    ...recovery.statements,
    auditInsert(ctx, {
      userId,
      action: "auth.recovery_codes_regenerated",
      entityType: "user",
      entityId: userId,
    }),
  ]);
  return { recoveryCodes: recovery.codes };
}

async function enabledSecret(ctx: ServiceContext, userId: string) {
  const row = await ctx.db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
    .get();
  if (!row) throw new ServiceError(409, TWO_FACTOR_MESSAGES.notEnabled);
  return row;
}

/** Whether the user signs in with a second factor (read at sign-in, after the password). */
export async function hasTwoFactor(ctx: ServiceContext, userId: string): Promise<boolean> {
  return (await twoFactorOnQuery(ctx, userId)).length > 0;
}

/** One row if the user has two-factor on, none if not (unexecuted, so a page can batch it). */
export function twoFactorOnQuery(ctx: Pick<ServiceContext, "db">, userId: string | SQLWrapper) {
  return ctx.db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
    .limit(1);
}

export type SecondFactor = "code" | "recovery_code";

/** Checks a sign-in's second step: a 6-digit code, else a recovery code (spent on use). Null when neither. */
export async function verifySecondFactor(
  ctx: ServiceContext,
  userId: string,
  code: string,
): Promise<SecondFactor | null> {
  const row = await ctx.db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
    .get();
  if (!row) return null;
  return acceptSecondFactor(ctx, userId, row.secretCiphertext, code);
}

async function acceptSecondFactor(
  ctx: ServiceContext,
  userId: string,
  sealed: string,
  code: string,
): Promise<SecondFactor | null> {
  const digits = code.replace(/\s/g, "");
  if (/^\d+$/.test(digits)) return (await acceptTotp(ctx, userId, sealed, digits)) ? "code" : null;
  return (await spendRecoveryCode(ctx, userId, code)) ? "recovery_code" : null;
}

/**
 * A code is accepted for the step it belongs to (now, or one step either side), and only if no code of that step
 * or a later one was accepted before: one conditional update decides, so a replayed or raced code is refused.
 */
async function acceptTotp(
  ctx: ServiceContext,
  userId: string,
  sealed: string,
  code: string,
  options: { pendingSetup?: boolean } = {},
): Promise<boolean> {
  const digits = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits)) return false;
  const secret = await openTotpSecret(sealed, ctx.config.AUTH_SECRET);
  if (!secret) return false;
  const now = Date.now();
  const delta = totpFor(secret, "").validate({ token: digits, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
  const claimed = await ctx.db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        eq(twoFactorSecrets.secretCiphertext, sealed),
        options.pendingSetup ? isNull(twoFactorSecrets.enabledAt) : isNotNull(twoFactorSecrets.enabledAt),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId })
    .get();
  return Boolean(claimed);
}

async function spendRecoveryCode(ctx: ServiceContext, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 10) return false;
  const spent = await ctx.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: Date.now() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, await digestSecret(normalized, ctx.config.AUTH_SECRET)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id })
    .get();
  return Boolean(spent);
}

/** 10 codes of 10 characters (about 49 bits each), shown as "xxxxx-xxxxx"; only their digests are kept. */
async function newRecoveryCodes(ctx: ServiceContext, userId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomRecoveryCode());
  const now = Date.now();
  const rows = await Promise.all(
    codes.map(async (code) => ({
      id: crypto.randomUUID(),
      userId,
      codeHash: await digestSecret(normalizeRecoveryCode(code), ctx.config.AUTH_SECRET),
      createdAt: now,
    })),
  );
  return { codes, statements: [ctx.db.insert(twoFactorRecoveryCodes).values(rows)] };
}

function randomRecoveryCode(): string {
  const alphabet = RECOVERY_CODE_ALPHABET;
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let code = "";
  while (code.length < 10) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < 10) code += alphabet[byte % alphabet.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
