import { homeEndpoints, type RecentEntityName } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call } from "../../../lib/api";
import { recentKeys } from "./recent-keys";

/**
 * Tells the server the user opened something, so it tops their recents. Best effort: a visit the server
 * refuses (a stale link to something gone) is simply not recorded, and the screen says why on its own.
 */
export function useRecordVisit(slug: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (entity_name: RecentEntityName, entity_identifier: string) => {
      call(homeEndpoints.recordVisit, { params: { slug }, body: { entity_name, entity_identifier } })
        .then(() => queryClient.invalidateQueries({ queryKey: recentKeys.all(slug) }))
        .catch(() => undefined);
    },
    [slug, queryClient],
  );
}
