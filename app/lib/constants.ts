// Spec constants and user-visible texts, written once (CONVENTIONS habit 14).

export const PRODUCT_NAME = "BoardRoom";
export const TAGLINE = "Enterprise Board Governance Platform";

// Sessions (002 §9 keeps the heartbeat at 30 s; the session itself slides).
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is renewed (and its expiry pushed out) at most this often, to keep reads cheap. */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "__session";

// Lockout (002 §4.9): 3 failures lock for 5 minutes; 5 or more for 15.
export const LOCKOUT_RULES = [
  { failures: 5, minutes: 15 },
  { failures: 3, minutes: 5 },
] as const;
export const accountLockedMessage = (minutes: number) => `Account locked. Try again in ${minutes} minutes.`;

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Forgot password: at most this many reset emails per account in a rolling hour; the form answers the same either way. */
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
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
  resetLinkInvalid: "This password reset link is invalid or has expired. Request a new one.",
  demoAccountLocked: "Not available in demo mode. Sign up for your own account to do this.",
  browserSessionRequired: "API tokens can't manage API tokens, the password, devices or the account. Sign in to BoardRoom in a browser to do this.",
} as const;

// Shell (000 §2.2, §9).
export const SEARCH_PLACEHOLDER = "Search organizations, assets, meetings...";
export const BREADCRUMB_MAX = 20;
export const RECENT_SHOWN = 3;
export const RECENT_SEARCHES_KEPT = 10;
export const RECENT_ITEMS_KEPT = 20;
export const NOTIFICATION_BADGE_CAP = 99;
export const formatBadgeCount = (count: number) => (count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count));

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = "theme";

// The page fallback of route-level error boundaries (001 §2.9); 4xx Responses show their own message.
export const ERROR_TEXTS = {
  pageTitle: "Page Error",
  pageBody: "Something went wrong while loading this page",
  tryAgain: "Try Again",
} as const;

// Demo (002 §2.6).
export const DEMO_BADGE = "Demo Mode";
export const DEMO_BADGE_DETAIL = "Exploring with sample data";
export const DEMO_EXIT = "Exit Demo & Sign In";
export const DEMO_ORG_SLUG = "demo-board";
export const DEMO_USER_EMAIL = "demo.director@demo.boardroom.local";
export const DEMO_TOUR_COOKIE = "demo_tour";

// Organisations (001 §5, §9).
export const INVITATION_EXPIRY_CHOICES = [24, 48, 72, 168] as const;
export const INVITATION_DEFAULT_EXPIRY_HOURS = 72;
export const INVITATION_MAX_HOURS = 168;
export const INVITATION_MAX_BATCH = 10;
export const INVITATION_MAX_ATTEMPTS = 5;
/** The invitations tab lists this many pending invitations and this much history, newest first. */
export const INVITATIONS_PENDING_SHOWN = 500;
export const INVITATIONS_HISTORY_SHOWN = 100;
export const ORGANIZATION_DELETION_DAYS = 30;
export const LOGO_MAX_BYTES = 5_242_880;
export const MEMBERS_PAGE_SIZE = 20;
export const ORGANIZATIONS_PAGE_SIZE = 20;

