import type { WorkspaceMember } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api, rowsOf } from "../../../lib/api";
import { memberKeys } from "./member-keys";

/** Workspace members other than the caller (the server leaves the caller and bots out). */
export function useWorkspaceMembers(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.workspace(slug),
    queryFn: async ({ signal }) =>
      rowsOf(
        await api.get<WorkspaceMember[] | { results: WorkspaceMember[] }>(
          `/api/workspaces/${encodeURIComponent(slug)}/members/`,
          undefined,
          signal,
        ),
      ),
    enabled,
  });
}
