import { useCallback, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useDeleteIssue, useRestoreIssue } from "../../issue-core";

const noun = (count: number) => (count === 1 ? "issue" : "issues");

type Outcome = { done: number; failed: unknown[] };

function report(verb: string, total: number, { done, failed }: Outcome, label?: string) {
  if (failed.length > 0) {
    const what = total === 1 ? "the issue" : `${failed.length} of ${total} issues`;
    toast.error(`Couldn't ${verb.toLowerCase()} ${what}`, { description: errorMessage(failed[0]) });
  }
  if (done > 0) toast.success(total === 1 && label ? `${label} ${verb}d` : `${done} ${noun(done)} ${verb}d`);
}

/**
 * Restore and delete for the archived list. The issues leave the list at once and those the server
 * refuses come back, with one toast for the whole call rather than one per issue. The list hides them
 * itself as well as through the store, so a refetch landing mid-call cannot show them again.
 */
export function useArchiveActions(slug: string, projectId: string) {
  const { restoreIssue } = useRestoreIssue(slug, projectId);
  const { deleteIssue } = useDeleteIssue(slug, projectId);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(async (issueIds: string[], call: (id: string) => Promise<void>): Promise<Outcome> => {
    setHidden((current) => new Set([...current, ...issueIds]));
    const results = await Promise.allSettled(issueIds.map(call));
    const failedIds = issueIds.filter((_, i) => results[i]?.status === "rejected");
    if (failedIds.length > 0) {
      setHidden((current) => new Set([...current].filter((id) => !failedIds.includes(id))));
    }
    const failed = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    return { done: issueIds.length - failed.length, failed };
  }, []);

  const restore = useCallback(
    async (issueIds: string[], label?: string) => {
      report("restore", issueIds.length, await run(issueIds, (id) => restoreIssue(id, { toast: false })), label);
    },
    [run, restoreIssue],
  );

  const remove = useCallback(
    async (issueIds: string[], label?: string) => {
      report("delete", issueIds.length, await run(issueIds, (id) => deleteIssue(id, { toast: false })), label);
    },
    [run, deleteIssue],
  );

  return { hidden, restore, remove };
}
