// The meeting form's and the lifecycle's own texts (the core slice of issue 11). The spec's quoted texts stay in
// ./messages.ts; these are ours, written once here and imported by the schema, the services and the pages.
import { MEETING_CONFIDENTIALITY, MEETING_TYPES } from "./constants";

export const MEETING_FORM_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 200 characters",
  invalidType: "Choose a meeting type",
  invalidConfidentiality: "Choose a confidentiality level",
  startRequired: "Start date and time are required",
  endRequired: "End date and time are required",
  invalidDateTime: "Enter a date and time",
  endBeforeStart: "The meeting must end after it starts",
  timezoneRequired: "Time zone is required",
  unknownTimezone: "Unknown time zone",
  quorumRange: "Quorum threshold must be a whole percent from 1 to 100",
  virtualUrl: "The meeting link must be an https:// address",
  mapUrl: "The map link must be an https:// address",
  contactEmail: "Enter a valid contact email",
  capacity: "Capacity must be a whole number of at least 1",
  committeeNotFound: "Choose a committee of this organization",
  officerNotMember: "Must be an active member of the organization",
} as const;

export const MEETING_LIFECYCLE_MESSAGES = {
  created: "Meeting created",
  saved: "Meeting saved",
  scheduled: "Meeting scheduled",
  started: "Meeting started",
  ended: "Meeting ended",
  cancelled: "Meeting cancelled",
  postponed: "Meeting postponed",
  copied: "A draft copy of the meeting was created",
  onlyDraftOrPostponedSchedules: "only a draft or postponed meeting can be scheduled",
  onlyOpenCancels: "a meeting that has started, ended or been cancelled can't be cancelled",
  onlyScheduledPostpones: "only a scheduled meeting can be postponed",
  notEditable: "A meeting that has ended or been cancelled can't be edited",
  failedSchedule: (reason: string) => `Failed to schedule meeting: ${reason}`,
  failedCancel: (reason: string) => `Failed to cancel meeting: ${reason}`,
  failedPostpone: (reason: string) => `Failed to postpone meeting: ${reason}`,
  endedNotification: (title: string) => `${title} has ended`,
  endedNotificationBody: "The meeting's summary and minutes are on its page.",
  startedNotification: (title: string) => `${title} has started`,
  cancelledNotification: (title: string) => `${title} was cancelled`,
  postponedNotification: (title: string) => `${title} was postponed`,
} as const;

/** Labels of the closed sets, as the list and the detail show them. */
export const MEETING_TYPE_LABELS = {
  agm: "AGM",
  board: "Board",
  committee: "Committee",
  other: "Other",
  emergency: "Emergency",
  special: "Special",
} as const;

export const MEETING_STATUS_LABELS = {
  draft: "Draft",
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
  postponed: "Postponed",
} as const;

export const CONFIDENTIALITY_LABELS = {
  public: "Public",
  confidential: "Confidential",
  restricted: "Restricted",
  board_only: "Board only",
} as const;

/** The meeting form's choices (here, not in the form's module, so that module has no top-level call: decision 037). */
export const MEETING_TYPE_OPTIONS = MEETING_TYPES.map((value) => ({ value, label: MEETING_TYPE_LABELS[value] }));
export const CONFIDENTIALITY_OPTIONS = MEETING_CONFIDENTIALITY.map((value) => ({
  value,
  label: CONFIDENTIALITY_LABELS[value],
}));
