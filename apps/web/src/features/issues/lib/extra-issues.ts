import type { DisplayFilters, Issue, IssueFilters } from "@hangar/contracts";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import type { IssueLookups, IssueScope, IssueViewData } from "../../issue-core";
import { loadedIds } from "../../issue-core";
import type { StoreVersion } from "../../issue-layouts";
import { matchesView } from "./issue-match";

export type ExtraInput = {
  data: IssueViewData;
  issuesById: Record<string, Issue>;
  createdIds: readonly string[];
  scope: IssueScope;
  filters: IssueFilters;
  display: DisplayFilters;
  lookups: IssueLookups;
};

/** An issue no page listed that belongs in the view all the same: new since it loaded, and matching it. */
function belongs(input: ExtraInput, created: ReadonlySet<string>, id: string): boolean {
  const { data, scope } = input;
  const issue = input.issuesById[id];
  if (!issue || (scope.projectId && issue.project_id !== scope.projectId) || loadedIds(data).has(id)) return false;
  if (!scope.includes(issue)) return false;
  const isNew = isTemporaryId(id) || created.has(id) || issue.created_at > data.loadedAt;
  return isNew && matchesView(issue, input.filters, input.display, input.lookups, input.lookups.today);
}

const sameInput = (a: ExtraInput, b: ExtraInput) =>
  a.data === b.data &&
  a.issuesById === b.issuesById &&
  a.createdIds === b.createdIds &&
  a.scope === b.scope &&
  a.filters === b.filters &&
  a.display === b.display &&
  a.lookups === b.lookups;

/**
 * The issues a loaded view shows beyond its pages (created here or elsewhere since it loaded). Given the
 * store's version, only the issues written since the last call are looked at again, not all 10,000.
 */
export function createExtraIssues() {
  let last: { input: ExtraInput; version: number; created: ReadonlySet<string>; ids: string[] } | null = null;
  return (input: ExtraInput, store: StoreVersion): string[] => {
    const changed = last && sameInput(last.input, input) ? store.changedSince(last.version) : null;
    if (last && changed) {
      const { created } = last;
      const present = new Set(last.ids);
      let moved = false;
      for (const id of changed) {
        const now = belongs(input, created, id);
        if (now === present.has(id)) continue;
        if (now) present.add(id);
        else present.delete(id);
        moved = true;
      }
      if (moved) last.ids = [...present];
      last.version = store.version;
      return last.ids;
    }
    const created = new Set(input.createdIds);
    const ids = Object.keys(input.issuesById).filter((id) => belongs(input, created, id));
    last = { input, version: store.version, created, ids };
    return ids;
  };
}
