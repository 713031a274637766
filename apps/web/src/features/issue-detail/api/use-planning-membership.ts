import { cycleEndpoints, type Issue, moduleEndpoints } from "@hangar/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call, errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cycleKeys } from "../../cycles/api/cycle-keys";
import { useIssueStore, withoutPendingFields } from "../../issue-core";
import { moduleKeys } from "../../modules/api/module-keys";

type Place = { slug: string; projectId: string; issueId: string };

/**
 * Cycles and modules change through their own calls (spec §7), not the issue's PATCH: shown at once
 * in the store, then sent; the answer's issue replaces the guess, a refusal puts the old value back.
 */
async function changeMembership(
  queryClient: QueryClient,
  { slug, projectId, issueId }: Place,
  guess: Partial<Issue>,
  send: () => Promise<Issue | Issue[] | null>,
  failure: string,
) {
  const store = useIssueStore.getState();
  const before = store.issuesById[issueId];
  store.patchIssue(issueId, guess);
  try {
    const answer = await send();
    if (answer) store.upsertIssues((Array.isArray(answer) ? answer : [answer]).map(withoutPendingFields));
  } catch (error) {
    if (before) store.patchIssue(issueId, { cycle_id: before.cycle_id, module_ids: before.module_ids });
    toast.error(failure, { description: errorMessage(error) });
  } finally {
    // Cycle and module progress, and lists grouped or filtered by them, follow their issues.
    void queryClient.invalidateQueries({ queryKey: cycleKeys.all(slug, projectId) });
    void queryClient.invalidateQueries({ queryKey: moduleKeys.all(slug, projectId) });
  }
}

/** Moves an issue of the project into a cycle (or out of its own), and into or out of a module. */
export function usePlanningMembership(slug: string, projectId: string) {
  const queryClient = useQueryClient();

  const setCycle = useCallback(
    (issue: Pick<Issue, "id" | "cycle_id">, next: string | null) => {
      const previous = issue.cycle_id;
      if (next === previous) return;
      void changeMembership(
        queryClient,
        { slug, projectId, issueId: issue.id },
        { cycle_id: next },
        () =>
          next
            ? call(cycleEndpoints.addIssues, { params: { slug, projectId, cycleId: next }, body: { issues: [issue.id] } })
            : call(cycleEndpoints.removeIssue, {
                params: { slug, projectId, cycleId: previous ?? "", issueId: issue.id },
              }).then(() => null),
        next ? "Couldn't move the issue to that cycle" : "Couldn't take the issue out of its cycle",
      );
    },
    [queryClient, slug, projectId],
  );

  const toggleModule = useCallback(
    (issue: Pick<Issue, "id" | "module_ids">, moduleId: string) => {
      const leaving = issue.module_ids.includes(moduleId);
      const next = leaving ? issue.module_ids.filter((id) => id !== moduleId) : [...issue.module_ids, moduleId];
      void changeMembership(
        queryClient,
        { slug, projectId, issueId: issue.id },
        { module_ids: next },
        () =>
          call(moduleEndpoints.setIssueModules, {
            params: { slug, projectId, issueId: issue.id },
            body: leaving ? { removed_modules: [moduleId] } : { modules: [moduleId] },
          }),
        leaving ? "Couldn't take the issue out of the module" : "Couldn't add the issue to the module",
      );
    },
    [queryClient, slug, projectId],
  );

  return { setCycle, toggleModule };
}
