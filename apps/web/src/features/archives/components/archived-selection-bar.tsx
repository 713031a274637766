import { ArchiveRestore, Trash2, X } from "lucide-react";
import { Button } from "../../../components/ui/button";

type ArchivedSelectionBarProps = {
  count: number;
  canDelete: boolean;
  onRestore: () => void;
  onDelete: () => void;
  onClear: () => void;
};

/** Spec §6: an archived list takes no archive or property updates; its selection restores or deletes. */
export function ArchivedSelectionBar({ count, canDelete, onRestore, onDelete, onClear }: ArchivedSelectionBarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Selected issues"
      className="absolute bottom-4 left-1/2 z-20 flex -translate-x-1/2 items-center gap-1.5 rounded-lg border border-border bg-surface-raised px-3 py-2 shadow-popover"
    >
      <span className="pr-1 text-sm whitespace-nowrap text-fg">
        {count} {count === 1 ? "issue" : "issues"} selected
      </span>
      <Button size="sm" variant="secondary" onClick={onRestore}>
        <ArchiveRestore aria-hidden /> Restore
      </Button>
      {canDelete && (
        <Button size="sm" variant="danger" onClick={onDelete}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      <Button size="icon-sm" variant="ghost" aria-label="Clear selection" onClick={onClear}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