export const INVITATION_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  roleRequired: "Please select a role",
  cannotInviteOwner: "Cannot invite as owner",
  invalidRole: "Invalid role",
  messageTooLong: "Message must be less than 500 characters",
  expiryMin: "Must be at least 1 hour",
  expiryMax: "Cannot exceed 168 hours (1 week)",
  maxBatch: "Maximum of 10 invitations can be sent at once.",
  alreadyMember: "Already a member of this organization",
  alreadyInvited: "An invitation is already pending for this email",
  notFound: "This invitation link is not valid.",
  expired: "This invitation has expired. Ask for a new one.",
  revoked: "This invitation was revoked.",
  used: "This invitation has already been used.",
  tooManyAttempts: "This invitation is locked after too many attempts. Ask for a new one.",
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that email to accept it.`,
  sendFailed: "The invitation email could not be sent. Please try again.",
  /** Invite time: active members plus pending invitations may not exceed the plan's max_members. */
  memberLimit: (max: number) => `Your plan allows ${max} members. Upgrade to invite more.`,
  /** Accept time (the invitee's page): the organisation has no seat left. */
  organizationFull: (organizationName: string, max: number) =>
    `${organizationName} already has the ${max} members its plan allows. Ask the person who invited you to upgrade the plan or free a seat.`,
  organizationArchived: (organizationName: string) => `${organizationName} is archived and takes no new members. Ask the person who invited you to restore it.`,
} as const;

// Shell, continued (000 §2.2, §2.4; 002 §2.5).
export const SIDEBAR_COOKIE = "sidebar";
export const NOTIFICATIONS_HEARTBEAT_MS = 30_000;
/** Reconnect backoff for live sockets: 1 s doubling up to 30 s. */
export const REALTIME_BACKOFF_MS = { initial: 1_000, max: 30_000 } as const;
export const SHELL_TEXTS = {
  switchOrganization: "Switch Organization",
  currentOrganization: "Current",
  createOrganization: "Create New Organization",
  noOrganizations: "You are not a member of any organization yet.",
  quickActions: "Quick actions",
  recentItems: "Recently visited",
  recentSearches: "Recent",
  searchFor: (query: string) => `Search for "${query}"`,
  signOut: "Sign Out",
  adminDashboard: "Admin Dashboard",
  skipToContent: "Skip to content",
  shortcutsTitle: "Keyboard shortcuts",
  palettePlaceholder: "Type a command or search...",
  paletteEmpty: "No matching commands.",
} as const;
// 000 §2.4 shows 'Redirecting to Documents...' while it redirects; a real redirect response needs no
// interstitial, so only the explanation is shown, on the Documents page it lands on.
export const DOCUMENTS_REDIRECT = {
  body: "All document management features are now in one place",
} as const;
export const SEARCH_NOT_BUILT = {
  title: "Search is not built yet",
  body: "Full-text search across organizations, documents, meetings and minutes arrives in a later release. Your query was saved to your recent searches.",
} as const;
export const NOT_BUILT_BODY = "It is coming in a later release; nothing on this page is sample data.";
export const SEARCH_QUERY_MAX = 200;

// Organisations (001 §5).
export const ORGANIZATION_MESSAGES = {
  nameMin: "Organization name must be at least 2 characters",
  nameMax: "Organization name must be less than 100 characters",
  descriptionMax: "Description must be less than 500 characters",
  notFound: "Organization not found",
  /** A stale target on an organisation the actor can see: the page tells these apart from notFound. */
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  demoSlugLocked: "The demo organization's slug can't be changed.",
  archived: "This organization is archived. Restore it to make changes.",
  ownershipNeedsActiveMember: "Ownership can only be transferred to an active member.",
  logoUploadFailed: "Failed to upload logo. Please try again.",
} as const;

// Demo mode and tour (002 §2.6, §4.3; docs/decisions/005).
export const DEMO_TOUR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const DEMO_START_TOUR = "Start Tour";
export const DEMO_RESET = "Reset demo data";
export const DEMO_RESET_CONFIRM_TITLE = "Reset demo data?";
export const DEMO_RESET_CONFIRM_BODY =
  "This deletes every change made to the demo board, by you and by anyone else exploring it, and restores the original sample data. Everyone else exploring the demo is signed out of it; you continue with a fresh session.";
export const DEMO_RESET_DONE = "Demo data has been reset.";
export const DEMO_MESSAGES = {
  notDemo: "This is only available in demo mode.",
  invalidTourAction: "Unknown tour action.",
  invalidDemoAction: "Unknown demo action.",
} as const;
/** Added by the reset action to the dashboard URL so the page can say the reset happened. */
export const DEMO_RESET_PARAM = "reset";

// Boardmates (001 §1): fellow members across your organisations, per page.
export const BOARDMATES_PAGE_SIZE = 50;
