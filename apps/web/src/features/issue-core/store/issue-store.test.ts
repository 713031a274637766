import { beforeEach, describe, expect, it } from "vitest";
import { makeIssue, resetIssueStore } from "../test-fixtures";
import { changedIssueIdsSince, useIssueStore } from "./issue-store";

describe("issue store", () => {
  beforeEach(resetIssueStore);

  it("upserts by id, merging so detail-only fields survive a partial copy", () => {
    const { upsertIssues } = useIssueStore.getState();
    upsertIssues([{ ...makeIssue(1), description_html: "<p>hi</p>" }]);
    upsertIssues([{ ...makeIssue(1), name: "Renamed" }]);
    const issue = useIssueStore.getState().issuesById[makeIssue(1).id];
    expect(issue.name).toBe("Renamed");
    expect(issue.description_html).toBe("<p>hi</p>");
  });

  it("patches known issues only and removes by id", () => {
    const { upsertIssues, patchIssue, removeIssue } = useIssueStore.getState();
    upsertIssues([makeIssue(1)]);
    patchIssue(makeIssue(1).id, { priority: "high" });
    patchIssue("unknown", { priority: "low" });
    expect(useIssueStore.getState().issuesById[makeIssue(1).id].priority).toBe("high");
    expect(useIssueStore.getState().issuesById.unknown).toBeUndefined();
    removeIssue(makeIssue(1).id);
    expect(useIssueStore.getState().issuesById).toEqual({});
  });

  it("moves its version on every write and says which issues later versions wrote", () => {
    const store = () => useIssueStore.getState();
    const start = store().version;
    const map = store().issuesById;
    store().upsertIssues([makeIssue(1), makeIssue(2)]);
    store().patchIssue(makeIssue(2).id, { priority: "low" });
    store().patchIssue("unknown", { priority: "low" });
    store().removeIssue("unknown");
    expect(store().version).toBe(start + 2);
    // The map is written in place; each issue object is replaced, never changed.
    expect(store().issuesById).toBe(map);
    const one = store().issuesById[makeIssue(1).id];
    store().applyIssueChanges([
      { id: makeIssue(3).id, removed: false, issue: makeIssue(3) },
      { id: makeIssue(2).id, removed: true, issue: null },
    ]);
    expect(store().issuesById[makeIssue(1).id]).toBe(one);
    expect(changedIssueIdsSince(start, map)).toEqual(new Set([1, 2, 3].map((n) => makeIssue(n).id)));
    expect(changedIssueIdsSince(start + 2, map)).toEqual(new Set([makeIssue(2).id, makeIssue(3).id]));
    expect(changedIssueIdsSince(store().version, map)).toEqual(new Set());
    // Another map (a reset) or a version never seen: the reader must start over.
    expect(changedIssueIdsSince(start, {})).toBeNull();
    expect(changedIssueIdsSince(store().version + 1, map)).toBeNull();
  });

  it("forgets versions past its journal", () => {
    const store = () => useIssueStore.getState();
    const start = store().version;
    for (let n = 1; n <= 300; n++) store().upsertIssues([makeIssue(n)]);
    expect(changedIssueIdsSince(start, store().issuesById)).toBeNull();
    expect(changedIssueIdsSince(store().version - 10, store().issuesById)?.size).toBe(10);
  });
});
