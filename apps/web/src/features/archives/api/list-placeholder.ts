import type { QueryKey } from "@tanstack/react-query";

/**
 * While another filter set of the same list loads, its previous rows stay on screen; a different list
 * (another project's archive, another workspace's drafts) starts blank instead of showing foreign rows.
 */
export const previousOfSameList =
  (listKey: QueryKey) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined =>
    previousQuery && listKey.every((part, i) => previousQuery.queryKey[i] === part) ? previous : undefined;
