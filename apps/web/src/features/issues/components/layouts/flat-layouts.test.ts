import { DEFAULT_ISSUE_FILTERS, defaultDisplayFilters, type Issue } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { viewParams } from "../../../issue-core/api/issue-view-query";
import { dependencyEdges } from "../../../issue-layouts/timeline/lib/relations";
import { timelineRelations } from "./flat-layouts";

describe("timeline relations", () => {
  it("asks for relations only on the timeline", () => {
    const display = defaultDisplayFilters("project");
    expect(viewParams(DEFAULT_ISSUE_FILTERS, { ...display, layout: "gantt_chart" }).expand).toBe("issue_relation,issue_related");
    expect(viewParams(DEFAULT_ISSUE_FILTERS, { ...display, layout: "spreadsheet" }).expand).toBeUndefined();
  });

  it("turns both sides of listed relations into one arrow per dependency", () => {
    const issues = [
      { id: "build", issue_relation: [{ id: "r1", relation_type: "blocked_by", related_issue: "design" }], issue_related: [] },
      { id: "design", issue_relation: [], issue_related: [{ id: "r1", relation_type: "blocking", related_issue: "build" }] },
      { id: "ship", issue_relation: [{ id: "r2", relation_type: "relates_to", related_issue: "build" }] },
    ] as unknown as Issue[];
    expect(dependencyEdges(timelineRelations(issues))).toEqual([{ before: "design", after: "build" }]);
  });
});
