export { useIssueImageUpload } from "./api/use-issue-image-upload";
export { IssueActivitySection } from "./components/issue-activity-section";
export { IssueAttachmentsSection } from "./components/issue-attachments-section";
