import type { Estimate, GroupProgress, Issue, Label, Module, State, UpdateModuleBody } from "@hangar/contracts";
import type { ReactNode } from "react";
import { BurndownChart } from "../../../components/charts/burndown-chart";
import { Avatar } from "../../../components/ui/avatar";
import { DatePicker } from "../../../components/ui/date-picker";
import { NativeSelect } from "../../../components/ui/native-select";
import { formatDate } from "../../../lib/dates";
import { burndownSummary, moduleBurndown } from "../lib/module-burndown";
import type { ModulePerson } from "../lib/use-module-people";
import { MemberPicker } from "./member-picker";
import { ModuleDistributionTabs } from "./module-distribution-tabs";
import { ModuleLinksSection } from "./module-links-section";
import { MemberAvatars } from "./module-people";
import { ModuleProgressSection } from "./module-progress-section";
import { ModuleStatusPicker } from "./module-status-badge";

export type ModuleSidebarProps = {
  slug: string;
  module: Module;
  progress: GroupProgress;
  issues: Issue[];
  states: State[];
  labels: Label[];
  activeEstimate: Estimate | undefined;
  people: ModulePerson[];
  peopleById: Map<string, ModulePerson>;
  canEdit: boolean;
  today: string;
  onChange: (changes: UpdateModuleBody) => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

function DateField({
  label,
  value,
  canEdit,
  onChange,
}: {
  label: string;
  value: string | null;
  canEdit: boolean;
  onChange: (v: string | null) => void;
}) {
  if (!canEdit) return <span className={value ? "text-fg" : "text-fg-subtle"}>{value ? formatDate(value, "long") : "None"}</span>;
  return (
    <DatePicker
      aria-label={label}
      placeholder="None"
      value={value}
      onChange={(next) => next !== value && onChange(next)}
      className="h-7"
    />
  );
}

/** The module's details beside its issues: status, people, dates, progress, burndown, breakdowns and links. */
export function ModuleSidebar(props: ModuleSidebarProps) {
  const { slug, module, progress, issues, states, labels, activeEstimate, people, peopleById, canEdit, today, onChange } = props;
  const editable = canEdit && !module.archived_at;
  const lead = module.lead_id ? peopleById.get(module.lead_id) : undefined;
  const members = module.member_ids.map((id) => peopleById.get(id)).filter((p): p is ModulePerson => Boolean(p));
  const burndown = moduleBurndown(module.start_date, module.target_date, issues, today);

  return (
    <div className="space-y-5 p-4">
      <header className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-fg">{module.name}</h2>
          <ModuleStatusPicker
            status={module.status}
            moduleName={module.name}
            readOnly={!editable}
            onChange={(status) => onChange({ status })}
          />
        </div>
        {module.description && <p className="text-sm whitespace-pre-wrap text-fg-muted">{module.description}</p>}
      </header>
      <dl className="space-y-2">
        <Row label="Lead">
          {editable ? (
            <NativeSelect
              aria-label="Lead"
              value={module.lead_id ?? ""}
              onChange={(e) => onChange({ lead: e.target.value || null })}
            >
              <option value="">No lead</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          ) : lead ? (
            <span className="flex items-center gap-1.5">
              <Avatar name={lead.name} src={lead.avatar} size="xs" /> {lead.name}
            </span>
          ) : (
            <span className="text-fg-subtle">No lead</span>
          )}
        </Row>
        <Row label="Members">
          {editable ? (
            <MemberPicker
              label="Members"
              people={people}
              selected={module.member_ids}
              onChange={(ids) => onChange({ members: ids })}
            />
          ) : members.length > 0 ? (
            <MemberAvatars members={members} max={6} />
          ) : (
            <span className="text-fg-subtle">None</span>
          )}
        </Row>
        <Row label="Start date">
          <DateField
            label="Start date"
            value={module.start_date}
            canEdit={editable}
            onChange={(v) => onChange({ start_date: v })}
          />
        </Row>
        <Row label="Target date">
          <DateField
            label="Target date"
            value={module.target_date}
            canEdit={editable}
            onChange={(v) => onChange({ target_date: v })}
          />
        </Row>
      </dl>
      <ModuleProgressSection progress={progress} showPoints={activeEstimate !== undefined} />
      {burndown.length > 0 ? (
        <BurndownChart points={burndown} summary={burndownSummary(burndown, issues.length)} unit="issues" height={150} />
      ) : (
        <p className="text-xs text-fg-subtle">Set a start and target date to see the burndown.</p>
      )}
      <ModuleDistributionTabs issues={issues} states={states} labels={labels} peopleById={peopleById} />
      <ModuleLinksSection
        slug={slug}
        projectId={module.project_id}
        moduleId={module.id}
        links={module.link_module}
        canEdit={editable}
      />
    </div>
  );
}
