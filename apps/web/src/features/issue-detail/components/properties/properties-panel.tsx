import { isOverdue, type Label, type State } from "@hangar/contracts";
import type { ReactNode } from "react";
import { Avatar } from "../../../../components/ui/avatar";
import { formatDate } from "../../../../lib/dates";
import { todayIso, useCreateFromPicker, usePlanningLists } from "../../../issue-core";
import type { useIssuePeople } from "../../hooks/use-issue-people";
import { DateProperty } from "./date-property";
import { EstimateProperty, useShowsEstimate } from "./estimate-property";
import { ParentProperty } from "./parent-property";
import { AssigneesProperty, LabelsProperty } from "./people-label-properties";
import { CycleProperty, ModulesProperty } from "./planning-properties";
import type { PropertyProps } from "./property-types";
import { PriorityProperty, StateProperty } from "./state-priority-properties";

type PropertiesPanelProps = PropertyProps & {
  slug: string;
  projectId: string;
  identifier: string;
  states: State[];
  labels: Label[];
  people: ReturnType<typeof useIssuePeople>;
  childIds: string[];
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-2">
      <dt className="flex min-h-7 items-center text-xs text-fg-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const when = (iso: string) => formatDate(iso, "long");

/** The issue's properties as compact rows; every change goes through the shared optimistic update. */
export function PropertiesPanel(props: PropertiesPanelProps) {
  const { issue, readOnly, onChange, states, labels, people, slug, projectId, identifier, childIds } = props;
  const group = states.find((s) => s.id === issue.state_id)?.group;
  const overdue = isOverdue(issue.target_date, group, todayIso());
  const creator = issue.created_by ? people.byId.get(issue.created_by) : undefined;
  const showsEstimate = useShowsEstimate(slug, projectId, issue.estimate_point);
  const planning = usePlanningLists(slug, projectId);
  const creators = useCreateFromPicker(slug, projectId);

  return (
    <section aria-label="Properties" className="space-y-1">
      <h2 className="pb-1 text-xs font-medium text-fg-subtle uppercase tracking-wide">Properties</h2>
      <dl className="space-y-0.5">
        <Row label="State">
          <StateProperty {...props} states={states} />
        </Row>
        <Row label="Priority">
          <PriorityProperty {...props} />
        </Row>
        <Row label="Assignees">
          <AssigneesProperty {...props} people={people.assignable} byId={people.byId} />
        </Row>
        <Row label="Labels">
          <LabelsProperty {...props} labels={labels} creator={creators?.label} />
        </Row>
        <Row label="Start date">
          <DateProperty
            label="Start date"
            value={issue.start_date}
            max={issue.target_date}
            readOnly={readOnly}
            onChange={(v) => onChange({ start_date: v })}
          />
        </Row>
        <Row label="Due date">
          <DateProperty
            label="Due date"
            value={issue.target_date}
            min={issue.start_date}
            readOnly={readOnly}
            overdue={overdue}
            onChange={(v) => onChange({ target_date: v })}
          />
        </Row>
        {planning.showCycles && (
          <Row label="Cycle">
            <CycleProperty {...props} slug={slug} projectId={projectId} cycles={planning.cycles} creator={creators?.cycle} />
          </Row>
        )}
        {planning.showModules && (
          <Row label="Modules">
            <ModulesProperty {...props} slug={slug} projectId={projectId} modules={planning.modules} creator={creators?.module} />
          </Row>
        )}
        <Row label="Parent">
          <ParentProperty {...props} slug={slug} projectId={projectId} identifier={identifier} childIds={childIds} />
        </Row>
        {showsEstimate && (
          <Row label="Estimate">
            <EstimateProperty {...props} />
          </Row>
        )}
        <Row label="Created by">
          <span className="flex min-h-7 items-center gap-1.5 px-1.5 text-sm">
            {creator && <Avatar name={creator.name} src={creator.avatar} size="xs" />}
            {creator?.name ?? "Unknown"}
          </span>
        </Row>
        <Row label="Created">
          <time dateTime={issue.created_at} className="flex min-h-7 items-center px-1.5 text-sm">
            {when(issue.created_at)}
          </time>
        </Row>
        <Row label="Updated">
          <time dateTime={issue.updated_at} className="flex min-h-7 items-center px-1.5 text-sm">
            {when(issue.updated_at)}
          </time>
        </Row>
      </dl>
    </section>
  );
}
