import type { Favorite } from "@hangar/contracts";
import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Tooltip } from "../../../components/ui/tooltip";
import { isTemporaryId, temporaryId } from "../../../lib/use-optimistic-mutation";
import { useCreateFolder, useRemoveFavorite, useUpdateFavorite } from "../api/use-favorite-mutations";
import { useFavorites } from "../api/use-favorites";
import { favoriteTree, type Placement, placeBeside, placeFavorite, siblingsIn } from "../lib/favorite-tree";
import { FavoriteDnd } from "./favorite-dnd";
import { FavoriteFolder, FolderPreview } from "./favorite-folder";
import { FavoriteItem, type Starred, StarredPreview } from "./favorite-item";
import type { FavoriteActions } from "./favorite-menu";
import { FolderNameInput } from "./folder-name-input";

/**
 * The favorites sidebar (spec §2): the caller's starred projects, cycles, modules, views and pages and their
 * folders, in their order. Drag to reorder or to file into and out of folders (or use each row's menu);
 * every change shows at once and rolls back with a toast if the server refuses (spec §4).
 */
export function SidebarFavorites({ slug }: { slug: string }) {
  const favorites = useFavorites(slug);
  const createFolder = useCreateFolder(slug);
  const update = useUpdateFavorite(slug);
  const remove = useRemoveFavorite(slug);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Favorite | null>(null);
  if (!favorites.data) return null;
  const list = favorites.data;
  const tree = favoriteTree(list);
  const folders = list.filter((f) => f.is_folder && !isTemporaryId(f.id));

  const move = (favorite: Favorite, placement: Placement) => {
    const changes = {
      ...(placement.parent !== favorite.parent && { parent: placement.parent }),
      ...(placement.sequence !== favorite.sequence && { sequence: placement.sequence }),
    };
    if (Object.keys(changes).length > 0) update.mutate({ favorite, changes });
  };

  const actionsFor = (favorite: Favorite): FavoriteActions => {
    const siblings = siblingsIn(list, favorite.parent);
    const at = siblings.findIndex((f) => f.id === favorite.id);
    return {
      folders: favorite.is_folder ? [] : folders.filter((f) => f.id !== favorite.parent),
      canMoveUp: at > 0,
      canMoveDown: at >= 0 && at < siblings.length - 1,
      onMoveBy: (direction) => {
        const placement = placeBeside(list, favorite, direction);
        if (placement) move(favorite, placement);
      },
      onMoveTo: (parent) => {
        const placement = placeFavorite(list, favorite.id, parent ? { overId: parent, where: "inside" } : { where: "end" });
        if (placement) move(favorite, placement);
      },
      onRename: () => setRenaming(favorite.id),
      onRemove: () => (favorite.is_folder ? setDeleting(favorite) : remove.mutate({ favorite })),
    };
  };

  const item = (favorite: Favorite, nested: boolean) => (
    <li key={favorite.id}>
      <FavoriteItem slug={slug} favorite={favorite as Starred} nested={nested} actions={actionsFor(favorite)} />
    </li>
  );

  const toggle = (id: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const deletingCount = deleting ? list.filter((f) => f.parent === deleting.id).length : 0;

  return (
    <section aria-label="Favorites" className="px-2 pt-4">
      <div className="flex h-6 items-center justify-between pr-0.5 pl-2">
        <span className="text-2xs font-medium tracking-wide text-fg-subtle uppercase">Favorites</span>
        <Tooltip content="New folder">
          <button
            type="button"
            aria-label="New favorites folder"
            onClick={() => setCreating(true)}
            className="flex size-5 cursor-pointer items-center justify-center rounded text-fg-subtle hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <FolderPlus className="size-3.5" aria-hidden />
          </button>
        </Tooltip>
      </div>
      {tree.length === 0 && !creating && (
        <p className="mt-1 px-2 text-xs text-fg-subtle">Star a project, cycle, module, view or page to keep it here.</p>
      )}
      <div className="mt-1 max-h-64 overflow-y-auto">
        <FavoriteDnd
          list={list}
          onMove={move}
          preview={(f) => (f.is_folder ? <FolderPreview folder={f} /> : <StarredPreview slug={slug} favorite={f as Starred} />)}
        >
          <ul aria-label="Favorites list" className="space-y-0.5">
            {tree.map(({ favorite, children }) =>
              favorite.is_folder ? (
                <li key={favorite.id}>
                  <FavoriteFolder
                    folder={favorite}
                    open={!closed.has(favorite.id)}
                    onToggle={() => toggle(favorite.id)}
                    renaming={renaming === favorite.id}
                    onRename={(name) => {
                      setRenaming(null);
                      if (name) update.mutate({ favorite, changes: { name } });
                    }}
                    actions={actionsFor(favorite)}
                  >
                    {children.length === 0 ? (
                      <li className="flex h-7 items-center pl-7 text-xs text-fg-subtle">Drag favorites here</li>
                    ) : (
                      children.map((child) => item(child, true))
                    )}
                  </FavoriteFolder>
                </li>
              ) : (
                item(favorite, false)
              ),
            )}
          </ul>
        </FavoriteDnd>
        {creating && (
          <FolderNameInput
            label="New folder name"
            onCancel={() => setCreating(false)}
            onSubmit={(name) => {
              setCreating(false);
              createFolder.mutate({ name, tempId: temporaryId() });
            }}
          />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the folder ${deleting?.entity_data.name ?? ""}?`}
        description={
          deletingCount > 0
            ? `The ${deletingCount === 1 ? "favorite" : `${deletingCount} favorites`} in it will be removed from your favorites too.`
            : "It is empty."
        }
        confirmLabel="Delete folder"
        onConfirm={() => {
          if (deleting) remove.mutate({ favorite: deleting });
          setDeleting(null);
        }}
      />
    </section>
  );
}
