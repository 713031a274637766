import { Triangle } from "lucide-react";
import { useMemo } from "react";
import { activeEstimateOf, pointsInOrder, useEstimates } from "../../../estimates";
import { OptionList } from "../picker/option-list";
import { PropertyPopover } from "../picker/property-popover";
import { type PropertyProps, pickerState } from "./property-types";

const NONE = "none";

/**
 * The issue's estimate, picked from the points of the project's active estimate. The server takes only
 * those; a point of an archived estimate still shows its value until someone re-estimates.
 */
export function EstimateProperty(props: PropertyProps & { slug: string; projectId: string }) {
  const { issue, readOnly, onChange, setOpenPicker, slug, projectId } = props;
  const estimates = useEstimates(slug, projectId);
  const active = activeEstimateOf(estimates.data);
  const current = useMemo(() => {
    for (const estimate of estimates.data ?? []) {
      const point = estimate.points.find((p) => p.id === issue.estimate_point);
      if (point) return point;
    }
    return undefined;
  }, [estimates.data, issue.estimate_point]);
  const options = useMemo(
    () => [
      { value: NONE, label: "None" },
      ...(active
        ? pointsInOrder(active).map((p) => ({
            value: p.id,
            label: p.value,
            icon: <Triangle className="size-3.5 text-fg-subtle" aria-hidden />,
          }))
        : []),
    ],
    [active],
  );

  return (
    <PropertyPopover
      label="Estimate"
      readOnly={readOnly}
      {...pickerState(props, "estimate")}
      value={
        <>
          <Triangle className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
          <span className={current ? undefined : "text-fg-subtle"}>{current?.value ?? "None"}</span>
        </>
      }
    >
      <OptionList
        label="Estimate points"
        options={options}
        selected={[issue.estimate_point ?? NONE]}
        onSelect={(value) => {
          setOpenPicker(null);
          const next = value === NONE ? null : value;
          if (next !== issue.estimate_point) onChange({ estimate_point: next });
        }}
        searchPlaceholder="Change estimate…"
      />
    </PropertyPopover>
  );
}

/** The row shows only when the project estimates its work (or the issue still carries an old point). */
export function useShowsEstimate(slug: string, projectId: string, pointId: string | null): boolean {
  const estimates = useEstimates(slug, projectId);
  return Boolean(
    activeEstimateOf(estimates.data) || (pointId && estimates.data?.some((e) => e.points.some((p) => p.id === pointId))),
  );
}
