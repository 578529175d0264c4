// The one rate limiter (decision 018): a burst of `limit`, then a 429 with the wait; budgets keyed apart;
// refunds; no overspending in parallel; the client multiplier; the cron's clean-up.
import { describe, expect, it } from "vitest";
import { schema } from "../../../app/.server/platform/db/client";
import { RateLimitedError } from "../../../app/.server/platform/errors";
import {
  clientSubject,
  deleteFullRateLimitBuckets,
  refundRateLimit,
  spendRateLimit,
} from "../../../app/.server/platform/rate-limits";
import { RATE_LIMITS } from "../../../app/lib/platform/rate-limits";
import { serviceContext } from "../../helpers/factories";
import { rejection } from "../../helpers/rejections";

const tokens = (subject: string) => ({ rule: "apiTokensPerAccount", subject }) as const;
const { limit, windowMs } = RATE_LIMITS.apiTokensPerAccount;

async function spendUntilRefused(spend: Parameters<typeof spendRateLimit>[1], atMost = 1000) {
  const ctx = serviceContext();
  for (let allowed = 0; allowed < atMost; allowed++) {
    try {
      await spendRateLimit(ctx, spend);
    } catch (error) {
      if (error instanceof RateLimitedError) return { allowed, error };
      throw error;
    }
  }
  throw new Error(`no refusal after ${atMost}`);
}

describe("rate limiter", () => {
  it("allows a burst of `limit`, then refuses with a 429 and the wait until one more fits", async () => {
    const subject = crypto.randomUUID();
    const { allowed, error } = await spendUntilRefused(tokens(subject));
    expect(allowed).toBe(limit);
    expect(error.status).toBe(429);
    expect(error.code).toBe("RATE_LIMITED");
    // One action refills after windowMs / limit (6 minutes for 10 an hour).
    const interval = windowMs / limit / 1000;
    expect(error.retryAfterSeconds).toBeGreaterThan(interval - 5);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(interval);
    expect(error.message).toBe(`${RATE_LIMITS.apiTokensPerAccount.message} Try again in 6 minutes.`);
  });

  it("keeps each subject's and each rule's budget apart", async () => {
    const subject = crypto.randomUUID();
    expect((await spendUntilRefused(tokens(subject))).allowed).toBe(limit);
    expect((await spendUntilRefused(tokens(crypto.randomUUID()))).allowed).toBe(limit);
    const sameSubjectOtherRule = await spendUntilRefused({ rule: "organizationsPerAccount", subject });
    expect(sameSubjectOtherRule.allowed).toBe(RATE_LIMITS.organizationsPerAccount.limit);
  });

  it("stores no subject in the clear", async () => {
    const subject = `someone.${crypto.randomUUID()}@example.test`;
    await spendRateLimit(serviceContext(), tokens(subject));
    const rows = await serviceContext().db.select().from(schema.rateLimitBuckets).all();
    expect(rows.some((row) => row.key.includes(subject))).toBe(false);
  });

  it("a refund gives an action back; a later budget that refuses spends nothing from the earlier ones", async () => {
    const ctx = serviceContext();
    const first = tokens(crypto.randomUUID());
    const full = tokens(crypto.randomUUID());
    await spendUntilRefused(full);
    // `first` is spent before `full` refuses, and given back.
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await rejection(spendRateLimit(ctx, first, full))).status).toBe(429);
    await refundRateLimit(ctx, full);
    await spendRateLimit(ctx, first, full);
    expect((await spendUntilRefused(first)).allowed).toBe(limit - 1);
  });

  it("can't be overspent by parallel requests", async () => {
    const ctx = serviceContext();
    const spend = tokens(crypto.randomUUID());
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => spendRateLimit(ctx, spend)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(limit);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused.every((result) => result.reason instanceof RateLimitedError)).toBe(true);
  });

  it("CLIENT_RATE_LIMIT_MULTIPLIER scales the per-client budgets only", async () => {
    const ctx = serviceContext();
    const scaled = { ...ctx, config: { ...ctx.config, CLIENT_RATE_LIMIT_MULTIPLIER: 3 } };
    const client = { rule: "signUpPerClient", subject: crypto.randomUUID() } as const;
    const account = tokens(crypto.randomUUID());
    let allowed = 0;
    while (
      await spendRateLimit(scaled, client).then(
        () => true,
        () => false,
      )
    )
      allowed++;
    expect(allowed).toBe(3 * RATE_LIMITS.signUpPerClient.limit);
    allowed = 0;
    while (
      await spendRateLimit(scaled, account).then(
        () => true,
        () => false,
      )
    )
      allowed++;
    expect(allowed).toBe(limit);
  });

  it("keys a client by CF-Connecting-IP, an IPv6 address by its /64, and no address as one local client", () => {
    const subject = (ip: string | null) => clientSubject({ meta: { ip, userAgent: null } });
    expect(subject("198.51.100.4")).toBe("198.51.100.4");
    expect(subject("2001:db8:0:12:aaaa::1")).toBe(subject("2001:0db8:0000:0012:bbbb:cccc:dddd:eeee"));
    expect(subject("2001:db8:0:12::1")).not.toBe(subject("2001:db8:0:13::1"));
    expect(subject(null)).toBe("local");
  });

  it("the cron deletes full buckets and keeps the others", async () => {
    const ctx = serviceContext();
    const now = Date.now();
    await ctx.db.insert(schema.rateLimitBuckets).values([
      { key: `test:full-${now}`, fullAt: now - 1 },
      { key: `test:spent-${now}`, fullAt: now + 60_000 },
    ]);
    await deleteFullRateLimitBuckets({ db: ctx.db }, now);
    const keys = (await ctx.db.select().from(schema.rateLimitBuckets).all()).map((row) => row.key);
    expect(keys).not.toContain(`test:full-${now}`);
    expect(keys).toContain(`test:spent-${now}`);
  });
});
