// The admin console (issue 13): page sizes, texts and rules, written once.

export const ADMIN_PAGE_SIZE = 25;
/** A user's page shows this many of their recent audit entries. */
export const ADMIN_USER_AUDIT_ENTRIES = 20;
/** The CSV export of the audit log stops at this many rows (newest first): narrow the filters for older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
/** The dashboard's windows for sign-ins and failed sign-ins, in days. */
export const ADMIN_WINDOWS_DAYS = [7, 30] as const;
/** The analytics page counts per day over this many days. */
export const ADMIN_ANALYTICS_DAYS = 30;

export const USER_FILTERS = ["all", "admins", "suspended", "active"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const USER_FILTER_LABELS: Record<UserFilter, string> = {
  all: "Everyone",
  admins: "Administrators",
  suspended: "Suspended",
  active: "Not suspended",
};

export const RISK_LEVELS = ["low", "medium", "high"] as const;

export const ADMIN_MESSAGES = {
  notYourself: "You can't do this to your own account: ask another administrator.",
  lastAdministrator: "This is the last administrator: grant the role to someone else first.",
  suspended: "Account suspended: their sessions have ended and they can no longer sign in.",
  reactivated: "Account reactivated: they can sign in again.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  resetForced: "A password reset email is on its way; they must choose a new password at their next sign-in.",
  demoAccount: "Demo accounts have no password and are removed with their board: nothing to do here.",
  roleGranted: "They are now a platform administrator.",
  roleRevoked: "They are no longer a platform administrator.",
  roleUnchanged: "They already have this role.",
  sessionRevoked: "Session ended.",
  sessionsRevoked: "Every session of this user has ended.",
  sessionNotFound: "This session has already ended.",
  unlocked: "Lockout lifted: the address can try signing in again.",
  notLocked: "This address is not locked out.",
  userNotFound: "No such user.",
} as const;

/** What a suspended account sees at sign-in. */
export const SUSPENDED_SIGN_IN_MESSAGE =
  "This account has been suspended by a BoardRoom administrator. Contact your administrator to restore access.";
