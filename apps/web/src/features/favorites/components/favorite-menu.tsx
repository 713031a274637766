import type { Favorite } from "@hangar/contracts";
import { ArrowDown, ArrowUp, FolderInput, FolderOutput, MoreHorizontal, Pencil, StarOff, Trash2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";

export type FavoriteActions = {
  /** Folders it could go into (none for a folder: they nest one level only). */
  folders: Favorite[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMoveBy: (direction: -1 | 1) => void;
  onMoveTo: (parent: string | null) => void;
  onRename: () => void;
  onRemove: () => void;
};

type FavoriteMenuProps = FavoriteActions & { favorite: Favorite; name: string; className?: string };

/** The "…" of a favorite: move it (the keyboard's way to reorder and file), rename or delete a folder, unstar the rest. */
export function FavoriteMenu({ favorite, name, className, ...actions }: FavoriteMenuProps) {
  const { folders, canMoveUp, canMoveDown, onMoveBy, onMoveTo, onRename, onRemove } = actions;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${name}`}
        className={cn(
          "flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-fg-subtle hover:bg-surface-active hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-surface-active [&_svg]:size-3.5",
          className,
        )}
      >
        <MoreHorizontal aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {favorite.is_folder && (
          <DropdownMenuItem onSelect={onRename}>
            <Pencil aria-hidden /> Rename
          </DropdownMenuItem>
        )}
        {!favorite.is_folder && folders.length > 0 && (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <FolderInput aria-hidden /> Move to folder
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {folders.map((folder) => (
                <DropdownMenuItem key={folder.id} onSelect={() => onMoveTo(folder.id)}>
                  {folder.entity_data.name}
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        {favorite.parent !== null && (
          <DropdownMenuItem onSelect={() => onMoveTo(null)}>
            <FolderOutput aria-hidden /> Move out of folder
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled={!canMoveUp} onSelect={() => onMoveBy(-1)}>
          <ArrowUp aria-hidden /> Move up
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!canMoveDown} onSelect={() => onMoveBy(1)}>
          <ArrowDown aria-hidden /> Move down
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {favorite.is_folder ? (
          <DropdownMenuItem danger onSelect={onRemove}>
            <Trash2 aria-hidden /> Delete folder
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={onRemove}>
            <StarOff aria-hidden /> Remove from favorites
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
