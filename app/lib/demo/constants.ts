// Demo mode and its tour: spec constants and texts (002 §2.6, §4.3), written once.

// Demo (002 §2.6).
export const DEMO_BADGE = "Demo Mode";
export const DEMO_BADGE_DETAIL = "Exploring with sample data";
export const DEMO_EXIT = "Exit Demo & Sign In";
/** Each visitor's demo board gets its own slug: this prefix and the copy's key. */
export const DEMO_ORG_SLUG_PREFIX = "demo-";
/** Demo people's synthetic addresses end here: `.invalid` never resolves (RFC 6761), so no mail can reach one. */
export const DEMO_EMAIL_DOMAIN = "demo.boardroom.invalid";
/** A visitor's demo board lives this long from its creation; the Cron Trigger then deletes it (decision 021). */
export const DEMO_COPY_TTL_MS = 24 * 60 * 60 * 1000;
/** Live demo boards at most: past it /demo answers DEMO_MESSAGES.busy instead of seeding another (decision 021). */
export const DEMO_MAX_LIVE_COPIES = 2_000;
export const DEMO_TOUR_COOKIE = "demo_tour";

// Demo mode and tour (002 §2.6, §4.3; docs/decisions/005).
export const DEMO_TOUR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const DEMO_START_TOUR = "Start Tour";
export const DEMO_RESET = "Reset demo data";
export const DEMO_RESET_CONFIRM_TITLE = "Reset demo data?";
export const DEMO_RESET_CONFIRM_BODY =
  "This deletes every change you made to your demo board and seeds it afresh, as it was when you arrived. " +
  "Nobody else sees your demo board; you continue with a fresh session.";
export const DEMO_RESET_DONE = "Demo data has been reset.";
export const DEMO_MESSAGES = {
  notDemo: "This is only available in demo mode.",
  invalidTourAction: "Unknown tour action.",
  invalidDemoAction: "Unknown demo action.",
  busy: "The demo is busy right now: too many visitors are exploring it. Please try again in a few minutes.",
} as const;
/** Added by the reset action to the dashboard URL so the page can say the reset happened. */
export const DEMO_RESET_PARAM = "reset";
