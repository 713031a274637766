/** The projects list's parts and the create-project dialog, loaded on demand. */
export { CreateProjectDialog } from "./components/create-project-dialog";
export { ProjectRow } from "./components/project-row";
export { ProjectsToolbar } from "./components/projects-toolbar";
