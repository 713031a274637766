import type { DisplayFilters, DisplayFiltersPatch, DisplayProperties, Issue, UpdateIssueBody } from "@hangar/contracts";
import { Suspense, useCallback, useMemo } from "react";
import { PageSpinner } from "../../../../components/ui/spinner";
import { type IssueDatesUpdate, type IssueLookups, useCreateFromPicker } from "../../../issue-core";
// Calendar, spreadsheet and timeline are lazy: each loads the first time it is picked.
import { CalendarLayout, SpreadsheetLayout, TimelineLayout } from "../../../issue-layouts";

type FlatLayoutsProps = {
  slug: string;
  projectId: string;
  displayFilters: DisplayFilters;
  displayProperties: DisplayProperties;
  issues: Issue[];
  lookups: IssueLookups;
  canEdit: boolean;
  onUpdateIssue: (id: string, patch: UpdateIssueBody) => Promise<void>;
  onUpdateDates: (updates: IssueDatesUpdate[]) => Promise<void>;
  onOpenIssue: (id: string) => void;
  onDisplayFiltersChange: (patch: DisplayFiltersPatch) => void;
};

/** Both sides of every listed relation; the timeline keeps the dependencies and draws each pair once. */
export function timelineRelations(issues: readonly Issue[]) {
  const relations: { from: string; to: string; type: string }[] = [];
  for (const issue of issues) {
    for (const r of issue.issue_relation ?? []) relations.push({ from: issue.id, to: r.related_issue, type: r.relation_type });
    for (const r of issue.issue_related ?? []) relations.push({ from: issue.id, to: r.related_issue, type: r.relation_type });
  }
  return relations;
}

/** The ungrouped layouts, built by the layouts feature, fed from the same view and store. */
export function FlatLayouts(props: FlatLayoutsProps) {
  const { displayFilters, lookups, onDisplayFiltersChange } = props;
  const members = useMemo(
    () => lookups.people.map((p) => ({ id: p.id, display_name: p.name, avatar: p.avatar })),
    [lookups.people],
  );
  const estimatePoints = useMemo(
    () => [...lookups.estimatePoints].map(([id, value]) => ({ id, value })),
    [lookups.estimatePoints],
  );
  // Only the timeline draws relations: other layouts skip a pass over every issue on each change.
  const timeline = displayFilters.layout === "gantt_chart";
  const relations = useMemo(() => (timeline ? timelineRelations(props.issues) : []), [timeline, props.issues]);
  const creators = useCreateFromPicker(props.slug, props.projectId);
  // A project's table creates labels in that project; lists across projects (no projectId) offer none.
  const labelCreator = useCallback(
    (projectId: string) => (projectId === props.projectId ? creators?.label : undefined),
    [creators, props.projectId],
  );
  const common = {
    slug: props.slug,
    projectId: props.projectId,
    issues: props.issues,
    states: lookups.states,
    labels: lookups.labels,
    members,
    displayProperties: props.displayProperties,
    identifier: lookups.identifier,
    projects: lookups.projects,
    canEdit: props.canEdit,
    onUpdateIssue: props.onUpdateIssue,
    onOpenIssue: props.onOpenIssue,
  };
  return (
    <Suspense fallback={<PageSpinner label="Loading layout" />}>
      <div className="flex min-h-0 flex-1 flex-col">
        {displayFilters.layout === "calendar" && (
          <CalendarLayout
            {...common}
            onUpdateDates={props.onUpdateDates}
            calendar={displayFilters.calendar}
            onCalendarChange={(calendar) => onDisplayFiltersChange({ calendar })}
          />
        )}
        {displayFilters.layout === "spreadsheet" && (
          <SpreadsheetLayout
            {...common}
            orderBy={displayFilters.order_by}
            estimatePoints={estimatePoints}
            activeEstimatePoints={lookups.activeEstimatePoints}
            modules={lookups.modules}
            cycles={lookups.cycles}
            labelCreator={labelCreator}
            onOrderByChange={(order_by) => onDisplayFiltersChange({ order_by })}
          />
        )}
        {displayFilters.layout === "gantt_chart" && (
          <TimelineLayout {...common} relations={relations} onUpdateDates={props.onUpdateDates} />
        )}
      </div>
    </Suspense>
  );
}
