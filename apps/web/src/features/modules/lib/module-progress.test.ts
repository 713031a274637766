import type { Estimate, Issue, State } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { moduleBurndown } from "./module-burndown";
import { distributionBy } from "./module-distribution";
import { progressOfIssues } from "./module-progress";

const state = (id: string, group: State["group"]) => ({ id, group }) as State;
const STATES = [
  state("s-todo", "unstarted"),
  state("s-doing", "started"),
  state("s-done", "completed"),
  state("s-no", "cancelled"),
];

function issue(id: string, overrides: Partial<Issue> = {}): Issue {
  return {
    id,
    state_id: "s-todo",
    estimate_point: null,
    assignee_ids: [],
    label_ids: [],
    module_ids: ["m1"],
    completed_at: null,
    ...overrides,
  } as Issue;
}

const estimate = (type: Estimate["type"], points: [string, number, string][]) =>
  ({ id: "e1", type, last_used: true, points: points.map(([id, key, value]) => ({ id, key, value })) }) as Estimate;

describe("progressOfIssues", () => {
  it("counts issues per state group and sums the numeric points of the active estimate", () => {
    const points = estimate("points", [
      ["p1", 1, "1"],
      ["p3", 2, "3"],
      ["p8", 3, "8"],
    ]);
    const progress = progressOfIssues(
      [
        issue("a", { state_id: "s-done", estimate_point: "p8" }),
        issue("b", { state_id: "s-doing", estimate_point: "p3" }),
        issue("c", { estimate_point: "p1" }),
        issue("d", { state_id: "s-no" }),
      ],
      STATES,
      points,
    );
    expect(progress).toMatchObject({
      total_issues: 4,
      completed_issues: 1,
      started_issues: 1,
      unstarted_issues: 1,
      cancelled_issues: 1,
      backlog_issues: 0,
      total_estimate_points: 12,
      completed_estimate_points: 8,
      started_estimate_points: 3,
    });
  });

  it("counts a category as its key, and nothing without an active estimate", () => {
    const sizes = estimate("categories", [
      ["xs", 1, "XS"],
      ["l", 4, "L"],
    ]);
    const issues = [issue("a", { estimate_point: "l" }), issue("b", { estimate_point: "xs", state_id: "s-done" })];
    expect(progressOfIssues(issues, STATES, sizes).total_estimate_points).toBe(5);
    expect(progressOfIssues(issues, STATES, undefined).total_estimate_points).toBe(0);
  });
});

describe("moduleBurndown", () => {
  it("falls from the total as issues complete, and stops at today", () => {
    const issues = [
      issue("a", { completed_at: "2025-03-01T09:00:00Z" }),
      issue("b", { completed_at: "2025-03-02T18:00:00Z" }),
      issue("c", { completed_at: "2025-02-20T00:00:00Z" }),
      issue("d"),
    ];
    expect(moduleBurndown("2025-03-01", "2025-03-04", issues, "2025-03-02")).toEqual([
      { date: "2025-03-01", ideal: 4, actual: 2 },
      { date: "2025-03-02", ideal: 2.67, actual: 1 },
      { date: "2025-03-03", ideal: 1.33, actual: null },
      { date: "2025-03-04", ideal: 0, actual: null },
    ]);
  });

  it("draws nothing without both dates", () => {
    expect(moduleBurndown(null, "2025-03-04", [], "2025-03-02")).toEqual([]);
    expect(moduleBurndown("2025-03-05", "2025-03-04", [], "2025-03-02")).toEqual([]);
  });
});

describe("distributionBy", () => {
  it("counts each assignee's issues and how many are done, most first, unassigned last", () => {
    const issues = [
      issue("a", { assignee_ids: ["u1", "u2"], state_id: "s-done" }),
      issue("b", { assignee_ids: ["u2"] }),
      issue("c"),
    ];
    expect(distributionBy(issues, STATES, "assignee_ids")).toEqual([
      { id: "u2", total: 2, completed: 1 },
      { id: "u1", total: 1, completed: 1 },
      { id: null, total: 1, completed: 0 },
    ]);
  });
});
