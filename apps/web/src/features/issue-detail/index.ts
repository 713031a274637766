export { IssueDetailPage } from "./components/issue-detail-page";
export { IssueDetailView, type IssueDetailViewProps } from "./components/issue-detail-view";
export { IssueKeyRedirect } from "./components/issue-key-redirect";
export { IssuePeekOverview } from "./components/issue-peek-overview";
