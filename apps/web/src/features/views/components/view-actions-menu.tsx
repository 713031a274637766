import { type IssueView, VIEW_ACCESS } from "@hangar/contracts";
import { Globe2, Lock, LockOpen } from "lucide-react";
import { EntityActionsMenu } from "../../../components/entity-actions-menu";
import { DropdownMenuItem } from "../../../components/ui/dropdown-menu";
import { copyLink } from "../../../lib/copy-link";
import { toast } from "../../../lib/toast";
import { useInstance } from "../../auth";
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
  const update = useUpdateView(place);
  const archive = useArchiveView(place);
  const remove = useDeleteView(place);
  const instance = useInstance();
  const name = viewName(view);
  const isPrivate = view.access === VIEW_ACCESS.PRIVATE;

  const shareUrl = () => shareableViewUrl(instance.data?.config.app_origin || window.location.origin, view.id);
  const toggle = (on: boolean) =>
    archive.mutate({ item: view, archive: on }, { onSuccess: () => toast.success(`${name} ${on ? "archived" : "restored"}`) });

  return (
    <EntityActionsMenu
      name={name}
      canEdit={canManage}
      archived={view.archived_at !== null}
      onEdit={onEdit}
      editBlocked={view.is_locked ? { label: "Edit (unlock first)" } : undefined}
      editItems={
        <>
          <DropdownMenuItem onSelect={() => update.mutate({ id: view.id, changes: { is_locked: !view.is_locked } })}>
            {view.is_locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />} {view.is_locked ? "Unlock" : "Lock"}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              update.mutate({ id: view.id, changes: { access: isPrivate ? VIEW_ACCESS.PUBLIC : VIEW_ACCESS.PRIVATE } })
            }
          >
            {isPrivate ? <Globe2 aria-hidden /> : <Lock aria-hidden />} {isPrivate ? "Make public" : "Make private"}
          </DropdownMenuItem>
        </>
      }
      copyLabel="Copy shareable link"
      onCopyLink={() => void copyLink(shareUrl(), { showLink: true })}
      canArchive
      onArchive={() => toggle(true)}
      onRestore={() => toggle(false)}
      confirmDelete={{
        title: `Delete ${name}?`,
        description: "The view is deleted for everyone who uses it. Its issues are not touched.",
        confirmLabel: "Delete view",
      }}
      onDelete={() => remove.mutate({ id: view.id }, { onSuccess: () => onDeleted?.() })}
      contentClassName="w-52"
    />
  );
}
