import { describe, expect, it } from "vitest";
import { LABEL_ID, LABELS, STATES, stateId } from "../../issue-core/test-fixtures";
import { activeFilterChips, type FilterSource } from "./filter-definitions";

const source: FilterSource = {
  states: STATES,
  labels: LABELS,
  people: [{ id: "u1", name: "Ada", avatar: null }],
  cycles: [],
  modules: [],
};

describe("activeFilterChips", () => {
  it("names every value, dates included, in menu order", () => {
    const chips = activeFilterChips(
      {
        target_date: ["2_weeks;after;fromnow"],
        start_date: ["2025-03-01;after", "2025-03-31;before"],
        labels: [LABEL_ID, "None"],
        state: [stateId("Todo")],
        assignees: ["u1", "gone"],
        priority: null,
        subscriber: ["u1"],
      },
      source,
    );
    expect(chips.map((c) => [c.label, c.values.map((v) => v.label)])).toEqual([
      ["State", ["Todo"]],
      ["Assignees", ["Ada", "Unknown"]],
      ["Labels", ["Bug", "No labels"]],
      ["Start date", ["After Mar 01, 2025", "Before Mar 31, 2025"]],
      ["Due date", ["From 2 weeks from now"]],
      ["subscriber", ["u1"]],
    ]);
  });
});
