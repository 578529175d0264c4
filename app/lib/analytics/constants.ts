// Analytics, decisions and reports (000 §2.7, §3, §5, §8, §9; 002 §3.6): the spec's constants and texts, once.

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;
export const ACTIVITY_FEED_SIZE = 20;
export const TOP_EVENT_TYPES = 5;
/** The activity feed shows only the first 2 key-value pairs of an event's data. */
export const EVENT_DETAIL_PAIRS = 2;
/** The page's beacon reports how long a page stayed open, every 30 seconds (000 §9 session heartbeat). */
export const PAGE_HEARTBEAT_MS = 30_000;

export const EVENT_CATEGORIES = ["board_pack", "meeting", "export", "decision", "user", "document", "system"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Every event type a service emits, with its category: what really happened, never sampled or simulated. */
export const EVENT_TYPES = {
  document_uploaded: "document",
  document_viewed: "document",
  board_pack_created: "board_pack",
  board_pack_published: "board_pack",
  meeting_created: "meeting",
  meeting_started: "meeting",
  meeting_ended: "meeting",
  vote_cast: "meeting",
  vote_closed: "meeting",
  minutes_approved: "meeting",
  action_completed: "meeting",
  decision_created: "decision",
  decision_status_changed: "decision",
  analytics_exported: "export",
  organization_exported: "export",
  vault_exported: "export",
} as const satisfies Record<string, EventCategory>;
export type EventType = keyof typeof EVENT_TYPES;

/** Which event types the cards count (000 §2.7): a board pack is completed when published, a meeting when ended. */
export const CARD_EVENT_TYPES = {
  boardPacksCreated: "board_pack_created",
  boardPacksCompleted: "board_pack_published",
  meetingsCreated: "meeting_created",
  meetingsCompleted: "meeting_ended",
} as const satisfies Record<string, EventType>;

export const FEATURE_CATEGORIES = ["core", "collaboration", "management", "analytics", "system", "other"] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const DECISION_TYPES = ["strategic", "financial", "operational", "governance", "risk", "other"] as const;
export const DECISION_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const DECISION_IMPACTS = DECISION_PRIORITIES;
export const DECISION_STATUSES = ["pending", "approved", "rejected", "deferred", "implemented", "reviewed"] as const;
export type DecisionType = (typeof DECISION_TYPES)[number];
export type DecisionPriority = (typeof DECISION_PRIORITIES)[number];
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** A new decision (000 §4): strategic, medium priority, medium impact, no target date. */
export const DECISION_DEFAULTS = { decisionType: "strategic", priority: "medium", impactLevel: "medium" } as const;

/**
 * The spec does not show transitions (000 §4); this is the tracker's life: a pending decision is approved,
 * rejected or deferred; a deferred one comes back to the table; an approved one is implemented, then reviewed.
 */
export const DECISION_TRANSITIONS: Record<DecisionStatus, readonly DecisionStatus[]> = {
  pending: ["approved", "rejected", "deferred"],
  deferred: ["pending", "approved", "rejected"],
  approved: ["implemented"],
  implemented: ["reviewed"],
  rejected: [],
  reviewed: [],
};

export const DECISION_STATUS_ACTIONS: Record<DecisionStatus, string> = {
  pending: "Return to pending",
  approved: "Approve",
  rejected: "Reject",
  deferred: "Defer",
  implemented: "Mark implemented",
  reviewed: "Mark reviewed",
};

export const ANALYTICS_TEXTS = {
  decisionCreated: "Decision created successfully",
  decisionCreateFailed: "Failed to create decision",
  noDecisions: "No decisions tracked yet. Create your first decision to get started.",
  historyHeading: "History",
  noActivity: "No recent activity",
  titlePlaceholder: "Brief decision title",
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  decisionNotFound: "Decision not found",
  invalidPeriod: "Period must be 7, 30 or 90 days",
  statusChanged: "Decision status updated",
} as const;

export function illegalTransitionMessage(from: DecisionStatus, to: DecisionStatus): string {
  const allowed = DECISION_TRANSITIONS[from];
  if (allowed.length === 0) return `A ${from} decision is final; its status can't change.`;
  return `A ${from} decision can't become ${to}; it can become ${allowed.join(", ")}.`;
}

/** Top event types show underscores as spaces (000 §2.7). */
export const eventTypeLabel = (type: string) => type.replaceAll("_", " ");

/** Completion Rate (000 §2.7, §9): completed over created board packs as a rounded percent; 0 when none created. */
export function completionRate(created: number, completed: number): number {
  return created > 0 ? Math.round((completed / created) * 100) : 0;
}

/** The first 2 key-value pairs of an event's data, as the activity feed shows them. */
export function eventDetailPairs(data: Record<string, unknown> | null): [string, string][] {
  return Object.entries(data ?? {})
    .slice(0, EVENT_DETAIL_PAIRS)
    .map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]);
}

/** What /dashboard/reports exports: the period's rollups, the decision tracker, the period's activity. */
export const REPORT_KINDS = ["analytics", "decisions", "activity"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ["csv", "json"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_LABELS: Record<ReportKind, { title: string; description: string }> = {
  analytics: { title: "Analytics", description: "Events per day, category and type over the period." },
  decisions: { title: "Decisions", description: "Every decision in the tracker with its status and dates." },
  activity: { title: "Activity", description: "Every event of the period, who did it and its details." },
};
/** Rows read per round trip while a report streams: a million events never sit in memory at once. */
export const REPORT_PAGE_SIZE = 1000;

const STATIC_FILE = /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|pdf|wasm|gz)$/i;

/** Page-view tracking skips /api/ and /_next/ paths and static files (000 §5); the caller skips when signed out. */
export function isTrackedPath(path: string): boolean {
  return !path.startsWith("/api/") && !path.startsWith("/_next/") && !STATIC_FILE.test(path);
}

const FEATURE_CATEGORY_OF: Record<string, FeatureCategory> = {
  "": "core",
  simple: "core",
  documents: "core",
  assets: "core",
  search: "core",
  meetings: "collaboration",
  "board-packs": "collaboration",
  committees: "collaboration",
  boardmates: "collaboration",
  notifications: "collaboration",
  resolutions: "collaboration",
  organizations: "management",
  vaults: "management",
  settings: "management",
  workflow: "management",
  calendar: "management",
  analytics: "analytics",
  reports: "analytics",
  admin: "system",
};

/** The feature a path belongs to (its first section after /dashboard) and the feature's category (002 §3.6). */
export function featureOf(path: string): { name: string; category: FeatureCategory } {
  const [first = "", second = ""] = path.split("/").filter(Boolean);
  const name = first === "dashboard" ? second : first;
  return { name: name || "home", category: FEATURE_CATEGORY_OF[name] ?? "other" };
}
