import {
  type DateFilterKey,
  type DisplayFilters,
  type Issue,
  type IssueFilters,
  NONE_VALUE,
  resolveDateFilter,
} from "@hangar/contracts";
import type { IssueLookups } from "../../issue-core";

const oneOf = (values: string[], value: string | null) => values.includes(value ?? NONE_VALUE);
const anyOf = (values: string[], ids: string[]) =>
  ids.length === 0 ? values.includes(NONE_VALUE) : ids.some((id) => values.includes(id));

function dateMatches(tokens: string[], value: string | null, today: string): boolean {
  if (!value) return false;
  const day = value.slice(0, 10);
  const { from, to } = resolveDateFilter(tokens, today);
  return (!from || day >= from) && (!to || day <= to);
}

const DATE_FIELDS: Record<DateFilterKey, (i: Issue) => string | null> = {
  start_date: (i) => i.start_date,
  target_date: (i) => i.target_date,
  created_at: (i) => i.created_at,
  completed_at: (i) => i.completed_at,
  updated_at: (i) => i.updated_at,
};

/**
 * Whether an issue that appeared after the list was loaded (created here or by a teammate) belongs in
 * it. Filters the client cannot judge (mentions, subscribers, estimates) let it through; the next
 * fetch settles those.
 */
export function matchesView(
  issue: Issue,
  filters: IssueFilters,
  display: Pick<DisplayFilters, "type" | "sub_issue">,
  lookups: Pick<IssueLookups, "statesById">,
  today: string,
): boolean {
  const group = issue.state_id ? lookups.statesById.get(issue.state_id)?.group : undefined;
  if (!display.sub_issue && issue.parent_id) return false;
  if (display.type === "active" && group !== "unstarted" && group !== "started") return false;
  if (display.type === "backlog" && group !== "backlog") return false;
  const checks: [string[] | null | undefined, () => boolean][] = [
    [filters.priority, () => oneOf(filters.priority ?? [], issue.priority)],
    [filters.state, () => oneOf(filters.state ?? [], issue.state_id)],
    [filters.state_group, () => oneOf(filters.state_group ?? [], group ?? null)],
    [filters.assignees, () => anyOf(filters.assignees ?? [], issue.assignee_ids)],
    [filters.labels, () => anyOf(filters.labels ?? [], issue.label_ids)],
    [filters.created_by, () => oneOf(filters.created_by ?? [], issue.created_by)],
    [filters.cycle, () => oneOf(filters.cycle ?? [], issue.cycle_id)],
    [filters.module, () => anyOf(filters.module ?? [], issue.module_ids)],
    [filters.project, () => oneOf(filters.project ?? [], issue.project_id)],
  ];
  for (const key of Object.keys(DATE_FIELDS) as DateFilterKey[]) {
    checks.push([filters[key], () => dateMatches(filters[key] ?? [], DATE_FIELDS[key](issue), today)]);
  }
  return checks.every(([values, ok]) => !values || values.length === 0 || ok());
}
