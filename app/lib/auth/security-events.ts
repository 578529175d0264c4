// The kinds of security event an account records (002 §9), one list for the writers (sign-in, two-factor,
// settings, admin) and the readers (the user's settings, the admin console). Isomorphic.

export const SECURITY_EVENT_KINDS = [
  "sign_in_succeeded",
  "sign_in_failed",
  "two_factor_failed",
  "two_factor_enabled",
  "two_factor_disabled",
  "recovery_code_used",
  "password_changed",
  "password_reset_forced",
  "session_revoked",
  "api_token_created",
  "api_token_revoked",
  "account_suspended",
  "account_reactivated",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How many events the settings page shows (002 §9): the last 100 events and the last 10 sign-ins. */
export const SECURITY_EVENTS_SHOWN = 100;
export const SIGN_INS_SHOWN = 10;
