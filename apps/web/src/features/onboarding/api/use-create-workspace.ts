import { type EndpointBody, workspaceEndpoints as endpoints, type Workspace } from "@hangar/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type CreateWorkspaceBody = EndpointBody<typeof endpoints.create>;

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => call(endpoints.create, { body }),
    onSuccess: (workspace) => {
      queryClient.setQueryData<Workspace[]>(queryKeys.workspaces, (list) => (list ? [...list, workspace] : list));
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
    },
  });
}

/** Asks the server whether a slug is free; `status: true` means it is. */
export function useSlugCheck(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.slugCheck(slug),
    queryFn: ({ signal }) => call(endpoints.slugCheck, { query: { slug }, signal }),
    enabled: enabled && slug.length > 0,
    staleTime: 10_000,
  });
}
