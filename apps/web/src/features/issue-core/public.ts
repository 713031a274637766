/**
 * The light part of issue-core, for code that loads with the app shell (the live client, the route
 * prefetcher): the issue store, query keys, issue queries and mutations, scopes and small helpers.
 * Everything here is in index.ts too; import this file only where the shell loads eagerly.
 */
export { issueKeys, projectPath } from "./api/issue-keys";
export { firstPageQuery, removeIssueViews } from "./api/issue-view-query";
export { projectListQuery } from "./api/project-list-query";
export { useIssue } from "./api/use-issue";
export {
  useArchiveIssue,
  useBulkIssueActions,
  useCreateIssue,
  useDeleteIssue,
  useRestoreIssue,
  useUpdateIssueDates,
} from "./api/use-issue-actions";
export { ISSUE_PAGE_SIZE, useProjectIssuesQuery } from "./api/use-project-issues";
export { useUpdateIssue, withoutPendingFields } from "./api/use-update-issue";
export { PRIORITY_META, PriorityIcon } from "./components/priority-icon";
export { issueKey, keyColumnWidth, todayIso } from "./lib/issue-key";
export {
  cycleScope,
  type IssueScope,
  isWorkspaceScope,
  moduleScope,
  type PreferencesSource,
  profileScope,
  projectScope,
  projectViewScope,
  type ScopePreferences,
  workspaceBuiltInScope,
  workspaceViewScope,
} from "./lib/issue-scope";
export { blankIssue, optimisticIssue } from "./lib/new-issue";
export { createIssueAnywhere, useIssueCommands, useProvideListCreate } from "./store/issue-commands";
export { changedIssueIdsSince, getIssueFromStore, type IssueChange, useIssueFromStore, useIssueStore } from "./store/issue-store";
