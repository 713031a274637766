import type { Workspace } from "@hangar/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

/**
 * After leaving or deleting a workspace the caller navigates to "/", which picks the landing workspace
 * from the user's settings: those must be refetched, or the stale last workspace sends them straight back.
 */
export function forgetWorkspace(queryClient: QueryClient, slug: string) {
  queryClient.setQueryData<Workspace[]>(queryKeys.workspaces, (rows) => rows?.filter((w) => w.slug !== slug));
  queryClient.removeQueries({ queryKey: queryKeys.settings });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
}
