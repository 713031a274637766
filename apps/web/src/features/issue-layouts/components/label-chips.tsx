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
      <PropertyChip key={label.id} label={`Label: ${label.name}`} className="rounded-full">
        <span className="size-1.5 shrink-0 rounded-full" style={{ backgroundColor: label.color }} />
        <span className="truncate">{label.name}</span>
      </PropertyChip>
    ));
  }
  return (
    // A row short of room shrinks the labels (each to a few characters, then clipped) rather than
    // letting them spill over the chips beside them.
    <span className="flex min-w-0 items-center gap-1 overflow-hidden">
      <span className="sr-only">{`Labels: ${labels.map((l) => l.name).join(", ")}`}</span>
      {labels.slice(0, SHOWN).map((label) => (
        <span
          key={label.id}
          aria-hidden
          data-label-chip
          className="inline-flex h-5 min-w-10 max-w-28 items-center gap-1 rounded-full border border-border px-1.5 text-2xs text-fg-muted"
        >
          <span className="size-1.5 shrink-0 rounded-full" style={{ backgroundColor: label.color }} />
          <span className="truncate">{label.name}</span>
        </span>
      ))}
      {labels.length > SHOWN && (
        <span aria-hidden className="shrink-0 text-2xs text-fg-subtle">
          +{labels.length - SHOWN}
        </span>
      )}
    </span>
  );
}
