import { describe, expect, it } from "vitest";
import { arrowPath, dependencyEdges } from "./relations";
import {
  barEnds,
  barGeometry,
  dayAt,
  dayIndex,
  daysFromPixels,
  dragDates,
  headerSegments,
  scheduleDates,
  TIMELINE_SCALES,
  timelineWindow,
} from "./timeline-math";

const today = new Date(2025, 2, 12); // Wed 12 March 2025

describe("timelineWindow", () => {
  it("uses the spec's day widths", () => {
    expect(TIMELINE_SCALES.week).toMatchObject({ range: 4, dayWidth: 60 });
    expect(TIMELINE_SCALES.month).toMatchObject({ range: 6, dayWidth: 20 });
    expect(TIMELINE_SCALES.quarter).toMatchObject({ range: 24, dayWidth: 5 });
  });

  it("week: 4 whole weeks on each side of today's week", () => {
    const win = timelineWindow("week", today);
    expect(dayAt(win, 0)).toBe("2025-02-10");
    expect(dayAt(win, win.days - 1)).toBe("2025-04-13");
    expect(win.days).toBe(63);
    expect(win.width).toBe(63 * 60);
  });

  it("month: 6 whole months on each side", () => {
    const win = timelineWindow("month", today);
    expect(dayAt(win, 0)).toBe("2024-09-01");
    expect(dayAt(win, win.days - 1)).toBe("2025-09-30");
    expect(win.width).toBe(win.days * 20);
  });

  it("quarter: 24 months on each side, in whole quarters", () => {
    const win = timelineWindow("quarter", today);
    expect(dayAt(win, 0)).toBe("2023-01-01");
    expect(dayAt(win, win.days - 1)).toBe("2027-03-31");
    expect(win.dayWidth).toBe(5);
  });

  it("grows by another range on a side scrolled to", () => {
    const win = timelineWindow("week", today, { before: 1, after: 0 });
    expect(dayAt(win, 0)).toBe("2025-01-13");
  });
});

describe("barGeometry", () => {
  it("places a bar from start to due date (inclusive) for each scale", () => {
    const dates = { start_date: "2025-03-10", target_date: "2025-03-14" };
    const week = timelineWindow("week", today);
    expect(dayIndex(week, "2025-03-10")).toBe(28);
    expect(barGeometry(dates, week)).toEqual({ kind: "bar", left: 28 * 60, width: 5 * 60 });
    const month = timelineWindow("month", today);
    expect(barGeometry(dates, month)).toEqual({ kind: "bar", left: dayIndex(month, "2025-03-10") * 20, width: 100 });
    const quarter = timelineWindow("quarter", today);
    expect(barGeometry(dates, quarter)).toEqual({ kind: "bar", left: dayIndex(quarter, "2025-03-10") * 5, width: 25 });
  });

  it("is a marker with one date and nothing with none", () => {
    const win = timelineWindow("week", today);
    expect(barGeometry({ start_date: null, target_date: "2025-03-10" }, win)).toEqual({
      kind: "marker",
      x: 28.5 * 60,
      field: "target_date",
    });
    expect(barGeometry({ start_date: "2025-03-11", target_date: null }, win)).toMatchObject({
      kind: "marker",
      field: "start_date",
    });
    expect(barGeometry({ start_date: null, target_date: null }, win)).toEqual({ kind: "none" });
    expect(barEnds({ kind: "bar", left: 10, width: 30 })).toEqual({ start: 10, end: 40 });
  });
});

describe("dragging", () => {
  const dates = { start_date: "2025-03-10", target_date: "2025-03-14" };

  it("snaps pixels to days", () => {
    expect(daysFromPixels(89, 60)).toBe(1);
    expect(daysFromPixels(91, 60)).toBe(2);
    expect(daysFromPixels(-12, 20)).toBe(-1);
  });

  it("moves both dates, or resizes one edge without crossing the other", () => {
    expect(dragDates(dates, "move", 3)).toEqual({ start_date: "2025-03-13", target_date: "2025-03-17" });
    expect(dragDates(dates, "start", -2)).toEqual({ start_date: "2025-03-08", target_date: "2025-03-14" });
    expect(dragDates(dates, "start", 9)).toEqual({ start_date: "2025-03-14", target_date: "2025-03-14" });
    expect(dragDates(dates, "end", 17)).toEqual({ start_date: "2025-03-10", target_date: "2025-03-31" });
    expect(dragDates(dates, "end", -9)).toEqual({ start_date: "2025-03-10", target_date: "2025-03-10" });
    expect(dragDates({ start_date: null, target_date: "2025-03-14" }, "move", -1)).toEqual({
      start_date: null,
      target_date: "2025-03-13",
    });
  });

  it("schedules an undated issue over the days dragged across", () => {
    const win = timelineWindow("week", today);
    expect(scheduleDates(win, 30, 28)).toEqual({ start_date: "2025-03-10", target_date: "2025-03-12" });
  });
});

