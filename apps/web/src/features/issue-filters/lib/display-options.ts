import type { DisplayPropertyKey, IssueGroupBy, IssueLayout, IssueOrderBy, IssueTypeFilter } from "@hangar/contracts";

/** Layout names as the switcher shows them (spec §2: kanban is "Board", spreadsheet "Table" elsewhere). */
export const LAYOUT_OPTIONS: { value: IssueLayout; label: string }[] = [
  { value: "list", label: "List" },
  { value: "kanban", label: "Board" },
  { value: "calendar", label: "Calendar" },
  { value: "spreadsheet", label: "Spreadsheet" },
  { value: "gantt_chart", label: "Timeline" },
];

/** Spec §9 group-by options, in its order; "none" is the empty choice. */
export const GROUP_BY_OPTIONS: { value: IssueGroupBy; label: string }[] = [
  { value: "state_id", label: "State" },
  { value: "state__group", label: "State group" },
  { value: "priority", label: "Priority" },
  { value: "project_id", label: "Project" },
  { value: "cycle_id", label: "Cycle" },
  { value: "issue_module__module_id", label: "Module" },
  { value: "labels__id", label: "Labels" },
  { value: "assignees__id", label: "Assignees" },
  { value: "created_by", label: "Created by" },
];

/** Spec §9 issue display sorts. */
export const ORDER_BY_OPTIONS: { value: IssueOrderBy; label: string }[] = [
  { value: "sort_order", label: "Manual" },
  { value: "-created_at", label: "Last Created" },
  { value: "-updated_at", label: "Last Updated" },
  { value: "start_date", label: "Start Date" },
  { value: "target_date", label: "Due Date" },
  { value: "priority", label: "Priority" },
];

/** A sort picked elsewhere (a spreadsheet header), named for the order menu: "State name, descending". */
export function orderByLabel(orderBy: IssueOrderBy): string {
  const known = ORDER_BY_OPTIONS.find((o) => o.value === orderBy);
  if (known) return known.label;
  const descending = orderBy.startsWith("-");
  const words = orderBy.replace(/^-/, "").replace(/__/g, " ").replace(/_/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}, ${descending ? "descending" : "ascending"}`;
}

export const TYPE_OPTIONS: { value: IssueTypeFilter | null; label: string }[] = [
  { value: null, label: "All" },
  { value: "active", label: "Active" },
  { value: "backlog", label: "Backlog" },
];

/** Spec §3 display properties, named as a user reads them. */
export const DISPLAY_PROPERTY_LABELS: Record<DisplayPropertyKey, string> = {
  key: "ID",
  assignee: "Assignee",
  start_date: "Start date",
  due_date: "Due date",
  labels: "Labels",
  priority: "Priority",
  state: "State",
  sub_issue_count: "Sub-issue count",
  attachment_count: "Attachment count",
  link: "Links",
  estimate: "Estimate",
  created_on: "Created on",
  updated_on: "Updated on",
  modules: "Modules",
  cycle: "Cycle",
  issue_type: "Issue type",
};
