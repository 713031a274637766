import { beforeEach, describe, expect, it } from "vitest";
import { makeIssue, resetIssueStore } from "../test-fixtures";
import { useIssueStore } from "./issue-store";

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
});
