/**
 * What every issue feature shares: the issue store, query keys, issue queries and mutations, scopes,
 * the lookups a list resolves names with, and small helpers. It imports none of issues, issue-filters,
 * issue-layouts or issue-detail, which all build on it. Code that loads with the app shell imports the
 * light part from ./public instead, so the rest stays out of the first bundle.
 */
export { fetchPage, isGroupedLayout, shapeOf } from "./api/issue-view-query";
export { colorFor, useCreateFromPicker } from "./api/use-create-from-picker";
export { useEditorIssues } from "./api/use-editor-issues";
export type { BulkIssueProperties, IssueDatesUpdate } from "./api/use-issue-actions";
export { useIssueLookups, useProjectList, useWorkspaceIssueLookups } from "./api/use-issue-lookups";
export { type IssuePickerRule, useIssueSearch } from "./api/use-issue-search";
export { openCycles, usePlanningLists } from "./api/use-planning-lists";
export { IssueCheckList, usePickedIds } from "./components/issue-check-list";
export type { IssueLookups, PersonRef } from "./lib/lookups";
export type { GroupPage } from "./lib/view-data";
export { FLAT_GROUP, type IssueViewData, loadedIds, mergePage } from "./lib/view-data";
export * from "./public";
export {
  type IssueCommandPatch,
  type IssueCommandTarget,
  selectIssueTarget,
  useProvideIssueCommands,
} from "./store/provide-issue-commands";
