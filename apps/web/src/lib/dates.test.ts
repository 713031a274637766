import { afterEach, describe, expect, it } from "vitest";
import { formatDate, setDatePreferences, toDate, toIsoDay, weekStartsOn } from "./dates";

describe("date formatting", () => {
  it("writes one short form for chips and one long form for details, after the spec's 'MMM dd, yyyy'", () => {
    expect(formatDate("2026-11-05", "short", "en-US")).toBe("Nov 05");
    expect(formatDate("2026-11-05", "long", "en-US")).toBe("Nov 05, 2026");
  });

  it("follows the reader's locale", () => {
    expect(formatDate("2026-11-20", "long", "en-GB")).toBe("20 Nov 2026");
    expect(formatDate("2026-11-20", "long", "de-DE")).toBe("20. Nov. 2026");
  });

  it("keeps a calendar day on its day, whatever the time zone", () => {
    const day = toDate("2026-03-01");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
    expect(toIsoDay(day)).toBe("2026-03-01");
  });

  it("gives a timestamp its date and time, in local time", () => {
    const at = new Date(2026, 10, 20, 15, 4);
    expect(formatDate(at.toISOString(), "datetime", "en-US")).toBe("Nov 20, 2026, 3:04 PM");
  });

  it("shows an unreadable value as it is instead of 'Invalid Date'", () => {
    expect(formatDate("someday", "long", "en-US")).toBe("someday");
  });

  it("starts the week where the locale does", () => {
    expect(weekStartsOn("en-US")).toBe(0);
    expect(weekStartsOn("en-GB")).toBe(1);
  });
});

describe("the user's date preferences", () => {
  afterEach(() => setDatePreferences(null));

  it("writes a numeric pattern whatever the locale, leaving the year out of the short form", () => {
    setDatePreferences({ dateFormat: "dd.MM.yyyy" });
    expect(formatDate("2026-11-05", "long", "en-US")).toBe("05.11.2026");
    expect(formatDate("2026-11-05", "short", "en-US")).toBe("05.11");
    setDatePreferences({ dateFormat: "yyyy-MM-dd" });
    expect(formatDate("2026-11-05", "long", "de-DE")).toBe("2026-11-05");
    expect(formatDate("2026-11-05", "short", "de-DE")).toBe("11-05");
    setDatePreferences({ dateFormat: "MM/dd/yyyy" });
    expect(formatDate("2026-11-05", "long", "en-GB")).toBe("11/05/2026");
  });

  it("uses the chosen clock and time zone for moments, never for calendar days", () => {
    setDatePreferences({ dateFormat: "yyyy-MM-dd", timeFormat: "24h", timeZone: "Asia/Tokyo" });
    expect(formatDate("2026-11-20T23:30:00Z", "datetime", "en-US")).toBe("2026-11-21, 08:30");
    expect(formatDate("2026-11-20", "long", "en-US")).toBe("2026-11-20");
    setDatePreferences({ timeFormat: "12h", timeZone: "UTC" });
    expect(formatDate("2026-11-20T15:04:00Z", "datetime", "en-GB")).toMatch(/3:04\s?pm/i);
    setDatePreferences({ timeFormat: "24h", timeZone: "UTC" });
    expect(formatDate("2026-11-20T15:04:00Z", "datetime", "en-US")).toBe("Nov 20, 2026, 15:04");
  });
});
