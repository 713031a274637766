import type { Cycle } from "@hangar/contracts";
import { Archive, ArchiveRestore, Link2, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { copyLink } from "../../../lib/copy-link";
import { useArchiveCycle, useDeleteCycle, useRestoreCycle } from "../api/use-cycle-mutations";

type CycleActionsMenuProps = {
  slug: string;
  cycle: Cycle;
  canEdit: boolean;
  onEdit: () => void;
  /** Called once the server confirmed the delete (the detail page leaves then). */
  onDeleted?: () => void;
};

export function cycleUrl(slug: string, cycle: Pick<Cycle, "id" | "project_id">): string {
  return `/${slug}/projects/${cycle.project_id}/cycles/${cycle.id}`;
}

/** Edit, archive (completed cycles only: the server refuses others), restore, copy link and delete. */
export function CycleActionsMenu({ slug, cycle, canEdit, onEdit, onDeleted }: CycleActionsMenuProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const archive = useArchiveCycle(slug, cycle.project_id);
  const restore = useRestoreCycle(slug, cycle.project_id);
  const remove = useDeleteCycle(slug, cycle.project_id);
  const archived = cycle.archived_at !== null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${cycle.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canEdit && !archived && (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden /> Edit
            </DropdownMenuItem>
          )}
          {canEdit && !archived && cycle.status === "completed" && (
            <DropdownMenuItem
              onSelect={() => archive.mutate({ cycle }, { onSuccess: () => toast.success(`${cycle.name} archived`) })}
            >
              <Archive aria-hidden /> Archive
            </DropdownMenuItem>
          )}
          {canEdit && archived && (
            <DropdownMenuItem
              onSelect={() => restore.mutate({ cycle }, { onSuccess: () => toast.success(`${cycle.name} restored`) })}
            >
              <ArchiveRestore aria-hidden /> Restore
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void copyLink(`${window.location.origin}${cycleUrl(slug, cycle)}`)}>
            <Link2 aria-hidden /> Copy link
          </DropdownMenuItem>
          {canEdit && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem danger onSelect={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${cycle.name}?`}
        description="The cycle is deleted for everyone. Its issues stay in the project, without a cycle."
        confirmLabel="Delete cycle"
        onConfirm={() => {
          // The row leaves the list at once (optimistic), so the dialog closes before the call settles.
          setConfirmDelete(false);
          remove.mutate({ id: cycle.id }, { onSuccess: () => onDeleted?.() });
        }}
      />
    </>
  );
}
