import type { Favorite } from "@hangar/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";
import type { CacheEdit } from "../../../lib/use-optimistic-mutation";

type Starrable = { id: string; is_favorite: boolean };
const isStarrable = (value: unknown): value is Starrable =>
  typeof value === "object" && value !== null && "id" in value && "is_favorite" in value;

/** The cached value with the star of each of `ids` set to `value`; the same object when nothing changes. */
function withStars(data: unknown, ids: ReadonlySet<string>, value: boolean): unknown {
  const changes = (row: unknown) => isStarrable(row) && ids.has(row.id) && row.is_favorite !== value;
  if (Array.isArray(data))
    return data.some(changes) ? data.map((row) => (changes(row) ? { ...row, is_favorite: value } : row)) : data;
  return changes(data) ? { ...(data as Starrable), is_favorite: value } : data;
}

/**
 * The star of every entity these favorites name, wherever the workspace's screens hold it (project, cycle,
 * module, view and page lists and details), so removing a favorite in the sidebar unstars it everywhere at
 * once. Only the queries that hold one change, so the mutation's refetch touches no others.
 */
export function entityStarEdits(
  queryClient: QueryClient,
  slug: string,
  favorites: readonly Favorite[],
  value: boolean,
): CacheEdit[] {
  const ids = new Set(favorites.flatMap((f) => (f.entity_identifier ? [f.entity_identifier] : [])));
  if (ids.size === 0) return [];
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: queryKeys.workspace(slug) })
    .filter((query) => withStars(query.state.data, ids, value) !== query.state.data)
    .map((query) => ({ queryKey: query.queryKey, update: (current: unknown) => withStars(current, ids, value) }));
}
