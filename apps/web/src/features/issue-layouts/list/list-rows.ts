import type { Issue, IssueGroupBy } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";
import { type GroupMeta, groupMeta } from "../lib/group-meta";
import type { DisplayGroup, ViewGroups } from "../lib/view-groups";

export type ListRow =
  | { kind: "group"; key: string; group: DisplayGroup; meta: GroupMeta; collapsed: boolean }
  | { kind: "issue"; key: string; issue: Issue; groupKey: string }
  | { kind: "load-more"; key: string; group: DisplayGroup; meta: GroupMeta }
  | { kind: "quick-add"; key: string; group: DisplayGroup; meta: GroupMeta };

type FlattenOptions = {
  groupBy: IssueGroupBy | null;
  collapsed: ReadonlySet<string>;
  quickAdd: boolean;
  lookups: IssueLookups;
};

/**
 * A group's issue rows, made again only when its issues changed: a live batch that touched one group of
 * a 10,000-row list builds that group's rows, not all of them.
 */
const rowsOfGroup = new WeakMap<Issue[], { groupKey: string; rows: ListRow[] }>();

function issueRows(group: DisplayGroup): ListRow[] {
  const cached = rowsOfGroup.get(group.issues);
  if (cached?.groupKey === group.key) return cached.rows;
  const rows: ListRow[] = group.issues.map((issue) => ({
    kind: "issue",
    key: `${group.key}:${issue.id}`,
    issue,
    groupKey: group.key,
  }));
  rowsOfGroup.set(group.issues, { groupKey: group.key, rows });
  return rows;
}

/**
 * The flat row list the virtualizer renders: per group its header, its issues, "Load more" when the
 * server has more than is loaded, then quick add. An ungrouped list has no header.
 */
export function flattenView(view: ViewGroups, { groupBy, collapsed, quickAdd, lookups }: FlattenOptions): ListRow[] {
  const rows: ListRow[] = [];
  for (const group of view.groups) {
    const meta = groupMeta(groupBy, group.key, lookups);
    const isCollapsed = groupBy !== null && collapsed.has(group.key);
    if (groupBy !== null) rows.push({ kind: "group", key: `g:${group.key}`, group, meta, collapsed: isCollapsed });
    if (isCollapsed) continue;
    for (const row of issueRows(group)) rows.push(row);
    if (group.hasMore) rows.push({ kind: "load-more", key: `m:${group.key}`, group, meta });
    if (quickAdd) rows.push({ kind: "quick-add", key: `q:${group.key}`, group, meta });
  }
  return rows;
}

/** The issues in the order the list shows them, each once (shift-click selects a range of them). */
export function orderedIssueIds(rows: readonly ListRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.kind === "issue" ? [row.issue.id] : [])))];
}
