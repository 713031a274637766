import { compareStates, type Label, PRIORITIES, type State } from "@hangar/contracts";
import { CircleDot, Tag, Users } from "lucide-react";
import { Avatar } from "../../../../components/ui/avatar";
import { DatePicker } from "../../../../components/ui/date-picker";
import { personName } from "../../../../lib/person-name";
import { PRIORITY_META, PriorityIcon, useCreateFromPicker } from "../../../issue-core";
import type { ProjectPerson } from "../../../project-members";
import { DraftListPicker } from "./draft-list-picker";
import type { IssueDraft } from "./issue-draft";
import { ParentPicker } from "./parent-picker";
import { PlanningPickers } from "./planning-pickers";
import { PropertyPicker } from "./property-picker";

type Props = {
  slug: string;
  projectId: string;
  draft: IssueDraft;
  onChange: (patch: Partial<IssueDraft>) => void;
  states: State[];
  labels: Label[];
  /** The caller and the project's members: anyone an issue can be assigned to. */
  people: ProjectPerson[];
  identifier: string;
  errors: Partial<Record<keyof IssueDraft, string>>;
  errorId: (field: keyof IssueDraft) => string;
};

const dot = (color: string) => <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />;

export function CreateIssueProperties({
  slug,
  projectId,
  draft,
  onChange,
  states,
  labels,
  people,
  identifier,
  errors,
  errorId,
}: Props) {
  const creators = useCreateFromPicker(slug, projectId);
  const state = states.find((s) => s.id === draft.state_id);
  const meta = (field: keyof IssueDraft) => ({
    invalid: Boolean(errors[field]),
    describedBy: errors[field] ? errorId(field) : undefined,
  });
  const bind = { draft, onChange, meta };

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <PropertyPicker
        label="State"
        summary={state?.name ?? "State"}
        icon={state ? dot(state.color) : <CircleDot aria-hidden className="size-3.5" />}
        value={draft.state_id}
        onChange={(id) => onChange({ state_id: id })}
        options={[...states].sort(compareStates).map((s) => ({ id: s.id, label: s.name, icon: dot(s.color) }))}
        {...meta("state_id")}
      />
      <PropertyPicker
        label="Priority"
        summary={PRIORITY_META[draft.priority].label}
        icon={<PriorityIcon priority={draft.priority} />}
        value={draft.priority}
        onChange={(id) => onChange({ priority: (id ?? "none") as IssueDraft["priority"] })}
        options={PRIORITIES.map((p) => ({ id: p, label: PRIORITY_META[p].label, icon: <PriorityIcon priority={p} /> }))}
        {...meta("priority")}
      />
      <DraftListPicker
        bind={bind}
        field="assignee_ids"
        label="Assignees"
        icon={<Users aria-hidden className="size-3.5" />}
        emptyText="No members found"
        options={people.map((p) => ({
          id: p.id,
          label: personName(p),
          keywords: [p.display_name, p.email],
          icon: <Avatar name={personName(p)} src={p.avatar_url ?? p.avatar} size="xs" />,
        }))}
      />
      <DraftListPicker
        bind={bind}
        field="label_ids"
        label="Labels"
        icon={<Tag aria-hidden className="size-3.5" />}
        emptyText="No labels found"
        options={labels.map((l) => ({ id: l.id, label: l.name, icon: dot(l.color) }))}
        creator={creators?.label}
      />
      <DatePicker
        variant="pill"
        aria-label="Start date"
        placeholder="Start date"
        value={draft.start_date}
        max={draft.target_date}
        onChange={(v) => onChange({ start_date: v })}
        aria-invalid={meta("start_date").invalid || undefined}
        aria-describedby={meta("start_date").describedBy}
      />
      <DatePicker
        variant="pill"
        aria-label="Due date"
        placeholder="Due date"
        value={draft.target_date}
        min={draft.start_date}
        onChange={(v) => onChange({ target_date: v })}
        aria-invalid={meta("target_date").invalid || undefined}
        aria-describedby={meta("target_date").describedBy}
      />
      <ParentPicker
        slug={slug}
        projectId={projectId}
        identifier={identifier}
        value={draft.parent_id}
        onChange={(id) => onChange({ parent_id: id })}
        {...meta("parent_id")}
      />
      <PlanningPickers slug={slug} projectId={projectId} bind={bind} creators={creators} />
    </div>
  );
}
