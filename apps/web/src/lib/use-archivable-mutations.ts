import type { FavoriteEntityType } from "@hangar/contracts";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { favoriteListEdit } from "./favorite-list";
import { type CacheEdit, cacheEdit, useOptimisticMutation } from "./use-optimistic-mutation";

/** A cycle, module or view: archived, restored and favorited the same way. */
export type Archivable = { id: string; name: string; archived_at: string | null; is_favorite: boolean };

/** Where one kind of entity is cached, and the word its error toasts use ("cycle"). */
export type ArchivableCache = {
  noun: string;
  /** Groups the kind's mutations, so a settling one does not refetch over a pending one. */
  mutationKey: QueryKey;
  list: QueryKey;
  archived: QueryKey;
  detail: (id: string) => QueryKey;
  /** Where its stars show in the favorites sidebar: the workspace, the kind and the project. */
  star: { slug: string; type: FavoriteEntityType; projectId: string | null };
};

/** The entity as cached (list, archived list or detail), for what the sidebar shows of a new star. */
function cachedRow<T extends Archivable>(queryClient: QueryClient, cache: ArchivableCache, id: string): T | undefined {
  const fromList = (key: QueryKey) => queryClient.getQueryData<T[]>(key)?.find((row) => row.id === id);
  return fromList(cache.list) ?? fromList(cache.archived) ?? queryClient.getQueryData<T>(cache.detail(id));
}

/** The sidebar's side of starring (or archiving) one entity of this cache. */
function sidebarEdit(queryClient: QueryClient, cache: ArchivableCache, row: { id: string; name: string }, favorite: boolean) {
  const { slug, type, projectId } = cache.star;
  return favoriteListEdit(queryClient, slug, { type, id: row.id, projectId, name: row.name }, favorite);
}

/** The same change to one entity wherever it is cached: the list, the archived list and its detail. */
export function editEverywhere<T extends { id: string }>(cache: ArchivableCache, id: string, patch: (row: T) => T): CacheEdit[] {
  const onList = (rows: T[]) => rows.map((row) => (row.id === id ? patch(row) : row));
  return [cacheEdit<T[]>(cache.list, onList), cacheEdit<T[]>(cache.archived, onList), cacheEdit<T>(cache.detail(id), patch)];
}

/**
 * Archiving moves the entity from the list to the top of the archived list (newest first, as the server
 * orders it) and out of favorites; restoring moves it back to the end of the list. `order` sorts both lists
 * instead (views keep their sort order).
 */
export function useArchiveToggle<T extends Archivable>(
  cache: ArchivableCache,
  send: (item: T, archive: boolean) => Promise<unknown>,
  order?: (a: T, b: T) => number,
) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ item: T; archive: boolean }, unknown>({
    mutationKey: cache.mutationKey,
    mutationFn: ({ item, archive }) => send(item, archive),
    edits: ({ item, archive }) => {
      const moved: T = {
        ...item,
        archived_at: archive ? new Date().toISOString() : null,
        is_favorite: archive ? false : item.is_favorite,
      };
      const without = (rows: T[]) => rows.filter((row) => row.id !== item.id);
      const sorted = (rows: T[]) => (order ? rows.sort(order) : rows);
      return [
        cacheEdit<T[]>(cache.list, (rows) => (archive ? without(rows) : sorted([...without(rows), moved]))),
        cacheEdit<T[]>(cache.archived, (rows) => (archive ? sorted([moved, ...without(rows)]) : without(rows))),
        cacheEdit<T>(cache.detail(item.id), () => moved),
        ...(archive ? [sidebarEdit(queryClient, cache, item, false)] : []),
      ];
    },
    errorTitle: ({ archive }) => `Couldn't ${archive ? "archive" : "restore"} the ${cache.noun}`,
  });
}

/**
 * Stars or unstars an entity everywhere it is cached at once, the favorites sidebar included; rolls back with
 * a toast if the server refuses.
 */
export function useFavoriteToggle<T extends Archivable>(
  cache: ArchivableCache,
  send: (id: string, favorite: boolean) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useOptimisticMutation<{ id: string; favorite: boolean }, unknown>({
    mutationKey: cache.mutationKey,
    mutationFn: ({ id, favorite }) => send(id, favorite),
    edits: ({ id, favorite }) => [
      ...editEverywhere<T>(cache, id, (row) => ({ ...row, is_favorite: favorite })),
      sidebarEdit(queryClient, cache, { id, name: cachedRow<T>(queryClient, cache, id)?.name ?? "" }, favorite),
    ],
    errorTitle: ({ favorite }) =>
      favorite ? `Couldn't add the ${cache.noun} to favorites` : `Couldn't remove the ${cache.noun} from favorites`,
  });
}
