import { describe, expect, it } from "vitest";
import { buildCalendarWeeks, calendarTitle, stepDay, weekdayNames } from "./calendar-days";
import { dueDateMove } from "./calendar-moves";

const march12 = new Date(2025, 2, 12);

describe("buildCalendarWeeks", () => {
  it("covers the month in whole Monday-first weeks with the spec's calendar-day fields", () => {
    const weeks = buildCalendarWeeks(march12, "month", true, march12);
    expect(weeks).toHaveLength(6);
    expect(weeks[0][0]).toMatchObject({ date: "2025-02-24", is_current_month: false, is_current_week: false, week: 9 });
    expect(weeks.at(-1)?.at(-1)?.date).toBe("2025-04-06");
    const today = weeks.flat().find((d) => d.is_today);
    expect(today).toMatchObject({
      date: "2025-03-12",
      year: 2025,
      month: 3,
      day: 12,
      is_current_week: true,
      is_current_month: true,
    });
    expect(weeks.flat().filter((d) => d.is_current_week)).toHaveLength(7);
  });

  it("drops weekends when they are hidden and shows one week in week view", () => {
    expect(buildCalendarWeeks(march12, "month", false, march12).every((w) => w.length === 5)).toBe(true);
    expect(buildCalendarWeeks(march12, "week", true, march12).map((w) => w.map((d) => d.date))).toEqual([
      ["2025-03-10", "2025-03-11", "2025-03-12", "2025-03-13", "2025-03-14", "2025-03-15", "2025-03-16"],
    ]);
    expect(buildCalendarWeeks(march12, "week", false, march12)[0]).toHaveLength(5);
    expect(weekdayNames(false).map((d) => d.short)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri"]);
  });

  it("titles the month or the week", () => {
    expect(calendarTitle(march12, "month")).toBe("March 2025");
    expect(calendarTitle(march12, "week")).toBe("Mar 10 – 16, 2025");
    expect(calendarTitle(new Date(2025, 2, 31), "week")).toBe("Mar 31 – Apr 6, 2025");
  });

  it("steps over hidden weekends", () => {
    expect(stepDay("2025-03-07", 1, false)).toBe("2025-03-10");
    expect(stepDay("2025-03-10", -1, false)).toBe("2025-03-07");
    expect(stepDay("2025-03-07", 1, true)).toBe("2025-03-08");
    expect(stepDay("2025-03-07", 7, false)).toBe("2025-03-14");
  });
});

describe("dueDateMove", () => {
  it("changes only the due date when the start stays before it", () => {
    expect(dueDateMove({ start_date: "2025-03-01", target_date: "2025-03-05" }, "2025-03-20")).toEqual({
      target_date: "2025-03-20",
    });
    expect(dueDateMove({ start_date: null, target_date: "2025-03-05" }, "2025-03-01")).toEqual({ target_date: "2025-03-01" });
  });

  it("moves the start by the same number of days when the due date goes before it", () => {
    expect(dueDateMove({ start_date: "2025-03-18", target_date: "2025-03-20" }, "2025-03-10")).toEqual({
      target_date: "2025-03-10",
      start_date: "2025-03-08",
    });
  });

  it("is a no-op on the same day", () => {
    expect(dueDateMove({ start_date: null, target_date: "2025-03-05" }, "2025-03-05")).toBeNull();
  });
});
