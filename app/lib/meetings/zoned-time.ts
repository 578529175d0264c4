// Wall-clock times in a named zone: the meeting form asks for '2026-12-01T10:00' in the meeting's own zone
// (a datetime-local input, so it works without JavaScript), and the database keeps epoch milliseconds.
import { dateTimeFormat } from "../platform/intl";

/** 'YYYY-MM-DDTHH:mm' as a datetime-local input sends it (seconds optional). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far `timeZone` is ahead of UTC at instant `epochMs`, in milliseconds. */
export function offsetAt(epochMs: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(epochMs);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a wall-clock time in `timeZone` names; null when the text is not a real date and time. */
export function zonedTimeToEpoch(local: string, timeZone: string): number | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Two passes settle the offset across a daylight-saving change.
  let guess = wall - offsetAt(wall, timeZone);
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

/** The 'YYYY-MM-DDTHH:mm' a datetime-local input shows for an instant in `timeZone`. */
export function epochToZonedTime(epochMs: number, timeZone: string): string {
  return new Date(epochMs + offsetAt(epochMs, timeZone)).toISOString().slice(0, 16);
}
