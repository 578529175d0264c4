// Dates in the reader's time zone (DESIGN.md): the zone the browser reported (002 §3.7), else UTC.
import { dateTimeFormat } from "./intl";

/** True for an IANA zone name the runtime knows (e.g. "Europe/London"). */
export function isKnownTimeZone(value: string): boolean {
  try {
    dateTimeFormat("en-GB", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** '26 Nov 2026, 17:02 GMT+9': absolute, with the zone named so nobody misreads a deadline. */
export function formatDateTime(epochMs: number, timeZone: string | null | undefined): string {
  return dateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: timeZone ?? "UTC",
    timeZoneName: "short",
  }).format(epochMs);
}

/** '17:02' in the reader's zone: a time of day where the day goes without saying (a live meeting's chat). */
export function formatTime(epochMs: number, timeZone: string | null | undefined): string {
  return dateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: timeZone ?? "UTC",
  }).format(epochMs);
}

/** '26 Nov 2026' in the reader's zone. */
export function formatDate(epochMs: number, timeZone: string | null | undefined): string {
  return dateTimeFormat("en-GB", { dateStyle: "medium", timeZone: timeZone ?? "UTC" }).format(epochMs);
}
