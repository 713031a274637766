import { Boxes, RefreshCcw, Triangle } from "lucide-react";
import { activeEstimateOf, pointsInOrder, useEstimates } from "../../../estimates";
import { openCycles, usePlanningLists } from "../../../issue-core";
import type { IssueDraft } from "./issue-draft";
import { PropertyPicker, summarize } from "./property-picker";

type FieldMeta = { invalid: boolean; describedBy?: string };

type PlanningPickersProps = {
  slug: string;
  projectId: string;
  draft: IssueDraft;
  onChange: (patch: Partial<IssueDraft>) => void;
  meta: (field: keyof IssueDraft) => FieldMeta;
};

const NONE = "none";

const triangle = <Triangle aria-hidden className="size-3.5" />;

/**
 * Estimate, cycle and modules of the new issue. Each shows only where the project uses it: an active
 * estimate (its points are the only ones the server takes), and the cycles and modules features.
 */
export function PlanningPickers({ slug, projectId, draft, onChange, meta }: PlanningPickersProps) {
  const estimates = useEstimates(slug, projectId);
  const { cycles, modules, showCycles, showModules } = usePlanningLists(slug, projectId);
  const active = activeEstimateOf(estimates.data);
  const points = active ? pointsInOrder(active) : [];
  const point = points.find((p) => p.id === draft.estimate_point);
  const joinable = openCycles(cycles.data);
  const cycle = cycles.data?.find((c) => c.id === draft.cycle_id);
  const chosenModules = (modules.data ?? []).filter((m) => draft.module_ids.includes(m.id));

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
          {...meta("cycle_id")}
        />
      )}
      {showModules && (
        <PropertyPicker
          multiple
          label="Modules"
          summary={summarize(
            chosenModules.map((m) => m.name),
            "Modules",
          )}
          icon={<Boxes aria-hidden className="size-3.5" />}
          value={draft.module_ids}
          onChange={(ids) => onChange({ module_ids: ids })}
          emptyText="No modules found"
          options={(modules.data ?? []).filter((m) => !m.archived_at).map((m) => ({ id: m.id, label: m.name }))}
          {...meta("module_ids")}
        />
      )}
    </>
  );
}
