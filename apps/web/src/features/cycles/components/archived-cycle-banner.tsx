import type { Cycle } from "@hangar/contracts";
import { Archive } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useArchiveCycle } from "../api/use-cycle-mutations";

/** An archived cycle is read-only until it is restored. */
export function ArchivedCycleBanner({ slug, cycle, canEdit }: { slug: string; cycle: Cycle; canEdit: boolean }) {
  const restore = useArchiveCycle(slug, cycle.project_id);
  return (
    <div role="status" className="flex shrink-0 items-center gap-2 border-b border-border bg-surface-hover px-5 py-2 text-sm">
      <Archive className="size-4 shrink-0 text-fg-muted" aria-hidden />
      <span className="flex-1 text-fg">This cycle is archived. Restore it to make changes.</span>
      {canEdit && (
        <Button
          size="sm"
          variant="secondary"
          loading={restore.isPending}
          onClick={() => restore.mutate({ item: cycle, archive: false })}
        >
          Restore
        </Button>
      )}
    </div>
  );
}
