// Decisions, analytics events with their daily rollups, and page views (issue 12, slice D; 000 §3, 002 §3.6).
// Times are epoch milliseconds like every other table; a rollup's day is the UTC date 'YYYY-MM-DD'.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  DECISION_IMPACTS,
  DECISION_PRIORITIES,
  DECISION_STATUSES,
  DECISION_TYPES,
  EVENT_CATEGORIES,
  FEATURE_CATEGORIES,
} from "../../../../lib/analytics/constants";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { meetings, votes } from "./meetings";
import { organizations } from "./organizations";

export const decisions = sqliteTable(
  "decisions",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    decisionType: text("decision_type", { enum: DECISION_TYPES }).notNull().default("strategic"),
    priority: text("priority", { enum: DECISION_PRIORITIES }).notNull().default("medium"),
    impactLevel: text("impact_level", { enum: DECISION_IMPACTS }).notNull().default("medium"),
    /** 'YYYY-MM-DD', or null: a date without a time of day. */
    targetDate: text("target_date"),
    status: text("status", { enum: DECISION_STATUSES }).notNull().default("pending"),
    proposedAt: integer("proposed_at", { mode: "number" }).notNull(),
    proposedBy: text("proposed_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when the decision came from a vote: its meeting and the resolution (the vote) it records. */
    meetingId: text("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    voteId: text("vote_id").references(() => votes.id, { onDelete: "set null" }),
    statusChangedAt: integer("status_changed_at", { mode: "number" }).notNull(),
    statusChangedBy: text("status_changed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("decisions_org_proposed_idx").on(t.organizationId, t.proposedAt),
    // One decision per resolution, however often its close is counted.
    uniqueIndex("decisions_vote_idx").on(t.voteId),
  ],
);

/** Every status a decision has had: who moved it and when (the first row is its proposal). */
export const decisionStatusChanges = sqliteTable(
  "decision_status_changes",
  {
    id: id(),
    decisionId: text("decision_id")
      .notNull()
      .references(() => decisions.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: DECISION_STATUSES }),
    toStatus: text("to_status", { enum: DECISION_STATUSES }).notNull(),
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: integer("changed_at", { mode: "number" }).notNull(),
    note: text("note"),
  },
  (t) => [index("decision_status_changes_decision_idx").on(t.decisionId, t.changedAt)],
);

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    eventCategory: text("event_category", { enum: EVENT_CATEGORIES }).notNull(),
    eventType: text("event_type").notNull(),
    eventData: text("event_data", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_org_created_idx").on(t.organizationId, t.createdAt)],
);

/** Events per organisation, UTC day and type: kept in the same batch as each event (decision 044). */
export const analyticsDailyRollups = sqliteTable(
  "analytics_daily_rollups",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    eventCategory: text("event_category", { enum: EVENT_CATEGORIES }).notNull(),
    eventType: text("event_type").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.eventCategory, t.eventType] })],
);

/** Who was active in an organisation on a UTC day (events and page views): Active Users without a raw scan. */
export const analyticsDailyUsers = sqliteTable(
  "analytics_daily_users",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.userId] })],
);

export const pageViews = sqliteTable(
  "page_views",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    pageUrl: text("page_url").notNull(),
    pagePath: text("page_path").notNull(),
    pageTitle: text("page_title"),
    featureName: text("feature_name").notNull(),
    featureCategory: text("feature_category", { enum: FEATURE_CATEGORIES }).notNull(),
    viewStartedAt: integer("view_started_at", { mode: "number" }).notNull(),
    viewEndedAt: integer("view_ended_at", { mode: "number" }),
    durationSeconds: integer("duration_seconds"),
    deviceType: text("device_type"),
    browser: text("browser"),
    referrer: text("referrer"),
    interactionsCount: integer("interactions_count").notNull().default(0),
  },
  (t) => [
    index("page_views_user_started_idx").on(t.userId, t.viewStartedAt),
    index("page_views_org_started_idx").on(t.organizationId, t.viewStartedAt),
  ],
);
