import { type IssueView, VIEW_ACCESS } from "@hangar/contracts";
import { Archive, ArchiveRestore, Globe2, Link2, Lock, LockOpen, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
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
import { useInstance } from "../../auth/api/use-instance";
import { useArchiveView, useDeleteView, useUpdateView } from "../api/use-view-mutations";
import { shareableViewUrl, type ViewPlace } from "../api/view-keys";
import { viewName } from "../lib/view-access";

type ViewActionsMenuProps = {
  place: ViewPlace;
  view: IssueView;
  /** The owner or an admin (the server refuses everyone else). */
  canManage: boolean;
  onEdit: () => void;
  /** Called once the server confirmed the delete (a view's own page leaves then). */
  onDeleted?: () => void;
};

/** Edit, lock, access, shareable link, archive or restore, and delete; each shows at once and rolls back on failure. */
export function ViewActionsMenu({ place, view, canManage, onEdit, onDeleted }: ViewActionsMenuProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateView(place);
  const archive = useArchiveView(place);
  const remove = useDeleteView(place);
  const instance = useInstance();
  const name = viewName(view);
  const archived = view.archived_at !== null;
  const isPrivate = view.access === VIEW_ACCESS.PRIVATE;

  const shareUrl = () => shareableViewUrl(instance.data?.config.app_origin || window.location.origin, view.id);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          {canManage && !archived && (
            <>
              <DropdownMenuItem disabled={view.is_locked} onSelect={onEdit}>
                <Pencil aria-hidden /> {view.is_locked ? "Edit (unlock first)" : "Edit"}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => update.mutate({ id: view.id, changes: { is_locked: !view.is_locked } })}>
                {view.is_locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />} {view.is_locked ? "Unlock" : "Lock"}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() =>
                  update.mutate({
                    id: view.id,
                    changes: { access: isPrivate ? VIEW_ACCESS.PUBLIC : VIEW_ACCESS.PRIVATE },
                  })
                }
              >
                {isPrivate ? <Globe2 aria-hidden /> : <Lock aria-hidden />} {isPrivate ? "Make public" : "Make private"}
              </DropdownMenuItem>
            </>
          )}
          <DropdownMenuItem onSelect={() => void copyLink(shareUrl(), { showLink: true })}>
            <Link2 aria-hidden /> Copy shareable link
          </DropdownMenuItem>
          {canManage && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() =>
                  archive.mutate(
                    { view, archived: !archived },
                    { onSuccess: () => toast.success(archived ? `${name} restored` : `${name} archived`) },
                  )
                }
              >
                {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />} {archived ? "Restore" : "Archive"}
              </DropdownMenuItem>
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
        title={`Delete ${name}?`}
        description="The view is deleted for everyone who uses it. Its issues are not touched."
        confirmLabel="Delete view"
        onConfirm={() => {
          // The row leaves the list at once (optimistic), so the dialog closes before the call settles.
          setConfirmDelete(false);
          remove.mutate({ id: view.id }, { onSuccess: () => onDeleted?.() });
        }}
      />
    </>
  );
}
