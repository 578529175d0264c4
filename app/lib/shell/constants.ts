// The dashboard shell: spec constants and texts (000 §2.2, §9), written once.

// Shell (000 §2.2, §9).
export const SEARCH_PLACEHOLDER = "Search organizations, assets, meetings...";
export const BREADCRUMB_MAX = 20;
export const RECENT_SHOWN = 3;
export const RECENT_SEARCHES_KEPT = 10;
export const RECENT_ITEMS_KEPT = 20;
/** A page seen again within this time is not written again (issue 9): reading a page is not a write. */
export const VISIT_REWRITE_AFTER_MS = 60_000;

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = "theme";

// Shell, continued (000 §2.2, §2.4; 002 §2.5).
export const SIDEBAR_COOKIE = "sidebar";
export const SHELL_TEXTS = {
  switchOrganization: "Switch Organization",
  currentOrganization: "Current",
  /** Beside an organisation whose security policy holds the member back here (decision 048). */
  organizationHeldBack: "Held back",
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
export const NOT_BUILT_BODY = "It is coming in a later release; nothing on this page is sample data.";
export const SEARCH_QUERY_MAX = 200;
