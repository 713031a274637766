export { ArchivedIssuesPage } from "./components/archived-issues-page";
export { DraftsPage } from "./components/drafts-page";
