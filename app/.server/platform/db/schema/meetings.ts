// Meetings (issue 11): the meeting, its agenda, participants and conflicts, votes with their ballots kept
// apart from turnout, action items, minutes with signatures, the room's chat, and calendar feed tokens.
// Times are epoch milliseconds like every other table.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  ACTION_ITEM_STATUSES,
  AGENDA_ITEM_STATUSES,
  AGENDA_ITEM_TYPES,
  ATTENDANCE_STATUSES,
  CHAT_MESSAGE_TYPES,
  MEETING_CONFIDENTIALITY,
  MEETING_STATUSES,
  MEETING_TYPES,
  type MeetingVenue,
  MINUTES_STATUSES,
  PARTICIPANT_ROLES,
  type ParticipantNotificationPreferences,
  PRESENCE_STATUSES,
  VOTE_CHOICES,
  VOTE_RESULTS,
  VOTE_STATUSES,
  VOTE_TYPES,
  VOTING_METHODS,
} from "../../../../lib/meetings/constants";
import { assets } from "./assets";
import { users } from "./auth";
import { createdAt, id, now } from "./columns";
import { committees } from "./committees";
import { organizations } from "./organizations";

const updatedAt = () => integer("updated_at", { mode: "number" }).notNull().default(now);
const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export const meetings = sqliteTable(
  "meetings",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    committeeId: text("committee_id").references(() => committees.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    meetingType: text("meeting_type", { enum: MEETING_TYPES }).notNull().default("board"),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("draft"),
    confidentiality: text("confidentiality", { enum: MEETING_CONFIDENTIALITY }).notNull().default("confidential"),
    scheduledStart: integer("scheduled_start", { mode: "number" }).notNull(),
    scheduledEnd: integer("scheduled_end", { mode: "number" }).notNull(),
    actualStart: integer("actual_start", { mode: "number" }),
    actualEnd: integer("actual_end", { mode: "number" }),
    /** IANA zone the meeting was scheduled in (shown beside the reader's own zone). */
    timezone: text("timezone").notNull().default("UTC"),
    venue: text("venue", { mode: "json" }).$type<MeetingVenue>(),
    virtualMeetingUrl: text("virtual_meeting_url"),
    /** In the room and online at once: a venue and a virtual link. */
    isHybrid: flag("is_hybrid"),
    organizerId: text("organizer_id").references(() => users.id, { onDelete: "set null" }),
    chairpersonId: text("chairperson_id").references(() => users.id, { onDelete: "set null" }),
    secretaryId: text("secretary_id").references(() => users.id, { onDelete: "set null" }),
    isRecorded: flag("is_recorded"),
    allowsAnonymousVoting: flag("allows_anonymous_voting"),
    requiresQuorum: flag("requires_quorum"),
    /** A fraction (0.5 = half of the voting-eligible participants), shown as a rounded percent. */
    quorumThreshold: real("quorum_threshold").notNull().default(0.5),
    /** What really happened, written when the meeting ends (agenda outcomes, resolutions, actions). */
    summary: text("summary", { mode: "json" }).$type<Record<string, unknown>>(),
    /** The .ics SEQUENCE: raised on every change or cancellation sent to calendars. */
    icsSequence: integer("ics_sequence").notNull().default(0),
    /** The meeting this one was copied from as a template. */
    copiedFromId: text("copied_from_id"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    lastModifiedBy: text("last_modified_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("meetings_org_start_idx").on(t.organizationId, t.scheduledStart),
    index("meetings_org_status_start_idx").on(t.organizationId, t.status, t.scheduledStart),
    index("meetings_committee_idx").on(t.committeeId),
  ],
);

/** A seat at the meeting: a user of the platform, or a guest known by email only. */
export const meetingParticipants = sqliteTable(
  "meeting_participants",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestEmail: text("guest_email"),
    guestName: text("guest_name"),
    role: text("role", { enum: PARTICIPANT_ROLES }).notNull().default("member"),
    attendanceStatus: text("attendance_status", { enum: ATTENDANCE_STATUSES }).notNull().default("pending"),
    presence: text("presence", { enum: PRESENCE_STATUSES }),
    checkInTime: integer("check_in_time", { mode: "number" }),
    leftAt: integer("left_at", { mode: "number" }),
    isVotingEligible: flag("is_voting_eligible"),
    /** Who holds this participant's proxy (votes once on their behalf). */
    delegateUserId: text("delegate_user_id").references(() => users.id, { onDelete: "set null" }),
    notificationPreferences: text("notification_preferences", {
      mode: "json",
    }).$type<ParticipantNotificationPreferences>(),
    /** SHA-256 of the token in the invitation email's RSVP links. */
    rsvpTokenHash: text("rsvp_token_hash"),
    invitedAt: integer("invited_at", { mode: "number" }).notNull().default(now),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    respondedAt: integer("responded_at", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("meeting_participants_user_uq").on(t.meetingId, t.userId).where(sql`user_id is not null`),
    uniqueIndex("meeting_participants_guest_uq").on(t.meetingId, t.guestEmail).where(sql`guest_email is not null`),
    index("meeting_participants_user_idx").on(t.userId),
    // Counts and lists per meeting: the two partial unique indexes above cover only seats with a user or a guest.
    index("meeting_participants_meeting_idx").on(t.meetingId, t.role),
    uniqueIndex("meeting_participants_rsvp_token_uq").on(t.rsvpTokenHash),
  ],
);

export const agendaItems = sqliteTable(
  "agenda_items",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    itemType: text("item_type", { enum: AGENDA_ITEM_TYPES }).notNull().default("discussion"),
    status: text("status", { enum: AGENDA_ITEM_STATUSES }).notNull().default("pending"),
    presenterId: text("presenter_id").references(() => users.id, { onDelete: "set null" }),
    estimatedDurationMinutes: integer("estimated_duration_minutes"),
    actualDurationMinutes: integer("actual_duration_minutes"),
    startTime: integer("start_time", { mode: "number" }),
    endTime: integer("end_time", { mode: "number" }),
    hasMotion: flag("has_motion"),
    /** What was decided or noted on the item (the summary and the minutes start from it). */
    outcome: text("outcome"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("agenda_items_meeting_idx").on(t.meetingId, t.orderIndex)],
);

/** Papers (documents of the organisation) attached to an agenda item. */
export const agendaItemPapers = sqliteTable(
  "agenda_item_papers",
  {
    agendaItemId: text("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    assetId: text("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agendaItemId, t.assetId] }), index("agenda_item_papers_asset_idx").on(t.assetId)],
);

