/**
 * The issues feature's public API: what other server features use. Import from "../issues", never
 * from its files. Layout: the issue itself (create, read, update, delete, its writer, serializer,
 * access check, activity, validation, planning fields) sits at this folder's root; each sub-feature
 * has its folder (list/, comments/, reactions/, relations/, links/, subscriptions/, drafts/, archive/,
 * bulk/, history/, sub-issues/), and `issueRoutes` registers them all.
 */
export { type ActivityInput, writeActivities } from "./activity";
export { type IssueAccess, issueAccess, recordIssueEvent } from "./issue-access";
export { announceIssueChanges, type IssueChangeItem, membershipActivity, writeContextOf } from "./issue-changes";
export { loadIssues } from "./issue-serializer";
export { issueSummaryColumns } from "./issue-summary";
export { issueEvent, type WriteContext } from "./issue-writer";
export { issueRoutes } from "./issues.routes";
export { findProjectIssue, findProjectIssues, requireIssue } from "./issues.service";
export {
  type IssueListInput,
  listInputFromQuery,
  listIssues,
  planIssueList,
  requireCycle,
  requireModule,
} from "./list/issue-list.service";
