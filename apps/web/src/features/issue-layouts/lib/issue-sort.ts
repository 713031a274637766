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

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The server's order for `orderBy`, applied on the client so a change made here (a card dragged, a
 * priority picked) moves the row at once: nulls last either way, ties newest first, then by id.
 */
export function issueComparator(orderBy: IssueOrderBy, lookups: IssueLookups): (a: Issue, b: Issue) => number {
  const descending = orderBy.startsWith("-");
  const extract = extractors[descending ? orderBy.slice(1) : orderBy] ?? extractors.sort_order;
  return (a, b) => {
    const va = extract(a, lookups, descending);
    const vb = extract(b, lookups, descending);
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      const diff = compareValues(va, vb);
      if (diff !== 0) return descending ? -diff : diff;
    }
    return b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);
  };
}