/** A declared conflict of interest: the member is recused from that item's votes. */
export const meetingConflicts = sqliteTable(
  "meeting_conflicts",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    agendaItemId: text("agenda_item_id")
      .notNull()
      .references(() => agendaItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    declaredAt: createdAt(),
  },
  (t) => [
    uniqueIndex("meeting_conflicts_item_user_uq").on(t.agendaItemId, t.userId),
    index("meeting_conflicts_meeting_idx").on(t.meetingId),
  ],
);

/** A resolution put to a vote: in a meeting (on an agenda item), or between meetings with a deadline. */
export const votes = sqliteTable(
  "votes",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    meetingId: text("meeting_id").references(() => meetings.id, { onDelete: "cascade" }),
    agendaItemId: text("agenda_item_id").references(() => agendaItems.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    voteType: text("vote_type", { enum: VOTE_TYPES }).notNull().default("resolution"),
    votingMethod: text("voting_method", { enum: VOTING_METHODS }).notNull().default("simple_majority"),
    /** Percent of the counted ballots that must be 'for' (default 50; 'more than' for simple majority). */
    requiredThreshold: integer("required_threshold").notNull().default(50),
    status: text("status", { enum: VOTE_STATUSES }).notNull().default("draft"),
    startTime: integer("start_time", { mode: "number" }),
    endTime: integer("end_time", { mode: "number" }),
    deadline: integer("deadline", { mode: "number" }),
    isAnonymous: flag("is_anonymous"),
    allowAbstention: integer("allow_abstention", { mode: "boolean" }).notNull().default(true),
    allowProxy: flag("allow_proxy"),
    // Results (002 §3.9), written when the vote closes; percentages are derived from the counts.
    totalEligible: integer("total_eligible"),
    totalCast: integer("total_cast"),
    forCount: integer("for_count"),
    againstCount: integer("against_count"),
    abstainCount: integer("abstain_count"),
    proxyCount: integer("proxy_count"),
    quorumMet: integer("quorum_met", { mode: "boolean" }),
    result: text("result", { enum: VOTE_RESULTS }).notNull().default("pending"),
    calculatedAt: integer("calculated_at", { mode: "number" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("votes_meeting_idx").on(t.meetingId, t.createdAt),
    index("votes_org_status_idx").on(t.organizationId, t.status, t.deadline),
  ],
);

/**
 * Who may vote, fixed when the vote opens: voting-eligible participants, with the recused (a declared
 * conflict on the vote's agenda item) kept and marked so the minutes can name them.
 */
export const voteEligibleVoters = sqliteTable(
  "vote_eligible_voters",
  {
    voteId: text("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who may cast this voter's ballot instead of them (their proxy), if the vote allows proxies. */
    proxyUserId: text("proxy_user_id").references(() => users.id, { onDelete: "set null" }),
    recused: flag("recused"),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.userId] }),
    index("vote_eligible_voters_proxy_idx").on(t.voteId, t.proxyUserId),
  ],
);