describe("headerSegments", () => {
  it("labels months over days, months over weeks, quarters over months", () => {
    const week = headerSegments(timelineWindow("week", today));
    expect(week.top.map((s) => s.label)).toEqual(["February 2025", "March 2025", "April 2025"]);
    expect(week.bottom[0]).toEqual({ key: "2025-02-10", label: "Mon 10", left: 0, width: 60 });
    const month = headerSegments(timelineWindow("month", today));
    expect(month.bottom[0]).toMatchObject({ label: "Aug 26", left: 0, width: 20 }); // Sept 1 2024 is a Sunday
    const quarter = headerSegments(timelineWindow("quarter", today));
    expect(quarter.top[0]).toMatchObject({ label: "Q1 2023", left: 0, width: 90 * 5 });
    expect(quarter.bottom).toHaveLength(51);
  });
});

describe("relations", () => {
  it("turns relations into before→after edges once per pair, ignoring non-dependencies", () => {
    expect(
      dependencyEdges([
        { from: "a", to: "b", type: "blocked_by" },
        { from: "b", to: "a", type: "blocking" },
        { from: "c", to: "d", type: "start_before" },
        { from: "e", to: "f", type: "finish_after" },
        { from: "a", to: "c", type: "relates_to" },
      ]),
    ).toEqual([
      { before: "b", after: "a" },
      { before: "c", after: "d" },
      { before: "f", after: "e" },
    ]);
  });

  const H = 36;
  const noBars = () => null;
  /** The rows an SVG path's segments run through, sampled along each segment: horizontal runs at a row's middle band (where bars sit) count. */
  function barsHit(d: string, bars: ({ start: number; end: number } | null)[], skip: number[]): number[] {
    const tokens = d.split(" ");
    let x = Number(tokens[1]);
    let y = Number(tokens[2]);
    const hits = new Set<number>();
    for (let i = 3; i < tokens.length; i += 2) {
      const [cmd, value] = [tokens[i], Number(tokens[i + 1])];
      const [nx, ny] = cmd === "H" ? [value, y] : [x, value];
      for (let t = 0; t <= 1; t += 0.01) {
        const px = x + (nx - x) * t;
        const py = y + (ny - y) * t;
        const row = Math.floor(py / H);
        const bar = bars[row];
        const inBand = py > row * H + 6 && py < row * H + 30;
        if (!skip.includes(row) && bar && inBand && px >= bar.start && px <= bar.end) hits.add(row);
      }
      [x, y] = [nx, ny];
    }
    return [...hits];
  }

  it("draws an elbow from the end of one bar to the start of the other", () => {
    expect(arrowPath({ row: 0, start: 40, end: 100 }, { row: 1, start: 200, end: 260 }, H, noBars)).toBe(
      "M 100 18 H 110 V 54 H 200",
    );
    // No room: out to the right, along the gutter between the rows, in from the left.
    expect(arrowPath({ row: 0, start: 40, end: 100 }, { row: 1, start: 60, end: 90 }, H, noBars)).toBe(
      "M 100 18 H 110 V 36 H 50 V 54 H 60",
    );
  });

  it("never runs an arrow through a bar of an unrelated row", () => {
    // Rows 0 → 4; rows 1–3 hold bars right where a plain elbow would go down.
    const bars = [{ start: 0, end: 100 }, { start: 90, end: 300 }, { start: 105, end: 180 }, null, { start: 400, end: 500 }];
    const barAt = (row: number) => bars[row] ?? null;
    const ahead = arrowPath({ row: 0, start: 0, end: 100 }, { row: 4, start: 400, end: 500 }, H, barAt);
    expect(barsHit(ahead, bars, [0, 4])).toEqual([]);
    expect(ahead).toBe("M 100 18 H 309 V 162 H 400");

    // Blocked issue starts before the blocker ends: the detour's horizontal runs stay in gutters.
    const bars2 = [
      { start: 200, end: 300 },
      { start: 0, end: 600 },
      { start: 250, end: 280 },
      { start: 100, end: 150 },
    ];
    const behind = arrowPath({ row: 0, start: 200, end: 300 }, { row: 3, start: 100, end: 150 }, H, (row) => bars2[row] ?? null);
    expect(barsHit(behind, bars2, [0, 3])).toEqual([]);
    expect(behind).toBe("M 300 18 H 310 V 36 H 609 V 108 H 90 V 126 H 100");
  });
});
