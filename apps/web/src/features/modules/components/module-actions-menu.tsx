import { MODULE_ARCHIVABLE_STATUSES, type Module } from "@hangar/contracts";
import { Archive, ArchiveRestore, Link2, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";

export type ModuleAction = "edit" | "copy-link" | "archive" | "restore" | "delete";

type ModuleActionsMenuProps = {
  module: Module;
  canEdit: boolean;
  onAction: (action: ModuleAction) => void;
};

/** Spec §4: only a completed or cancelled module can be archived. */
export const canArchive = (module: Module) => MODULE_ARCHIVABLE_STATUSES.includes(module.status);

export function ModuleActionsMenu({ module, canEdit, onAction }: ModuleActionsMenuProps) {
  const archived = Boolean(module.archived_at);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${module.name}`}
        className="flex size-7 cursor-pointer items-center justify-center rounded-md text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <MoreHorizontal className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canEdit && !archived && (
          <DropdownMenuItem onSelect={() => onAction("edit")}>
            <Pencil aria-hidden /> Edit
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onAction("copy-link")}>
          <Link2 aria-hidden /> Copy link
        </DropdownMenuItem>
        {canEdit && !archived && (
          <DropdownMenuItem
            disabled={!canArchive(module)}
            title={canArchive(module) ? undefined : "Only completed or cancelled modules can be archived"}
            onSelect={() => onAction("archive")}
          >
            <Archive aria-hidden /> Archive
          </DropdownMenuItem>
        )}
        {canEdit && archived && (
          <DropdownMenuItem onSelect={() => onAction("restore")}>
            <ArchiveRestore aria-hidden /> Restore
          </DropdownMenuItem>
        )}
        {canEdit && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem danger onSelect={() => onAction("delete")}>
              <Trash2 aria-hidden /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
