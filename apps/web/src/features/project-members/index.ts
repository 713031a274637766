export { projectMembersQuery, useLeaveProject, useProjectMembers } from "./api/use-project-members";
export { type ProjectPerson, useProjectPeople } from "./api/use-project-people";
export { useWorkspaceMembers } from "./api/use-workspace-members";
export { AddProjectMembersDialog } from "./components/add-project-members-dialog";
export { ProjectMemberList } from "./components/project-member-list";
export { memberName } from "./lib/member-name";
