// A <input type="datetime-local"> value ('2026-12-01T17:30') read in a named IANA zone, as epoch milliseconds.
// The page sends the reader's zone beside it, so a deadline means the same instant for everyone.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC at `epochMs`, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant the wall-clock `value` names in `timeZone`, or null when `value` is not a datetime-local value. */
export function localDateTimeToEpoch(value: string, timeZone = "UTC"): number | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== value) return null;
  let zone = timeZone;
  try {
    offsetAt(wall, zone);
  } catch {
    zone = "UTC";
  }
  // Two passes settle the offset across a daylight-saving change.
  const first = wall - offsetAt(wall, zone);
  return wall - offsetAt(first, zone);
}

/** The datetime-local value showing `epochMs` in `timeZone` (to pre-fill an edit form). */
export function epochToLocalDateTime(epochMs: number, timeZone = "UTC"): string {
  let offset = 0;
  try {
    offset = offsetAt(epochMs, timeZone);
  } catch {}
  return new Date(epochMs + offset).toISOString().slice(0, 16);
}
