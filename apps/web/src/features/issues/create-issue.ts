/**
 * The create-issue modal, kept out of index.ts because it brings the rich-text editor with it.
 * `openCreateIssue(defaults)` opens the modal hosted by the project issues page (the peek lives there);
 * elsewhere render `<CreateIssueModal>` yourself.
 */
export { CreateIssueModal } from "./components/create-issue/create-issue-modal";
export { openCreateIssue, useCreateIssueModal } from "./components/create-issue/create-issue-store";
export type { IssueDraft } from "./components/create-issue/issue-draft";
