import type { Issue, LiveEvent } from "@hangar/contracts";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { issueKeys, useIssueStore, withoutPendingFields } from "../issues";

const ISSUE_PART_EVENTS = new Set([
  "issue_comment",
  "issue_reaction",
  "comment_reaction",
  "issue_relation",
  "issue_link",
  "issue_attachment",
  "issue_subscriber",
]);

const CYCLE_FIELDS = new Set(["state_id", "cycle_id", "estimate_point", "assignee_ids", "label_ids", "completed_at"]);
const touchesCycles = (event: LiveEvent) =>
  !Array.isArray(event.payload.changed) || event.payload.changed.some((field) => CYCLE_FIELDS.has(String(field)));

const MODULE_FIELDS = new Set(["state_id", "module_ids", "estimate_point", "archived_at"]);
/** A module's counts follow its issues' states and estimates; only issues in a module (or leaving one) matter. */
const touchesModules = (event: LiveEvent) => {
  const issue = event.payload.issue as Issue | undefined;
  const changed = event.payload.changed;
  if (!issue || !Array.isArray(changed)) return true;
  if (event.action !== "updated") return issue.module_ids.length > 0;
  return changed.includes("module_ids") || (issue.module_ids.length > 0 && changed.some((f) => MODULE_FIELDS.has(String(f))));
};

/** The workspace-wide list (use-issue-lookups' workspace lists) each project resource's events change. */
const WORKSPACE_LISTS: Partial<Record<LiveEvent["entity_type"], string>> = {
  state: "states",
  label: "labels",
  cycle: "cycles",
  module: "modules",
  estimate: "estimates",
};

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** Keys equal to `prefix` or extending it with a filter object (not a deeper resource). */
function listOf(prefix: QueryKey) {
  return (key: QueryKey) =>
    prefix.every((part, i) => key[i] === part) &&
    (key.length === prefix.length || (key.length === prefix.length + 1 && typeof key[prefix.length] === "object"));
}

/**
 * Turns one workspace event into store patches and cache invalidations. Applying an event twice, or
 * one this tab caused, is harmless: the store merges and invalidation only refetches.
 */
export function applyLiveEvent(event: LiveEvent, slug: string, queryClient: QueryClient) {
  const projectId = event.project_id;
  const invalidate = (queryKey: QueryKey, exact = false) => void queryClient.invalidateQueries({ queryKey, exact });
  const invalidateIssue = (issueId: string | null) => {
    if (projectId && issueId) invalidate(issueKeys.issue(slug, projectId, issueId));
  };

  if (event.entity_type === "issue") {
    const store = useIssueStore.getState();
    const issue = event.payload.issue as Issue | undefined;
    const issueId = str(event.payload.issue_id) ?? issue?.id ?? event.entity_id;
    if (event.action === "deleted") {
      if (issueId) store.removeIssue(issueId);
    } else if (issue) {
      store.upsertIssues([withoutPendingFields(issue)]);
      invalidateIssue(issue.parent_id);
    }
    invalidateIssue(issueId);
    // A cycle's counts and burndown follow its issues' states, estimates, assignees and labels.
    if (projectId && touchesCycles(event)) invalidate([...queryKeys.projects(slug), projectId, "cycles"]);
    if (projectId && touchesModules(event)) invalidate([...queryKeys.projects(slug), projectId, "modules"]);
    if (projectId) {
      // The store already shows the change; lists are only marked stale, not refetched (10k rows).
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists(slug, projectId), refetchType: "none" });
      if (event.action === "archived" || event.action === "restored") invalidate(issueKeys.archived(slug, projectId));
    }
    return;
  }

  if (ISSUE_PART_EVENTS.has(event.entity_type)) {
    invalidateIssue(str(event.payload.issue_id) ?? event.entity_id);
    if (event.entity_type === "issue_relation") invalidateIssue(str(event.payload.related_issue_id));
    return;
  }

  const projectKey = projectId ? queryKeys.projects(slug).concat(projectId) : null;
  // A project's states, labels, cycles, modules and estimates are also read workspace-wide (lists across
  // projects name ids from them), and so are its states and labels when membership grants a project.
  const workspaceList = WORKSPACE_LISTS[event.entity_type];
  if (workspaceList) invalidate([...queryKeys.workspaceLists(slug), workspaceList]);
  switch (event.entity_type) {
    case "state":
      if (projectKey) invalidate([...projectKey, "states"]);
      return;
    case "label":
      if (projectKey) invalidate([...projectKey, "labels"]);
      return;
    case "cycle":
      if (projectKey) invalidate([...projectKey, "cycles"]);
      return;
    case "module":
      if (projectKey) invalidate([...projectKey, "modules"]);
      return;
    case "estimate":
      // Issues lose a point that was removed; their rows arrive as issue events of their own.
      if (projectKey) invalidate([...projectKey, "estimates"]);
      return;
    case "view":
      // A view's list, its own page and favorites all sit under these keys (views feature's view-keys).
      invalidate(projectKey ? [...projectKey, "views"] : [...queryKeys.workspace(slug), "workspace-views"]);
      return;
    case "project_member":
      invalidate(queryKeys.workspaceLists(slug));
      if (projectKey) {
        invalidate([...projectKey, "members"]);
        invalidate(projectKey, true);
      }
      void queryClient.invalidateQueries({ predicate: (q) => listOf(queryKeys.projects(slug))(q.queryKey) });
      return;
    case "project":
      invalidate(queryKeys.workspaceLists(slug));
      if (projectKey) invalidate(projectKey, true);
      void queryClient.invalidateQueries({ predicate: (q) => listOf(queryKeys.projects(slug))(q.queryKey) });
      return;
    case "workspace_member":
      invalidate(queryKeys.workspaceMembers(slug));
      invalidate(queryKeys.workspaceMembership(slug));
      return;
    case "workspace":
      invalidate(queryKeys.workspaces);
      return;
    case "draft_issue":
      // Only the author hears of their drafts: their lists and the sidebar's count catch up.
      invalidate(queryKeys.drafts(slug));
      return;
  }
}

/** After a gap too long to replay: everything of the workspace is refetched. */
export function resyncWorkspace(slug: string, queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.workspace(slug) });
}
