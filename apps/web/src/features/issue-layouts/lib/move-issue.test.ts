import { describe, expect, it } from "vitest";
import { LABEL_ID, makeIssue, STATES, stateId } from "../../issue-core/test-fixtures";
import { createDefaultsFor, patchForGroupChange, resolveMove, sortOrderBetween } from "./move-issue";

const lookups = { states: STATES };

describe("sortOrderBetween", () => {
  it("takes the midpoint between neighbours, one step beyond an end, and a start value alone", () => {
    expect(sortOrderBetween(1000, 3000)).toBe(2000);
    expect(sortOrderBetween(1000, undefined)).toBe(11000);
    expect(sortOrderBetween(undefined, 1000)).toBe(-9000);
    expect(sortOrderBetween(undefined, undefined)).toBe(65535);
  });
});

describe("patchForGroupChange", () => {
  const issue = makeIssue(1, { label_ids: [LABEL_ID, "l2"], assignee_ids: ["u1"] });

  it("replaces the dragged-from value of a many-to-many grouping", () => {
    expect(patchForGroupChange(issue, "labels__id", LABEL_ID, "l3", lookups)).toEqual({ patch: { label_ids: ["l2", "l3"] } });
    expect(patchForGroupChange(issue, "assignees__id", "u1", "None", lookups)).toEqual({ patch: { assignee_ids: [] } });
    expect(patchForGroupChange({ ...issue, assignee_ids: [] }, "assignees__id", "None", "u2", lookups)).toEqual({
      patch: { assignee_ids: ["u2"] },
    });
  });

  it("maps a state group to its default state, and refuses groupings that are facts", () => {
    expect(patchForGroupChange(issue, "state__group", "backlog", "completed", lookups)).toEqual({
      patch: { state_id: stateId("Done") },
    });
    expect(patchForGroupChange(issue, "created_by", "u1", "u2", lookups)).toHaveProperty("error");
    expect(patchForGroupChange(issue, "state_id", stateId("Todo"), "None", lookups)).toHaveProperty("error");
  });
});

describe("resolveMove", () => {
  const a = makeIssue(1, { sort_order: 1000, state_id: stateId("Todo") });
  const b = makeIssue(2, { sort_order: 2000, state_id: stateId("Done") });
  const c = makeIssue(3, { sort_order: 4000, state_id: stateId("Done") });
  const issues = new Map([a, b, c].map((i) => [i.id, i]));
  const ctx = {
    groupBy: "state_id" as const,
    subGroupBy: null,
    manualOrder: true,
    lookups,
    issueById: (id: string) => issues.get(id),
  };

  it("changes the group and takes the midpoint of the new neighbours", () => {
    const move = { issueId: a.id, fromGroup: stateId("Todo"), toGroup: stateId("Done"), beforeId: b.id, afterId: c.id };
    expect(resolveMove(move, ctx)).toEqual({ patch: { state_id: stateId("Done"), sort_order: 3000 } });
  });

  it("keeps the position out of it when the order is not manual", () => {
    const move = { issueId: a.id, fromGroup: stateId("Todo"), toGroup: stateId("Done"), beforeId: b.id };
    expect(resolveMove(move, { ...ctx, manualOrder: false })).toEqual({ patch: { state_id: stateId("Done") } });
    const within = { issueId: b.id, fromGroup: stateId("Done"), toGroup: stateId("Done"), beforeId: c.id };
    expect(resolveMove(within, { ...ctx, manualOrder: false })).toHaveProperty("notice");
  });
});

describe("createDefaultsFor", () => {
  it("gives a quick-added issue its group's value, and nothing for cycles or None", () => {
    expect(createDefaultsFor("priority", "high", lookups)).toEqual({ priority: "high" });
    expect(createDefaultsFor("labels__id", LABEL_ID, lookups)).toEqual({ label_ids: [LABEL_ID] });
    expect(createDefaultsFor("cycle_id", "c1", lookups)).toEqual({});
    expect(createDefaultsFor("assignees__id", "None", lookups)).toEqual({});
  });
});
