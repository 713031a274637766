import { compareStates, type Issue, type State } from "@hangar/contracts";

export type IssueGroup = { state: State; issues: Issue[] };

/** Spec §4 group order (backlog → unstarted → started → completed → cancelled, then sequence); rows by sort_order. */
export function groupIssuesByState(states: State[], issues: Issue[]): IssueGroup[] {
  const byState = new Map<string, Issue[]>();
  for (const issue of issues) {
    const key = issue.state_id ?? "";
    const list = byState.get(key);
    if (list) list.push(issue);
    else byState.set(key, [issue]);
  }
  return [...states].sort(compareStates).map((state) => ({
    state,
    issues: (byState.get(state.id) ?? []).sort((a, b) => a.sort_order - b.sort_order || a.sequence_id - b.sequence_id),
  }));
}

export type ListRow =
  | { kind: "group"; group: IssueGroup; collapsed: boolean }
  | { kind: "issue"; issue: Issue; state: State }
  | { kind: "quick-add"; state: State };

/** The flat row list the virtualizer renders: header, its issues, then its quick-add row. */
export function flattenGroups(groups: IssueGroup[], collapsed: ReadonlySet<string>, canCreate: boolean): ListRow[] {
  const rows: ListRow[] = [];
  for (const group of groups) {
    const isCollapsed = collapsed.has(group.state.id);
    rows.push({ kind: "group", group, collapsed: isCollapsed });
    if (isCollapsed) continue;
    for (const issue of group.issues) rows.push({ kind: "issue", issue, state: group.state });
    if (canCreate) rows.push({ kind: "quick-add", state: group.state });
  }
  return rows;
}
