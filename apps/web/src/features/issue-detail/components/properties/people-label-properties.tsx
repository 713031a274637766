import type { Label } from "@hangar/contracts";
import { useMemo } from "react";
import type { PickerCreate } from "../../../../components/picker-create-item";
import { Avatar } from "../../../../components/ui/avatar";
import type { IssuePerson } from "../../hooks/use-issue-people";
import { OptionList } from "../picker/option-list";
import { PropertyPopover } from "../picker/property-popover";
import { type PropertyProps, pickerState } from "./property-types";

const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((v) => v !== id) : [...ids, id]);

export function AssigneesProperty(props: PropertyProps & { people: IssuePerson[]; byId: Map<string, IssuePerson> }) {
  const { issue, readOnly, onChange, people, byId } = props;
  const options = useMemo(
    () =>
      people.map((p) => ({
        value: p.id,
        label: p.name,
        keywords: p.displayName,
        icon: <Avatar name={p.name} src={p.avatar} size="xs" />,
      })),
    [people],
  );
  const assigned = issue.assignee_ids.map((id) => byId.get(id)?.name ?? "Unknown member");
  return (
    <PropertyPopover
      label="Assignees"
      readOnly={readOnly}
      {...pickerState(props, "assignees")}
      value={
        assigned.length === 0 ? (
          <span className="text-fg-subtle">No assignees</span>
        ) : (
          <span className="flex min-w-0 flex-wrap items-center gap-1.5">
            {assigned.map((name, i) => (
              <span key={issue.assignee_ids[i]} className="flex items-center gap-1">
                <Avatar name={name} src={byId.get(issue.assignee_ids[i])?.avatar} size="xs" />
                <span className="truncate">{name}</span>
              </span>
            ))}
          </span>
        )
      }
    >
      <OptionList
        label="Members"
        multiple
        options={options}
        selected={issue.assignee_ids}
        onSelect={(id) => onChange({ assignee_ids: toggle(issue.assignee_ids, id) })}
        searchPlaceholder="Assign to…"
      />
    </PropertyPopover>
  );
}

export function LabelsProperty(props: PropertyProps & { labels: Label[]; creator?: PickerCreate }) {
  const { issue, readOnly, onChange, labels, creator } = props;
  const options = useMemo(
    () =>
      labels.map((l) => ({
        value: l.id,
        label: l.name,
        icon: <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: l.color }} />,
      })),
    [labels],
  );
  const chosen = issue.label_ids.map((id) => labels.find((l) => l.id === id)).filter((l): l is Label => Boolean(l));
  return (
    <PropertyPopover
      label="Labels"
      readOnly={readOnly}
      {...pickerState(props, "labels")}
      value={
        chosen.length === 0 ? (
          <span className="text-fg-subtle">No labels</span>
        ) : (
          <span className="flex min-w-0 flex-wrap gap-1">
            {chosen.map((l) => (
              <span key={l.id} className="flex h-5 items-center gap-1 rounded-full border border-border px-1.5 text-xs">
                <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: l.color }} />
                {l.name}
              </span>
            ))}
          </span>
        )
      }
    >
      <OptionList
        label="Labels"
        multiple
        options={options}
        selected={issue.label_ids}
        onSelect={(id) => onChange({ label_ids: toggle(issue.label_ids, id) })}
        searchPlaceholder="Add labels…"
        emptyText={creator ? "No labels — type a name to create one" : "No labels found"}
        creator={creator}
        onCreated={(id) => onChange({ label_ids: [...issue.label_ids, id] })}
      />
    </PropertyPopover>
  );
}
