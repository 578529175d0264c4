// Meetings (issue 11; spec 000 §3–§4, 002 §3.9): the closed sets of values a meeting, its agenda, its
// participants, its votes, minutes and action items take. Isomorphic: the UI shows them, the schema and
// the services enforce them.

export const MEETING_TYPES = ["agm", "board", "committee", "other", "emergency", "special"] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const MEETING_STATUSES = ["draft", "scheduled", "in_progress", "completed", "cancelled", "postponed"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Who may see a meeting and its papers (enforced by the meetings access rule, not only shown). */
export const MEETING_CONFIDENTIALITY = ["public", "confidential", "restricted", "board_only"] as const;
export type MeetingConfidentiality = (typeof MEETING_CONFIDENTIALITY)[number];

/** Participant roles, in their sort priority (chairperson 1 … guest 7). */
export const PARTICIPANT_ROLES = [
  "chairperson",
  "secretary",
  "director",
  "member",
  "observer",
  "advisor",
  "guest",
] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
export const participantRolePriority = (role: ParticipantRole) => PARTICIPANT_ROLES.indexOf(role) + 1;

/** RSVP. */
export const ATTENDANCE_STATUSES = ["accepted", "declined", "tentative", "pending", "no_response"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** The answers a participant gives (pending and no_response are where they start, not answers). */
export const RSVP_ANSWERS = ["accepted", "declined", "tentative"] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

/** Presence in the room; present and virtual count towards quorum. */
export const PRESENCE_STATUSES = ["present", "virtual", "late", "absent", "left_early"] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const AGENDA_ITEM_TYPES = [
  "opening",
  "presentation",
  "discussion",
  "decision",
  "information",
  "other",
  "closing",
] as const;
export type AgendaItemType = (typeof AGENDA_ITEM_TYPES)[number];

/** One item at a time is in progress; completing one advances to the next pending item. */
export const AGENDA_ITEM_STATUSES = ["pending", "in_progress", "completed", "skipped"] as const;
export type AgendaItemStatus = (typeof AGENDA_ITEM_STATUSES)[number];

export const VOTE_TYPES = ["resolution", "motion", "election", "written_resolution"] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const VOTING_METHODS = ["simple_majority", "two_thirds", "unanimous"] as const;
export type VotingMethod = (typeof VOTING_METHODS)[number];

export const VOTE_STATUSES = ["draft", "open", "closed", "cancelled"] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];

export const VOTE_CHOICES = ["for", "against", "abstain"] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];

export const VOTE_RESULTS = ["pending", "passed", "failed", "no_quorum"] as const;
export type VoteResult = (typeof VOTE_RESULTS)[number];

export const MINUTES_STATUSES = ["draft", "circulated", "approved"] as const;
export type MinutesStatus = (typeof MINUTES_STATUSES)[number];

export const ACTION_ITEM_STATUSES = ["todo", "in_progress", "completed"] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

export const CHAT_MESSAGE_TYPES = ["text", "system"] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** 002 §3.9 Vote defaults. */
export const DEFAULT_VOTE_THRESHOLD = 50;
/** 000 §9: the compact participant list shows 10, then 'and N more participants...'. */
export const COMPACT_PARTICIPANTS = 10;
/** 000 §9: the Copy Link button shows 'Copied' for 2 seconds. */
export const COPIED_INDICATOR_MS = 2000;
/** 000 §9 / 002 §3.9 meeting preferences: reminder minutes before the start. */
export const DEFAULT_REMINDER_MINUTES = [15, 5] as const;
/** 002 §3.9 meeting preferences: default_duration. */
export const DEFAULT_MEETING_DURATION_MINUTES = 60;
/** 000 §2.6: a virtual meeting states a minimum internet speed. */
export const MINIMUM_VIRTUAL_MBPS = 5;

/** 000 §3 venue of the meeting detail model, stored as one JSON column. */
export interface MeetingVenue {
  name?: string;
  address?: string;
  city?: string;
  country?: string;
  capacity?: number;
  facilities?: string[];
  parkingAvailable?: boolean;
  accessibilityFeatures?: string[];
  directions?: string;
  mapUrl?: string;
  contactPhone?: string;
  contactEmail?: string;
}

/** 000 §3 participant notificationPreferences. */
export interface ParticipantNotificationPreferences {
  emailReminders: boolean;
  smsReminders: boolean;
  pushNotifications: boolean;
  documentUpdates: boolean;
  agendaChanges: boolean;
  reminderTiming: number[];
}
