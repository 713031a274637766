import { type Issue, isOverdue } from "@hangar/contracts";
import type { CSSProperties } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import { PRIORITY_META } from "../../issue-core";
import { layoutIssueKey } from "../calendar/layout-props";
import { chipIconClass, priorityChipIcon } from "../components/chip-icons";
import type { Column } from "./lib/columns";
import { namesOf, type SheetLookups } from "./lib/lookups";

const EMPTY = <span className="text-fg-subtle">—</span>;
const day = (value: string | null) => (value ? formatDate(value, "long") : null);

/** What a cell shows when it is not being edited. */
export function CellContent({ column, issue, lookups }: { column: Column; issue: Issue; lookups: SheetLookups }) {
  switch (column.id) {
    case "key":
      return (
        <span className="font-mono text-xs text-fg-subtle">{layoutIssueKey(lookups.identifier, issue, lookups.projects)}</span>
      );
    case "name":
      return <span className="truncate text-fg">{issue.name}</span>;
    case "state": {
      const state = issue.state_id ? lookups.statesById.get(issue.state_id) : undefined;
      if (!state) return EMPTY;
      // One element a cell, its dot or icon drawn by ::before (index.css): a screen of rows holds hundreds.
      return (
        <span data-dot className="leading-icon truncate" style={{ "--chip-dot": state.color } as CSSProperties}>
          {state.name}
        </span>
      );
    }
    case "priority": {
      const { icon, tone } = priorityChipIcon(issue.priority);
      return (
        <span className={cn("leading-icon truncate", chipIconClass(icon, tone))}>
          {PRIORITY_META[issue.priority]?.label ?? issue.priority}
        </span>
      );
    }
    case "assignee": {
      const people = issue.assignee_ids.map((id) => lookups.membersById.get(id)).filter((p) => p !== undefined);
      if (people.length === 0) return EMPTY;
      const names = people.map((p) => p.display_name);
      return (
        <span className="flex min-w-0 items-center gap-1.5" title={names.join(", ")}>
          <span className="flex -space-x-1">
            {people.slice(0, 3).map((p) => (
              <Avatar key={p.id} name={p.display_name} src={p.avatar} size="xs" className="ring-1 ring-surface" />
            ))}
          </span>
          <span className="truncate">
            {names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3} more` : names.join(", ")}
          </span>
        </span>
      );
    }
    case "labels": {
      const labels = issue.label_ids.map((id) => lookups.labelsById.get(id)).filter((l) => l !== undefined);
      if (labels.length === 0) return EMPTY;
      return (
        <span className="flex min-w-0 items-center gap-1">
          {labels.slice(0, 2).map((label) => (
            <span
              key={label.id}
              data-dot
              className="property-chip max-w-24 shrink truncate rounded-full border-border"
              style={{ "--chip-dot": label.color } as CSSProperties}
            >
              {label.name}
            </span>
          ))}
          {labels.length > 2 && <span className="text-2xs text-fg-subtle">{`+${labels.length - 2}`}</span>}
        </span>
      );
    }
    case "start_date":
      return day(issue.start_date) ?? EMPTY;
    case "due_date": {
      const text = day(issue.target_date);
      if (!text) return EMPTY;
      const group = issue.state_id ? lookups.statesById.get(issue.state_id)?.group : undefined;
      const overdue = isOverdue(issue.target_date, group, lookups.today);
      return (
        <span className={cn(overdue && "text-danger")}>
          {text}
          {overdue && <span className="sr-only">, overdue</span>}
        </span>
      );
    }
    case "estimate":
      return (issue.estimate_point && lookups.estimatesById.get(issue.estimate_point)) || EMPTY;
    case "created_on":
      return day(issue.created_at) ?? EMPTY;
    case "updated_on":
      return day(issue.updated_at) ?? EMPTY;
    case "sub_issue_count":
      return <span className="tabular-nums">{issue.sub_issues_count}</span>;
    case "attachment_count":
      return <span className="tabular-nums">{issue.attachment_count}</span>;
    case "link":
      return <span className="tabular-nums">{issue.link_count}</span>;
    case "modules": {
      const names = namesOf(issue.module_ids, lookups.modulesById);
      if (names.length === 0) return issue.module_ids.length > 0 ? `${issue.module_ids.length} modules` : EMPTY;
      return <span className="truncate">{names.join(", ")}</span>;
    }
    case "cycle":
      return (issue.cycle_id && lookups.cyclesById.get(issue.cycle_id)) || EMPTY;
  }
}
