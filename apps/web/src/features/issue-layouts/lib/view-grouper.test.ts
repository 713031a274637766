import { type Issue, type IssueGroupBy, type IssueOrderBy, PRIORITIES } from "@hangar/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import type { IssueLookups } from "../../issue-core/lib/lookups";
import type { GroupPage, IssueViewData } from "../../issue-core/lib/view-data";
import { changedIssueIdsSince, useIssueStore } from "../../issue-core/store/issue-store";
import { FIXTURE_LOOKUPS, LABELS, makeIssue, resetIssueStore, STATES } from "../../issue-core/test-fixtures";
import { groupKeysOf } from "./group-keys";
import { buildViewGroups, createViewGrouper, type StoreVersion, type ViewGroups } from "./view-groups";

const SECOND_LABEL = "00000000-0000-4000-8000-000000000802";
const LABEL_IDS = [LABELS[0].id, SECOND_LABEL];
const lookups: IssueLookups = {
  ...FIXTURE_LOOKUPS,
  estimatePoints: new Map([
    ["p1", "1"],
    ["p3", "3"],
  ]),
};

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

type Random = ReturnType<typeof random>;

function randomValues(r: Random): Partial<Issue> {
  return {
    state_id: r.pick(STATES).id,
    priority: r.pick(PRIORITIES),
    label_ids: LABEL_IDS.filter(() => r.next() < 0.4),
    assignee_ids: ["u1", "u2"].filter(() => r.next() < 0.4),
    // Few distinct values: ties must fall back to the same order in both builds.
    sort_order: Math.floor(r.next() * 20) * 1000,
    estimate_point: r.pick(["p1", "p3", null]),
    created_at: `2026-01-${String(1 + Math.floor(r.next() * 9)).padStart(2, "0")}T00:00:00Z`,
  };
}

/** What the server listed when the view loaded: every other issue of each group, totals a little higher. */
function viewData(issues: Issue[], groupBy: IssueGroupBy, subGroupBy: IssueGroupBy | null, every = 2): IssueViewData {
  const groups: Record<string, GroupPage> = {};
  const cells: Record<string, Record<string, GroupPage>> = {};
  const page = (): GroupPage => ({ ids: [], total: 3, page: 0, hasMore: true });
  issues.forEach((issue, n) => {
    if (n % every !== 0) return;
    for (const g of groupKeysOf(issue, groupBy, lookups)) {
      groups[g] ??= { ...page(), points: 7, pointIds: {} };
      groups[g].ids.push(issue.id);
      groups[g].total += 1;
      const pointIds = groups[g].pointIds ?? {};
      pointIds[issue.id] = issue.estimate_point;
      if (!subGroupBy) continue;
      for (const s of groupKeysOf(issue, subGroupBy, lookups)) {
        cells[g] ??= {};
        cells[g][s] ??= page();
        cells[g][s].ids.push(issue.id);
        cells[g][s].total += 1;
      }
    }
  });
  const subOrder = subGroupBy ? [...new Set(Object.values(cells).flatMap((c) => Object.keys(c)))] : [];
  return {
    groupBy,
    subGroupBy,
    perPage: 50,
    order: Object.keys(groups),
    subOrder,
    groups,
    cells,
    total: issues.length,
    loadedAt: "2026-01-05T00:00:00Z",
  };
}

/** Everything a view shows, as plain values. */
function shape(view: ViewGroups, data: IssueViewData) {
  const ids = (issues: Issue[]) => issues.map((i) => i.id);
  const cells = (view.lanes ?? []).flatMap((lane) =>
    view.groups.map((g) => {
      const cell = view.cell(g.key, lane.key);
      return [g.key, lane.key, cell.count, ids(cell.issues)];
    }),
  );
  return {
    groups: view.groups.map((g) => [g.key, g.count, g.points, g.hasMore, ids(g.issues)]),
    lanes: view.lanes?.map((l) => [l.key, l.count, ids(l.issues)]) ?? null,
    cells: data.subGroupBy ? cells : [],
    issues: ids(view.issues),
  };
}

const storeNow = (): StoreVersion => {
  const { version, issuesById } = useIssueStore.getState();
  return { version, changedSince: (since) => changedIssueIdsSince(since, issuesById) };
};

