import { type EndpointBody, workspaceEndpoints as endpoints, type Workspace } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { cacheEdit, useOptimisticMutation } from "../../../lib/use-optimistic-mutation";
import { forgetWorkspace } from "./forget-workspace";

export type UpdateWorkspaceBody = EndpointBody<typeof endpoints.update>;

/** PATCH the workspace; the switcher and every page reading the workspace list change at once. */
export function useUpdateWorkspace(slug: string) {
  return useOptimisticMutation<UpdateWorkspaceBody, Workspace>({
    mutationKey: queryKeys.workspace(slug),
    mutationFn: (body) => call(endpoints.update, { params: { slug }, body }),
    edits: (body) => [
      cacheEdit<Workspace[]>(queryKeys.workspaces, (rows) => rows.map((w) => (w.slug === slug ? { ...w, ...body } : w))),
    ],
    errorTitle: false,
  });
}

/** Not optimistic: deleting is final, so the page leaves only once the server confirms. */
export function useDeleteWorkspace(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.delete, { params: { slug } }),
    onSuccess: () => forgetWorkspace(queryClient, slug),
    onError: (error) => toast.error("Couldn't delete the workspace", { description: errorMessage(error) }),
  });
}
