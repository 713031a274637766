import type { Issue, IssueOrderBy } from "@hangar/contracts";
import { isShown } from "../../calendar/layout-props";

export type ColumnId =
  | "key"
  | "name"
  | "state"
  | "priority"
  | "assignee"
  | "labels"
  | "start_date"
  | "due_date"
  | "estimate"
  | "created_on"
  | "updated_on"
  | "sub_issue_count"
  | "attachment_count"
  | "link"
  | "modules"
  | "cycle";

export type EditorKind = "text" | "state" | "priority" | "assignees" | "labels" | "date" | "estimate";

export type Column = {
  /** Also the display property that turns it on (spec §3), except key and name which always show. */
  id: ColumnId;
  header: string;
  width: number;
  /** The server's order_by keys (spec §9); columns the server cannot sort by have none. */
  sort?: { asc: IssueOrderBy; desc: IssueOrderBy };
  editor?: EditorKind;
  /** The issue field a date editor writes. */
  dateField?: "start_date" | "target_date";
  align?: "end";
};

const sort = (asc: IssueOrderBy) => ({ asc, desc: `-${asc}` as IssueOrderBy });

export const COLUMNS: readonly Column[] = [
  { id: "key", header: "ID", width: 96 },
  { id: "name", header: "Name", width: 320, editor: "text" },
  { id: "state", header: "State", width: 150, sort: sort("state__name"), editor: "state" },
  { id: "priority", header: "Priority", width: 130, sort: sort("priority"), editor: "priority" },
  { id: "assignee", header: "Assignees", width: 160, sort: sort("assignees__first_name"), editor: "assignees" },
  { id: "labels", header: "Labels", width: 180, sort: sort("labels__name"), editor: "labels" },
  { id: "start_date", header: "Start date", width: 128, sort: sort("start_date"), editor: "date", dateField: "start_date" },
  { id: "due_date", header: "Due date", width: 128, sort: sort("target_date"), editor: "date", dateField: "target_date" },
  { id: "estimate", header: "Estimate", width: 96, editor: "estimate" },
  { id: "created_on", header: "Created on", width: 128, sort: sort("created_at") },
  { id: "updated_on", header: "Updated on", width: 128, sort: sort("updated_at") },
  { id: "sub_issue_count", header: "Sub-issues", width: 104, align: "end" },
  { id: "attachment_count", header: "Attachments", width: 112, align: "end" },
  { id: "link", header: "Links", width: 88, align: "end" },
  { id: "modules", header: "Modules", width: 160 },
  { id: "cycle", header: "Cycle", width: 150 },
];

/** The two leading columns stay in view while the rest scroll sideways. */
export const STICKY_COLUMNS = 2;

export function visibleColumns(displayProperties: Record<string, boolean>): Column[] {
  return COLUMNS.filter((c) => c.id === "key" || c.id === "name" || isShown(displayProperties, c.id));
}

/** Left offsets of the sticky columns, in order. */
export function stickyOffsets(columns: readonly Column[]): number[] {
  const offsets: number[] = [];
  let left = 0;
  for (const column of columns.slice(0, STICKY_COLUMNS)) {
    offsets.push(left);
    left += column.width;
  }
  return offsets;
}

export function sortDirection(column: Column, orderBy: string): "ascending" | "descending" | undefined {
  if (!column.sort) return undefined;
  if (orderBy === column.sort.asc) return "ascending";
  if (orderBy === column.sort.desc) return "descending";
  return undefined;
}

/** A header click: the first sorts by the column's key, the next reverses it, and so on. */
export function nextOrderBy(column: Column, orderBy: string): IssueOrderBy | null {
  if (!column.sort) return null;
  return orderBy === column.sort.asc ? column.sort.desc : column.sort.asc;
}

/** The patch a date editor sends, or an error when it would put the start after the due date. */
export function datePatch(issue: Issue, field: "start_date" | "target_date", value: string | null) {
  const start = field === "start_date" ? value : issue.start_date;
  const target = field === "target_date" ? value : issue.target_date;
  if (start && target && start > target) {
    return {
      error:
        field === "start_date"
          ? "The start date must be on or before the due date"
          : "The due date must be on or after the start date",
    } as const;
  }
  return { patch: { [field]: value } as Partial<Pick<Issue, "start_date" | "target_date">> } as const;
}
