import { type Issue, NONE_VALUE } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import type { IssueLookups } from "../../issue-core/lib/lookups";
import { mergePage } from "../../issue-core/lib/view-data";
import { FIXTURE_LOOKUPS, groupedPage, LABEL_ID, makeIssue, STATES, stateId } from "../../issue-core/test-fixtures";
import { buildViewGroups } from "./view-groups";

const lookups: IssueLookups = FIXTURE_LOOKUPS;
const byId = (issues: Issue[]) => Object.fromEntries(issues.map((i) => [i.id, i]));

describe("buildViewGroups", () => {
  const a = makeIssue(1, { state_id: stateId("Todo") });
  const b = makeIssue(2, { state_id: stateId("Todo") });
  const c = makeIssue(3, { state_id: stateId("Done") });
  const data = mergePage(null, groupedPage([a, b, c], "state_id", { [stateId("Todo")]: 10 }), 50, 0);

  it("keeps the server's totals and says which groups have more", () => {
    const view = buildViewGroups({
      data,
      issuesById: byId([a, b, c]),
      extraIds: [],
      orderBy: "sort_order",
      lookups,
      showEmptyGroups: false,
    });
    expect(view.groups.map((g) => [g.key, g.count, g.hasMore])).toEqual([
      [stateId("Todo"), 10, true],
      [stateId("Done"), 1, false],
    ]);
  });

  it("shifts each group's estimate points by what was estimated, moved in or moved out here", () => {
    const points = {
      ...lookups,
      estimatePoints: new Map([
        ["p3", "3"],
        ["p5", "5"],
        ["pL", "L"],
      ]),
    };
    const todo = { ...a, estimate_point: "p3" };
    const page = groupedPage([todo, b, c], "state_id", { [stateId("Todo")]: 10 });
    // The server summed the whole filtered set: Todo holds 20 points, 3 of them on a listed issue.
    page.results[stateId("Todo")].total_estimate_points = 20;
    page.results[stateId("Done")].total_estimate_points = 0;
    const summed = mergePage(null, page, 50, 0);
    const build = (issues: Issue[]) =>
      buildViewGroups({
        data: summed,
        issuesById: byId(issues),
        extraIds: [],
        orderBy: "sort_order",
        lookups: points,
        showEmptyGroups: false,
      }).groups.map((g) => [g.key, g.points]);
    expect(build([todo, b, c])).toEqual([
      [stateId("Todo"), 20],
      [stateId("Done"), 0],
    ]);
    // b gets 5 points; the 3-point issue moves to Done; a category value adds nothing.
    expect(
      build([
        { ...todo, state_id: stateId("Done") },
        { ...b, estimate_point: "p5" },
        { ...c, estimate_point: "pL" },
      ]),
    ).toEqual([
      [stateId("Todo"), 22],
      [stateId("Done"), 3],
    ]);
    // A list the server did not sum shows no points.
    expect(
      buildViewGroups({ data, issuesById: byId([a, b, c]), extraIds: [], orderBy: "sort_order", lookups, showEmptyGroups: false })
        .groups[0].points,
    ).toBeNull();
  });

  it("moves an issue whose state changed here, shifting both counts", () => {
    const moved = { ...a, state_id: stateId("Done") };
    const view = buildViewGroups({
      data,
      issuesById: byId([moved, b, c]),
      extraIds: [],
      orderBy: "sort_order",
      lookups,
      showEmptyGroups: false,
    });
    expect(view.groups.map((g) => [g.key, g.count, g.issues.map((i) => i.id)])).toEqual([
      [stateId("Todo"), 9, [b.id]],
      [stateId("Done"), 2, [a.id, c.id]],
    ]);
  });

  it("drops archived and deleted issues and adds new ones that belong", () => {
    const fresh = makeIssue(9, { state_id: stateId("Backlog") });
    const view = buildViewGroups({
      data,
      issuesById: byId([{ ...a, archived_at: "2025-01-01T00:00:00Z" }, c, fresh]),
      extraIds: [fresh.id],
      orderBy: "sort_order",
      lookups,
      showEmptyGroups: false,
    });
    expect(view.groups.map((g) => [g.key, g.count])).toEqual([
      [stateId("Backlog"), 1],
      [stateId("Todo"), 8],
      [stateId("Done"), 1],
    ]);
  });

  it("puts an issue in every label group it has, 'None' last", () => {
    const two = makeIssue(4, { label_ids: [LABEL_ID, "00000000-0000-4000-8000-000000000999"] });
    const bare = makeIssue(5);
    const keyOf = (i: Issue) => (i.label_ids.length ? i.label_ids : [NONE_VALUE]);
    const labelData = mergePage(null, groupedPage([two, bare], "labels__id", {}, keyOf), 50, 0);
    const view = buildViewGroups({
      data: labelData,
      issuesById: byId([two, bare]),
      extraIds: [],
      orderBy: "-created_at",
      lookups,
      showEmptyGroups: false,
    });
    expect(view.groups.map((g) => g.key)).toEqual([LABEL_ID, "00000000-0000-4000-8000-000000000999", NONE_VALUE]);
    expect(view.issues).toHaveLength(2);
  });

  it("lists every known group when empty groups are asked for", () => {
    const view = buildViewGroups({
      data,
      issuesById: byId([a, b, c]),
      extraIds: [],
      orderBy: "sort_order",
      lookups,
      showEmptyGroups: true,
    });
    expect(view.groups).toHaveLength(STATES.length);
  });

  it("sorts by priority urgent first, and nulls last either way", () => {
    const low = makeIssue(6, { state_id: stateId("Todo"), priority: "low", target_date: null });
    const urgent = makeIssue(7, { state_id: stateId("Todo"), priority: "urgent", target_date: "2025-01-02" });
    const d = mergePage(null, groupedPage([low, urgent]), 50, 0);
    const run = (orderBy: "priority" | "-priority" | "target_date" | "-target_date") =>
      buildViewGroups({
        data: d,
        issuesById: byId([low, urgent]),
        extraIds: [],
        orderBy,
        lookups,
        showEmptyGroups: false,
      }).issues.map((i) => i.priority);
    expect(run("priority")).toEqual(["urgent", "low"]);
    expect(run("-priority")).toEqual(["low", "urgent"]);
    expect(run("target_date")).toEqual(["urgent", "low"]);
    expect(run("-target_date")).toEqual(["urgent", "low"]);
  });
});
