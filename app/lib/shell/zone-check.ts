// Whether the browser is still in the zone the user's preferences hold, without asking Intl (002 §3.7: the zone
// comes from the browser). The first Intl object a page makes costs Chromium its ICU data: 30–70 ms of main thread
// on this development VM, four times that on Lighthouse's mobile profile, and nothing else in the shell needs Intl.
// So the server sends the held zone's UTC offsets at two instants half a year apart (standard and summer time),
// and the browser compares its own offsets there (`Date#getTimezoneOffset`, no ICU); only a difference makes it
// resolve and report its zone's name (docs/decisions/071).
import { offsetAt } from "../meetings/zoned-time";

/** An instant and the held zone's offset there, in minutes east of UTC. */
export type ZoneOffset = readonly [epochMs: number, minutesEast: number];

const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

// Every shell page sends them: worked out once per zone and hour (two formatToParts were 2% of /dashboard's
// JavaScript). Zones come from the IANA list and the hour moves on, so the bound only sweeps out past hours.
const known = new Map<string, ZoneOffset[]>();
const MAX_KNOWN = 500;

/** The held zone's offsets now and half a year on (on the hour, so two views of one hour send the same). */
export function zoneOffsets(timeZone: string, now: number): ZoneOffset[] {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const key = `${timeZone} ${hour}`;
  let offsets = known.get(key);
  if (!offsets) {
    offsets = [hour, hour + HALF_YEAR_MS].map((at) => [at, Math.round(offsetAt(at, timeZone) / 60_000)] as const);
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, offsets);
  }
  return offsets;
}

/** True when this browser's local time has the held zone's offset at each instant. */
export function browserKeepsOffsets(offsets: readonly ZoneOffset[]): boolean {
  return offsets.length > 0 && offsets.every(([at, minutes]) => -new Date(at).getTimezoneOffset() === minutes);
}
