import { type Issue, type IssueOrderBy, PRIORITY_ORDER } from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";

type SortValue = number | string | null;
type Extract = (issue: Issue, lookups: IssueLookups, descending: boolean) => SortValue;

/** Names of a many-valued property: ascending sorts by the first name, descending by the last (as the server). */
function edgeName(names: string[], descending: boolean): string | null {
  if (names.length === 0) return null;
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  return descending ? sorted[sorted.length - 1] : sorted[0];
}

const extractors: Record<string, Extract> = {
  sort_order: (i) => i.sort_order,
  created_at: (i) => i.created_at,
  updated_at: (i) => i.updated_at,
  // "priority" lists urgent first, so its natural direction is the rank descending.
  priority: (i) => -PRIORITY_ORDER[i.priority],
  start_date: (i) => i.start_date,
  target_date: (i) => i.target_date,
  state__name: (i, l) => (i.state_id ? (l.statesById.get(i.state_id)?.name ?? null) : null),
  labels__name: (i, l, desc) =>
    edgeName(
      i.label_ids.flatMap((id) => l.labelsById.get(id)?.name ?? []),
      desc,
    ),
  assignees__first_name: (i, l, desc) =>
    edgeName(
      i.assignee_ids.flatMap((id) => l.peopleById.get(id)?.name ?? []),
      desc,
    ),
};

/** ISO timestamps and dates, and ids, compare by code unit: the same order, far cheaper than localeCompare. */
const ORDINAL = new Set(["created_at", "updated_at", "start_date", "target_date"]);
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareValues(a: SortValue, b: SortValue, byCodeUnit: boolean): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return byCodeUnit ? ordinal(String(a), String(b)) : String(a).localeCompare(String(b));
}

/** An issue with its sort value, read once. */
export type KeyedIssue = { issue: Issue; value: SortValue };

/**
 * The server's order for `orderBy`, applied on the client so a change made here (a card dragged, a
 * priority picked) moves the row at once: nulls last either way, ties newest first, then by id (a total
 * order, so a row can also be placed by binary search). Each issue's sort value is read once by `keyOf`,
 * not once per comparison.
 */
export function issueOrder(orderBy: IssueOrderBy, lookups: IssueLookups) {
  const descending = orderBy.startsWith("-");
  const field = descending ? orderBy.slice(1) : orderBy;
  const extract = extractors[field] ?? extractors.sort_order;
  const byCodeUnit = ORDINAL.has(field);
  return {
    keyOf: (issue: Issue): KeyedIssue => ({ issue, value: extract(issue, lookups, descending) }),
    compare: (x: KeyedIssue, y: KeyedIssue): number => {
      const va = x.value;
      const vb = y.value;
      if (va !== vb) {
        if (va === null) return 1;
        if (vb === null) return -1;
        const diff = compareValues(va, vb, byCodeUnit);
        if (diff !== 0) return descending ? -diff : diff;
      }
      return ordinal(y.issue.created_at, x.issue.created_at) || ordinal(x.issue.id, y.issue.id);
    },
  };
}

export type IssueOrder = ReturnType<typeof issueOrder>;

/** `issues` in the server's order for `orderBy` (10,000 rows sort when a view loads). */
export function sortIssues(issues: Issue[], orderBy: IssueOrderBy, lookups: IssueLookups): Issue[] {
  const { keyOf, compare } = issueOrder(orderBy, lookups);
  return issues
    .map(keyOf)
    .sort(compare)
    .map((k) => k.issue);
}
