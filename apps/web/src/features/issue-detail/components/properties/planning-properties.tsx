import type { Cycle, Module } from "@hangar/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Boxes, RefreshCcw } from "lucide-react";
import { useMemo } from "react";
import type { PickerCreate } from "../../../../components/picker-create-item";
import { openCycles } from "../../../issue-core";
import { usePlanningMembership } from "../../api/use-planning-membership";
import { OptionList } from "../picker/option-list";
import { PropertyPopover } from "../picker/property-popover";
import { type PropertyProps, pickerState } from "./property-types";

type PlanningProps = PropertyProps & {
  slug: string;
  projectId: string;
  /** Present for those who may create what the picker lists. */
  creator?: PickerCreate;
};

const NO_CYCLE = "none";

/** The issue's cycle: any of the project's cycles still running or to come, or none. */
export function CycleProperty(props: PlanningProps & { cycles: UseQueryResult<Cycle[]> }) {
  const { issue, readOnly, slug, projectId, setOpenPicker, cycles, creator } = props;
  const { setCycle } = usePlanningMembership(slug, projectId);
  const current = cycles.data?.find((c) => c.id === issue.cycle_id);
  const options = useMemo(() => {
    const joinable = openCycles(cycles.data);
    // The issue's own cycle stays listed even once it is over.
    const listed = current && !joinable.includes(current) ? [current, ...joinable] : joinable;
    return [
      { value: NO_CYCLE, label: "No cycle" },
      ...listed.map((c) => ({
        value: c.id,
        label: c.name,
        keywords: c.status,
        icon: <RefreshCcw aria-hidden className="size-3.5" />,
      })),
    ];
  }, [cycles.data, current]);
  const pick = (value: string) => {
    setOpenPicker(null);
    setCycle(issue, value === NO_CYCLE ? null : value);
  };
  return (
    <PropertyPopover
      label="Cycle"
      readOnly={readOnly}
      {...pickerState(props, "cycle")}
      value={
        issue.cycle_id ? (
          <>
            <RefreshCcw aria-hidden className="size-3.5 shrink-0 text-fg-muted" />
            <span className="truncate">{current?.name ?? "Unknown cycle"}</span>
          </>
        ) : (
          <span className="text-fg-subtle">No cycle</span>
        )
      }
    >
      <OptionList
        label="Cycles"
        options={options}
        selected={[issue.cycle_id ?? NO_CYCLE]}
        onSelect={pick}
        loading={cycles.isPending}
        searchPlaceholder="Move to cycle…"
        creator={creator}
        onCreated={pick}
      />
    </PropertyPopover>
  );
}

/** The modules the issue is in; each pick adds or removes one. */
export function ModulesProperty(props: PlanningProps & { modules: UseQueryResult<Module[]> }) {
  const { issue, readOnly, slug, projectId, modules, creator } = props;
  const membership = usePlanningMembership(slug, projectId);
  const byId = useMemo(() => new Map((modules.data ?? []).map((m) => [m.id, m])), [modules.data]);
  const options = useMemo(
    () =>
      (modules.data ?? [])
        .filter((m) => !m.archived_at || issue.module_ids.includes(m.id))
        .map((m) => ({ value: m.id, label: m.name, icon: <Boxes aria-hidden className="size-3.5" /> })),
    [modules.data, issue.module_ids],
  );
  const toggle = (moduleId: string) => membership.toggleModule(issue, moduleId);
  const names = issue.module_ids.map((id) => byId.get(id)?.name ?? "Unknown module");
  return (
    <PropertyPopover
      label="Modules"
      readOnly={readOnly}
      {...pickerState(props, "modules")}
      value={
        names.length === 0 ? (
          <span className="text-fg-subtle">No modules</span>
        ) : (
          <span className="flex min-w-0 flex-wrap items-center gap-1.5">
            {names.map((name, i) => (
              <span key={issue.module_ids[i]} className="flex min-w-0 items-center gap-1">
                <Boxes aria-hidden className="size-3.5 shrink-0 text-fg-muted" />
                <span className="truncate">{name}</span>
              </span>
            ))}
          </span>
        )
      }
    >
      <OptionList
        label="Modules"
        multiple
        options={options}
        selected={issue.module_ids}
        onSelect={toggle}
        loading={modules.isPending}
        searchPlaceholder="Add to module…"
        creator={creator}
        onCreated={toggle}
      />
    </PropertyPopover>
  );
}
