import type { Label } from "@hangar/contracts";
import { PropertyChip } from "./property-chip";

const SHOWN = 2;

type LabelChipsProps = {
  ids: string[];
  labelsById: Map<string, Label>;
  /** Every label as a chip of its own, for a row whose "+N" hides what does not fit. */
  separate?: boolean;
};

export function LabelChips({ ids, labelsById, separate }: LabelChipsProps) {
  const labels = ids.map((id) => labelsById.get(id)).filter((l): l is Label => Boolean(l));
  if (labels.length === 0) return null;
  if (separate) {
    return labels.map((label) => (
      <PropertyChip key={label.id} label={`Label: ${label.name}`} dot={label.color} truncate className="rounded-full">
        {label.name}
      </PropertyChip>
    ));
  }
  return (
    // A row short of room shrinks the labels (each to a few characters, then clipped) rather than
    // letting them spill over the chips beside them.
    <span
      role="img"
      aria-label={`Labels: ${labels.map((l) => l.name).join(", ")}`}
      className="flex min-w-0 items-center gap-1 overflow-hidden"
    >
      {labels.slice(0, SHOWN).map((label) => (
        <PropertyChip
          key={label.id}
          decorative
          label={`Label: ${label.name}`}
          dot={label.color}
          truncate
          className="min-w-10 max-w-28 shrink rounded-full border-border"
        >
          {label.name}
        </PropertyChip>
      ))}
      {labels.length > SHOWN && (
        <span aria-hidden className="shrink-0 text-2xs text-fg-subtle">
          +{labels.length - SHOWN}
        </span>
      )}
    </span>
  );
}
