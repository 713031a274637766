/** The profile screens; the router loads them on demand. */
export { ProfileActivityPage } from "./components/profile-activity-page";
export { ProfileIssuesPage } from "./components/profile-issues-page";
export { ProfileLayout } from "./components/profile-layout";
export { ProfileOverviewPage } from "./components/profile-overview-page";