/**
 * Turnout: that a voter's ballot was cast, by whom and when. The primary key makes one ballot per voter
 * (a proxy casts once per principal) a rule of the database.
 */
export const voteTurnout = sqliteTable(
  "vote_turnout",
  {
    voteId: text("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    voterId: text("voter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    castBy: text("cast_by").references(() => users.id, { onDelete: "set null" }),
    isProxy: flag("is_proxy"),
    castAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.voterId] })],
);

/**
 * The choices. For an anonymous vote `voter_id` and `cast_at` stay empty, so a choice cannot be joined
 * back to the voter through this table; the turnout row is written in the same batch. The table is
 * WITHOUT ROWID (migration 0017), so not even the order rows were written in survives: a generated
 * migration that rebuilds this table must keep that.
 */
export const voteBallots = sqliteTable(
  "vote_ballots",
  {
    id: id(),
    voteId: text("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    voterId: text("voter_id").references(() => users.id, { onDelete: "set null" }),
    choice: text("choice", { enum: VOTE_CHOICES }).notNull(),
    isProxy: flag("is_proxy"),
    castAt: integer("cast_at", { mode: "number" }),
  },
  (t) => [
    index("vote_ballots_vote_idx").on(t.voteId, t.choice),
    uniqueIndex("vote_ballots_voter_uq").on(t.voteId, t.voterId).where(sql`voter_id is not null`),
  ],
);

export const actionItems = sqliteTable(
  "action_items",
  {
    id: id(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    meetingId: text("meeting_id").references(() => meetings.id, { onDelete: "cascade" }),
    agendaItemId: text("agenda_item_id").references(() => agendaItems.id, { onDelete: "set null" }),
    voteId: text("vote_id").references(() => votes.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    status: text("status", { enum: ACTION_ITEM_STATUSES }).notNull().default("todo"),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    dueDate: integer("due_date", { mode: "number" }),
    completedAt: integer("completed_at", { mode: "number" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("action_items_meeting_idx").on(t.meetingId, t.createdAt),
    index("action_items_assignee_idx").on(t.assignedTo, t.status, t.dueDate),
  ],
);

export const meetingMinutes = sqliteTable("meeting_minutes", {
  meetingId: text("meeting_id")
    .primaryKey()
    .references(() => meetings.id, { onDelete: "cascade" }),
  status: text("status", { enum: MINUTES_STATUSES }).notNull().default("draft"),
  /** Sanitised HTML. */
  content: text("content").notNull().default(""),
  /** SHA-256 (hex) of `content` when approved: a later change is detected against it. */
  approvedHash: text("approved_hash"),
  approvedAt: integer("approved_at", { mode: "number" }),
  approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
  circulatedAt: integer("circulated_at", { mode: "number" }),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A signature on approved minutes: the signer's name as it was, the time, and the hash signed. */
export const minutesSignatures = sqliteTable(
  "minutes_signatures",
  {
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    signerName: text("signer_name").notNull(),
    contentHash: text("content_hash").notNull(),
    signedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);

/** Comments on circulated minutes. */
export const minutesComments = sqliteTable(
  "minutes_comments",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("minutes_comments_meeting_idx").on(t.meetingId, t.createdAt)],
);

export const meetingChatMessages = sqliteTable(
  "meeting_chat_messages",
  {
    id: id(),
    meetingId: text("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    messageType: text("message_type", { enum: CHAT_MESSAGE_TYPES }).notNull().default("text"),
    createdAt: createdAt(),
  },
  (t) => [index("meeting_chat_meeting_idx").on(t.meetingId, t.createdAt)],
);

/** A user's private calendar feed: the URL carries a token whose SHA-256 is kept here; revoking deletes it. */
export const calendarFeedTokens = sqliteTable(
  "calendar_feed_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("calendar_feed_tokens_hash_uq").on(t.tokenHash),
    index("calendar_feed_tokens_user_idx").on(t.userId),
  ],
);
