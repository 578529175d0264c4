// The calendar's days (isomorphic): month and week grids of ISO dates (weeks start on Monday), the anchors of the
// previous and next pages, and a moment's date in a time zone. Calendar dates are computed in UTC arithmetic so
// no zone or daylight saving change shifts a day.
import { dateTimeFormat } from "../platform/intl";
export const CALENDAR_VIEWS = ["month", "week"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcOf = (date: string) => {
  const [, y, m, d] = ISO_DATE.exec(date) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
};

/** The date of `ms` in `zone`, as YYYY-MM-DD. */
export function dateInZone(ms: number, zone: string): string {
  try {
    return dateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })
      .format(ms)
      .slice(0, 10);
  } catch {
    return iso(ms);
  }
}

/** A valid YYYY-MM-DD from the query, else today's date in the zone. */
export function anchorDate(value: string | null, zone: string, now = Date.now()): string {
  if (value && ISO_DATE.test(value) && !Number.isNaN(utcOf(value)) && iso(utcOf(value)) === value) return value;
  return dateInZone(now, zone);
}

const mondayOf = (date: string) => {
  const ms = utcOf(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return ms - weekday * DAY;
};

/** The days shown: whole weeks covering the anchor's month, or the anchor's week. */
export function calendarDays(view: CalendarView, anchor: string): string[][] {
  if (view === "week") {
    const monday = mondayOf(anchor);
    return [Array.from({ length: 7 }, (_, i) => iso(monday + i * DAY))];
  }
  const first = `${anchor.slice(0, 7)}-01`;
  const start = mondayOf(first);
  const month = anchor.slice(0, 7);
  const weeks: string[][] = [];
  for (let week = start; weeks.length === 0 || iso(week).slice(0, 7) === month; week += 7 * DAY) {
    weeks.push(Array.from({ length: 7 }, (_, i) => iso(week + i * DAY)));
  }
  return weeks;
}

/** The anchors of the previous and next month or week. */
export function neighbours(view: CalendarView, anchor: string): { previous: string; next: string } {
  if (view === "week") {
    const ms = utcOf(anchor);
    return { previous: iso(ms - 7 * DAY), next: iso(ms + 7 * DAY) };
  }
  const [y, m] = [Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7))];
  return { previous: iso(Date.UTC(y, m - 2, 1)), next: iso(Date.UTC(y, m, 1)) };
}

/** A date moved by some days (keyboard navigation of the grid). */
export const addDays = (date: string, days: number) => iso(utcOf(date) + days * DAY);

/** The UTC window to ask for: the shown days with a day's margin either side (zones run up to ±14 hours). */
export function queryWindow(days: string[][]): { from: number; to: number } {
  const flat = days.flat();
  return { from: utcOf(flat[0]) - DAY, to: utcOf(flat[flat.length - 1]) + 2 * DAY };
}

export const monthTitle = (anchor: string) =>
  dateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(utcOf(anchor));
export const dayLabel = (date: string) =>
  dateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(utcOf(date));
