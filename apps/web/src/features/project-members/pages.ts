/** Member management, loaded with the project settings screens. */
export { AddProjectMembersDialog } from "./components/add-project-members-dialog";
export { ProjectMemberList } from "./components/project-member-list";