describe("createViewGrouper", () => {
  beforeEach(resetIssueStore);

  const cases: [IssueGroupBy, IssueGroupBy | null, IssueOrderBy][] = [
    ["state_id", null, "sort_order"],
    ["labels__id", null, "-created_at"],
    ["priority", "state_id", "state__name"],
    ["state__group", "labels__id", "labels__name"],
    ["assignees__id", null, "-priority"],
  ];
  it.each(cases)("places only what changed, as a full regroup would (by %s / %s, order %s)", (groupBy, subGroupBy, orderBy) => {
    const r = random(groupBy.length * 31 + orderBy.length);
    const issues = Array.from({ length: 120 }, (_, n) => makeIssue(n + 1, randomValues(r)));
    useIssueStore.getState().upsertIssues(issues);
    const data = viewData(issues, groupBy, subGroupBy);
    const grouper = createViewGrouper();
    const extraIds: string[] = [];
    const includes = (issue: Issue) => issue.priority !== "none" || issue.sort_order !== 0;
    const input = () => ({
      data,
      issuesById: useIssueStore.getState().issuesById,
      extraIds: [...extraIds],
      orderBy,
      lookups,
      showEmptyGroups: false,
      includes,
    });
    let next = 1000;
    for (let step = 0; step < 60; step++) {
      grouper.build(input(), storeNow());
      const store = useIssueStore.getState();
      const ids = Object.keys(store.issuesById);
      const changes = 1 + Math.floor(r.next() * 6);
      for (let c = 0; c < changes; c++) {
        const roll = r.next();
        const id = r.pick(ids);
        if (roll < 0.55) store.patchIssue(id, randomValues(r));
        else if (roll < 0.65) store.patchIssue(id, { archived_at: r.next() < 0.5 ? "2026-02-01T00:00:00Z" : null });
        else if (roll < 0.72) store.removeIssue(id);
        else if (roll < 0.85) {
          const created = makeIssue(next++, randomValues(r));
          store.upsertIssues([created]);
          extraIds.push(created.id);
        } else if (roll < 0.9 && extraIds.length) extraIds.splice(Math.floor(r.next() * extraIds.length), 1);
        else store.applyIssueChanges([{ id, removed: false, issue: { ...store.issuesById[id], ...randomValues(r) } }]);
      }
      const after = grouper.build(input(), storeNow());
      expect(shape(after, data)).toEqual(shape(buildViewGroups(input()), data));
    }
  });

  it("counts and sums a touched group from what changed in it, not from all its issues", () => {
    const issues = Array.from({ length: 400 }, (_, n) =>
      makeIssue(n + 1, { state_id: STATES[n % 2].id, estimate_point: n % 3 === 0 ? "p3" : "p1" }),
    );
    useIssueStore.getState().upsertIssues(issues);
    const data = viewData(issues, "state_id", null);
    // Every point looked up is counted: a regroup of a 200-issue group reads 200 of them.
    let reads = 0;
    const points = new Map(lookups.estimatePoints);
    const get = (id: string) => {
      reads += 1;
      return points.get(id);
    };
    const counted = { ...lookups, estimatePoints: { get } as Map<string, string> };
    const grouper = createViewGrouper();
    const input = () => ({
      data,
      issuesById: useIssueStore.getState().issuesById,
      extraIds: [],
      orderBy: "sort_order" as const,
      lookups: counted,
      showEmptyGroups: false,
    });
    grouper.build(input(), storeNow());
    for (let step = 0; step < 5; step++) {
      useIssueStore.getState().patchIssue(issues[step].id, { state_id: STATES[(step + 1) % 2].id, estimate_point: "p3" });
      reads = 0;
      const after = grouper.build(input(), storeNow());
      expect(reads).toBeLessThanOrEqual(4);
      expect(shape(after, data)).toEqual(shape(buildViewGroups(input()), data));
    }
  });

  it("keeps the groups a change did not reach and leaves the previous build as it was", () => {
    const a = makeIssue(1, { state_id: STATES[0].id });
    const b = makeIssue(2, { state_id: STATES[1].id });
    const c = makeIssue(3, { state_id: STATES[1].id });
    useIssueStore.getState().upsertIssues([a, b, c]);
    const data = viewData([a, b, c], "state_id", null, 1);
    const grouper = createViewGrouper();
    const input = () => ({
      data,
      issuesById: useIssueStore.getState().issuesById,
      extraIds: [],
      orderBy: "sort_order" as const,
      lookups,
      showEmptyGroups: false,
    });
    const first = grouper.build(input(), storeNow());
    const firstIssues = first.groups.map((g) => g.issues.map((i) => i.id));
    useIssueStore.getState().patchIssue(b.id, { name: "Renamed" });
    const second = grouper.build(input(), storeNow());
    const [done, progress] = [STATES[0].id, STATES[1].id].map((key) => second.groups.find((g) => g.key === key));
    expect(done).toBe(first.groups.find((g) => g.key === STATES[0].id));
    expect(progress).not.toBe(first.groups.find((g) => g.key === STATES[1].id));
    expect(progress?.issues.map((i) => i.name)).toEqual(["Renamed", "Issue 3"]);
    // The earlier build's arrays are not written: React may still hold them.
    expect(first.groups.map((g) => g.issues.map((i) => i.id))).toEqual(firstIssues);
    expect(first.groups.flatMap((g) => g.issues).find((i) => i.id === b.id)?.name).toBe("Issue 2");
    // Nothing written: the same result.
    expect(grouper.build(input(), storeNow())).toBe(second);
  });
});
