import { Plus, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

type PointsEditorProps = {
  values: string[];
  onEdit: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Preset values are shown, not typed. */
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/** The point values in order, each one editable, with rows to add and remove. */
export function PointsEditor({ values, onEdit, onAdd, onRemove, readOnly, invalid, describedBy }: PointsEditorProps) {
  if (readOnly) {
    return (
      <ol aria-label="Points" className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <li key={value} className="rounded-md border border-border bg-surface-hover px-2 py-0.5 text-sm tabular-nums">
            {value}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="space-y-1.5">
      <ol aria-label="Points" className="space-y-1.5">
        {values.map((value, i) => (
          // Rows are positions: their identity is their index.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="flex items-center gap-2">
            <span className="w-5 text-right text-xs text-fg-subtle tabular-nums">{i + 1}</span>
            <Input
              aria-label={`Point ${i + 1}`}
              value={value}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(e) => onEdit(i, e.target.value)}
              className="max-w-48"
            />
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove point ${i + 1}`}
              disabled={values.length <= 1}
              onClick={() => onRemove(i)}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="ghost" size="sm" onClick={onAdd}>
        <Plus aria-hidden /> Add point
      </Button>
    </div>
  );
}
