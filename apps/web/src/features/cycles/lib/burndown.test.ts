import { calendarDays } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { latestActual } from "../../../lib/burndown";
import { burndownData, burndownSummary } from "./burndown";

describe("burndown data", () => {
  it("lists every day of the cycle, across a month end", () => {
    expect(calendarDays("2025-01-30", "2025-02-02")).toEqual(["2025-01-30", "2025-01-31", "2025-02-01", "2025-02-02"]);
  });

  it("draws the ideal line from the total to 0 and the actual line from the completion chart", () => {
    const chart = { "2025-03-01": 5, "2025-03-02": 4, "2025-03-03": 4, "2025-03-04": null, "2025-03-05": null };
    expect(burndownData("2025-03-01", "2025-03-05", 5, chart)).toEqual([
      { date: "2025-03-01", ideal: 5, actual: 5 },
      { date: "2025-03-02", ideal: 3.75, actual: 4 },
      { date: "2025-03-03", ideal: 2.5, actual: 4 },
      { date: "2025-03-04", ideal: 1.25, actual: null },
      { date: "2025-03-05", ideal: 0, actual: null },
    ]);
  });

  it("keeps days the server left out as not yet known, and has no line for a draft", () => {
    expect(burndownData("2025-03-01", "2025-03-02", 3, {}).map((p) => p.actual)).toEqual([null, null]);
    expect(burndownData(null, null, 3, {})).toEqual([]);
    expect(burndownData("2025-03-01", "2025-03-01", 3, { "2025-03-01": 1 })).toEqual([
      { date: "2025-03-01", ideal: 0, actual: 1 },
    ]);
  });

  it("reads the latest known day into a summary", () => {
    const points = burndownData("2025-03-01", "2025-03-03", 5, { "2025-03-01": 5, "2025-03-02": 3, "2025-03-03": null });
    expect(latestActual(points)?.date).toBe("2025-03-02");
    expect(burndownSummary(points, 5, "issues", false)).toBe("Remaining today: 3 of 5 issues");
    expect(burndownSummary(points, 5, "issues", true)).toBe("Remaining at the end: 3 of 5 issues");
    const upcoming = burndownData("2025-03-01", "2025-03-03", 8, {});
    expect(burndownSummary(upcoming, 8, "points", false)).toBe("Burndown starts on Mar 01, 2025");
    expect(burndownSummary([], 0, "issues", false)).toBe("A draft has no dates, so no burndown yet");
  });
});
