/** Light entry for the shell and other features; the projects list's parts and the create dialog are in ./pages. */
export {
  invalidateProjectLists,
  isProjectFilter,
  PROJECT_FILTERS,
  type ProjectFilter,
  projectListKey,
  useProjectList,
} from "./api/project-lists";
export { useJoinProject, useToggleFavoriteProject } from "./api/use-project-actions";
export type { LeadOption } from "./components/create-project-dialog";
export { ProjectLogo } from "./components/project-logo";
export { SidebarProjectActionsMenu } from "./components/sidebar-project-actions-menu";
export { openCreateProject, useCreateProjectStore } from "./lib/create-project-store";
export { emojiOf, logoPropsFor } from "./lib/project-logo";
