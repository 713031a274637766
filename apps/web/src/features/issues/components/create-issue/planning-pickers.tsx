import { Boxes, RefreshCcw, Triangle } from "lucide-react";
import { activeEstimateOf, pointsInOrder, useEstimates } from "../../../estimates";
import { openCycles, type useCreateFromPicker, usePlanningLists } from "../../../issue-core";
import { type DraftBinding, DraftListPicker } from "./draft-list-picker";
import { PropertyPicker } from "./property-picker";

type PlanningPickersProps = {
  slug: string;
  projectId: string;
  bind: DraftBinding;
  /** Present for those who may create modules and cycles. */
  creators?: ReturnType<typeof useCreateFromPicker>;
};

const NONE = "none";

const triangle = <Triangle aria-hidden className="size-3.5" />;

/**
 * Estimate, cycle and modules of the new issue. Each shows only where the project uses it: an active
 * estimate (its points are the only ones the server takes), and the cycles and modules features.
 */
export function PlanningPickers({ slug, projectId, bind, creators }: PlanningPickersProps) {
  const { draft, onChange, meta } = bind;
  const estimates = useEstimates(slug, projectId);
  const { cycles, modules, showCycles, showModules } = usePlanningLists(slug, projectId);
  const active = activeEstimateOf(estimates.data);
  const points = active ? pointsInOrder(active) : [];
  const point = points.find((p) => p.id === draft.estimate_point);
  const joinable = openCycles(cycles.data);
  const cycle = cycles.data?.find((c) => c.id === draft.cycle_id);
  const allModules = (modules.data ?? []).map((m) => ({ id: m.id, label: m.name }));

  return (
    <>
      {active && (
        <PropertyPicker
          label="Estimate"
          summary={point?.value ?? "Estimate"}
          icon={triangle}
          value={draft.estimate_point ?? NONE}
          onChange={(id) => onChange({ estimate_point: id === NONE ? null : id })}
          options={[{ id: NONE, label: "None" }, ...points.map((p) => ({ id: p.id, label: p.value, icon: triangle }))]}
          {...meta("estimate_point")}
        />
      )}
      {showCycles && (
        <PropertyPicker
          label="Cycle"
          summary={cycle?.name ?? "Cycle"}
          icon={<RefreshCcw aria-hidden className="size-3.5" />}
          value={draft.cycle_id ?? NONE}
          onChange={(id) => onChange({ cycle_id: id === NONE ? null : id })}
          emptyText="No open cycles"
          options={[{ id: NONE, label: "No cycle" }, ...joinable.map((c) => ({ id: c.id, label: c.name, keywords: [c.status] }))]}
          creator={creators?.cycle}
          {...meta("cycle_id")}
        />
      )}
      {showModules && (
        <DraftListPicker
          bind={bind}
          field="module_ids"
          label="Modules"
          icon={<Boxes aria-hidden className="size-3.5" />}
          emptyText="No modules found"
          options={(modules.data ?? []).filter((m) => !m.archived_at).map((m) => ({ id: m.id, label: m.name }))}
          named={allModules}
          creator={creators?.module}
        />
      )}
    </>
  );
}
