import { Archive, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

type BulkBarProps = {
  count: number;
  onDelete: () => Promise<void>;
  onArchive: () => Promise<void>;
  onClear: () => void;
};

/** Appears while rows are selected; deleting asks first because it cannot be undone from the list. */
export function BulkBar({ count, onDelete, onArchive, onClear }: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const noun = count === 1 ? "issue" : "issues";
  return (
    <div
      role="toolbar"
      aria-label="Selected issues"
      className="absolute bottom-4 left-1/2 z-20 flex -translate-x-1/2 items-center gap-2 rounded-lg border border-border bg-surface-raised px-3 py-2 shadow-popover"
    >
      <span className="text-sm text-fg">
        {count} {noun} selected
      </span>
      <Button size="sm" variant="secondary" onClick={() => onArchive().catch(() => undefined)}>
        <Archive aria-hidden /> Archive
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden /> Delete
      </Button>
      <Button size="icon-sm" variant="ghost" aria-label="Clear selection" onClick={onClear}>
        <X aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${count} ${noun}?`}
        description={`The ${noun} and ${count === 1 ? "its" : "their"} activity will be removed from the project.`}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          onDelete().catch(() => undefined);
        }}
      />
    </div>
  );
}
