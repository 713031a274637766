import type { DateFormat, TimeFormat } from "@hangar/contracts";

/**
 * How dates read, one form per context. By default dates follow the browser's locale through Intl: the
 * same day reads "Nov 05, 2026" in the US (spec §9's 'MMM dd, yyyy') and "05 Nov 2026" in the UK, the same
 * way on every screen. A user's profile may pick a numeric date pattern, a 12 or 24 h clock and a time zone
 * instead (account settings → Profile); `setDatePreferences` makes every later call honour them.
 *
 * - `short`: chips, cards, cells and chart axes ("Nov 05").
 * - `long`: detail panels, tables, filters and activity ("Nov 05, 2026").
 * - `datetime`: an exact moment, e.g. a tooltip beside a relative time ("Nov 05, 2026, 3:04 PM").
 */
export type DateStyle = "short" | "long" | "datetime";

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: "short", day: "2-digit" },
  long: { month: "short", day: "2-digit", year: "numeric" },
  datetime: { month: "short", day: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit" },
};

/** The reader's locale, as the browser reports it. */
export function userLocale(): string {
  return (typeof navigator !== "undefined" && (navigator.languages?.[0] ?? navigator.language)) || "en-US";
}

/** The signed-in user's choices; "auto" and a null zone follow the browser. */
export type DatePreferences = { dateFormat: DateFormat; timeFormat: TimeFormat; timeZone: string | null };
const BROWSER_DEFAULTS: DatePreferences = { dateFormat: "auto", timeFormat: "auto", timeZone: null };
let preferences: DatePreferences = BROWSER_DEFAULTS;

/** Applies the user's date and time preferences to every date formatted from now on. */
export function setDatePreferences(next: Partial<DatePreferences> | null) {
  preferences = {
    dateFormat: next?.dateFormat ?? BROWSER_DEFAULTS.dateFormat,
    timeFormat: next?.timeFormat ?? BROWSER_DEFAULTS.timeFormat,
    timeZone: next?.timeZone ?? null,
  };
  formatters.clear();
}

export const datePreferences = (): DatePreferences => preferences;

const HOUR_CYCLE: Record<TimeFormat, Intl.DateTimeFormatOptions> = {
  auto: {},
  "12h": { hourCycle: "h12" },
  "24h": { hourCycle: "h23" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** `zone` is undefined for a calendar day, which must never move to another zone's day. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions, zone: string | undefined): Intl.DateTimeFormat {
  return cached(
    `${locale}|${JSON.stringify(options)}|${zone ?? ""}`,
    () => new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }),
  );
}

const NUMERIC_PARTS: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };

/** A numeric pattern (yyyy, MM, dd) filled from the date's parts; `short` leaves the year out. */
function numericDate(date: Date, pattern: Exclude<DateFormat, "auto">, short: boolean, zone: string | undefined): string {
  const parts = Object.fromEntries(
    formatter("en-US", NUMERIC_PARTS, zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const withoutYear = short ? pattern.replace(/[-/.]?yyyy[-/.]?/, "") : pattern;
  return withoutYear
    .replace("yyyy", parts.year ?? "")
    .replace("MM", parts.month ?? "")
    .replace("dd", parts.day ?? "");
}

function timeOf(date: Date, locale: string, zone: string | undefined): string {
  return formatter(locale, { hour: "numeric", minute: "2-digit", ...HOUR_CYCLE[preferences.timeFormat] }, zone).format(date);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` calendar day as that local day (a bare day parsed by `Date` is UTC midnight, a day early west of UTC), or a timestamp. */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = ISO_DAY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/**
 * A local date as the `YYYY-MM-DD` the API takes. By hand rather than date-fns' `format`: this module is on
 * every list's first load (cards show due dates), and `format` brings its whole pattern parser and locale.
 */
export const toIsoDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** A calendar day (`YYYY-MM-DD`) or a timestamp in the given style; an unreadable value is shown as it is. */
export function formatDate(value: string | Date, style: DateStyle = "long", locale: string = userLocale()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  // Only a moment (a timestamp string) has a zone to show it in; a day or a local Date stays as it is.
  const zone = typeof value === "string" && !ISO_DAY.test(value) ? (preferences.timeZone ?? undefined) : undefined;
  const { dateFormat, timeFormat } = preferences;
  if (dateFormat === "auto") {
    const options = style === "datetime" ? { ...STYLES.datetime, ...HOUR_CYCLE[timeFormat] } : STYLES[style];
    return formatter(locale, options, zone).format(date);
  }
  const day = numericDate(date, dateFormat, style === "short", zone);
  return style === "datetime" ? `${day}, ${timeOf(date, locale, zone)}` : day;
}

/** The locale's first day of the week (0 Sunday … 6 Saturday), for calendars; Sunday where the browser cannot say. */
export function weekStartsOn(locale: string = userLocale()): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay ? ((firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6) : 0;
  } catch {
    return 0;
  }
}
