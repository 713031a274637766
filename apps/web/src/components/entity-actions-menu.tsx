import { Link2, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ArchiveMenuItem } from "./archive-menu-item";
import { Button } from "./ui/button";
import { ConfirmDialog } from "./ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

type EntityActionsMenuProps = {
  /** Names the trigger: "Actions for {name}". */
  name: string;
  /** Edit, archive, restore and delete are offered only to whoever may change the entity (the server refuses others). */
  canEdit: boolean;
  archived: boolean;
  onEdit: () => void;
  /** Edit shown but not clickable, under another label (a locked view). */
  editBlocked?: { label: string };
  /** More items after Edit while the entity is not archived (a view's lock and access). */
  editItems?: ReactNode;
  copyLabel?: string;
  onCopyLink: () => void;
  /** Archive is offered when true; otherwise it is hidden, or shown disabled with `archiveRefusal` as the reason. */
  canArchive: boolean;
  archiveRefusal?: string;
  onArchive: () => void;
  onRestore: () => void;
  /** With `confirmDelete`, Delete asks first and `onDelete` runs once confirmed; without it Delete runs at once. */
  onDelete: () => void;
  confirmDelete?: { title: string; description: string; confirmLabel: string };
  contentClassName?: string;
};

/** The "…" menu of a cycle, module or view: edit, copy link, archive or restore, delete. */
export function EntityActionsMenu(props: EntityActionsMenuProps) {
  const { name, canEdit, archived, confirmDelete } = props;
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className={props.contentClassName}>
          {canEdit && !archived && (
            <>
              <DropdownMenuItem disabled={props.editBlocked !== undefined} onSelect={props.onEdit}>
                <Pencil aria-hidden /> {props.editBlocked?.label ?? "Edit"}
              </DropdownMenuItem>
              {props.editItems}
            </>
          )}
          <DropdownMenuItem onSelect={props.onCopyLink}>
            <Link2 aria-hidden /> {props.copyLabel ?? "Copy link"}
          </DropdownMenuItem>
          {canEdit && (
            <>
              <DropdownMenuSeparator />
              <ArchiveMenuItem
                archived={archived}
                canArchive={props.canArchive}
                refusal={props.archiveRefusal}
                onArchive={props.onArchive}
                onRestore={props.onRestore}
              />
              <DropdownMenuItem danger onSelect={() => (confirmDelete ? setConfirming(true) : props.onDelete())}>
                <Trash2 aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {confirmDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          {...confirmDelete}
          onConfirm={() => {
            // The row leaves the list at once (optimistic), so the dialog closes before the call settles.
            setConfirming(false);
            props.onDelete();
          }}
        />
      )}
    </>
  );
}
