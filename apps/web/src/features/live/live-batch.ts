import type { Issue } from "@hangar/contracts";
import type { InvalidateQueryFilters, QueryClient, QueryKey } from "@tanstack/react-query";
import { type IssueChange, useIssueStore } from "../issue-core/public";

type Invalidation = { queryKey: QueryKey; exact?: boolean; refetchType?: InvalidateQueryFilters["refetchType"] };

/**
 * What a batch of live events does to the client, gathered so that it costs O(changes): each issue is
 * written once (one store write and one version per batch, not one per event) and each query is
 * invalidated once however many events touched it.
 */
export class LiveBatch {
  private readonly issues = new Map<string, IssueChange>();
  private readonly invalidations = new Map<string, Invalidation>();
  private readonly tasks: (() => void)[] = [];

  constructor(readonly queryClient: QueryClient) {}

  upsertIssue(issue: Issue) {
    const change = this.issues.get(issue.id);
    if (change) change.issue = change.issue ? { ...change.issue, ...issue } : issue;
    else this.issues.set(issue.id, { id: issue.id, removed: false, issue });
  }

  removeIssue(id: string) {
    this.issues.set(id, { id, removed: true, issue: null });
  }

  invalidate(queryKey: QueryKey, options: Omit<Invalidation, "queryKey"> = {}) {
    const filters = { queryKey, ...options };
    this.invalidations.set(JSON.stringify(filters), filters);
  }

  /** Work that is neither a store write nor an invalidation (rare events), run after those. */
  afterwards(task: () => void) {
    this.tasks.push(task);
  }

  commit() {
    if (this.issues.size) useIssueStore.getState().applyIssueChanges(this.issues.values());
    for (const filters of this.invalidations.values()) void this.queryClient.invalidateQueries(filters);
    for (const task of this.tasks) task();
  }
}
