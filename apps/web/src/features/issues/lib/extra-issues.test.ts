import { DEFAULT_ISSUE_FILTERS, defaultDisplayFilters, type Issue } from "@hangar/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { cycleScope } from "../../issue-core";
import { emptyLookups } from "../../issue-core/lib/lookups";
import type { IssueViewData } from "../../issue-core/lib/view-data";
import { changedIssueIdsSince, useIssueStore } from "../../issue-core/store/issue-store";
import { makeIssue, resetIssueStore, stateId } from "../../issue-core/test-fixtures";
import type { StoreVersion } from "../../issue-layouts";
import { createExtraIssues, type ExtraInput } from "./extra-issues";

const CYCLE = "c1";
const LOADED_AT = "2026-01-05T00:00:00Z";

const storeNow = (): StoreVersion => {
  const { version, issuesById } = useIssueStore.getState();
  return { version, changedSince: (since) => changedIssueIdsSince(since, issuesById) };
};

describe("createExtraIssues", () => {
  beforeEach(resetIssueStore);

  it("finds new issues that belong, looking again only at those written since", () => {
    const listed = makeIssue(1, { cycle_id: CYCLE });
    const old = makeIssue(2, { cycle_id: CYCLE, created_at: "2026-01-01T00:00:00Z" });
    useIssueStore.getState().upsertIssues([listed, old]);
    const data: IssueViewData = {
      groupBy: null,
      subGroupBy: null,
      perPage: 50,
      order: [""],
      subOrder: [],
      groups: { "": { ids: [listed.id], total: 1, page: 0, hasMore: false } },
      cells: {},
      total: 1,
      loadedAt: LOADED_AT,
    };
    const display = { ...defaultDisplayFilters("cycle"), group_by: null };
    const filters = { ...DEFAULT_ISSUE_FILTERS, state: [stateId("Backlog")] };
    const scope = cycleScope("acme", "p1", CYCLE);
    const lookups = emptyLookups("p1");
    const createdIds: string[] = [];
    const input = (): ExtraInput => ({
      data,
      issuesById: useIssueStore.getState().issuesById,
      createdIds,
      scope,
      filters,
      display,
      lookups,
    });
    const find = createExtraIssues();
    const fresh = (n: number, fields: Partial<Issue> = {}) =>
      makeIssue(n, { cycle_id: CYCLE, created_at: "2026-01-06T00:00:00Z", ...fields });
    expect(find(input(), storeNow())).toEqual([]);

    const store = useIssueStore.getState();
    store.upsertIssues([fresh(3), fresh(4, { cycle_id: null }), fresh(5, { state_id: stateId("Done") })]);
    const first = find(input(), storeNow());
    expect(first).toEqual([fresh(3).id]);
    // Nothing written: the same array.
    expect(find(input(), storeNow())).toBe(first);

    store.patchIssue(fresh(5).id, { state_id: stateId("Backlog") });
    store.patchIssue(fresh(3).id, { cycle_id: null });
    store.patchIssue(old.id, { name: "Still old" });
    expect(find(input(), storeNow())).toEqual([fresh(5).id]);
    store.removeIssue(fresh(5).id);
    expect(find(input(), storeNow())).toEqual([]);
    // Read from scratch, the same answer.
    store.upsertIssues([fresh(6)]);
    expect(find(input(), storeNow())).toEqual(createExtraIssues()(input(), storeNow()));
    expect(find(input(), storeNow())).toEqual([fresh(6).id]);
  });
});
