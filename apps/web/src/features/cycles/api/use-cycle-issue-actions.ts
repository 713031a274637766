import { type CycleDateCheckBody, cycleEndpoints as cycles } from "@hangar/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useIssueStore, withoutPendingFields } from "../../issue-core";
import { refreshAfterIssueMove } from "./use-cycle-mutations";

/** `status: false` when the dates share a day with another cycle of the project. */
export function checkCycleDates(slug: string, projectId: string, body: CycleDateCheckBody) {
  return call(cycles.dateCheck, { params: { slug, projectId }, body });
}

/**
 * Adds existing issues to a cycle. The answer carries the moved issues, which go straight into the issue
 * store so every open list and board shows their new cycle at once.
 */
export function useAddCycleIssues(slug: string, projectId: string, cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (issueIds: string[]) =>
      call(cycles.addIssues, { params: { slug, projectId, cycleId }, body: { issues: issueIds } }),
    onSuccess: async (issues) => {
      useIssueStore.getState().upsertIssues(issues.map(withoutPendingFields));
      await refreshAfterIssueMove(queryClient, slug, projectId);
    },
  });
}

export function useTransferCycleIssues(slug: string, projectId: string, cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newCycleId: string) =>
      call(cycles.transferIssues, { params: { slug, projectId, cycleId }, body: { new_cycle_id: newCycleId } }),
    onSuccess: async (result) => {
      const count = result.transferred_issue_ids.length;
      toast.success(`${count} ${count === 1 ? "issue" : "issues"} moved to ${result.new_cycle.name}`);
      await refreshAfterIssueMove(queryClient, slug, projectId);
    },
    onError: (error) => toast.error("Couldn't transfer the issues", { description: errorMessage(error) }),
  });
}
