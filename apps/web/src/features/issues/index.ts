/**
 * The issue list screens: one list of any scope in the user's layout, filters and grouping. Heavy (layouts,
 * filters, the create modal): used by lazily loaded pages; the store, keys and hooks are in issue-core.
 */
export { IssuesScreen, type IssuesScreenProps } from "./issues-screen";
export { ProjectIssuesPage } from "./project-issues-page";
