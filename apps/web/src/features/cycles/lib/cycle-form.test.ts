import { describe, expect, it } from "vitest";
import { makeCycle } from "../test-fixtures";
import { cycleBody, overlapMessage, overlappingCycle, validateCycleForm } from "./cycle-form";

const values = (overrides: Partial<Parameters<typeof validateCycleForm>[0]>) => ({
  name: "Sprint",
  description: "",
  start_date: "",
  end_date: "",
  ...overrides,
});

describe("cycle form", () => {
  it("takes a draft (no dates) or both dates in order", () => {
    expect(validateCycleForm(values({}))).toEqual({});
    expect(validateCycleForm(values({ start_date: "2025-03-01", end_date: "2025-03-01" }))).toEqual({});
    expect(validateCycleForm(values({ name: "  " }))).toEqual({ name: "Name is required" });
    expect(validateCycleForm(values({ end_date: "2025-03-01" }))).toEqual({
      start_date: "Set both dates, or clear both to save a draft",
    });
    expect(validateCycleForm(values({ start_date: "2025-03-02", end_date: "2025-03-01" }))).toEqual({
      end_date: "The end date must be on or after the start date",
    });
    expect(validateCycleForm(values({ start_date: "03/01/2025", end_date: "2025-03-01" }))).toEqual({
      start_date: "Use a date like 2025-03-01",
    });
  });

  it("sends only what changed when editing", () => {
    const cycle = makeCycle({ id: "c1", name: "Sprint", start_date: "2025-03-01", end_date: "2025-03-10" });
    expect(cycleBody(values({ name: " Sprint ", start_date: "2025-03-01", end_date: "2025-03-12" }), cycle)).toEqual({
      end_date: "2025-03-12",
    });
    expect(cycleBody(values({ name: "Sprint" }), cycle)).toEqual({ start_date: null, end_date: null });
    expect(cycleBody(values({ name: "New" }))).toEqual({ name: "New", description: "", start_date: null, end_date: null });
  });

  it("names the cycle the dates overlap", () => {
    const other = makeCycle({ id: "c2", name: "Sprint 2", start_date: "2025-03-05", end_date: "2025-03-12" });
    expect(overlappingCycle([other], "2025-03-12", "2025-03-20")).toBe(other);
    expect(overlappingCycle([other], "2025-03-13", "2025-03-20")).toBeUndefined();
    expect(overlappingCycle([other], "2025-03-01", "2025-03-20", "c2")).toBeUndefined();
    expect(overlapMessage(other)).toContain("“Sprint 2” (Mar 05, 2025 – Mar 12, 2025)");
  });
});
