/** What the list and board layouts (features/issue-layouts) build on: view shapes, names, and row parts. */
export { GroupIcon } from "./components/group-icon";
export { GroupPoints } from "./components/group-points";
export { IssueProperties } from "./components/issue-properties";
export { PRIORITY_META, PriorityIcon } from "./components/priority-icon";
export { QuickAdd } from "./components/quick-add";
export { type GroupMeta, groupMeta } from "./lib/group-meta";
export { issueKey, keyColumnWidth } from "./lib/issue-key";
export type { BoardLayoutProps, GroupedLayoutProps, ListLayoutProps } from "./lib/layout-props";
export { loadingFlag } from "./lib/layout-props";
export type { IssueLookups, PersonRef } from "./lib/lookups";
export type { IssueMove } from "./lib/move-issue";
export type { DisplayGroup, ViewGroups } from "./lib/view-groups";
