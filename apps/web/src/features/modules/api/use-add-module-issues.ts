import { type Issue, moduleEndpoints as modules } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { issueKeys, useIssueStore, withoutPendingFields } from "../../issue-core";
import { moduleKeys } from "./module-keys";

/**
 * Adds existing issues to a module (an issue keeps its other modules). The issues join the module in the
 * store at once, so the module's list shows them before the server answers; a failure takes them out again.
 */
export function useAddModuleIssues(slug: string, projectId: string, moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation<Issue[], unknown, string[], Map<string, string[]>>({
    mutationFn: (issueIds) => call(modules.addIssues, { params: { slug, projectId, moduleId }, body: { issues: issueIds } }),
    onMutate: (issueIds) => {
      const store = useIssueStore.getState();
      const before = new Map<string, string[]>();
      for (const id of issueIds) {
        const issue = store.issuesById[id];
        if (!issue || issue.module_ids.includes(moduleId)) continue;
        before.set(id, issue.module_ids);
        store.patchIssue(id, { module_ids: [...issue.module_ids, moduleId] });
      }
      return before;
    },
    onError: (error, _ids, before) => {
      const store = useIssueStore.getState();
      for (const [id, moduleIds] of before ?? []) store.patchIssue(id, { module_ids: moduleIds });
      toast.error("Couldn't add the issues to the module", { description: errorMessage(error) });
    },
    onSuccess: (issues) => {
      useIssueStore.getState().upsertIssues(issues.map(withoutPendingFields));
      toast.success(issues.length === 1 ? "1 issue added to the module" : `${issues.length} issues added to the module`);
    },
    // Issues that already existed are not "new" to the module's loaded list, so its pages are fetched again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKeys.all(slug, projectId) }),
        queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, projectId) }),
      ]),
  });
}
