// Two-factor sign-in (TOTP, RFC 6238) and the security policy's texts and constants, written once. Isomorphic.

export const TOTP_ISSUER = "BoardRoom";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from (RFC 6238 §5.2: clocks drift, people type slowly). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code (or a new password) may take. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;
export const PENDING_SIGN_IN_COOKIE = "__pending_sign_in";
/** An idle timeout is only as precise as this: a session's last activity is written at most once a minute. */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;

export const TWO_FACTOR_MESSAGES = {
  invalidCode: "That code is not valid. Enter the current 6-digit code from your authenticator app.",
  invalidRecoveryCode: "That recovery code is not valid or was already used.",
  codeFormat: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  setupCodeFormat: "Enter the 6-digit code your authenticator app shows.",
  pendingExpired: "Your sign-in took too long. Sign in again.",
  alreadyEnabled: "Two-factor sign-in is already on.",
  notEnabled: "Two-factor sign-in is not on.",
  noSetup: "Start the setup again: no two-factor setup is waiting for a code.",
  enabled: "Two-factor sign-in is on. Save your recovery codes now: they will not be shown again.",
  disabled: "Two-factor sign-in is off.",
  recoveryCodesRegenerated: "New recovery codes made; the old ones no longer work. Save them now.",
} as const;

export const ACCESS_GATE_MESSAGES = {
  twoFactorRequired: (names: string[]) =>
    `${listNames(names)} ${names.length > 1 ? "require" : "requires"} two-factor sign-in. ` +
    "Set it up in your settings to open this organisation's data.",
  ipRefused: (names: string[]) =>
    `${listNames(names)} only ${names.length > 1 ? "allow" : "allows"} access from approved network addresses, ` +
    "and this address is not one of them.",
  sessionTimedOut: "You were signed out after a period of inactivity.",
  passwordMustChange: "You must choose a new password before you continue.",
  passwordExpired: "Your password has expired. Choose a new one to continue.",
} as const;

function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "This organisation";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Recovery codes: 10 characters from an alphabet without look-alikes, shown as two groups of five. */
export const RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
