/** Light entry (store, hooks, keys): the live client in the workspace shell imports it eagerly. */
export { issueKeys, projectPath } from "./api/issue-keys";
export { removeIssueViews } from "./api/issue-view-query";
export { useIssue } from "./api/use-issue";
export {
  useArchiveIssue,
  useBulkIssueActions,
  useCreateIssue,
  useDeleteIssue,
  useRestoreIssue,
  useUpdateIssueDates,
} from "./api/use-issue-actions";
export { ISSUE_PAGE_SIZE, useProjectIssues, useProjectIssuesQuery } from "./api/use-project-issues";
export { useUpdateIssue, withoutPendingFields } from "./api/use-update-issue";
export { PRIORITY_META, PriorityIcon } from "./components/priority-icon";
export { issueKey, keyColumnWidth, todayIso } from "./lib/issue-key";
export { cycleScope, type IssueScope, moduleScope, projectScope, type ScopePreferences } from "./lib/issue-scope";
export { optimisticIssue } from "./lib/new-issue";
export { getIssueFromStore, useIssueFromStore, useIssueStore } from "./store/issue-store";
