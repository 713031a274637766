import { compareCycles, cycleStatus } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { makeCycle } from "../test-fixtures";
import { cyclesForTab, dateRangeLabel, daysLeft } from "./cycle-status";

const cycles = [
  makeCycle({ id: "c1", name: "Zeta draft" }),
  makeCycle({ id: "c2", name: "Old", status: "completed", start_date: "2025-01-01", end_date: "2025-01-10" }),
  makeCycle({ id: "c3", name: "Later", status: "upcoming", start_date: "2025-03-01", end_date: "2025-03-10" }),
  makeCycle({ id: "c4", name: "alpha draft" }),
  makeCycle({ id: "c5", name: "Now", status: "current", start_date: "2025-02-01", end_date: "2025-02-14" }),
  makeCycle({ id: "c6", name: "Soon", status: "upcoming", start_date: "2025-02-15", end_date: "2025-02-28" }),
  makeCycle({ id: "c7", name: "Older", status: "completed", start_date: "2024-12-01", end_date: "2024-12-10" }),
];
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe("cycle order and tabs", () => {
  it("puts the current cycle first, then upcoming by start date, drafts by name, completed latest first", () => {
    expect(names([...cycles].sort(compareCycles))).toEqual(["Now", "Soon", "Later", "alpha draft", "Zeta draft", "Old", "Older"]);
  });

  it("keeps each tab to its status, in that order", () => {
    expect(names(cyclesForTab(cycles, "all"))).toHaveLength(7);
    expect(names(cyclesForTab(cycles, "active"))).toEqual(["Now"]);
    expect(names(cyclesForTab(cycles, "upcoming"))).toEqual(["Soon", "Later"]);
    expect(names(cyclesForTab(cycles, "completed"))).toEqual(["Old", "Older"]);
    expect(names(cyclesForTab(cycles, "draft"))).toEqual(["alpha draft", "Zeta draft"]);
  });

  it("computes status from the dates the way the server does", () => {
    expect(cycleStatus(null, null, "2025-02-05")).toBe("draft");
    expect(cycleStatus("2025-02-01", "2025-02-04", "2025-02-05")).toBe("completed");
    expect(cycleStatus("2025-02-05", "2025-02-05", "2025-02-05")).toBe("current");
    expect(cycleStatus("2025-02-06", "2025-02-09", "2025-02-05")).toBe("upcoming");
  });

  it("counts the days left including today and labels the range", () => {
    expect(daysLeft({ end_date: "2025-02-14" }, "2025-02-05")).toBe(10);
    expect(daysLeft({ end_date: "2025-02-05" }, "2025-02-05")).toBe(1);
    expect(dateRangeLabel({ start_date: "2025-02-01", end_date: "2025-02-14" })).toBe("Feb 01, 2025 – Feb 14, 2025");
    expect(dateRangeLabel({ start_date: null, end_date: null })).toBe("No dates");
  });
});
