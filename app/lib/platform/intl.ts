// Date formatters made once per locale and options (isomorphic). Making an Intl.DateTimeFormat costs tens of
// microseconds and using one almost nothing; `toLocaleString` with options makes one on every call. A calendar of
// 42 days or a list of 50 rows did that per cell (the calendar's page spent half its JavaScript there, issue 9).

const formats = new Map<string, Intl.DateTimeFormat>();
// Keys are a locale and options; zones come from the IANA list, so this stays small. The bound is a backstop.
const MAX_FORMATS = 500;

/** `new Intl.DateTimeFormat(locale, options)`, made on first use and shared after; throws as the constructor does. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * '01/12/2026' in UTC, as en-GB's numeric date shows it, from Date's UTC fields: a fixed layout needs no Intl, and
 * a page's first Intl object costs the browser its ICU data (decision 071).
 */
export function utcNumericDate(epochMs: number): string {
  const date = new Date(epochMs);
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** '01/12/2026, 21:16:23' in UTC, as en-GB's numeric date and time show it, without Intl (see `utcNumericDate`). */
export function utcNumericDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const time = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()].map(twoDigits).join(":");
  return `${utcNumericDate(epochMs)}, ${time}`;
}
