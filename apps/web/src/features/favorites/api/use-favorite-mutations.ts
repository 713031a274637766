import {
  FAVORITE_FIRST_SEQUENCE,
  FAVORITE_SEQUENCE_STEP,
  type Favorite,
  favoriteEndpoints,
  type UpdateFavoriteBody,
} from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { entityStarEdits } from "../lib/entity-stars";
import { favoriteKeys } from "./favorite-keys";

const listEdit = (slug: string, change: (list: Favorite[]) => Favorite[]) =>
  cacheEdit<Favorite[]>(favoriteKeys.list(slug), change);

/** A new folder goes last, under a temporary id until the server answers (spec §4). */
export function useCreateFolder(slug: string) {
  return useOptimisticMutation<{ name: string; tempId: string }, Favorite>({
    mutationKey: favoriteKeys.list(slug),
    mutationFn: ({ name }) =>
      call(favoriteEndpoints.create, { params: { slug }, body: { entity_type: "folder", is_folder: true, name } }),
    edits: ({ name, tempId }) => [
      listEdit(slug, (list) => {
        const last = Math.max(FAVORITE_FIRST_SEQUENCE - FAVORITE_SEQUENCE_STEP, ...list.map((f) => f.sequence));
        const folder: Favorite = {
          id: tempId,
          entity_type: "folder",
          is_folder: true,
          name,
          entity_identifier: null,
          project_id: null,
          entity_data: { name },
          parent: null,
          sequence: last + FAVORITE_SEQUENCE_STEP,
          workspace: "",
          created_at: new Date().toISOString(),
        };
        return [...list, folder];
      }),
    ],
    errorTitle: ({ name }) => `Couldn't create the folder ${name}`,
    onSuccess: (created, { tempId }, queryClient) =>
      queryClient.setQueryData<Favorite[]>(favoriteKeys.list(slug), (list) => list?.map((f) => (f.id === tempId ? created : f))),
  });
}

function withChanges(favorite: Favorite, changes: UpdateFavoriteBody): Favorite {
  const moved = { ...favorite, ...(changes.parent !== undefined && { parent: changes.parent }) };
  if (changes.sequence !== undefined) moved.sequence = changes.sequence;
  if (changes.name === undefined || moved.entity_type !== "folder") return moved;
  return { ...moved, name: changes.name, entity_data: { name: changes.name } };
}

/** Renames a folder, or moves a favorite into or out of one or to a new place, before the server answers. */
export function useUpdateFavorite(slug: string) {
  return useOptimisticMutation<{ favorite: Favorite; changes: UpdateFavoriteBody }, Favorite>({
    mutationKey: favoriteKeys.list(slug),
    mutationFn: ({ favorite, changes }) =>
      call(favoriteEndpoints.update, { params: { slug, favoriteId: favorite.id }, body: changes }),
    edits: ({ favorite, changes }) => [
      listEdit(slug, (list) => list.map((f) => (f.id === favorite.id ? withChanges(f, changes) : f))),
    ],
    errorTitle: ({ changes }) => (changes.name !== undefined ? "Couldn't rename the folder" : "Couldn't move the favorite"),
  });
}

/**
 * Removes a favorite, and with a folder everything inside it; what they named is unstarred on every screen
 * at once (spec §4: deleting a favorite clears the favorite flag of the entity and its children).
 */
export function useRemoveFavorite(slug: string) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ favorite: Favorite }, void>({
    mutationKey: favoriteKeys.list(slug),
    mutationFn: ({ favorite }) => call(favoriteEndpoints.delete, { params: { slug, favoriteId: favorite.id } }),
    edits: ({ favorite }) => {
      const list = queryClient.getQueryData<Favorite[]>(favoriteKeys.list(slug)) ?? [];
      const gone = list.filter((f) => f.id === favorite.id || f.parent === favorite.id);
      const ids = new Set(gone.map((f) => f.id));
      return [
        listEdit(slug, (current) => current.filter((f) => !ids.has(f.id))),
        ...entityStarEdits(queryClient, slug, gone, false),
      ];
    },
    errorTitle: ({ favorite }) =>
      favorite.is_folder
        ? `Couldn't delete the folder ${favorite.entity_data.name}`
        : `Couldn't remove ${favorite.entity_data.name} from favorites`,
  });
}
