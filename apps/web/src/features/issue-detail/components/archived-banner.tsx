import { Archive } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function ArchivedBanner({ canRestore, onRestore }: { canRestore: boolean; onRestore: () => void }) {
  return (
    <div role="status" className="flex items-center gap-2 rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-sm">
      <Archive className="size-4 shrink-0 text-warning" aria-hidden />
      <p className="min-w-0 flex-1 text-fg">Archived — this issue is read-only and hidden from lists.</p>
      {canRestore && (
        <Button variant="secondary" size="xs" onClick={onRestore}>
          Restore
        </Button>
      )}
    </div>
  );
}
