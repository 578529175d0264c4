// How the settings page names each security event (002 §9). Isomorphic.
import type { SecurityEventKind } from "./security-events";

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  sign_in_succeeded: "Signed in",
  sign_in_failed: "Sign-in failed (wrong password)",
  two_factor_failed: "Wrong two-factor code",
  two_factor_enabled: "Two-factor sign-in turned on",
  two_factor_disabled: "Two-factor sign-in turned off",
  recovery_code_used: "Recovery code used",
  password_changed: "Password changed",
  password_reset_forced: "Password reset required by an administrator",
  session_revoked: "Device signed out",
  api_token_created: "API token created",
  api_token_revoked: "API token revoked",
  account_suspended: "Account suspended",
  account_reactivated: "Account reactivated",
};
