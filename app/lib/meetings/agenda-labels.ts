// How agenda items, roles, RSVP answers and presence read on screen.
import type { AgendaItemStatus, AgendaItemType, AttendanceStatus, ParticipantRole, PresenceStatus } from "./constants";

export const AGENDA_TYPE_LABELS: Record<AgendaItemType, string> = {
  opening: "Opening",
  presentation: "Presentation",
  discussion: "Discussion",
  decision: "Decision",
  information: "Information",
  other: "Other",
  closing: "Closing",
};

export const AGENDA_STATUS_LABELS: Record<AgendaItemStatus, string> = {
  pending: "Pending",
  in_progress: "In progress",
  completed: "Completed",
  skipped: "Skipped",
};

export const ROLE_LABELS: Record<ParticipantRole, string> = {
  chairperson: "Chairperson",
  secretary: "Secretary",
  director: "Director",
  member: "Member",
  observer: "Observer",
  advisor: "Advisor",
  guest: "Guest",
};

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  accepted: "Accepted",
  declined: "Declined",
  tentative: "Tentative",
  pending: "Pending",
  no_response: "No response",
};

export const PRESENCE_LABELS: Record<PresenceStatus, string> = {
  present: "Present",
  virtual: "Virtual",
  late: "Late",
  absent: "Absent",
  left_early: "Left early",
};

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
