import { format } from "date-fns";

/**
 * How dates read, one form per context. The spec gives users no date-format setting (the profile's
 * `language` names the interface language), so dates follow the browser's locale through Intl: the same
 * day reads "Nov 05, 2026" in the US (spec §9's 'MMM dd, yyyy') and "05 Nov 2026" in the UK, the same way on every screen.
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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, STYLES[style]);
    formatters.set(key, found);
  }
  return found;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` calendar day as that local day (a bare day parsed by `Date` is UTC midnight, a day early west of UTC), or a timestamp. */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = ISO_DAY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A local date as the `YYYY-MM-DD` the API takes. */
export const toIsoDay = (date: Date): string => format(date, "yyyy-MM-dd");

/** A calendar day (`YYYY-MM-DD`) or a timestamp in the given style; an unreadable value is shown as it is. */
export function formatDate(value: string | Date, style: DateStyle = "long", locale: string = userLocale()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(locale, style).format(date);
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
