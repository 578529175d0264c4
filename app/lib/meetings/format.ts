// How the meeting pages word times and counts; shared by the server's first render and the browser's updates.

import { dateTimeFormat } from "../platform/intl";
import { MEETING_MESSAGES } from "./messages";

const MINUTE = 60_000;

/** '2 h 30 min', '45 min', '3 h'. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'Starts in 2 days 3 h', 'Starts in 14 min', 'Starts in less than a minute'; null once the start has passed. */
export function startsInText(start: number, now: number): string | null {
  const left = start - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / MINUTE);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  const parts =
    days > 0
      ? [`${days} ${days === 1 ? "day" : "days"}`, hours > 0 ? `${hours} h` : ""]
      : hours > 0
        ? [`${hours} h`, mins > 0 ? `${mins} min` : ""]
        : [mins > 0 ? `${mins} min` : "less than a minute"];
  return `${MEETING_MESSAGES.startsIn} ${parts.filter(Boolean).join(" ")}`;
}

/** 'required 50%' or the spec's 'open attendance'. */
export function quorumText(meeting: { requiresQuorum: boolean; quorumThreshold: number }): string {
  return meeting.requiresQuorum
    ? `required ${Math.round(meeting.quorumThreshold * 100)}%`
    : MEETING_MESSAGES.openAttendance;
}

/** The organiser's name in the list (000 §3): the part of the email before the at-sign, else 'Unknown'. */
export function organizerNameOf(email: string | null | undefined): string {
  const local = email?.split("@")[0];
  return local || "Unknown";
}

/** A wall-clock time in a zone: 'Tue 1 Dec 2026, 10:00 GMT'. */
export function meetingTimeText(epochMs: number, timeZone: string): string {
  return dateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  }).format(epochMs);
}
