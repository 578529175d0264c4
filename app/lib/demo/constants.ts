// Demo mode and its tour: spec constants and texts (002 §2.6, §4.3), written once.

// Demo (002 §2.6).
export const DEMO_BADGE = "Demo Mode";
export const DEMO_BADGE_DETAIL = "Exploring with sample data";
export const DEMO_EXIT = "Exit Demo & Sign In";
export const DEMO_ORG_SLUG = "demo-board";
export const DEMO_USER_EMAIL = "demo.director@demo.boardroom.local";
export const DEMO_TOUR_COOKIE = "demo_tour";

// Demo mode and tour (002 §2.6, §4.3; docs/decisions/005).
export const DEMO_TOUR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const DEMO_START_TOUR = "Start Tour";
export const DEMO_RESET = "Reset demo data";
export const DEMO_RESET_CONFIRM_TITLE = "Reset demo data?";
export const DEMO_RESET_CONFIRM_BODY =
  "This deletes every change made to the demo board, by you and by anyone else exploring it, and restores the " +
  "original sample data. Everyone else exploring the demo is signed out of it; you continue with a fresh session.";
export const DEMO_RESET_DONE = "Demo data has been reset.";
export const DEMO_MESSAGES = {
  notDemo: "This is only available in demo mode.",
  invalidTourAction: "Unknown tour action.",
  invalidDemoAction: "Unknown demo action.",
} as const;
/** Added by the reset action to the dashboard URL so the page can say the reset happened. */
export const DEMO_RESET_PARAM = "reset";
