import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { memberKeys } from "./member-keys";

/** Workspace members other than the caller (the server leaves the caller and bots out). */
export function useWorkspaceMembers(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.workspace(slug),
    queryFn: ({ signal }) => call(endpoints.members, { params: { slug }, signal }),
    enabled,
  });
}
