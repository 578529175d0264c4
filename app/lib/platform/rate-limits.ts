// Rate limits (decision 018): each rule allows a burst of `limit` actions, refilled evenly over `windowMs`
// (a token bucket), so a full burst is back after one window and one more action after windowMs / limit.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RateLimitRule = {
  /** Part of every counter's key: renaming a rule starts its counters afresh. */
  name: string;
  limit: number;
  windowMs: number;
  /** "client": keyed by the caller's address, whose budget CLIENT_RATE_LIMIT_MULTIPLIER scales (decision 018). */
  scope: "client" | "account" | "address" | "organization";
  /** What the refusal says; the wait is added after it. */
  message: string;
};

export const RATE_LIMITS = {
  signUpPerClient: {
    name: "sign-up:client",
    limit: 10,
    windowMs: HOUR,
    scope: "client",
    message: "Too many accounts were created from your network.",
  },
  /** Failed sign-ins only (a success gives its attempt back), across every email: spraying, not typos. */
  signInFailuresPerClient: {
    name: "sign-in:client",
    limit: 20,
    windowMs: 15 * MINUTE,
    scope: "client",
    message: "Too many failed sign-ins from your network.",
  },
  passwordResetsPerClient: {
    name: "password-reset:client",
    limit: 10,
    windowMs: HOUR,
    scope: "client",
    message: "Too many password reset requests from your network.",
  },
  /** Invitation emails (invite, resend, re-invite after a revoke) to one address from one organisation. */
  invitationsPerAddress: {
    name: "invitation:address",
    limit: 3,
    windowMs: DAY,
    scope: "address",
    message: "Too many invitations were sent to this address.",
  },
  /** Invitation emails to one address from every organisation together: many organisations can't flood it. */
  invitationsPerAddressEverywhere: {
    name: "invitation:address-everywhere",
    limit: 10,
    windowMs: DAY,
    scope: "address",
    message: "Too many invitations were sent to this address.",
  },
  invitationsPerOrganization: {
    name: "invitation:organization",
    limit: 100,
    windowMs: DAY,
    scope: "organization",
    message: "This organization has sent too many invitations today.",
  },
  organizationsPerAccount: {
    name: "organization:account",
    limit: 10,
    windowMs: DAY,
    scope: "account",
    message: "You have created too many organizations today.",
  },
  apiTokensPerAccount: {
    name: "api-token:account",
    limit: 10,
    windowMs: HOUR,
    scope: "account",
    message: "You have created too many API tokens in the last hour.",
  },
  /** Demo boards seeded for one client (entering /demo, resetting one): each is a board's worth of rows. */
  demoBoardsPerClient: {
    name: "demo-board:client",
    limit: 20,
    windowMs: HOUR,
    scope: "client",
    message: "Too many demo boards were started from your network.",
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The API's error code for a limit (002 §8.7 "RATE_LIMITED"). */
export const RATE_LIMITED_CODE = "RATE_LIMITED";

/** "Try again in 5 minutes." — the wait, rounded up to a unit a person reads. */
export function retryAfterText(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? "" : "s"}`;
  if (seconds < 60) return `Try again in ${unit(Math.max(1, Math.ceil(seconds)), "second")}.`;
  if (seconds < 3600) return `Try again in ${unit(Math.ceil(seconds / 60), "minute")}.`;
  return `Try again in ${unit(Math.ceil(seconds / 3600), "hour")}.`;
}
