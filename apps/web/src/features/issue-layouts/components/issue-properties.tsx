import { type DisplayProperties, type Issue, isOverdue } from "@hangar/contracts";
import { memo } from "react";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import type { IssueLookups } from "../../issue-core";
import { PRIORITY_META } from "../../issue-core";
import { AssigneeAvatars } from "./assignee-avatars";
import { priorityChipIcon } from "./chip-icons";
import { LabelChips } from "./label-chips";
import { OverflowChips } from "./overflow-chips";
import { PropertyChip } from "./property-chip";

type IssuePropertiesProps = {
  issue: Issue;
  lookups: IssueLookups;
  show: DisplayProperties;
  /** A list row keeps to one line ("+N" for what does not fit); a card wraps. */
  variant: "row" | "card";
};

const day = (iso: string) => formatDate(iso, "short");

/** The display properties (spec §3) the user turned on, as compact chips for a row or a card. */
export const IssueProperties = memo(function IssueProperties({ issue, lookups, show, variant }: IssuePropertiesProps) {
  const state = issue.state_id ? lookups.statesById.get(issue.state_id) : undefined;
  const overdue = isOverdue(issue.target_date, state?.group, lookups.today);
  const estimate = issue.estimate_point ? lookups.estimatePoints.get(issue.estimate_point) : undefined;
  const modules = issue.module_ids.map((id) => lookups.modulesById.get(id)?.name ?? "Unknown module");
  const cycle = issue.cycle_id ? (lookups.cyclesById.get(issue.cycle_id)?.name ?? "Unknown cycle") : null;
  const priority = priorityChipIcon(issue.priority);
  const chips = (
    <>
      {show.state && state && (
        <PropertyChip label={`State: ${state.name}`} dot={state.color} truncate>
          {state.name}
        </PropertyChip>
      )}
      {show.priority && issue.priority !== "none" && (
        <PropertyChip label={`Priority: ${PRIORITY_META[issue.priority].label}`} icon={priority.icon} tone={priority.tone}>
          {PRIORITY_META[issue.priority].label}
        </PropertyChip>
      )}
      {show.labels && <LabelChips ids={issue.label_ids} labelsById={lookups.labelsById} separate={variant === "row"} />}
      {show.start_date && issue.start_date && (
        <PropertyChip label={`Starts ${formatDate(issue.start_date, "long")}`} icon="calendar-clock">
          {day(issue.start_date)}
        </PropertyChip>
      )}
      {show.due_date && issue.target_date && (
        <PropertyChip
          label={`Due ${formatDate(issue.target_date, "long")}${overdue ? ", overdue" : ""}`}
          icon="calendar-days"
          tone={overdue ? "danger" : undefined}
          className={cn(overdue && "border-danger/40 text-danger")}
        >
          {day(issue.target_date)}
        </PropertyChip>
      )}
      {show.estimate && estimate && (
        <PropertyChip label={`Estimate: ${estimate}`} icon="triangle">
          {estimate}
        </PropertyChip>
      )}
      {show.modules && modules.length > 0 && (
        <PropertyChip label={`Modules: ${modules.join(", ")}`} icon="boxes" truncate>
          {modules.length === 1 ? modules[0] : `${modules.length} modules`}
        </PropertyChip>
      )}
      {show.cycle && cycle && (
        <PropertyChip label={`Cycle: ${cycle}`} icon="refresh-ccw" truncate>
          {cycle}
        </PropertyChip>
      )}
      {show.sub_issue_count && issue.sub_issues_count > 0 && (
        <PropertyChip label={`${issue.sub_issues_count} sub-issues`} icon="layers">
          {issue.sub_issues_count}
        </PropertyChip>
      )}
      {show.attachment_count && issue.attachment_count > 0 && (
        <PropertyChip label={`${issue.attachment_count} attachments`} icon="paperclip">
          {issue.attachment_count}
        </PropertyChip>
      )}
      {show.link && issue.link_count > 0 && (
        <PropertyChip label={`${issue.link_count} links`} icon="link-2">
          {issue.link_count}
        </PropertyChip>
      )}
      {show.created_on && (
        <PropertyChip label={`Created ${issue.created_at.slice(0, 10)}`} title="Created on" icon="clock">
          {day(issue.created_at)}
        </PropertyChip>
      )}
      {show.updated_on && (
        <PropertyChip label={`Updated ${issue.updated_at.slice(0, 10)}`} title="Updated on" icon="refresh-ccw">
          {day(issue.updated_at)}
        </PropertyChip>
      )}
      {show.assignee && <AssigneeAvatars ids={issue.assignee_ids} peopleById={lookups.peopleById} />}
    </>
  );
  return variant === "row" ? (
    <OverflowChips>{chips}</OverflowChips>
  ) : (
    <span className="flex min-w-0 flex-wrap items-center gap-1">{chips}</span>
  );
});
