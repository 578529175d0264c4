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

/** What `toLocaleString` shows by default (date and time, numeric), which the formatter alone does not. */
export const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

/** What `toLocaleDateString` shows by default (the date, numeric). */
export const DATE_ONLY: Intl.DateTimeFormatOptions = { year: "numeric", month: "numeric", day: "numeric" };
