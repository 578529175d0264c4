// Accounts, sessions and sign-in: spec constants and texts, written once (CONVENTIONS habit 14).

// Sessions (002 §9 keeps the heartbeat at 30 s; the session itself slides).
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is renewed (and its expiry pushed out) at most this often, to keep reads cheap. */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "__session";

/** Platform roles: an "admin" sees the admin area (npm run admin -- grant); everyone else is a "user". */
export const PLATFORM_ROLES = ["user", "admin"] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

// Lockout (002 §4.9): 3 failures lock for 5 minutes; 5 or more for 15.
export const LOCKOUT_RULES = [
  { failures: 5, minutes: 15 },
  { failures: 3, minutes: 5 },
] as const;
export const accountLockedMessage = (minutes: number) => `Account locked. Try again in ${minutes} minutes.`;

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Forgot password: at most this many reset emails per account in a rolling hour; the form answers the same anyway. */
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;

// Sign-up confirms the address by email before the account exists (issue 8, defect 9).
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many sign-up emails to one address in a rolling hour; the form answers the same anyway. */
export const SIGN_UP_EMAILS_PER_HOUR = 3;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
/** The same answer for a new address and one that already has an account, so the form reveals nothing. */
export const signUpSentMessage = (email: string) =>
  `We've sent an email to ${email}. Open the link in it within 24 hours to finish creating your account. ` +
  "If this address already has an account, the email says so instead.";
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password.",
  currentPasswordIncorrect: "Current password is incorrect.",
  deleteConfirmation: 'Invalid confirmation. Please type "DELETE" to confirm.',
  signInFailed: "Sign in failed",
  signUpFailed: "Sign up failed",
  accountDeletionFailed: "Account deletion failed",
  notAuthenticated: "User not authenticated",
  emailTaken: "An account with this email already exists.",
  signUpLinkInvalid: "This confirmation link is invalid or has expired. Sign up again to get a new one.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Request a new one.",
  demoAccountLocked: "Not available in demo mode. Sign up for your own account to do this.",
  browserSessionRequired:
    "API tokens can't manage API tokens, the password, devices or the account. " +
    "Sign in to BoardRoom in a browser to do this.",
} as const;
