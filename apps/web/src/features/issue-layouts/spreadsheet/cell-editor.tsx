import { compareStates, type Issue, PRIORITIES, type UpdateIssueBody } from "@hangar/contracts";
import { Triangle } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar";
import { toast } from "../../../lib/toast";
import { PRIORITY_META, PriorityIcon } from "../../issue-core";
import { DateEditor, NameEditor } from "./cell-editors";
import { CellPicker, type CellPickerOption } from "./cell-picker";
import { type Column, datePatch } from "./lib/columns";
import type { SheetLookups } from "./lib/lookups";

type CellEditorProps = {
  column: Column;
  issue: Issue;
  lookups: SheetLookups;
  onSave: (patch: UpdateIssueBody) => void;
  /** Editing is over (saved or cancelled); focus goes back to the cell. */
  onDone: () => void;
};

const NO_ESTIMATE = "none";

const dot = (color: string) => <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} />;
const toggle = (ids: readonly string[], id: string) => (ids.includes(id) ? ids.filter((v) => v !== id) : [...ids, id]);
/** Across projects, a state or label can only be one of the issue's own project's. */
const ofProject = (issue: Issue, lookups: SheetLookups) => (row: { project_id: string }) =>
  !lookups.projects || row.project_id === issue.project_id;

/** The in-cell editor for a column: a text box, a date box, or a picker anchored to the cell. */
export function CellEditor({ column, issue, lookups, onSave, onDone }: CellEditorProps) {
  const label = column.header;
  const save = (patch: UpdateIssueBody) => {
    onSave(patch);
    onDone();
  };

  switch (column.editor) {
    case "text":
      return <NameEditor label={label} initial={issue.name} onCommit={(name) => save({ name })} onCancel={onDone} />;
    case "date": {
      const field = column.dateField ?? "target_date";
      return (
        <DateEditor
          label={label}
          initial={issue[field]}
          onCancel={onDone}
          onCommit={(value) => {
            const result = datePatch(issue, field, value);
            if ("error" in result) {
              toast.error(result.error);
              onDone();
            } else save(result.patch);
          }}
        />
      );
    }
    case "state": {
      const options: CellPickerOption[] = lookups.states
        .filter(ofProject(issue, lookups))
        .sort(compareStates)
        .map((s) => ({ id: s.id, label: s.name, icon: dot(s.color) }));
      return (
        <CellPicker
          label={label}
          options={options}
          selected={issue.state_id ? [issue.state_id] : []}
          multiple={false}
          onSelect={(state_id) => state_id !== issue.state_id && onSave({ state_id })}
          onClose={onDone}
        />
      );
    }
    case "priority": {
      const options = PRIORITIES.map((p) => ({ id: p, label: PRIORITY_META[p].label, icon: <PriorityIcon priority={p} /> }));
      return (
        <CellPicker
          label={label}
          options={options}
          selected={[issue.priority]}
          multiple={false}
          onSelect={(id) => id !== issue.priority && onSave({ priority: id as Issue["priority"] })}
          onClose={onDone}
        />
      );
    }
    case "assignees": {
      const options = [...lookups.membersById.values()].map((m) => ({
        id: m.id,
        label: m.display_name,
        icon: <Avatar name={m.display_name} src={m.avatar} size="xs" />,
      }));
      return (
        <CellPicker
          label={label}
          options={options}
          selected={issue.assignee_ids}
          multiple
          onSelect={(id) => onSave({ assignee_ids: toggle(issue.assignee_ids, id) })}
          onClose={onDone}
        />
      );
    }
    case "labels": {
      const options = [...lookups.labelsById.values()]
        .filter(ofProject(issue, lookups))
        .map((l) => ({ id: l.id, label: l.name, icon: dot(l.color) }));
      return (
        <CellPicker
          label={label}
          options={options}
          selected={issue.label_ids}
          multiple
          onSelect={(id) => onSave({ label_ids: toggle(issue.label_ids, id) })}
          onClose={onDone}
          creator={lookups.labelCreator?.(issue.project_id)}
        />
      );
    }
    case "estimate": {
      const points = lookups.activeEstimatePoints?.get(issue.project_id) ?? [];
      const options: CellPickerOption[] = [
        { id: NO_ESTIMATE, label: "None" },
        ...points.map((p) => ({ id: p.id, label: p.value, icon: <Triangle aria-hidden className="size-3 text-fg-subtle" /> })),
      ];
      return (
        <CellPicker
          label={label}
          options={options}
          selected={[issue.estimate_point ?? NO_ESTIMATE]}
          multiple={false}
          onSelect={(id) => {
            const estimate_point = id === NO_ESTIMATE ? null : id;
            if (estimate_point !== issue.estimate_point) onSave({ estimate_point });
          }}
          onClose={onDone}
        />
      );
    }
    default:
      return null;
  }
}
