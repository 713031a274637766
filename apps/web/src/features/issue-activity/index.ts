export { IssueActivitySection } from "./components/issue-activity-section";
export { IssueAttachmentsSection } from "./components/issue-attachments-section";
