import type { Favorite } from "@hangar/contracts";
import { ChevronRight, Folder, FolderOpen } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { DropLine, useFavoriteDrag } from "./favorite-dnd";
import { rowClasses } from "./favorite-item";
import { type FavoriteActions, FavoriteMenu } from "./favorite-menu";
import { FolderNameInput } from "./folder-name-input";

type FavoriteFolderProps = {
  folder: Favorite;
  open: boolean;
  onToggle: () => void;
  renaming: boolean;
  onRename: (name: string | null) => void;
  actions: FavoriteActions;
  /** Its contents, shown while it is open. */
  children: ReactNode;
};

/** How a folder looks while it is dragged. */
export function FolderPreview({ folder }: { folder: Favorite }) {
  return (
    <div className={cn(rowClasses(false, false), "w-52 bg-surface-raised text-fg shadow-popover")}>
      <Folder aria-hidden />
      <span className="min-w-0 flex-1 truncate">{folder.entity_data.name}</span>
    </div>
  );
}

/** A folder of favorites: opens and closes, takes favorites dropped into it, renames in place. */
export function FavoriteFolder({ folder, open, onToggle, renaming, onRename, actions, children }: FavoriteFolderProps) {
  const { ref, listeners, dragging, hint } = useFavoriteDrag(folder);
  const name = folder.entity_data.name;
  const Icon = open ? FolderOpen : Folder;
  return (
    <div className={cn("relative", dragging && "opacity-40")}>
      {renaming ? (
        <FolderNameInput label={`Rename ${name}`} initial={name} onSubmit={onRename} onCancel={() => onRename(null)} />
      ) : (
        <div
          ref={ref}
          {...listeners}
          className={cn("group/favorite relative rounded-md", hint === "inside" && "bg-accent/10 ring-1 ring-accent")}
        >
          <button
            type="button"
            aria-expanded={open}
            onClick={onToggle}
            className={cn(rowClasses(false, false), "w-full cursor-pointer pl-1.5 text-left")}
          >
            <ChevronRight className={cn("size-3! text-fg-subtle transition-transform", open && "rotate-90")} aria-hidden />
            <Icon aria-hidden />
            <span className="min-w-0 flex-1 truncate">{name}</span>
          </button>
          <FavoriteMenu
            favorite={folder}
            name={name}
            {...actions}
            className="absolute top-0.5 right-0.5 opacity-0 group-hover/favorite:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
          />
          {hint === "before" && <DropLine where="before" />}
        </div>
      )}
      {open && (
        <ul aria-label={`In ${name}`} className="mt-0.5 space-y-0.5">
          {children}
        </ul>
      )}
      {/* Dropped after a folder, a folder lands after everything in it. */}
      {hint === "after" && <DropLine where="after" />}
    </div>
  );
}
