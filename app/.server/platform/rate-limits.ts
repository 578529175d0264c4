// The one rate limiter (decision 018): a token bucket per rule and subject in D1, spent by one atomic statement.
// A limited action is one line: `await spendRateLimit(ctx, { rule: "organizationsPerAccount", subject: userId })`.
import { eq, lt, sql } from "drizzle-orm";
import { RATE_LIMITS, type RateLimitName, retryAfterText } from "../../lib/platform/rate-limits";
import { digestSecret } from "../auth/crypto";
import type { ServiceContext } from "./context";
import { schema } from "./db/client";
import { RateLimitedError } from "./errors";

const { rateLimitBuckets: buckets } = schema;

/** The budget a key is spent from: the rule's name and its subject (an address, an account, an organisation). */
export type RateLimitSpend = { rule: RateLimitName; subject: string };

/** The caller's client: CF-Connecting-IP (an IPv6 address by its /64, what one host usually holds), else local. */
export function clientSubject(ctx: Pick<ServiceContext, "meta">): string {
  const ip = ctx.meta.ip?.trim().toLowerCase();
  if (!ip) return "local";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

function ipv6Prefix64(ip: string): string {
  const [head, tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

function bucketSize(ctx: ServiceContext, rule: RateLimitName) {
  const { limit, windowMs, scope } = RATE_LIMITS[rule];
  const burst = scope === "client" ? limit * ctx.config.CLIENT_RATE_LIMIT_MULTIPLIER : limit;
  // Each action moves the bucket's "full again" instant by one interval; a full burst spans one window.
  return { interval: windowMs / burst, windowMs };
}

async function bucketKey(ctx: ServiceContext, { rule, subject }: RateLimitSpend): Promise<string> {
  return `${RATE_LIMITS[rule].name}:${await digestSecret(subject.toLowerCase(), ctx.config.AUTH_SECRET)}`;
}

/**
 * Spends one action from each budget, in order, or throws RateLimitedError (429, Retry-After) and spends nothing.
 * Each budget is one statement (GCRA: the row holds the instant the bucket is full again; an action moves it one
 * interval later and is allowed while that stays within one window of now), so parallel requests can't overspend.
 */
export async function spendRateLimit(ctx: ServiceContext, ...spends: RateLimitSpend[]): Promise<void> {
  const spent: RateLimitSpend[] = [];
  for (const spend of spends) {
    const refusal = await spendOne(ctx, spend);
    if (refusal) {
      await refundRateLimit(ctx, ...spent);
      throw refusal;
    }
    spent.push(spend);
  }
}

async function spendOne(ctx: ServiceContext, spend: RateLimitSpend, now = Date.now()) {
  const key = await bucketKey(ctx, spend);
  const { interval, windowMs } = bucketSize(ctx, spend.rule);
  const next = sql`max(${buckets.fullAt}, ${now}) + ${interval}`;
  const allowed = await ctx.db
    .insert(buckets)
    .values({ key, fullAt: now + interval })
    .onConflictDoUpdate({ target: buckets.key, set: { fullAt: next }, setWhere: sql`${next} <= ${now + windowMs}` })
    .returning({ fullAt: buckets.fullAt })
    .get();
  if (allowed) return null;
  const row = await ctx.db.select({ fullAt: buckets.fullAt }).from(buckets).where(eq(buckets.key, key)).get();
  // The next action fits once the bucket's instant is back within one window (less its own interval) of now.
  const waitMs = (row?.fullAt ?? now) + interval - windowMs - now;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new RateLimitedError(`${RATE_LIMITS[spend.rule].message} ${retryAfterText(seconds)}`, seconds);
}

/** Gives actions back (a sign-in that succeeded, a later budget that refused), so they cost nothing. */
export async function refundRateLimit(ctx: ServiceContext, ...spends: RateLimitSpend[]): Promise<void> {
  for (const spend of spends) {
    const { interval } = bucketSize(ctx, spend.rule);
    await ctx.db
      .update(buckets)
      .set({ fullAt: sql`${buckets.fullAt} - ${interval}` })
      .where(eq(buckets.key, await bucketKey(ctx, spend)));
  }
}

/** For the cron: a bucket whose instant has passed is full, the same as no row at all. */
export function deleteFullRateLimitBuckets(ctx: Pick<ServiceContext, "db">, now: number) {
  return ctx.db.delete(buckets).where(lt(buckets.fullAt, now));
}
