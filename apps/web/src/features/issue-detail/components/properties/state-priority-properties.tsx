import { PRIORITIES, type State } from "@hangar/contracts";
import { useMemo } from "react";
import { OptionList } from "../picker/option-list";
import { PropertyPopover } from "../picker/property-popover";
import { PRIORITY_META, PriorityIcon, StateIcon } from "../property-icons";
import { type PropertyProps, pickerState } from "./property-types";

export function StateProperty(props: PropertyProps & { states: State[] }) {
  const { issue, states, readOnly, onChange, setOpenPicker } = props;
  const current = states.find((s) => s.id === issue.state_id);
  const options = useMemo(() => states.map((s) => ({ value: s.id, label: s.name, icon: <StateIcon state={s} /> })), [states]);
  return (
    <PropertyPopover
      label="State"
      readOnly={readOnly}
      {...pickerState(props, "state")}
      value={
        <>
          <StateIcon state={current} />
          <span className="truncate">{current?.name ?? "No state"}</span>
        </>
      }
    >
      <OptionList
        label="States"
        options={options}
        selected={issue.state_id ? [issue.state_id] : []}
        onSelect={(stateId) => {
          setOpenPicker(null);
          if (stateId !== issue.state_id) onChange({ state_id: stateId });
        }}
        searchPlaceholder="Change state…"
      />
    </PropertyPopover>
  );
}

const priorityOptions = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_META[p].label, icon: <PriorityIcon priority={p} /> }));

export function PriorityProperty(props: PropertyProps) {
  const { issue, readOnly, onChange, setOpenPicker } = props;
  return (
    <PropertyPopover
      label="Priority"
      readOnly={readOnly}
      {...pickerState(props, "priority")}
      value={
        <>
          <PriorityIcon priority={issue.priority} />
          <span className={issue.priority === "none" ? "text-fg-subtle" : undefined}>{PRIORITY_META[issue.priority].label}</span>
        </>
      }
    >
      <OptionList
        label="Priorities"
        options={priorityOptions}
        selected={[issue.priority]}
        onSelect={(value) => {
          setOpenPicker(null);
          const priority = PRIORITIES.find((p) => p === value);
          if (priority && priority !== issue.priority) onChange({ priority });
        }}
        searchPlaceholder="Change priority…"
      />
    </PropertyPopover>
  );
}
