/**
 * The create-issue dialogs, loaded on demand, all from this one module: a list's "New issue", a list across
 * projects asking which project, and a "new issue" where no list is open (the c shortcut, the palette).
 */
export { ChooseProjectDialog } from "./components/choose-project-dialog";
export { CreateIssueFlow } from "./components/create-issue/create-issue-flow";
export { CreateIssueModal } from "./components/create-issue/create-issue-modal";
