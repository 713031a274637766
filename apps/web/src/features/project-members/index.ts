/** Light entry: who is in a project or workspace. The member management screens' parts are in ./pages. */
export { projectMembersQuery, useLeaveProject, useProjectMembers } from "./api/use-project-members";
export { type ProjectPerson, useProjectPeople } from "./api/use-project-people";
export { useWorkspaceMembers } from "./api/use-workspace-members";
export { memberName } from "./lib/member-name";
